/**
 * The catalogue sheet's codec (docs/catalogue-sheets.md): products ⇄ a table of cells ⇄ XLSX or CSV bytes, with no
 * database. server/catalog/sheets.ts loads and writes the rows; this module only knows the columns:
 *
 * - fixed columns (contracts/catalogue-sheets.ts SHEET_COLUMNS): Id, Category path ("A / B / C", empty = the root),
 *   Name, Description, Published (yes / no), Main image, Other media (one blob path per line);
 * - one column per typed attribute, headed by its name and unit ("Rated voltage [kV]"; no brackets for a count or
 *   for choices and text), holding a number, a range "66-132" (in the attribute's canonical unit), a choice or text;
 * - numbered pairs for the lists whose items are two texts, so any text round-trips: "Property 1 name" /
 *   "Property 1 value", "Configuration 1 name" / "Configuration 1 image", "Document 1 title" / "Document 1 path".
 *
 * CSV cells are written through `csvSafe` (contracts/spreadsheet-cells.ts) and read back through `csvUnsafe`;
 * XLSX cells are typed (strings never become formulas; a formula someone typed is read as its cached result).
 * A column that is absent from an imported sheet is `undefined` in its drafts: the import keeps what is stored.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { KeyValue } from '../../contracts/catalog.ts';
import { CATEGORY_PATH_SEPARATOR, SHEET_COLUMNS, SHEET_LIMITS, type SheetFormat, type SheetProblem } from '../../contracts/catalogue-sheets.ts';
import { UNITS } from '../../contracts/quantities.ts';
import { csvSafe, csvUnsafe } from '../../contracts/spreadsheet-cells.ts';
import { SPECIFICATION_LIMITS, specificationProblem, type AttributeDefinition, type SpecificationValue } from '../../contracts/specifications.ts';

/** A cell's value: text, a number, or empty. */
export type Cell = string | number | null;

/** A sheet as cells: the header row, then the data rows (data row i is the sheet's row i + 2). */
export interface SheetTable {
  headers: string[];
  rows: Cell[][];
}

/** A product as the sheet shows it. */
export interface SheetProduct {
  id: string;
  /** Category names from the root down; empty at the storefront's root. */
  categoryPath: readonly string[];
  name: string;
  description: string;
  published: boolean;
  imagePath: string;
  otherImages: readonly string[];
  properties: readonly KeyValue[];
  configurations: readonly KeyValue[];
  documents: ReadonlyArray<{ title: string; path: string }>;
  specifications: readonly SpecificationValue[];
  /** The effective attributes of its category (contracts/specifications.ts `effectiveAttributes`). */
  attributes: readonly AttributeDefinition[];
}

/** The numbered pairs: header stems and the names of their two parts. */
const PAIRS = {
  properties: { stem: 'Property', first: 'name', second: 'value' },
  configurations: { stem: 'Configuration', first: 'name', second: 'image' },
  documents: { stem: 'Document', first: 'title', second: 'path' },
} as const;
type PairList = keyof typeof PAIRS;

/** The header of numbered pair `n` (1-based), part `first` or `second`: "Property 2 value". */
export function pairHeader(list: PairList, n: number, part: 'first' | 'second'): string {
  const pair = PAIRS[list];
  return `${pair.stem} ${n} ${pair[part]}`;
}

/** The header of an attribute's column: "Rated voltage [kV]", or its name alone when it has no unit symbol. */
export function ratingHeader(attribute: Pick<AttributeDefinition, 'name' | 'unit'>): string {
  const symbol = attribute.unit ? UNITS[attribute.unit].symbol : '';
  return symbol ? `${attribute.name} [${symbol}]` : attribute.name;
}

/** A value's cell: a number as a number, a range as "min-max", a choice or text as it is. */
export function formatRating(value: SpecificationValue['value']): Cell {
  if (typeof value === 'number' || typeof value === 'string') return value;
  return `${value.min}-${value.max}`;
}

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;
const NUMBER_ONLY = new RegExp(`^${NUMBER}$`);
const RANGE = new RegExp(`^(${NUMBER})\\s*(?:-|–|—|to)\\s*(${NUMBER})$`);
/** A number or range followed by a unit: the numeric part and the unit's text. */
const WITH_UNIT = /^(.*\d)\s*([^\d\s.+-].*)$/;

/**
 * Reads a rating cell for `attribute`: a number (number and range kinds), a range "66-132" or "66 to 132" (range
 * kind), one of the choices, or text, each checked by `specificationProblem` (the rule POST /api/Products applies).
 * A unit after the number is accepted when it is the attribute's own ("132 kV"); another one is refused.
 * @returns the value, or `problem` in words for the person who typed the cell
 */
export function parseRating(attribute: AttributeDefinition, cell: Cell): { value: SpecificationValue['value'] } | { problem: string } {
  if (cell === null || cell === '') return { problem: `${attribute.name} is empty` };
  let value: SpecificationValue['value'];
  if (attribute.kind === 'number' || attribute.kind === 'range') {
    const symbol = attribute.unit ? UNITS[attribute.unit].symbol : '';
    const unitText = symbol ? ` in ${symbol}` : '';
    let text = typeof cell === 'number' ? String(cell) : cell.trim();
    const withUnit = WITH_UNIT.exec(text);
    if (withUnit) {
      if (!symbol || withUnit[2].trim() !== symbol) {
        return { problem: `'${withUnit[2].trim()}' is not the unit of ${attribute.name}: write the number${unitText}, without another unit` };
      }
      text = withUnit[1].trim();
    }
    const range = attribute.kind === 'range' ? RANGE.exec(text) : null;
    if (range) value = { min: Number(range[1]), max: Number(range[2]) };
    else if (NUMBER_ONLY.test(text)) value = Number(text);
    else if (attribute.kind === 'range') return { problem: `${attribute.name} must be a number or a range such as 66-132${unitText}` };
    else return { problem: `${attribute.name} must be a number${unitText}` };
  } else {
    value = String(cell).trim();
    if (value.length > SPECIFICATION_LIMITS.text) return { problem: `${attribute.name} must be at most ${SPECIFICATION_LIMITS.text} characters` };
  }
  const problem = specificationProblem(attribute, value);
  return problem ? { problem } : { value };
}

/**
 * The rating columns of `products`: one per distinct header of their categories' attributes, in the order they
 * first appear (so a storefront's shared attributes stay together).
 */
function ratingColumns(products: readonly SheetProduct[]): string[] {
  const headers = new Set<string>();
  for (const product of products) for (const attribute of product.attributes) headers.add(ratingHeader(attribute));
  return [...headers];
}

/** How many numbered pairs a list needs: its longest list, at least one (so a person sees where to type). */
function pairsNeeded(products: readonly SheetProduct[], list: PairList): number {
  return Math.max(1, ...products.map((p) => p[list].length));
}

/** `products` as a table: the fixed columns, the rating columns, then the numbered pairs. */
export function productsToTable(products: readonly SheetProduct[]): SheetTable {
  const ratings = ratingColumns(products);
  const counts = { properties: pairsNeeded(products, 'properties'), configurations: pairsNeeded(products, 'configurations'), documents: pairsNeeded(products, 'documents') };
  const pairHeaders = (Object.keys(PAIRS) as PairList[]).flatMap((list) =>
    Array.from({ length: counts[list] }, (_, i) => [pairHeader(list, i + 1, 'first'), pairHeader(list, i + 1, 'second')]).flat(),
  );
  const headers = [...Object.values(SHEET_COLUMNS), ...ratings, ...pairHeaders];
  const rows = products.map((product) => {
    const byHeader = new Map<string, Cell>();
    const values = new Map(product.specifications.map((s) => [s.attribute, s.value]));
    for (const attribute of product.attributes) {
      const value = values.get(attribute.key);
      if (value !== undefined) byHeader.set(ratingHeader(attribute), formatRating(value));
    }
    const pairs = (list: PairList, items: ReadonlyArray<[string, string]>) =>
      Array.from({ length: counts[list] }, (_, i) => [items[i]?.[0] ?? null, items[i]?.[1] ?? null]).flat();
    return [
      product.id,
      product.categoryPath.join(CATEGORY_PATH_SEPARATOR),
      product.name,
      product.description,
      product.published ? 'yes' : 'no',
      product.imagePath,
      product.otherImages.join('\n'),
      ...ratings.map((header) => byHeader.get(header) ?? null),
      ...pairs('properties', product.properties.map((p) => [p.key, p.value])),
      ...pairs('configurations', product.configurations.map((c) => [c.key, c.value])),
      ...pairs('documents', product.documents.map((d) => [d.title, d.path])),
    ].map((cell) => (cell === '' ? null : cell));
  });
  return { headers, rows };
}

/** `table` as CSV text: UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8), every text cell csvSafe. */
export function tableToCsv(table: SheetTable): Buffer {
  const text = stringifyCsv([table.headers, ...table.rows.map((row) => row.map((cell) => (typeof cell === 'string' ? csvSafe(cell) : (cell ?? ''))))], {
    bom: true,
    record_delimiter: '\r\n',
  });
  return Buffer.from(text, 'utf8');
}

/** `table` as an XLSX workbook with one sheet, "Products": a bold frozen header, an autofilter, widths by column. */
export async function tableToXlsx(table: SheetTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Radhe–Therm Product Manager';
  const sheet = workbook.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1, xSplit: 3 }] });
  sheet.columns = table.headers.map((header) => ({ header, key: header, width: header === SHEET_COLUMNS.description ? 60 : header === SHEET_COLUMNS.id ? 38 : Math.max(14, Math.min(40, header.length + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
  for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? undefined));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Whether `bytes` start as a ZIP archive (an XLSX workbook is one). */
function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Why a file cannot be read as a sheet (a 400 for the whole file, not for a row). */
export class SheetFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetFileError';
  }
}

/** An XLSX cell's value as a Cell: rich text and hyperlinks as their text, a formula as its cached result. */
function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return xlsxCell((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}

/**
 * Reads a sheet's bytes, judged by the bytes (a ZIP is an XLSX workbook, its first sheet read; anything else must
 * be UTF-8 text, read as CSV). Empty rows are dropped.
 * @throws SheetFileError for a file that is neither, an empty one, or one over SHEET_LIMITS.rows rows
 */
export async function readSheet(bytes: Buffer): Promise<{ format: SheetFormat; table: SheetTable }> {
  if (bytes.length === 0) throw new SheetFileError('The file is empty.');
  let format: SheetFormat;
  let grid: Cell[][];
  if (isZip(bytes)) {
    format = 'xlsx';
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new SheetFileError('The file is a ZIP archive but not an XLSX workbook that can be read.');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new SheetFileError('The workbook has no sheet.');
    if (sheet.rowCount > SHEET_LIMITS.rows + 1) throw tooManyRows();
    grid = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const values = row.values as ExcelJS.CellValue[];
      grid[number - 1] = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => xlsxCell(values[i + 1]));
    });
    grid = Array.from(grid, (row) => row ?? []);
  } else {
    format = 'csv';
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (text.includes('\u0000') || text.includes('\uFFFD')) throw new SheetFileError('The file is neither an XLSX workbook nor a CSV text in UTF-8.');
    try {
      const records = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
      grid = records.map((record) => record.map((cell) => (cell === '' ? null : csvUnsafe(cell))));
    } catch (error) {
      throw new SheetFileError(`The CSV cannot be read: ${(error as Error).message}`);
    }
  }
  const [headerRow = [], ...rest] = grid;
  const headers = headerRow.map((cell) => (cell === null ? '' : String(cell).trim()));
  // Rows stay in their places (the report names sheet rows); an empty row is kept as empty and skipped later.
  const rows = rest.map((row) => row.map((cell) => (typeof cell === 'string' && cell.trim() === '' ? null : cell)));
  while (rows.length && rows[rows.length - 1].every((cell) => cell === null)) rows.pop();
  if (rows.length > SHEET_LIMITS.rows) throw tooManyRows();
  return { format, table: { headers, rows } };
}

function tooManyRows(): SheetFileError {
  return new SheetFileError(`The sheet has more than ${SHEET_LIMITS.rows.toLocaleString('en')} rows: split it into several imports.`);
}

/** One data row of an imported sheet, read by column; a field is undefined when its column is absent. */
export interface SheetRowDraft {
  /** The sheet's row number (the header is row 1). */
  row: number;
  id?: string;
  categoryPath?: string[];
  name?: string;
  description?: string;
  published?: boolean;
  imagePath?: string;
  otherImages?: string[];
  properties?: KeyValue[];
  configurations?: KeyValue[];
  documents?: Array<{ title: string; path: string }>;
  /** The rating columns' cells by header (every rating column of the sheet; null when empty). */
  ratings: Map<string, Cell>;
  /** What the codec already refuses (the Published column's word, a half-filled pair). */
  problems: SheetProblem[];
}

const PAIR_HEADER = /^(Property|Configuration|Document) (\d+) (name|value|image|title|path)$/;

/** The text of a cell ('' when empty). */
function text(cell: Cell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

/**
 * Reads `table`'s rows into drafts (empty rows skipped).
 * @throws SheetFileError when the header row lacks the Name column, or names a column twice
 */
export function tableToDrafts(table: SheetTable): SheetRowDraft[] {
  const { headers } = table;
  if (!headers.includes(SHEET_COLUMNS.name)) throw new SheetFileError(`The first row must hold the column headers, with one named '${SHEET_COLUMNS.name}'.`);
  const seen = new Set<string>();
  for (const header of headers) {
    if (header && seen.has(header)) throw new SheetFileError(`The column '${header}' appears twice.`);
    seen.add(header);
  }
  const at = (header: string) => headers.indexOf(header);
  const fixed = new Set<string>(Object.values(SHEET_COLUMNS));
  const pairColumns: Record<PairList, Map<number, { first?: number; second?: number }>> = { properties: new Map(), configurations: new Map(), documents: new Map() };
  const ratingColumns: Array<[string, number]> = [];
  headers.forEach((header, index) => {
    if (!header || fixed.has(header)) return;
    const pair = PAIR_HEADER.exec(header);
    const list = pair && (Object.keys(PAIRS) as PairList[]).find((l) => PAIRS[l].stem === pair[1]);
    if (pair && list && (PAIRS[list].first === pair[3] || PAIRS[list].second === pair[3])) {
      const n = Number(pair[2]);
      const slot = pairColumns[list].get(n) ?? {};
      slot[PAIRS[list].first === pair[3] ? 'first' : 'second'] = index;
      pairColumns[list].set(n, slot);
    } else {
      ratingColumns.push([header, index]);
    }
  });

  const drafts: SheetRowDraft[] = [];
  table.rows.forEach((cells, index) => {
    if (cells.every((cell) => cell === null)) return;
    const row = index + 2;
    const problems: SheetProblem[] = [];
    const column = (header: string): string | undefined => (at(header) < 0 ? undefined : text(cells[at(header)]).trim());
    const draft: SheetRowDraft = { row, ratings: new Map(), problems };
    const id = column(SHEET_COLUMNS.id);
    if (id !== undefined) draft.id = id;
    const path = column(SHEET_COLUMNS.categoryPath);
    if (path !== undefined) draft.categoryPath = path ? path.split(/\s+\/\s+/).map((name) => name.trim()) : [];
    if (at(SHEET_COLUMNS.name) >= 0) draft.name = text(cells[at(SHEET_COLUMNS.name)]);
    if (at(SHEET_COLUMNS.description) >= 0) draft.description = text(cells[at(SHEET_COLUMNS.description)]);
    const published = column(SHEET_COLUMNS.published);
    if (published !== undefined) {
      const word = published.toLowerCase();
      if (['', 'yes', 'y', 'true', '1', 'published'].includes(word)) draft.published = true;
      else if (['no', 'n', 'false', '0', 'draft'].includes(word)) draft.published = false;
      else problems.push({ row, column: SHEET_COLUMNS.published, message: "Write 'yes' (published) or 'no' (a draft)" });
    }
    const mainImage = column(SHEET_COLUMNS.mainImage);
    if (mainImage !== undefined) draft.imagePath = mainImage;
    const otherMedia = column(SHEET_COLUMNS.otherMedia);
    if (otherMedia !== undefined) draft.otherImages = otherMedia.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
    for (const list of Object.keys(PAIRS) as PairList[]) {
      const slots = [...pairColumns[list].entries()].sort(([a], [b]) => a - b);
      if (!slots.length) continue;
      const items: Array<[string, string]> = [];
      for (const [n, slot] of slots) {
        const first = slot.first === undefined ? '' : text(cells[slot.first]);
        const second = slot.second === undefined ? '' : text(cells[slot.second]);
        if (!first.trim() && !second.trim()) continue;
        if (!first.trim()) {
          problems.push({ row, column: pairHeader(list, n, 'first'), message: `Give the ${PAIRS[list].first} of ${PAIRS[list].stem.toLowerCase()} ${n}, or empty its ${PAIRS[list].second}` });
          continue;
        }
        if (list === 'documents' && !second.trim()) {
          problems.push({ row, column: pairHeader(list, n, 'second'), message: `Give the path of document ${n} (documents/…pdf), or empty its title` });
          continue;
        }
        items.push(list === 'properties' ? [first, second] : [first.trim(), second.trim()]);
      }
      if (list === 'documents') draft.documents = items.map(([title, path]) => ({ title, path }));
      else draft[list] = items.map(([key, value]) => ({ key, value }));
    }
    for (const [header, index] of ratingColumns) {
      const cell = cells[index] ?? null;
      draft.ratings.set(header, typeof cell === 'string' ? cell.trim() || null : cell);
    }
    drafts.push(draft);
  });
  return drafts;
}
