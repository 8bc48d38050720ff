import { describe, expect, it } from 'vitest';
import type { AttributeDefinition } from '../../contracts/specifications.ts';
import { parseRating, productsToTable, ratingHeader, readSheet, tableToCsv, tableToDrafts, tableToXlsx, type SheetProduct } from './sheet-codec.ts';

const voltage: AttributeDefinition = { key: 'rated-voltage', name: 'Rated voltage', kind: 'range', unit: 'kV', choices: [], filter: true, card: true };
const load: AttributeDefinition = { key: 'sml', name: 'Specified mechanical load', kind: 'number', unit: 'kN', choices: [], filter: false, card: false };
const sheds: AttributeDefinition = { key: 'sheds', name: 'Sheds', kind: 'number', unit: null, choices: [], filter: false, card: false };
const material: AttributeDefinition = { key: 'material', name: 'Material', kind: 'choice', unit: null, choices: ['Silicone', 'Porcelain'], filter: true, card: false };

const product: SheetProduct = {
  id: '3f2a9c1e-8b7d-4e21-9a55-0c6f1d2e3b4a',
  categoryPath: ['Insulators', 'Composite', 'Transmission Line Insulators'],
  name: '=HYPERLINK("http://evil.example","Long rod")',
  description: 'Two lines,\n"quoted" and, with commas',
  published: false,
  imagePath: 'images/1-main.webp',
  otherImages: ['images/2-detail.webp', 'images/3-drawing.webp'],
  properties: [
    { key: 'End fittings', value: 'Ball: socket 16 mm' },
    { key: 'Colour', value: '-grey' },
  ],
  configurations: [{ key: 'Tongue & clevis', value: 'images/4-config.webp' }],
  documents: [{ title: 'Type test report', path: 'documents/5-report.pdf' }],
  specifications: [
    { attribute: 'rated-voltage', value: { min: 66, max: 132 } },
    { attribute: 'sml', value: 90 },
    { attribute: 'material', value: 'Silicone' },
  ],
  attributes: [voltage, load, sheds, material],
};

describe('catalogue sheet codec', () => {
  it('heads rating columns with the unit, and writes ranges as "min-max" and numbers as numbers', () => {
    expect(ratingHeader(voltage)).toBe('Rated voltage [kV]');
    expect(ratingHeader(sheds)).toBe('Sheds');
    const table = productsToTable([product]);
    expect(table.headers).toEqual([
      'Id', 'Category path', 'Name', 'Description', 'Published', 'Main image', 'Other media',
      'Rated voltage [kV]', 'Specified mechanical load [kN]', 'Sheds', 'Material',
      'Property 1 name', 'Property 1 value', 'Property 2 name', 'Property 2 value',
      'Configuration 1 name', 'Configuration 1 image', 'Document 1 title', 'Document 1 path',
    ]);
    const row = Object.fromEntries(table.headers.map((h, i) => [h, table.rows[0][i]]));
    expect(row).toMatchObject({
      'Category path': 'Insulators / Composite / Transmission Line Insulators',
      Published: 'no',
      'Other media': 'images/2-detail.webp\nimages/3-drawing.webp',
      'Rated voltage [kV]': '66-132',
      'Specified mechanical load [kN]': 90,
      Sheds: null,
      Material: 'Silicone',
    });
  });

  it('reads ratings: numbers, ranges, the own unit accepted, another unit or text refused', () => {
    expect(parseRating(voltage, '66-132')).toEqual({ value: { min: 66, max: 132 } });
    expect(parseRating(voltage, '66 to 132 kV')).toEqual({ value: { min: 66, max: 132 } });
    expect(parseRating(voltage, 220)).toEqual({ value: 220 });
    expect(parseRating(voltage, '-40--10')).toEqual({ value: { min: -40, max: -10 } });
    expect(parseRating(voltage, '132-66')).toEqual({ problem: 'Rated voltage: the lower value must not exceed the upper one' });
    expect(parseRating(load, '90 kN')).toEqual({ value: 90 });
    expect(parseRating(load, '90 kV')).toEqual({ problem: "'kV' is not the unit of Specified mechanical load: write the number in kN, without another unit" });
    expect(parseRating(load, '66-132')).toEqual({ problem: 'Specified mechanical load must be a number in kN' });
    expect(parseRating(voltage, 'high')).toEqual({ problem: 'Rated voltage must be a number or a range such as 66-132 in kV' });
    expect(parseRating(material, 'Glass')).toEqual({ problem: 'Material must be one of: Silicone, Porcelain' });
  });

  it('protects CSV cells that a spreadsheet would run as formulas, and reads them back as they were', async () => {
    const csv = tableToCsv(productsToTable([product]));
    const text = csv.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Long rod"")"`);
    expect(text).toContain(",'-grey,");
    const [draft] = tableToDrafts((await readSheet(csv)).table);
    expect(draft.name).toBe(product.name);
    expect(draft.properties).toEqual(product.properties);
  });

  it.each(['csv', 'xlsx'] as const)('round-trips every column through %s', async (format) => {
    const table = productsToTable([product]);
    const bytes = format === 'csv' ? tableToCsv(table) : await tableToXlsx(table);
    const read = await readSheet(bytes);
    expect(read.format).toBe(format);
    const [draft] = tableToDrafts(read.table);
    expect(draft).toMatchObject({
      row: 2,
      id: product.id,
      categoryPath: product.categoryPath,
      name: product.name,
      description: product.description,
      published: false,
      imagePath: product.imagePath,
      otherImages: product.otherImages,
      properties: product.properties,
      configurations: product.configurations,
      documents: product.documents,
      problems: [],
    });
    expect(parseRating(voltage, draft.ratings.get('Rated voltage [kV]')!)).toEqual({ value: { min: 66, max: 132 } });
    expect(parseRating(load, draft.ratings.get('Specified mechanical load [kN]')!)).toEqual({ value: 90 });
    expect(draft.ratings.get('Sheds')).toBeNull();
  });

  it('refuses a file that is no sheet, and a sheet without the Name column', async () => {
    await expect(readSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow('not an XLSX workbook that can be read');
    await expect(readSheet(Buffer.from([0xff, 0xfe, 0, 0]))).rejects.toThrow('neither an XLSX workbook nor a CSV text');
    expect(() => tableToDrafts({ headers: ['Id', 'Title'], rows: [] })).toThrow("one named 'Name'");
    expect(tableToDrafts({ headers: ['Name', 'Published'], rows: [['A', 'maybe']] })[0].problems).toEqual([
      { row: 2, column: 'Published', message: "Write 'yes' (published) or 'no' (a draft)" },
    ]);
  });
});
