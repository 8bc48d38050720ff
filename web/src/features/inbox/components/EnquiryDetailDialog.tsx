/**
 * The detail of one enquiry in the inbox: who sent it, from which storefront,
 * the project fields given, the message text, the products asked about, the workflow (status, assignee, notes,
 * history: EnquiryWorkflow.tsx) and each of its two mails with status, attempts, last error and when it was sent or
 * is tried next. Opened from a row (its summary shows at once) or from the address alone (the link in the company's
 * mail). Every user-written text is rendered as text (React escapes it), never as HTML.
 */
import { useState, type ReactNode } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { EnquiryAttachment, EnquiryDetail, EnquiryLine, EnquiryProject, EnquirySummary } from '../../../../../contracts/enquiry-inbox.ts';
import { fileSizeText } from '../../../../../contracts/file-size.ts';
import { EnquiryWorkflow } from './EnquiryWorkflow.tsx';
import { productPath } from '../../../../../contracts/catalog-paths.ts';
import { quantityText } from '../../../../../contracts/quote-lines.ts';
import { vendorByKey, type VendorKey } from '../../../../../contracts/vendors.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadAttachment, useEnquiry } from '../api/enquiries.ts';
import { INBOX_TEXTS, MESSAGE_KIND_LABELS } from '../texts.ts';
import { vendorName } from './format.ts';
import { formatDateTime } from '../../../lib/time-format.ts';
import { RetryAlert } from './RetryAlert.tsx';
import { StatusChip } from './StatusChip.tsx';
import { EmailLink } from '../../../components/EmailLink.tsx';

export interface EnquiryDetailDialogProps {
  /** The open enquiry's id; null when the dialog is closed. */
  id: string | null;
  /** Its row, when it was opened from the table (shown while the detail loads). */
  summary: EnquirySummary | null;
  onClose: () => void;
}

/** The project fields of a request for quotation, as the quote form labels them. */
const PROJECT_FIELDS = [
  ['company', 'Company'],
  ['country', 'Country'],
  ['projectReference', 'Project or tender reference'],
  ['requiredBy', 'Required by'],
  ['deliveryLocation', 'Delivery location'],
  ['incoterm', 'Incoterms 2020 term'],
] as const satisfies readonly (readonly [keyof EnquiryProject, string])[];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}


/**
 * The products the enquiry asks about, in the order sent: the name as it was then (a link to the product
 * page while the product exists), quantity with unit, configuration and note.
 */
function Lines({ lines, vendor }: { lines: EnquiryLine[]; vendor: VendorKey }) {
  const code = vendorByKey(vendor)?.code ?? 'in';
  return (
    <Box component="ol" data-testid="enquiry-lines" sx={{ m: 0, mb: 3, pl: 3 }}>
      {lines.map((line, i) => (
        <Box component="li" key={i} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {line.productId ? (
            <Link href={productPath(code, { id: line.productId, name: line.productName })} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
              {line.productName}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (opens in a new tab)
              </Box>
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {line.productName}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {[
              line.quantity != null ? quantityText(line.quantity, line.unit) : 'Quantity not given',
              line.configuration && `Configuration: ${line.configuration}`,
              line.note && `Note: ${line.note}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
/**
 * The files sent with the enquiry, each with its size and a Download button (the file comes from the
 * private store with the administrator's token); a failed download says so beside its file.
 */
function Attachments({ id, files }: { id: string; files: EnquiryAttachment[] }) {
  const [state, setState] = useState<{ position: number; status: 'running' | 'failed' } | null>(null);
  const download = async (file: EnquiryAttachment) => {
    setState({ position: file.position, status: 'running' });
    try {
      await downloadAttachment(id, file.position, file.fileName);
      setState(null);
    } catch (error) {
      console.error('Failed to download an attachment', error);
      setState({ position: file.position, status: 'failed' });
    }
  };
  return (
    <Box component="ul" data-testid="enquiry-attachments" sx={{ listStyle: 'none', m: 0, mb: 3, p: 0 }}>
      {files.map((file) => (
        <Box component="li" key={file.position} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {file.fileName}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {fileSizeText(file.size)}
          </Typography>
          <Button
            size="small"
            startIcon={<FileDownloadOutlined />}
            loading={state?.position === file.position && state.status === 'running'}
            loadingPosition="start"
            aria-label={`Download ${file.fileName}`}
            onClick={() => void download(file)}
          >
            Download
          </Button>
          {state?.position === file.position && state.status === 'failed' && (
            <Typography role="alert" variant="body2" color="error">
              {INBOX_TEXTS.attachmentFailed}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

function Mails({ detail }: { detail: EnquiryDetail }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Mails of this enquiry">
        <TableHead>
          <TableRow>
            <TableCell>Mail</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Attempts</TableCell>
            <TableCell>Last error</TableCell>
            <TableCell>Sent / next attempt</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.messages.map((m) => (
            <TableRow key={m.id}>
              <TableCell>
                {MESSAGE_KIND_LABELS[m.kind]}
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {m.to}
                </Typography>
              </TableCell>
              <TableCell>
                <StatusChip status={m.status} />
              </TableCell>
              <TableCell align="right">{m.attempts}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.lastError ?? '—'}</TableCell>
              <TableCell>
                {m.sentAt ? (
                  <time dateTime={m.sentAt}>{formatDateTime(m.sentAt)}</time>
                ) : m.status === 'failed' ? (
                  'Given up'
                ) : (
                  <time dateTime={m.nextAttemptAt}>{formatDateTime(m.nextAttemptAt)}</time>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The detail dialog; see the module comment. */
export function EnquiryDetailDialog({ id, summary, onClose }: EnquiryDetailDialogProps) {
  const detail = useEnquiry(id);
  const enquiry: EnquirySummary | null = detail.data ?? summary;
  const project = detail.data?.project;
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="enquiry-detail-title">
      <DialogTitle id="enquiry-detail-title">{enquiry ? `Enquiry from ${enquiry.name}` : 'Enquiry'}</DialogTitle>
      <DialogContent dividers>
        {enquiry && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, mb: 3 }}>
            <Field label="Reference">{enquiry.reference}</Field>
            <Field label="Received">
              <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
            </Field>
            <Field label="Storefront">{vendorName(enquiry.vendor)}</Field>
            <Field label="Name">{enquiry.name}</Field>
            <Field label="E-mail">
              <EmailLink address={enquiry.email} />
            </Field>
            <Field label="Phone">{enquiry.phoneNo || '—'}</Field>
            {project &&
              PROJECT_FIELDS.filter(([key]) => project[key]).map(([key, label]) => (
                <Field key={key} label={label}>
                  {project[key]}
                </Field>
              ))}
            <Field label="Interested in">{enquiry.option}</Field>
            <Field label="Title">{enquiry.title}</Field>
          </Box>
        )}
        {detail.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading the enquiry" />
          </Box>
        ) : detail.isError ? (
          <RetryAlert error={detail.error} message={isApiError(detail.error, 404) ? INBOX_TEXTS.enquiryGone : INBOX_TEXTS.fetchOneFailed} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              Message
            </Typography>
            <Typography data-testid="enquiry-message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 3, p: 2, bgcolor: 'grey.50', borderRadius: 1 }}>
              {detail.data.message || '—'}
            </Typography>
            {detail.data.lines.length > 0 && (
              <>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  Products
                </Typography>
                <Lines lines={detail.data.lines} vendor={detail.data.vendor} />
              </>
            )}
            {detail.data.attachments.length > 0 && (
              <>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  Attachments
                </Typography>
                <Attachments id={detail.data.id} files={detail.data.attachments} />
              </>
            )}
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              Sales
            </Typography>
            <EnquiryWorkflow detail={detail.data} />
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              Mails
            </Typography>
            <Mails detail={detail.data} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{INBOX_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
