import { describe, expect, it } from 'vitest';
import { balancedColumns } from './InfoCards.tsx';

describe('balancedColumns', () => {
  it.each([
    [3, 4, 3],
    [6, 4, 3],
    [8, 4, 4],
    [4, 3, 2],
    [5, 4, 4],
    [1, 4, 1],
    [7, 3, 3],
  ])('%i cards, at most %i columns → %i', (count, max, columns) => {
    expect(balancedColumns(count, max)).toBe(columns);
  });
});
