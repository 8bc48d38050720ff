/**
 * Spreadsheet cells safe to open: a text cell that a spreadsheet would run as a formula (it starts with =, +, -, @,
 * a tab or a carriage return) is written with a leading apostrophe (OWASP "CSV Injection"), and a sheet read back
 * drops that apostrophe again, so a value survives export and import unchanged. Shared by the enquiry inbox's
 * exports and the catalogue sheets (server/enquiries/exports.ts, server/catalog/sheets.ts).
 */

/** The first characters that make a spreadsheet treat a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `value` with a leading ' when a spreadsheet would run it as a formula; any other value as it is. */
export function csvSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of `csvSafe`: drops the ' it added (a ' followed by a formula's first character); else `value`. */
export function csvUnsafe(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
