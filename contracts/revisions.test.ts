import { describe, expect, it } from 'vitest';
import { changedFields } from './revisions.ts';

describe('changedFields', () => {
  it('lists the fields whose values differ, with both values, leaving bookkeeping out', () => {
    const before = { name: 'Pin', description: 'a', version: 1, updatedAt: '2026-01-01', updatedByName: 'A', otherImages: ['x.png'] };
    const after = { name: 'Pin 11 kV', description: 'a', version: 2, updatedAt: '2026-01-02', updatedByName: 'B', otherImages: ['x.png', 'y.png'] };
    expect(changedFields(before, after)).toEqual([
      { field: 'name', before: 'Pin', after: 'Pin 11 kV' },
      { field: 'otherImages', before: ['x.png'], after: ['x.png', 'y.png'] },
    ]);
  });

  it('compares lists and objects by value, not identity', () => {
    expect(changedFields({ specifications: [{ attribute: 'v', value: 1 }] }, { specifications: [{ attribute: 'v', value: 1 }] })).toEqual([]);
  });

  it('treats a create and a delete as every field changing from or to nothing', () => {
    expect(changedFields(null, { name: 'New', version: 1 })).toEqual([{ field: 'name', before: undefined, after: 'New' }]);
    expect(changedFields({ name: 'Gone' }, null)).toEqual([{ field: 'name', before: 'Gone', after: undefined }]);
  });

  it('lists a field only one side has', () => {
    expect(changedFields({ name: 'A' }, { name: 'A', imageAlts: ['front'] })).toEqual([{ field: 'imageAlts', before: undefined, after: ['front'] }]);
  });
});
