import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, compareIds } from './compare.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('compareIds', () => {
  it('keeps GUIDs in their order, lower-cased and once each', () => {
    expect(compareIds(`${id(2)}, ${id(1).toUpperCase()},${id(2)}`)).toEqual([id(2), id(1)]);
  });

  it('leaves out what is not a product id, and gives none for an empty parameter', () => {
    expect(compareIds(`${id(1)},12,<script>,`)).toEqual([id(1)]);
    expect(compareIds(null)).toEqual([]);
    expect(compareIds('')).toEqual([]);
  });

  it(`stops at ${COMPARE_LIMIT} products`, () => {
    expect(compareIds([1, 2, 3, 4, 5, 6].map(id).join(','))).toEqual([1, 2, 3, 4].map(id));
  });
});
