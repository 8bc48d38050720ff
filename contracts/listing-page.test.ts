import { describe, expect, it } from 'vitest';
import { decodeListingCursor, encodeListingCursor, MAX_CURSOR_LENGTH, normaliseListingCursor } from './listing-page.ts';

const ID = '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('listing cursors', () => {
  it('round-trips any name, writing a URL-safe value and a lower-case id', () => {
    for (const name of ['Long rod 132 kV', 'Ünïcødé — “quotes” \\ / + ?', '絶縁体 🙂', '']) {
      const cursor = encodeListingCursor({ position: 7, name, id: ID.toUpperCase() });
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeListingCursor(cursor)).toEqual({ position: 7, name, id: ID });
    }
  });

  it('fits the longest real name in MAX_CURSOR_LENGTH', () => {
    expect(encodeListingCursor({ position: -(2 ** 31), name: '\u0001'.repeat(200), id: ID }).length).toBeLessThanOrEqual(MAX_CURSOR_LENGTH);
  });

  it('refuses anything it did not write', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of ['', 'a+b', 'x'.repeat(MAX_CURSOR_LENGTH + 1), b64('nope'), b64('["a"]'), b64(`["a","${ID}",1]`), b64(`["a","${ID}"]`), b64(`[1.5,"a","${ID}"]`),
      b64(`[1,"${ID}"]`), b64('["a","not-a-guid"]'), Buffer.from([0xff, 0xfe]).toString('base64url')]) {
      expect(decodeListingCursor(bad), bad).toBeNull();
    }
  });

  it('normalises one position to one spelling', () => {
    const spaced = Buffer.from(`[ 3, "Rod" , "${ID.toUpperCase()}" ]`).toString('base64url');
    expect(normaliseListingCursor(spaced)).toBe(encodeListingCursor({ position: 3, name: 'Rod', id: ID }));
    expect(normaliseListingCursor('%%%')).toBeNull();
    expect(normaliseListingCursor(null)).toBeNull();
  });
});
