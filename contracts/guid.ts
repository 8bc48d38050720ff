/**
 * The GUID form of every id (contracts/catalog.ts), without zod: the browser checks a product page's id with it
 * before any schema code has loaded (docs/performance.md).
 */

/** A GUID in canonical 8-4-4-4-12 hex form, any case. */
export const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Whether `value` is a GUID (GUID_PATTERN). */
export function isGuid(value: string): boolean {
  return GUID_PATTERN.test(value);
}
