import { describe, expect, it } from 'vitest';
import { bulkOutcomeText, type BulkItem } from './bulk.ts';

const item = (name: string): BulkItem => ({ kind: 'product', id: name, name });

describe('bulkOutcomeText', () => {
  it('counts what was done, and says that deleted items can be brought back', () => {
    expect(bulkOutcomeText('publish', { done: [item('A'), item('B'), item('C')], refused: [] })).toBe('Published 3 items.');
    expect(bulkOutcomeText('unpublish', { done: [item('A')], refused: [] })).toBe('Unpublished 1 item.');
    expect(bulkOutcomeText('delete', { done: [item('A'), item('B')], refused: [] })).toBe('Deleted 2 items (Recently deleted brings them back).');
  });

  it('names each refused item with the server’s reason', () => {
    expect(bulkOutcomeText('publish', { done: [item('A')], refused: [{ item: item('Disc'), message: 'Not allowed' }] })).toBe(
      'Published 1 of 2 items. Not published: Disc (Not allowed).',
    );
    expect(bulkOutcomeText('delete', { done: [], refused: [{ item: item('X'), message: 'Gone' }] })).toBe('Deleted 0 of 1 item. Not deleted: X (Gone).');
  });
});
