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

/**
 * A readable URL segment for a catalogue item: its name in lower-case ASCII
 * words joined by hyphens, then its id — 'Long Rod Insulator 220 kV, 120 kN' → 'long-rod-insulator-220-kv-120-kn-<id>'.
 * The name part is at most 80 characters, cut at a word; a name with no letters or digits gives the bare id.
 */
export function sluggedId(name: string, id: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Cut at the last word boundary within 80 characters; one word longer than that is cut at 80.
  const cut = words.length > 80 ? words.slice(0, 81).replace(/-[^-]*$/, '').slice(0, 80) : words;
  return cut ? `${cut}-${id.toLowerCase()}` : id.toLowerCase();
}

/**
 * The id in a catalogue URL segment: a bare GUID or `sluggedId`'s form (any name part), lower-case; null for
 * anything else. The caller compares the segment with `sluggedId` and answers 301 when it differs.
 */
export function idFromSegment(segment: string): string | null {
  const id = segment.length >= 36 ? segment.slice(-36) : '';
  if (!isGuid(id)) return null;
  if (segment.length > 36 && segment[segment.length - 37] !== '-') return null;
  return id.toLowerCase();
}
