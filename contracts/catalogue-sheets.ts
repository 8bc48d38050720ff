/**
 * Catalogue sheets (docs/catalogue-sheets.md; docs/decisions/0013 "Bulk sheets"): a storefront's catalogue, or one
 * category's subtree, as an XLSX workbook or a CSV file with one row per product, and the report of an import of
 * such a sheet (a dry run, or an apply that writes all rows or none). Shared by the server
 * (server/catalog/sheets.ts, server/routes/catalogue-sheets.ts) and the Product Manager's import dialog.
 */
import { z } from 'zod';
import { GUID_PATTERN } from './guid.ts';

/**
 * Limits of an import: the sheet's bytes and rows, and the bytes of the media ZIP beside it (our decision: a price
 * list of a few thousand products fits with room to spare, and so do its photos; each file in the ZIP is also held
 * to the upload limit of its kind).
 */
export const SHEET_LIMITS = { bytes: 20 * 1024 * 1024, rows: 10_000, mediaBytes: 200 * 1024 * 1024 } as const;

/** The two file formats. */
export const SHEET_FORMATS = ['xlsx', 'csv'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

/** The fixed columns, in order; ratings, free properties, configurations and documents follow (docs/catalogue-sheets.md). */
export const SHEET_COLUMNS = {
  id: 'Id',
  categoryPath: 'Category path',
  name: 'Name',
  description: 'Description',
  published: 'Published',
  mainImage: 'Main image',
  otherMedia: 'Other media',
} as const;

/** Separator of the category names in a "Category path" cell: "Insulators / Composite / Transmission Line Insulators". */
export const CATEGORY_PATH_SEPARATOR = ' / ';

/** What an import does with one row. */
export const SHEET_ROW_OUTCOMES = ['created', 'updated', 'unchanged', 'error'] as const;
export type SheetRowOutcome = (typeof SHEET_ROW_OUTCOMES)[number];

/** One problem of a row: its sheet row number (the header is row 1), the column's header and what is wrong. */
export const sheetProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type SheetProblem = z.infer<typeof sheetProblemSchema>;

/** What an import does, or would do on a dry run. */
export const sheetImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** True once the rows were written (an apply without errors). */
  applied: z.boolean(),
  format: z.enum(SHEET_FORMATS),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), error: z.number().int() }),
  /** Category paths the sheet names that did not exist: created under the storefront (on a dry run: would be). */
  categoriesCreated: z.array(z.string()),
  /** Stored paths the ZIP beside the sheet supplies: stored in the storefront's file store (on a dry run: would be). */
  filesFromZip: z.array(z.string()),
  /** Each product row: its sheet row number, its id (as written, or the new one), name, outcome, and which columns change. */
  rows: z.array(
    z.object({
      row: z.number().int(),
      id: z.string().nullable(),
      name: z.string(),
      outcome: z.enum(SHEET_ROW_OUTCOMES),
      changed: z.array(z.string()),
    }),
  ),
  errors: z.array(sheetProblemSchema),
});
export type SheetImportReport = z.infer<typeof sheetImportReportSchema>;

/**
 * The answer to an apply refused for errors in its rows: the one error shape (`details` name "row {n}: {column}"),
 * with the whole report beside it so the dialog can show it as it showed the dry run.
 */
export const sheetImportRefusalSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  report: sheetImportReportSchema,
});
export type SheetImportRefusal = z.infer<typeof sheetImportRefusalSchema>;

/** The query of an export: the subtree of `category` (a GUID), or the whole storefront; XLSX unless `format=csv`. */
export const sheetExportQuerySchema = z.object({
  category: z
    .string()
    .regex(GUID_PATTERN, 'category must be a category id (a GUID)')
    .transform((v) => v.toLowerCase())
    .optional()
    .meta({ description: "A category's id: export its subtree only (default: the whole storefront)" }),
  format: z.enum(SHEET_FORMATS, { error: 'format must be xlsx or csv' }).default('xlsx').meta({ description: 'xlsx (default) or csv' }),
});

/** The query of an import: a dry run unless `dryRun=false`. */
export const sheetImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('true')
    .transform((v) => v === 'true')
    .meta({ description: 'true (default): report only; false: write every row in one transaction, or nothing when a row has an error' }),
});
