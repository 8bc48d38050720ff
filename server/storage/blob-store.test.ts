import { describe, expect, it } from 'vitest';
import { assertRangeWithin, assertSafeBlobPath, contentTypeOf, UnsafeBlobPathError } from './blob-store.ts';

describe('contentTypeOf', () => {
  it.each([
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
    ['a.gif', 'image/gif'],
    ['a.svg', 'image/svg+xml'],
    ['a.mp4', 'video/mp4'],
    ['a.webm', 'video/webm'],
    ['a.pdf', 'application/pdf'],
    ['a.html', 'application/octet-stream'],
    ['noext', 'application/octet-stream'],
    ['.png', 'application/octet-stream'],
    ['images.png/noext', 'application/octet-stream'],
    ['images/1700000000000-a.b.webm', 'video/webm'],
  ])('types %s as %s', (path, type) => {
    expect(contentTypeOf(path)).toBe(type);
  });
});

describe('assertRangeWithin', () => {
  it('accepts ranges inside the blob and refuses the others', () => {
    expect(() => assertRangeWithin({ start: 0, end: 9 }, 10)).not.toThrow();
    expect(() => assertRangeWithin({ start: 9, end: 9 }, 10)).not.toThrow();
    for (const range of [{ start: 0, end: 10 }, { start: -1, end: 2 }, { start: 3, end: 2 }, { start: 0, end: 0 }, { start: 0.5, end: 2 }]) {
      expect(() => assertRangeWithin(range, range.end === 0 ? 0 : 10)).toThrow(RangeError);
    }
  });
});

describe('assertSafeBlobPath', () => {
  it('returns the segments of a safe path', () => {
    expect(assertSafeBlobPath('radhe', 'images/1700000000000-a.png')).toEqual(['images', '1700000000000-a.png']);
  });
  it('refuses a parent reference', () => {
    expect(() => assertSafeBlobPath('radhe', 'images/../x')).toThrow(UnsafeBlobPathError);
  });
});
