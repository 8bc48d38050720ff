import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Revision } from '../../../../../contracts/revisions.ts';
import { ChangedFieldsTable, shownValue } from './HistoryDialog.tsx';

const revision: Revision = {
  id: 'r1', vendor: 'radhe', entityType: 'product', entityId: 'p1', entityName: 'Pin 11 kV', action: 'update',
  actorName: 'Meera Editor', actorSubject: 's', at: '2026-11-29T09:12:00.000Z', batchId: null,
  before: { name: 'Pin' }, after: { name: 'Pin 11 kV' },
  changed: [
    { field: 'name', before: 'Pin', after: 'Pin 11 kV' },
    { field: 'description', before: '<b>old</b>', after: '' },
  ],
};

describe('the History dialog’s changed fields', () => {
  it('shows each changed field side by side, before | after, as text (never HTML)', () => {
    render(<ChangedFieldsTable revision={revision} />);
    const rows = within(screen.getByRole('table', { name: 'Changed fields' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Field', 'Before', 'After'],
      ['name', 'Pin', 'Pin 11 kV'],
      ['description', '<b>old</b>', '—'],
    ]);
  });

  it('writes nothing as a dash and lists as JSON', () => {
    expect(shownValue(undefined)).toBe('—');
    expect(shownValue(['a.png'])).toBe('[\n "a.png"\n]');
  });
});
