import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, metaDescription } from './PageMeta.tsx';

describe('metaDescription', () => {
  it('keeps a short text on one line', () => {
    expect(metaDescription('Long rod insulators.\nType tested to IEC 61109.')).toBe('Long rod insulators. Type tested to IEC 61109.');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = 'Suspension insulator for 400 kV lines in I- and V-string configurations, '.repeat(4);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
  });
});
