import { describe, expect, it } from 'vitest';
import { SEARCH_EXAMPLES } from './search-query-examples.ts';
import { readSearchText } from './search-query.ts';

describe('readSearchText', () => {
  it('has a table of at least 40 real search texts', () => {
    expect(SEARCH_EXAMPLES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SEARCH_EXAMPLES.map((example) => [example.text, example] as const))('%s', (_text, example) => {
    const read = readSearchText(example.text);
    expect(read.words).toBe(example.words);
    expect(read.quantities.map((q) => [q.text, q.unit, q.min, q.max])).toEqual(example.quantities);
  });

  it('folds whitespace and cuts the text as the search does, and reads nothing from nothing', () => {
    expect(readSearchText('  long   rod \n 220 kV ')).toEqual({ text: 'long rod 220 kV', words: 'long rod', quantities: [{ text: '220 kV', unit: 'kV', min: 220, max: 220 }] });
    expect(readSearchText(undefined)).toEqual({ text: '', words: '', quantities: [] });
    expect(readSearchText('  !! - ')).toMatchObject({ words: '', quantities: [] });
  });
});
