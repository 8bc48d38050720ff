import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format.ts';

describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });

  it.each([0, 1, 12, 999, 1000, 1015, 5000, 10_000, 1_000_000, 2.5, 0.6, 4.25, 1234.5678, 0.001, 120.1, 31, 765, 1_234_567.891, -20, -1500.5])(
    'writes %d as Intl en does',
    (value) => {
      expect(formatNumber(value)).toBe(intl.format(value));
    },
  );

  it('drops what is below the third decimal, and never writes "-0"', () => {
    expect(formatNumber(0.0004)).toBe('0');
    expect(formatNumber(-0.0004)).toBe('0');
    expect(formatNumber(2.0001)).toBe('2');
  });
});
