import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AuditPage as AuditAnswer, Revision } from '../../../../../contracts/revisions.ts';
import type { StaffRole } from '../../../../../contracts/staff-roles.ts';
import { setAccessTokenProvider } from '../../../lib/access-token.ts';
import { StaffAccessProvider, auditHiddenText } from '../../../lib/staff-access.tsx';
import AuditPage from './AuditPage.tsx';
import { address, AddressWatcher } from '../../../test/address-watcher.tsx';

const TOKEN = 'audit-test-token';

function revision(n: number, overrides: Partial<Revision> = {}): Revision {
  return {
    id: `r${n}`,
    vendor: 'radhe',
    entityType: 'product',
    entityId: `p${n}`,
    entityName: `Bellows ${n}`,
    action: 'update',
    actorName: 'Meera Editor',
    actorSubject: 'sub-meera',
    at: new Date(Date.UTC(2026, 10, 28, 10, 60 - n)).toISOString(),
    batchId: null,
    before: { name: `Bellows ${n}`, description: 'old' },
    after: { name: `Bellows ${n}`, description: 'new' },
    changed: [{ field: 'description', before: 'old', after: 'new' }],
    ...overrides,
  };
}

const deleted = revision(1, { vendor: 'therm', action: 'delete', entityName: '<img src=x onerror=alert(1)>', actorName: 'Asha Admin', after: null, changed: [] });
const renamed = revision(2, { entityType: 'category', changed: [{ field: 'name', before: 'A', after: 'B' }, { field: 'position', before: 1, after: 2 }] });
// A create: JSON leaves out the changed fields' missing `before`.
const created = revision(3, { action: 'create', before: null, changed: [{ field: 'name', before: undefined, after: 'Bellows 3' }] });
// A deleted product brought back: everything differs from nothing, so no list of fields.
const restored = revision(4, { action: 'restore', before: null, changed: [{ field: 'name', after: 'Bellows 4' }, { field: 'description', after: 'new' }] });
const ALL = [deleted, renamed, created, restored, ...Array.from({ length: 26 }, (_, i) => revision(i + 5))];

let sent: URL[];
let failWith: number | null;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  failWith = null;
  setAccessTokenProvider(async () => TOKEN);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      sent.push(url);
      expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
      if (failWith) return json({ message: 'Broken on purpose', code: 'TEST' }, failWith);
      if (url.pathname !== '/api/audit') return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      const action = url.searchParams.get('action');
      const matching = ALL.filter((r) => !action || r.action === action);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const page: AuditAnswer = { items: matching.slice(offset, offset + limit), total: matching.length };
      return json(page);
    }),
  );
});
afterEach(() => {
  setAccessTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders the page at `/admin/audit{search}` for an account with `roles` (admin unless told). */
function renderPage(search = '', roles: StaffRole[] = ['admin']) {
  render(
    <MemoryRouter initialEntries={[`/admin/audit${search}`]}>
      <StaffAccessProvider roles={roles}>
        <AuditPage />
      </StaffAccessProvider>
      <AddressWatcher />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Catalogue changes, newest first' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('AuditPage (the audit log)', () => {
  it('shows a staff member without the admin role one line saying why, and asks nothing', () => {
    renderPage('', ['editor.radhe', 'sales']);
    expect(screen.getByTestId('hidden-tool')).toHaveTextContent('The audit log is for administrators; your roles: editor.radhe, sales.');
    expect(auditHiddenText(['sales'])).toBe('The audit log is for administrators; your roles: sales.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('lists the changes newest first: when, who, storefront, what, action, name and the changed fields', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    await screen.findByText('Asha Admin');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Who', 'Storefront', 'What', 'Action', 'Name', 'Changed']);
    expect(bodyRows()).toHaveLength(25);
    const [first, second, third] = bodyRows();
    expect(cells(first).slice(1)).toEqual(['Asha Admin', 'Therm', 'Product', 'Deleted', '<img src=x onerror=alert(1)>', '—']);
    expect(cells(second).slice(1)).toEqual(['Meera Editor', 'Radhe', 'Category', 'Edited', 'Bellows 2', 'name, position']);
    expect(cells(third).slice(4)).toEqual(['Created', 'Bellows 3', '—']);
    expect(cells(bodyRows()[3]).slice(4)).toEqual(['Restored', 'Bellows 4', '—']);
    expect(cells(bodyRows()[4]).slice(4)).toEqual(['Edited', 'Bellows 5', 'description']);
    expect(first.querySelector('time')).toHaveAttribute('dateTime', deleted.at);
    // A name is text, never markup.
    expect(table().querySelector('img')).toBeNull();
    expect(sent[0].searchParams.toString()).toBe('limit=25&offset=0');
  });

  it('pages through the log', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Asha Admin');
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(sent.at(-1)!.searchParams.get('offset')).toBe('25');
  });

  it('keeps the filters in the address and asks the API with them', async () => {
    const user = userEvent.setup();
    renderPage('?vendor=therm&from=2026-11-01&to=2026-11-30&kind=bogus');
    await screen.findByText('Asha Admin');
    // A made-up kind is left out; the rest reach the API.
    expect(Object.fromEntries(sent[0].searchParams)).toEqual({ vendor: 'therm', from: '2026-11-01', to: '2026-11-30', limit: '25', offset: '0' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(address.search).toContain('action=delete'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(sent.at(-1)!.searchParams.get('action')).toBe('delete');

    await user.type(screen.getByRole('searchbox', { name: 'Who' }), 'Asha');
    await waitFor(() => expect(address.search).toContain('who=Asha'));
    await waitFor(() => expect(sent.at(-1)!.searchParams.get('who')).toBe('Asha'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Who' })).toHaveValue('');
  });

  it('says when nothing matches the filters', async () => {
    renderPage('?action=import');
    expect(await screen.findByText('No change matches these filters.')).toBeInTheDocument();
  });

  it('says only administrators may see the log when the server refuses, with Retry', async () => {
    failWith = 403;
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Only administrators may see the audit log.')).toBeInTheDocument();
    failWith = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Asha Admin')).toBeInTheDocument();
  });
});
