/**
 * Paging of a category listing's products, without zod: the server's read route, the browser's
 * pages and the server render's query whitelist (server-render.ts RENDER_QUERY_PARAMS) share it, and the browser
 * checks a page's `?after=` with it before any schema code has loaded (as guid.ts; docs/performance.md).
 *
 * GET /api/Categories/{vendor}[?categoryId=][&limit=][&cursor=] answers at most `limit` products (default
 * LISTING_PAGE.defaultLimit) after `cursor`, in the listing's order: the staff's position, then lower(name), then name, then id. A cursor
 * is the place after one product of that order — its position, name and id — written as base64url of the JSON
 * `[position, name, id]`; the answer's `nextCursor` is the cursor after its last product (null on the last page), so pages
 * are read by keyset and never skip or repeat a product, whatever is written between two reads. Clients treat a
 * cursor as opaque.
 */
import { isGuid } from './guid.ts';

/** Products per page: the default (a multiple of 2, 3 and 4 columns) and the most one request may ask for. */
export const LISTING_PAGE = { defaultLimit: 48, maxLimit: 100 } as const;

/**
 * The place after one product of a listing (its position, name and id; the listing's order: position,
 * lower(name), name, id).
 */
export interface ListingCursor {
  /** The product's position among its siblings (the manager's order). */
  position: number;
  name: string;
  /** The product's id, lower-case. */
  id: string;
}

/**
 * A cursor is at most this long. One made from a name within CATALOG_LIMITS.name (200 UTF-16 units, each at most
 * 6 bytes of JSON, and a position of at most 11 characters) takes at most 1,672 characters, so every real cursor fits.
 */
export const MAX_CURSOR_LENGTH = 2048;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The cursor after `position` (the id is written lower-case). */
export function encodeListingCursor(position: ListingCursor): string {
  return toBase64Url(JSON.stringify([position.position, position.name, position.id.toLowerCase()]));
}

/**
 * The position `value` stands for, or null when it is not a cursor this module wrote (not base64url, too long,
 * not UTF-8 JSON `[integer, name, GUID]`). Never throws.
 */
export function decodeListingCursor(value: string): ListingCursor | null {
  if (value.length === 0 || value.length > MAX_CURSOR_LENGTH || !BASE64URL.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(value));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [position, name, id] = parsed as unknown[];
    if (typeof position !== 'number' || !Number.isSafeInteger(position) || Math.abs(position) > 2 ** 31) return null;
    if (typeof name !== 'string' || typeof id !== 'string' || !isGuid(id)) return null;
    return { position, name, id: id.toLowerCase() };
  } catch {
    return null;
  }
}

/**
 * The one spelling of cursor `value` (re-encoded from what it decodes to), or null when it is not a cursor. Cache
 * keys and page URLs use it, so one position is one cache entry.
 */
export function normaliseListingCursor(value: string | null | undefined): string | null {
  if (!value) return null;
  const position = decodeListingCursor(value);
  return position ? encodeListingCursor(position) : null;
}
