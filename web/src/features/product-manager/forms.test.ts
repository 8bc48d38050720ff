import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../contracts/catalog.ts';
import { categoryFormDefaults, categoryFormSchema, pendingUploadBlocker, productFormDefaults, productFormSchema, toCategoryBody, toProductBody, newAttributeRow } from './forms.ts';

const id = '0d9c7f3e-1b2a-4c5d-8e6f-7a8b9c0d1e2f';
const file = new File(['x'], 'a.png', { type: 'image/png' });

describe('category form (product-spec.md §5, §7)', () => {
  it("uses the shared rule 'Category name is required'", () => {
    const result = categoryFormSchema.safeParse(categoryFormDefaults('radhe', null));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Category name is required']);
  });

  it('makes the POST /Categories body: trimmed name, null id for a new one, no picked file', () => {
    const values = categoryFormSchema.parse({ ...categoryFormDefaults('therm', id), name: ' Dampers ', imageFile: file });
    expect(toCategoryBody(values)).toEqual({
      id: null,
      name: 'Dampers',
      vendor: 'therm',
      description: '',
      imagePath: '',
      parentCategoryId: id,
      attributes: [],
    });
  });

  it("reads the dialog's attribute rows into the API's shape: a key from the name, choices one per line, no unit as null", () => {
    const rows = [
      { ...newAttributeRow(), name: 'Design Pressure (bar g)', kind: 'range' as const, unit: 'bar' as const },
      { ...newAttributeRow(), key: 'end-connection', name: 'End Connection', kind: 'choice' as const, choices: ' Flanged \n\nWeld ends\n', filter: false, card: true },
    ];
    const values = categoryFormSchema.parse({ ...categoryFormDefaults('therm', id), name: 'Joints', attributes: rows });
    expect(toCategoryBody(values).attributes).toEqual([
      { key: 'design-pressure-bar-g', name: 'Design Pressure (bar g)', kind: 'range', unit: 'bar', choices: [], filter: true, card: false },
      { key: 'end-connection', name: 'End Connection', kind: 'choice', unit: null, choices: ['Flanged', 'Weld ends'], filter: false, card: true },
    ]);
  });

  it("puts the shared rules' messages on the row's fields", () => {
    const result = categoryFormSchema.safeParse({
      ...categoryFormDefaults('therm', id),
      name: 'Joints',
      attributes: [{ ...newAttributeRow(), name: 'Size', kind: 'choice' }, { ...newAttributeRow(), name: ' ' }],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ 'attributes.0.choices': 'List at least one choice', 'attributes.1.name': 'Attribute name is required' });
  });
});

describe('product form (product-spec.md §5, §7)', () => {
  const product: Product = {
    id,
    vendor: 'therm',
    categoryId: null,
    name: 'Hose',
    description: '',
    imagePath: 'images/h.png',
    properties: [{ key: 'NB', value: '50' }],
    otherImages: ['images/a.png'],
    configurations: [{ key: 'Braided', value: 'images/b.png' }],
    specifications: [],
    documents: [],
    imageAlts: {},
  };

  it("uses the shared rule 'Product name is required'", () => {
    const result = productFormSchema.safeParse(productFormDefaults('therm', null));
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Product name is required']);
  });

  it('round-trips a product into the POST /Products body, leaving out an empty categoryId', () => {
    const body = toProductBody(productFormSchema.parse(productFormDefaults('therm', null, product)));
    // `specifications` is left out, so the server keeps the stored typed values.
    const { specifications: _typed, ...untyped } = product;
    expect(body).toEqual({ ...untyped, categoryId: undefined });
    expect(body).not.toHaveProperty('categoryId');
    expect(body).not.toHaveProperty('specifications');
    const inCategory = toProductBody(productFormSchema.parse({ ...productFormDefaults('therm', id), name: 'Hose' }));
    expect(inCategory.categoryId).toBe(id);
  });

  it('names the first pending upload in the order main image, other media, configurations', () => {
    const base = productFormSchema.parse({ ...productFormDefaults('therm', null, product) });
    expect(pendingUploadBlocker(base)).toBeNull();
    // Documents still uploading come last: every picked-but-not-uploaded file of §5 is named first.
    expect(pendingUploadBlocker({ ...base, documentFiles: [file] })).toBe('Please wait until the documents have uploaded');
    const withRow = { ...base, configurations: [{ key: 'x', value: '', file }] };
    expect(pendingUploadBlocker(withRow)).toBe('Please upload all configuration images first');
    expect(pendingUploadBlocker({ ...withRow, mediaFiles: [file] })).toBe('Please upload other images first');
    expect(pendingUploadBlocker({ ...withRow, mediaFiles: [file], imageFile: file })).toBe('Please upload the main image first');
  });
});
