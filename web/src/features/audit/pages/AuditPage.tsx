/**
 * /admin/audit — the audit log of the catalogue (issue: staff governance; docs/decisions/0013): every change to a
 * category or product, newest first (when, who, storefront, what, action, the entity's name and the fields that
 * changed), filtered by who (part of a name), storefront, kind of entity, action and a range of days, page by page.
 * The filters live in the address (`?who=&vendor=&kind=&action=&from=&to=`), so a filtered log can be bookmarked
 * and survives a reload; `who` reaches it 300 ms after the last key.
 *
 * Administrators only: another staff member sees one line saying why (StaffOnly, lib/staff-access.tsx); the
 * server refuses anyone else (403). The log names staff, so it runs in a QueryClient of its own that is never
 * persisted (the app's client persists the catalogue to localStorage). Renders only the screen content: the admin
 * layout brings the top bar, the sign-in protection and the <main> landmark.
 */
import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditQuerySchema, REVISION_ACTIONS, REVISION_KINDS, type Revision, type RevisionActionName } from '../../../../../contracts/revisions.ts';
import { VENDORS } from '../../../../../contracts/vendors.ts';
import { StaffOnly } from '../../../components/staff/StaffOnly.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { auditHiddenText } from '../../../lib/staff-access.tsx';
import { useAuditPage, type AuditFilter } from '../api/audit.ts';
import { formatDateTime } from '../../../lib/time-format.ts';
import { StaffTablePagination } from '../../../components/staff/StaffTablePagination.tsx';
import { FilterDayField, FilterForm, FilterSelect, FilterWordsField } from '../../../components/staff/FilterForm.tsx';
import { useAddressFilters } from '../../../components/staff/use-address-filters.ts';

/** The filters, in the address's (and the API's) names. */
const FILTER_KEYS = ['who', 'vendor', 'kind', 'action', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const PAGE_SIZES = [25, 50, 100];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How the log names an action. */
export const ACTION_LABELS: Record<RevisionActionName, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  move: 'Moved',
  reorder: 'Reordered',
  restore: 'Restored',
  import: 'Imported',
};
const KIND_LABELS = { category: 'Category', product: 'Product' } as const;

/** Texts of the audit log (beyond the spec, so ours, in the tone of product-spec.md §8). */
export const AUDIT_TEXTS = {
  title: 'Audit log',
  lead: 'Every change to the categories and products of both storefronts, newest first: who made it, when, and what changed.',
  filtersLabel: 'Filter the audit log',
  tableLabel: 'Catalogue changes, newest first',
  fetchFailed: 'Failed to fetch the audit log.',
  forbidden: 'Only administrators may see the audit log.',
  empty: 'No changes recorded yet.',
  noMatch: 'No change matches these filters.',
  clearFilters: 'Clear filters',
  retry: 'Retry',
};

/** The filters in `params`; a value the server would refuse (a made-up action, a malformed day) is left out. */
export function readAuditFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DAY.test(value)) continue;
    const parsed = auditQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(filter, { [key]: parsed.data });
  }
  return filter;
}

/**
 * The fields a revision changed, for the table: 'description, name'; '—' when the entity came or went whole (a
 * create, a delete, the restore of a deleted entity: one side of the diff is empty) or nothing changed.
 */
export function changedSummary(revision: Revision): string {
  if (!revision.before || !revision.after) return '—';
  return revision.changed.map((change) => change.field).join(', ') || '—';
}

const vendorName = (key: string) => VENDORS.find((vendor) => vendor.key === key)?.name ?? key;

/** The audit log screen (default export for the lazy route). */
export default function AuditPage() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <title>Audit log | Radhe &amp; Therm admin</title>
      <StaffOnly permission="audit.read" hiddenText={auditHiddenText}>
        <AuditLog />
      </StaffOnly>
    </QueryClientProvider>
  );
}

/** A select whose empty choice ('Any action') is shown as chosen, under its label. */
function AuditLog() {
  const { params, set } = useAddressFilters<FilterKey>();
  const filter = readAuditFilter(params);
  const filterKey = JSON.stringify(filter);
  const [who, setWho] = useState(filter.who ?? '');
  // The page resets to the first whenever the filters change.
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const list = useAuditPage(filter, pageSize, page * pageSize);

  const setWhoLater = useDebouncedCallback((value: string) => set({ who: value.trim() }), 300);
  const filtered = Object.keys(filter).length > 0;
  const items = list.data?.items;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: 1 }}>
        {AUDIT_TEXTS.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {AUDIT_TEXTS.lead}
      </Typography>

      <FilterForm label={AUDIT_TEXTS.filtersLabel} onSubmit={() => setWhoLater.flush()}>
        <FilterWordsField
          label="Who"
          value={who}
          onChange={(text) => {
            setWho(text);
            setWhoLater(text);
          }}
          maxLength={200}
          minWidth={160}
        />
        <FilterSelect label="Storefront" value={filter.vendor} onChange={(vendor) => set({ vendor })} anyLabel="Both storefronts" options={VENDORS.map((vendor) => ({ value: vendor.key, label: vendor.name }))} />
        <FilterSelect label="What" value={filter.kind} onChange={(kind) => set({ kind })} anyLabel="Any kind" options={REVISION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))} />
        <FilterSelect label="Action" value={filter.action} onChange={(action) => set({ action })} anyLabel="Any action" options={REVISION_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }))} />
        <FilterDayField label="From" value={filter.from} onChange={(from) => set({ from })} bounds={{ max: filter.to }} />
        <FilterDayField label="To" value={filter.to} onChange={(to) => set({ to })} bounds={{ min: filter.from }} />
        {FILTER_KEYS.some((key) => params.get(key)) && (
          <Button
            onClick={() => {
              setWho('');
              setWhoLater.cancel();
              set(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])));
            }}
          >
            {AUDIT_TEXTS.clearFilters}
          </Button>
        )}
      </FilterForm>

      {list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {AUDIT_TEXTS.retry}
            </Button>
          }
        >
          {isApiError(list.error, 403) ? AUDIT_TEXTS.forbidden : AUDIT_TEXTS.fetchFailed}
        </Alert>
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={AUDIT_TEXTS.tableLabel}>
              <TableHead>
                <TableRow>
                  {['When', 'Who', 'Storefront', 'What', 'Action', 'Name', 'Changed'].map((heading) => (
                    <TableCell key={heading}>{heading}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {items?.map((revision) => (
                  <TableRow key={revision.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{revision.actorName}</TableCell>
                    <TableCell>{vendorName(revision.vendor)}</TableCell>
                    <TableCell>{KIND_LABELS[revision.entityType]}</TableCell>
                    <TableCell>{ACTION_LABELS[revision.action]}</TableCell>
                    <TableCell sx={{ fontWeight: 500 }}>{revision.entityName}</TableCell>
                    <TableCell sx={{ color: 'text.secondary', maxWidth: 280, overflowWrap: 'anywhere' }}>{changedSummary(revision)}</TableCell>
                  </TableRow>
                ))}
                {items && items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                      {filtered ? AUDIT_TEXTS.noMatch : AUDIT_TEXTS.empty}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <StaffTablePagination count={list.data?.total ?? 0} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onPage={setPage} onPageSize={setPageSize} label="Changes per page" />
        </>
      )}
    </Container>
  );
}
