import { describe, expect, it } from 'vitest';
import { categoryInputSchema, productInputSchema } from './catalog-input.ts';

const id = '3f2b6c1e-8a4d-4e7b-9c2a-1d5e6f7a8b9c';

describe('categoryInputSchema (product-spec.md §5, §7)', () => {
  it('requires a name, whitespace-only counting as empty', () => {
    const result = categoryInputSchema.safeParse({ name: '   ', vendor: 'radhe' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('Category name is required');
  });
  it('treats an empty or absent parent as root (null) and lower-cases ids', () => {
    const parsed = categoryInputSchema.parse({ id: id.toUpperCase(), name: 'Insulators', vendor: 'radhe', parentCategoryId: '' });
    expect(parsed).toMatchObject({ id, parentCategoryId: null, description: '', imagePath: '' });
  });
  it('rejects an unknown vendor and a malformed parent id', () => {
    expect(categoryInputSchema.safeParse({ name: 'X', vendor: 'acme' }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ name: 'X', vendor: 'radhe', parentCategoryId: 'nope' }).success).toBe(false);
  });
});

describe('productInputSchema (product-spec.md §5, §7)', () => {
  it('requires a name', () => {
    const result = productInputSchema.safeParse({ name: '', vendor: 'therm' });
    expect(result.error?.issues.map((i) => i.message)).toContain('Product name is required');
  });
  it('maps an empty categoryId to the root and keeps list order', () => {
    const parsed = productInputSchema.parse({
      name: 'Axial bellows',
      vendor: 'therm',
      categoryId: '',
      properties: [{ key: 'NB', value: '300' }, { key: 'Design code', value: 'EJMA' }],
      otherImages: ['images/b.png', 'images/a.png'],
    });
    expect(parsed.categoryId).toBeNull();
    expect(parsed.properties.map((p) => p.key)).toEqual(['NB', 'Design code']);
    expect(parsed.otherImages).toEqual(['images/b.png', 'images/a.png']);
  });
  it('limits the name length', () => {
    expect(productInputSchema.safeParse({ name: 'x'.repeat(201), vendor: 'therm' }).success).toBe(false);
  });
});

describe('optional ids', () => {
  it('accepts a body without id, parent or category (a create at the root)', () => {
    expect(categoryInputSchema.parse({ name: 'Dampers', vendor: 'therm' })).toMatchObject({ id: null, parentCategoryId: null });
    expect(productInputSchema.parse({ name: 'Hose', vendor: 'therm' })).toMatchObject({ id: null, categoryId: null });
  });
});
