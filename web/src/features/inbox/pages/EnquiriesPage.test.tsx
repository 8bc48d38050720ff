import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EnquiryDetail, EnquiryEvent, EnquiryPage, EnquiryStatus, EnquirySummary } from '../../../../../contracts/enquiry-inbox.ts';
import { MemoryRouter } from 'react-router';
import type { StaffRole } from '../../../../../contracts/staff-roles.ts';
import { StaffAccessProvider, inboxHiddenText } from '../../../lib/staff-access.tsx';
import { setAccessTokenProvider } from '../../../lib/access-token.ts';
import { INBOX_TEXTS } from '../texts.ts';
import EnquiriesPage from './EnquiriesPage.tsx';
import { address, AddressWatcher } from '../../../test/address-watcher.tsx';

const TOKEN = 'inbox-test-token';

function summary(n: number, overrides: Partial<EnquirySummary> = {}): EnquirySummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    reference: `ENQ-TEST-${String(n).padStart(4, '0')}`,
    vendor: 'radhe',
    name: `Buyer ${n}`,
    email: `buyer${n}@utility.example`,
    phoneNo: '',
    option: 'N/A',
    title: "What's On Your Mind?",
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, 60 - n)).toISOString(),
    mail: { status: 'sent', sent: 2, total: 2 },
    company: '',
    status: 'new',
    assignee: null,
    ...overrides,
  };
}

const newest = summary(1, {
  vendor: 'therm',
  name: '<img src=x onerror=alert(1)>',
  email: 'ravi@plant.example',
  title: 'Request Quote',
  company: 'Steel Plant Ltd',
  mail: { status: 'failed', sent: 1, total: 2 },
});
const PRIYA = { id: '7e3b0a52-0c2f-4b8e-9d61-2a4f5c6d7e8f', name: 'Priya Sharma', email: 'priya@radhe.example' };
const queued = summary(2, { name: 'Asha Patel', title: 'Get in Touch', mail: { status: 'queued', sent: 0, total: 2 }, status: 'quoted', assignee: PRIYA });
const older = Array.from({ length: 28 }, (_, i) => summary(i + 3));
const ALL = [newest, queued, ...older];

const DETAIL: EnquiryDetail = {
  ...newest,
  message: 'Please send a quotation for: Axial Expansion Joint.\n<b>urgent</b>',
  darkColor: null,
  project: { company: 'Steel Plant Ltd', country: 'India', projectReference: 'TN-2026-114', requiredBy: '2027-03-31', deliveryLocation: 'Bhilai', incoterm: 'DAP' },
  history: [],
  attachments: [{ position: 0, fileName: 'GA drawing rev B.pdf', contentType: 'application/pdf', size: 2_202_009 }],
  lines: [
    { productId: '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', productName: 'Axial Expansion Joint DN 600', quantity: 12, unit: 'pieces', configuration: 'Flanged ends', note: 'Tie rods' },
    { productId: null, productName: 'Discontinued bellows', quantity: null, unit: null, configuration: '', note: '' },
  ],
  messages: [
    { id: 'm1', kind: 'enquiry', to: 'sales@radhe.example', subject: 's', status: 'sent', attempts: 1, lastError: null, nextAttemptAt: newest.createdAt, sentAt: newest.createdAt },
    { id: 'm2', kind: 'enquiry-copy', to: 'ravi@plant.example', subject: 's', status: 'failed', attempts: 8, lastError: '550 mailbox unavailable', nextAttemptAt: newest.createdAt, sentAt: null },
  ],
};

interface Sent {
  path: string;
  method: string;
  query: URLSearchParams;
  auth: string | null;
  body: unknown;
}

let sent: Sent[];
let fail: { path: string; status: number; method?: string; details?: { path: string; message: string }[] } | null;
let detail: EnquiryDetail;

/** A history entry written by Priya now. */
function event(kind: EnquiryEvent['kind'], from: string | null, to: string | null): EnquiryEvent {
  return { id: `e${Math.random()}`, kind, from, to, note: null, author: PRIYA.name, at: '2026-11-21T09:30:00.000Z' };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  fail = null;
  detail = DETAIL;
  setAccessTokenProvider(async () => TOKEN);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ path: url.pathname, method, query: url.searchParams, auth: new Headers(init.headers).get('Authorization'), body });
      if (fail && url.pathname.startsWith(fail.path) && (!fail.method || fail.method === method)) {
        return json({ message: 'Broken on purpose', code: 'TEST', details: fail.details }, fail.status);
      }
      if (url.pathname === '/api/staff') return json({ items: [PRIYA] });
      if (url.pathname === `/api/enquiries/${newest.id}` && method === 'PATCH') {
        const update = body as { status?: string; assigneeId?: string | null };
        if (update.status) detail = { ...detail, status: update.status as EnquiryStatus, history: [...detail.history, event('status', 'New', 'Quoted')] };
        if (update.assigneeId !== undefined) detail = { ...detail, assignee: PRIYA, history: [...detail.history, event('assignee', null, PRIYA.name)] };
        return json(detail);
      }
      if (url.pathname === `/api/enquiries/${newest.id}/notes`) {
        detail = { ...detail, history: [...detail.history, { ...event('note', null, null), note: (body as { note: string }).note }] };
        return json(detail, 201);
      }
      if (url.pathname === '/api/enquiries') {
        const limit = Number(url.searchParams.get('limit'));
        const offset = Number(url.searchParams.get('offset'));
        const page: EnquiryPage = { items: ALL.slice(offset, offset + limit), total: ALL.length, limit, offset };
        return json(page);
      }
      if (url.pathname === `/api/enquiries/${newest.id}`) return json(detail);
      if (url.pathname === '/api/enquiries.csv') {
        return new Response('\uFEFFReceived,Name\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="enquiries-2026-11-20.csv"' } });
      }
      if (url.pathname === `/api/enquiries/${newest.id}/attachments/0`) {
        return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename=\"GA drawing rev B.pdf\"; filename*=UTF-8''GA%20drawing%20rev%20B.pdf" } });
      }
      if (url.pathname === '/api/enquiries.xlsx') {
        return new Response('PK', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="enquiries-2026-11-20.xlsx"' } });
      }
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => {
  setAccessTokenProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Renders the page at `/admin/enquiries{search}` for an account with `roles` (sales unless told) inside an app-like
 * QueryClient (the one the app persists), which is returned.
 */
function renderPage(search = '', roles: StaffRole[] = ['sales']) {
  const appClient = new QueryClient();
  render(
    <MemoryRouter initialEntries={[`/admin/enquiries${search}`]}>
      <QueryClientProvider client={appClient}>
        <StaffAccessProvider roles={roles}>
          <EnquiriesPage />
        </StaffAccessProvider>
        <AddressWatcher />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return appClient;
}

const table = () => screen.getByRole('table', { name: 'Enquiries, newest first' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('EnquiriesPage (the admin Enquiries inbox)', () => {
  it('shows an account without the sales or admin role one line saying why, and asks nothing', () => {
    renderPage('', ['editor.therm']);
    expect(screen.getByTestId('hidden-tool')).toHaveTextContent(inboxHiddenText(['editor.therm']));
    expect(inboxHiddenText(['editor.therm'])).toBe('The enquiry inbox is for sales and administrators; your roles: editor.therm.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('lists the enquiries newest first with date, storefront, name, e-mail, title and mail status, with the token', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Patel')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Received', 'Storefront', 'Name', 'E-mail', 'Product / title', 'Status', 'Assignee', 'Mails', '']);
    expect(bodyRows()).toHaveLength(25);
    const [first, second] = bodyRows();
    expect(cells(first).slice(1, 8)).toEqual(['Therm', '<img src=x onerror=alert(1)>Steel Plant Ltd', 'ravi@plant.example', 'Request Quote', 'New', '—', 'Failed1 of 2 sent']);
    expect(cells(second).slice(1, 8)).toEqual(['Radhe', 'Asha Patel', 'buyer2@utility.example', 'Get in Touch', 'Quoted', 'Priya Sharma', 'Queued0 of 2 sent']);
    expect(first.querySelector('time')).toHaveAttribute('dateTime', newest.createdAt);
    // User text is text: the would-be tag is shown, not made into an element.
    expect(table().querySelector('img')).toBeNull();
    expect(sent[0]).toMatchObject({ path: '/api/enquiries', auth: `Bearer ${TOKEN}` });
    expect(sent[0].query.toString()).toBe('limit=25&offset=0');
  });

  it('pages through the enquiries', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Asha Patel');
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(cells(bodyRows()[0])[2]).toBe('Buyer 26');
    expect(sent.at(-1)!.query.toString()).toBe('limit=25&offset=25');
  });

  it('opens an enquiry: its message as text and each mail with status, attempts and last error', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View the enquiry from <img src=x onerror=alert(1)>' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry from <img src=x onerror=alert(1)>' });
    const message = await within(dialog).findByTestId('enquiry-message');
    expect(message.textContent).toBe('Please send a quotation for: Axial Expansion Joint.\n<b>urgent</b>');
    expect(message.querySelector('b')).toBeNull();
    // The products asked about, in order; one still in the catalogue links to its page.
    const lines = within(within(dialog).getByTestId('enquiry-lines')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Axial Expansion Joint DN 600 (opens in a new tab)12 pieces · Configuration: Flanged ends · Note: Tie rods',
      'Discontinued bellowsQuantity not given',
    ]);
    expect(within(lines[0]).getByRole('link', { name: 'Axial Expansion Joint DN 600 (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/fd/products/details/axial-expansion-joint-dn-600-3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(within(lines[1]).queryByRole('link')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'ravi@plant.example' })).toHaveAttribute('href', 'mailto:ravi@plant.example');
    const mails = within(within(dialog).getByRole('table', { name: 'Mails of this enquiry' })).getAllByRole('row').slice(1);
    expect(cells(mails[0]).slice(0, 4)).toEqual(['To the companysales@radhe.example', 'Sent', '1', '—']);
    expect(cells(mails[1]).slice(0, 5)).toEqual(['Copy to the enquirerravi@plant.example', 'Failed', '8', '550 mailbox unavailable', 'Given up']);
    expect(sent.find((r) => r.path === `/api/enquiries/${newest.id}`)).toMatchObject({ auth: `Bearer ${TOKEN}` });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a row click opens the detail too', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByText('ravi@plant.example'));
    expect(await screen.findByRole('dialog', { name: /^Enquiry from / })).toBeInTheDocument();
  });

  it('says when the list cannot be fetched, and Retry fetches it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fail = { path: '/api/enquiries', status: 500 };
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(INBOX_TEXTS.fetchFailed, {}, { timeout: 5000 })).toBeInTheDocument();
    fail = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Asha Patel')).toBeInTheDocument();
  });

  it('tells a signed-in user who is not an administrator that the inbox is not for them', async () => {
    fail = { path: '/api/enquiries', status: 403 };
    renderPage();
    expect(await screen.findByText(INBOX_TEXTS.forbidden)).toBeInTheDocument();
    expect(sent).toHaveLength(1); // a 403 is final: no retries
  });

  it('downloads the CSV with the token as a file named by the server', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:test/1')), revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPage();
    await screen.findByText('Asha Patel');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(sent.at(-1)).toMatchObject({ path: '/api/enquiries.csv', auth: `Bearer ${TOKEN}` });
    expect(clicks[0].download).toBe('enquiries-2026-11-20.csv');
    expect(clicks[0].href).toBe('blob:test/1');
    expect(await created[0].text()).toContain('Received,Name');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1'));
  });

  it('says when the CSV download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Asha Patel');
    fail = { path: '/api/enquiries.csv', status: 500 };
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(INBOX_TEXTS.downloadFailedAs('CSV'))).toBeInTheDocument();
  });

  it("keeps the enquiries out of the app's persisted query cache", async () => {
    const appClient = renderPage();
    await screen.findByText('Asha Patel');
    expect(appClient.getQueryCache().getAll()).toHaveLength(0);
  });
  it('shows the project fields of a request for quotation in the detail', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByText('ravi@plant.example'));
    const dialog = await screen.findByRole('dialog', { name: /^Enquiry from / });
    await within(dialog).findByTestId('enquiry-message');
    const terms = within(dialog).getAllByRole('term').map((t) => t.textContent);
    const definitions = within(dialog).getAllByRole('definition').map((d) => d.textContent);
    const fields = Object.fromEntries(terms.map((t, i) => [t, definitions[i]]));
    expect(fields).toMatchObject({ Company: 'Steel Plant Ltd', Country: 'India', 'Project or tender reference': 'TN-2026-114', 'Required by': '2027-03-31', 'Delivery location': 'Bhilai', 'Incoterms 2020 term': 'DAP' });
  });

  it('opens the enquiry named in the address (the link in the company mail), and closing takes it out of the address', async () => {
    const user = userEvent.setup();
    renderPage(`?enquiry=${newest.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry from <img src=x onerror=alert(1)>' });
    expect(await within(dialog).findByTestId('enquiry-message')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(address.search).toBe(''));
  });

  it('changes the status and the assignee, each saved at once and shown in the history with its author', async () => {
    const user = userEvent.setup();
    renderPage(`?enquiry=${newest.id}`);
    const dialog = await screen.findByRole('dialog', { name: /^Enquiry from / });
    await within(dialog).findByTestId('enquiry-workflow');
    expect(within(dialog).getByText(INBOX_TEXTS.noHistory)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Quoted' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({ path: `/api/enquiries/${newest.id}`, body: { status: 'quoted' }, auth: `Bearer ${TOKEN}` }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Priya Sharma (priya@radhe.example)' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH').at(-1)).toMatchObject({ body: { assigneeId: PRIYA.id } }));
    const history = within(await within(dialog).findByTestId('enquiry-history')).getAllByRole('listitem');
    await waitFor(() => expect(within(within(dialog).getByTestId('enquiry-history')).getAllByRole('listitem')).toHaveLength(2));
    expect(history[0].textContent).toMatch(/^Status: New → QuotedPriya Sharma · /);
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Quoted');
  });

  it('adds a note; a refused note keeps the text and says why on the field', async () => {
    const user = userEvent.setup();
    renderPage(`?enquiry=${newest.id}`);
    const dialog = await screen.findByRole('dialog', { name: /^Enquiry from / });
    const box = await within(dialog).findByRole('textbox', { name: INBOX_TEXTS.noteLabel });
    await user.click(within(dialog).getByRole('button', { name: INBOX_TEXTS.addNote }));
    expect(within(dialog).getByText(INBOX_TEXTS.noteRequired)).toBeInTheDocument();
    expect(sent.some((r) => r.path.endsWith('/notes'))).toBe(false);

    fail = { path: `/api/enquiries/${newest.id}/notes`, status: 400, details: [{ path: 'note', message: 'The note contains a character that is not allowed.' }] };
    await user.type(box, 'Called the buyer; drawing rev B due Friday.');
    await user.click(within(dialog).getByRole('button', { name: INBOX_TEXTS.addNote }));
    expect(await within(dialog).findByText('The note contains a character that is not allowed.')).toBeInTheDocument();
    expect(box).toHaveValue('Called the buyer; drawing rev B due Friday.');

    fail = null;
    await user.click(within(dialog).getByRole('button', { name: INBOX_TEXTS.addNote }));
    await waitFor(() => expect(box).toHaveValue(''));
    const [entry] = within(within(dialog).getByTestId('enquiry-history')).getAllByRole('listitem');
    expect(entry.textContent).toContain('Called the buyer; drawing rev B due Friday.');
    expect(entry.textContent).toContain('Priya Sharma');
  });

  it('filters by words, status and storefront through the address, and the downloads take the same filters', async () => {
    const user = userEvent.setup();
    const clicks: HTMLAnchorElement[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/2'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPage('?status=quoted');
    await screen.findByText('Asha Patel');
    expect(sent[0].query.get('status')).toBe('quoted');
    await user.type(screen.getByRole('searchbox', { name: INBOX_TEXTS.search }), 'steel');
    await waitFor(() => expect(address.search).toContain('q=steel'));
    await waitFor(() => expect(sent.at(-1)!.query.get('q')).toBe('steel'));
    await user.click(screen.getByRole('combobox', { name: 'Storefront' }));
    await user.click(await screen.findByRole('option', { name: 'Therm' }));
    await waitFor(() => expect(sent.at(-1)!.query.toString()).toBe('q=steel&status=quoted&vendor=therm&limit=25&offset=0'));
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const download = sent.find((r) => r.path === '/api/enquiries.xlsx')!;
    expect(download.query.toString()).toBe('q=steel&status=quoted&vendor=therm');
    expect(clicks[0].download).toBe('enquiries-2026-11-20.xlsx');
    await user.click(screen.getByRole('button', { name: INBOX_TEXTS.clearFilters }));
    await waitFor(() => expect(address.search).toBe(''));
  });

  it('lists the files sent with the enquiry and downloads one with the token', async () => {
    const user = userEvent.setup();
    const clicks: HTMLAnchorElement[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/3'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderPage(`?enquiry=${newest.id}`);
    const dialog = await screen.findByRole('dialog', { name: /^Enquiry from / });
    const files = within(await within(dialog).findByTestId('enquiry-attachments')).getAllByRole('listitem');
    expect(files.map((f) => f.textContent)).toEqual(['GA drawing rev B.pdf2.1 MBDownload']);
    await user.click(within(files[0]).getByRole('button', { name: 'Download GA drawing rev B.pdf' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(sent.find((r) => r.path.endsWith('/attachments/0'))).toMatchObject({ auth: `Bearer ${TOKEN}` });
    expect(clicks[0].download).toBe('GA drawing rev B.pdf');
  });
});
