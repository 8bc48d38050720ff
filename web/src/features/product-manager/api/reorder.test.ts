import { describe, expect, it } from 'vitest';
import { reorderedIds } from './reorder.ts';

describe('reorderedIds (the order sent after a drop)', () => {
  it('moves the last row to the top, keeping every other row in its order', () => {
    expect(reorderedIds(['a', 'b', 'c', 'd'], 'd', 'a')).toEqual(['d', 'a', 'b', 'c']);
  });
  it('moves a row down', () => {
    expect(reorderedIds(['a', 'b', 'c'], 'a', 'b')).toEqual(['b', 'a', 'c']);
  });
  it('changes nothing for a drop in place, outside the list or onto a row of the other kind', () => {
    expect(reorderedIds(['a', 'b'], 'a', 'a')).toBeNull();
    expect(reorderedIds(['a', 'b'], 'a', null)).toBeNull();
    expect(reorderedIds(['a', 'b'], 'a', 'product-x')).toBeNull();
  });
});
