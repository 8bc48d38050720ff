/**
 * /admin/enquiries — the admin Enquiries inbox (issue 7: beyond the spec, because an enquiry whose mail failed is
 * otherwise invisible). A table of enquiries, newest first, page by page, each with its mail status; a detail
 * dialog with the message and each mail's status and last error; 'Download CSV' for every enquiry.
 *
 * Renders only the screen content: the admin layout around it brings the top bar, the sign-in protection and the
 * <main> landmark. Its queries run in the inbox's own unpersisted QueryClient (api/InboxQueryProvider.tsx).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ENQUIRY_PAGE, type EnquirySummary } from '../../../../../contracts/enquiry-inbox.ts';
import { downloadEnquiriesCsv, useEnquiryPage } from '../api/enquiries.ts';
import { InboxQueryProvider } from '../api/InboxQueryProvider.tsx';
import { EnquiriesTable } from '../components/EnquiriesTable.tsx';
import { EnquiryDetailDialog } from '../components/EnquiryDetailDialog.tsx';
import { RetryAlert } from '../components/RetryAlert.tsx';
import { INBOX_TEXTS } from '../texts.ts';

const PAGE_SIZES = [ENQUIRY_PAGE.default, 50, ENQUIRY_PAGE.max];

/** The inbox screen (default export for the lazy route). */
export default function EnquiriesPage() {
  return (
    <InboxQueryProvider>
      <title>Enquiries | Radhe &amp; Therm admin</title>
      <Inbox />
    </InboxQueryProvider>
  );
}

function Inbox() {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(ENQUIRY_PAGE.default);
  const [open, setOpen] = useState<EnquirySummary | null>(null);
  const [download, setDownload] = useState<'idle' | 'running' | 'failed'>('idle');
  const list = useEnquiryPage(pageSize, page * pageSize);

  const startDownload = async () => {
    setDownload('running');
    try {
      await downloadEnquiriesCsv();
      setDownload('idle');
    } catch (error) {
      console.error('Failed to download enquiries', error);
      setDownload('failed');
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          {INBOX_TEXTS.title}
        </Typography>
        <Button variant="contained" startIcon={<FileDownloadOutlined />} loading={download === 'running'} loadingPosition="start" onClick={() => void startDownload()}>
          {INBOX_TEXTS.downloadCsv}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {INBOX_TEXTS.lead}
      </Typography>
      {download === 'failed' && (
        <Alert severity="error" onClose={() => setDownload('idle')} sx={{ mb: 2 }}>
          {INBOX_TEXTS.downloadFailed}
        </Alert>
      )}

      {list.isError ? (
        <RetryAlert error={list.error} message={INBOX_TEXTS.fetchFailed} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <EnquiriesTable items={list.data?.items} onOpen={setOpen} />
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage="Enquiries per page"
            // Wraps on a phone instead of pushing the page buttons off the screen.
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } }}
          />
        </>
      )}

      <EnquiryDetailDialog enquiry={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
