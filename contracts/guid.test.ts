import { describe, expect, it } from 'vitest';
import { idFromSegment, sluggedId } from './guid.ts';

const id = '8F14E45F-CEEA-4E7A-9B1C-6D5F1E3A2B10';
const lower = id.toLowerCase();

describe('sluggedId', () => {
  it.each([
    ['Long Rod Insulator 220 kV, 120 kN', `long-rod-insulator-220-kv-120-kn-${lower}`],
    ['Expansion Joint DN 600 – 10 bar (SS 316L)', `expansion-joint-dn-600-10-bar-ss-316l-${lower}`],
    ['Façade Damper', `facade-damper-${lower}`],
    ['—', lower],
  ])('%s', (name, segment) => {
    expect(sluggedId(name, id)).toBe(segment);
  });

  it('cuts a long name at a word, within 80 characters', () => {
    const segment = sluggedId('word '.repeat(40), id);
    expect(segment.length - 37).toBeLessThanOrEqual(80);
    expect(segment).toMatch(/^(word-)+8f14e45f/);
    // One word longer than 80 characters is cut at 80; a name of no letters or digits gives the bare id.
    expect(sluggedId('x'.repeat(120), id)).toBe(`${'x'.repeat(80)}-${id.toLowerCase()}`);
    expect(sluggedId('— / —', id)).toBe(id.toLowerCase());
  });
});

describe('idFromSegment', () => {
  it.each([
    [id, lower],
    [`long-rod-insulator-${id}`, lower],
    [`any-old-name-${lower}`, lower],
    [`x${lower}`, null],
    ['long-rod-insulator', null],
    ['', null],
    [`${lower}-extra`, null],
  ])('%s → %s', (segment, expected) => {
    expect(idFromSegment(segment)).toBe(expected);
  });
});
