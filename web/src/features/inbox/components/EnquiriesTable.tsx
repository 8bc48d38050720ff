/**
 * The inbox table (status and assignee): date,
 * storefront, name and company, e-mail, product / title, where sales has got (status, assignee) and the mail status
 * chip (with how many of its mails were sent), one row per enquiry in the order the API gives (newest first). A row
 * opens its detail on click, and by keyboard through its 'View' button. Scrolls sideways when it does not fit.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EnquirySummary } from '../../../../../contracts/enquiry-inbox.ts';
import { INBOX_TEXTS } from '../texts.ts';
import { vendorName } from './format.ts';
import { formatDateTime } from '../../../lib/time-format.ts';
import { StatusChip, WorkflowChip } from './StatusChip.tsx';

const COLUMNS = ['Received', 'Storefront', 'Name', 'E-mail', 'Product / title', 'Status', 'Assignee', 'Mails', ''] as const;

export interface EnquiriesTableProps {
  /** The page's enquiries; undefined while the first load runs (skeleton rows). */
  items: EnquirySummary[] | undefined;
  onOpen: (enquiry: EnquirySummary) => void;
  /** What an empty list says (no enquiries at all, or none matching the filters). */
  emptyText?: string;
}

/** The table; see the module comment. */
export function EnquiriesTable({ items, onOpen, emptyText = INBOX_TEXTS.empty }: EnquiriesTableProps) {
  return (
    // Wider than a phone: the table scrolls sideways, so its container is a labelled region the keyboard can reach
    // and scroll (axe "scrollable-region-focusable").
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Enquiries table, scrolls sideways">
      <Table size="small" aria-label="Enquiries, newest first" sx={{ minWidth: 1040 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items === undefined
            ? Array.from({ length: 6 }, (_, i) => (
                <TableRow key={i}>
                  {COLUMNS.map((_, j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : items.map((e) => (
                <TableRow key={e.id} hover onClick={() => onOpen(e)} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {e.reference}
                    </Typography>
                  </TableCell>
                  <TableCell>{vendorName(e.vendor)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {e.name}
                    {e.company && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {e.company}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.email}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.title}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <WorkflowChip status={e.status} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.assignee?.name ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <StatusChip status={e.mail.status} />
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
                      {e.mail.sent} of {e.mail.total} sent
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      aria-label={`View the enquiry from ${e.name}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(e);
                      }}
                    >
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
          {items?.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
