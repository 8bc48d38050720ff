/**
 * /admin/enquiries — the admin Enquiries inbox (beyond the spec, because an enquiry whose mail failed is
 * otherwise invisible). Filters (words, status, storefront, days received) over
 * a table of the matching enquiries, newest first, page by page, each with its status, assignee and mail status;
 * a detail dialog with the project fields, lines, mails, the status and assignee pickers, notes and history;
 * 'Download CSV' and 'Download XLSX' of the filtered enquiries. Filters and the open enquiry (`?enquiry={id}`, the
 * link in the company's mail) live in the address.
 *
 * Sales and administrators only: another staff member sees one line saying why (StaffOnly, lib/staff-access.tsx).
 *
 * Renders only the screen content: the admin layout around it brings the top bar, the sign-in protection and the
 * <main> landmark. Its queries run in the inbox's own unpersisted QueryClient (api/InboxQueryProvider.tsx).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { StaffTablePagination } from '../../../components/staff/StaffTablePagination.tsx';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ENQUIRY_PAGE, type EnquirySummary } from '../../../../../contracts/enquiry-inbox.ts';
import { GUID_PATTERN } from '../../../../../contracts/guid.ts';
import { StaffOnly } from '../../../components/staff/StaffOnly.tsx';
import { inboxHiddenText } from '../../../lib/staff-access.tsx';
import { downloadEnquiries, useEnquiryPage, type ExportFormat } from '../api/enquiries.ts';
import { InboxQueryProvider } from '../api/InboxQueryProvider.tsx';
import { EnquiriesTable } from '../components/EnquiriesTable.tsx';
import { EnquiryDetailDialog } from '../components/EnquiryDetailDialog.tsx';
import { InboxFilters, readFilter } from '../components/InboxFilters.tsx';
import { RetryAlert } from '../components/RetryAlert.tsx';
import { INBOX_TEXTS } from '../texts.ts';

const PAGE_SIZES = [ENQUIRY_PAGE.default, 50, ENQUIRY_PAGE.max];
/** The address parameter of the open enquiry. */
const OPEN_PARAM = 'enquiry';

/** The inbox screen (default export for the lazy route). */
export default function EnquiriesPage() {
  return (
    <InboxQueryProvider>
      <title>Enquiries | Radhe &amp; Therm admin</title>
      <StaffOnly permission="enquiries.work" hiddenText={inboxHiddenText}>
        <Inbox />
      </StaffOnly>
    </InboxQueryProvider>
  );
}

function Inbox() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const filterKey = JSON.stringify(filter);
  // The page resets to the first whenever the filters change.
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const [pageSize, setPageSize] = useState<number>(ENQUIRY_PAGE.default);
  /** The row chosen (shown at once while its detail loads); the address holds which one is open. */
  const [chosen, setChosen] = useState<EnquirySummary | null>(null);
  const openId = params.get(OPEN_PARAM);
  const validOpenId = openId && GUID_PATTERN.test(openId) ? openId.toLowerCase() : null;
  const [download, setDownload] = useState<{ state: 'idle' | 'running' | 'failed'; format: ExportFormat }>({ state: 'idle', format: 'csv' });
  const list = useEnquiryPage(filter, pageSize, page * pageSize);

  const setOpen = (enquiry: EnquirySummary | null) => {
    setChosen(enquiry);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (enquiry) next.set(OPEN_PARAM, enquiry.id);
        else next.delete(OPEN_PARAM);
        return next;
      },
      { replace: !enquiry },
    );
  };

  const startDownload = async (format: ExportFormat) => {
    setDownload({ state: 'running', format });
    try {
      await downloadEnquiries(format, filter);
      setDownload({ state: 'idle', format });
    } catch (error) {
      console.error('Failed to download enquiries', error);
      setDownload({ state: 'failed', format });
    }
  };
  const downloadButton = (format: ExportFormat, label: string) => (
    <Button
      variant={format === 'csv' ? 'contained' : 'outlined'}
      startIcon={<FileDownloadOutlined />}
      loading={download.state === 'running' && download.format === format}
      disabled={download.state === 'running' && download.format !== format}
      loadingPosition="start"
      onClick={() => void startDownload(format)}
    >
      {label}
    </Button>
  );
  const filtered = Object.keys(filter).length > 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          {INBOX_TEXTS.title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {downloadButton('csv', INBOX_TEXTS.downloadCsv)}
          {downloadButton('xlsx', INBOX_TEXTS.downloadXlsx)}
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {INBOX_TEXTS.lead}
      </Typography>
      {download.state === 'failed' && (
        <Alert severity="error" onClose={() => setDownload({ state: 'idle', format: download.format })} sx={{ mb: 2 }}>
          {INBOX_TEXTS.downloadFailedAs(download.format.toUpperCase())}
        </Alert>
      )}
      <InboxFilters />

      {list.isError ? (
        <RetryAlert error={list.error} message={INBOX_TEXTS.fetchFailed} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <EnquiriesTable items={list.data?.items} onOpen={setOpen} emptyText={filtered ? INBOX_TEXTS.noMatch : INBOX_TEXTS.empty} />
          <StaffTablePagination count={list.data?.total ?? 0} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onPage={setPage} onPageSize={setPageSize} label="Enquiries per page" />
        </>
      )}

      <EnquiryDetailDialog id={validOpenId} summary={chosen?.id === validOpenId ? chosen : null} onClose={() => setOpen(null)} />
    </Container>
  );
}
