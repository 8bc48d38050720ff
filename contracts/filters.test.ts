import { describe, expect, it } from 'vitest';
import { FILTER_LIMITS, filterQuery, readFilters, writeFilters } from './filters.ts';

const choices = new Set(['pollution-class', 'bellows-material']);
const read = (query: string) => readFilters(new URLSearchParams(query), choices);

describe('readFilters', () => {
  it('reads ranges, open bounds, an exact number and repeated choices', () => {
    expect(read('f.nominal-system-voltage=200..400&f.sml=..160&f.creepage=3%2C000..&f.sheds=30&f.pollution-class=d+Heavy&f.pollution-class=e+Very+heavy')).toEqual({
      'nominal-system-voltage': { kind: 'range', min: 200, max: 400 },
      sml: { kind: 'range', max: 160 },
      creepage: { kind: 'range', min: 3000 },
      sheds: { kind: 'range', min: 30, max: 30 },
      'pollution-class': { kind: 'choice', values: ['d Heavy', 'e Very heavy'] },
    });
  });

  it("reads the GET form's two fields, leaving an empty one open, and swaps bounds given the wrong way round", () => {
    expect(read('f.design-pressure.min=&f.design-pressure.max=16&f.dn.min=1200&f.dn.max=600')).toEqual({
      'design-pressure': { kind: 'range', max: 16 },
      dn: { kind: 'range', min: 600, max: 1200 },
    });
  });

  it('drops what it cannot read, so a stale or hostile link still opens the page', () => {
    expect(read('f.Bad Key=1&f.voltage=abc..&f.voltage2=..&f.pollution-class=&limit=10&f.x.min=1e999')).toEqual({});
  });
});

describe('writeFilters', () => {
  it('writes filters in a stable order, keeps other parameters and drops the ones asked', () => {
    const query = new URLSearchParams('enquiry=quote&after=abc&f.old=1');
    const written = writeFilters(query, { sml: { kind: 'range', min: 90 }, 'pollution-class': { kind: 'choice', values: ['d Heavy'] }, a: { kind: 'range', min: 5, max: 5 } }, ['after']);
    expect(written.toString()).toBe('enquiry=quote&f.a=5&f.pollution-class=d+Heavy&f.sml=90..');
  });

  it('reads back what it wrote', () => {
    const filters = { 'design-pressure': { kind: 'range' as const, min: 2.5, max: 16 }, 'bellows-material': { kind: 'choice' as const, values: ['SS 316L', 'Inconel 625'] } };
    expect(readFilters(writeFilters(new URLSearchParams(), filters), choices)).toEqual(filters);
  });
});

describe('filterQuery', () => {
  it('keeps the filter parameters with a value, sorted by name, values of one name in their order', () => {
    expect(filterQuery('?utm_source=x&f.sml.max=&f.sml.min=90&after=abc&f.class=e&f.class=d&f.a=+5+')).toBe('f.a=5&f.class=e&f.class=d&f.sml.min=90');
    expect(filterQuery('enquiry=quote')).toBe('');
  });

  it('bounds what one URL can ask for', () => {
    const many = Array.from({ length: 100 }, (_, i) => `f.k${i}=${i}`).join('&');
    expect(new URLSearchParams(filterQuery(many)).size).toBe(FILTER_LIMITS.filters * 2);
    expect(filterQuery(`f.k=${'x'.repeat(500)}`)).toBe(`f.k=${'x'.repeat(FILTER_LIMITS.text)}`);
  });
});
