/**
 * The status chips of the inbox: an enquiry's mail summary (Queued / Sent / Failed), one message's status
 * (Queued / Sending / Sent / Failed), and where sales has got with it (New … Spam). Colour is never the
 * only signal: the label says it.
 */
import Chip from '@mui/material/Chip';
import { ENQUIRY_STATUS_LABELS, type EnquiryMailState, type EnquiryMessage, type EnquiryStatus } from '../../../../../contracts/enquiry-inbox.ts';
import { MAIL_STATE_LABELS, MESSAGE_STATUS_LABELS } from '../texts.ts';

const COLORS = { queued: 'warning', sending: 'info', sent: 'success', failed: 'error' } as const;

/** A small chip for `status`, labelled with its name. */
export function StatusChip({ status }: { status: EnquiryMailState | EnquiryMessage['status'] }) {
  const label = status === 'sending' ? MESSAGE_STATUS_LABELS.sending : MAIL_STATE_LABELS[status];
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={label} />;
}

/** Chip colours of the workflow statuses: each readable as text on white (axe colour-contrast). */
const WORKFLOW_COLORS = { new: 'primary', 'in-progress': 'primary', quoted: 'secondary', won: 'success', lost: 'default', spam: 'default' } as const;

/** A small chip for an enquiry's workflow status, labelled with its name (filled while it is New). */
export function WorkflowChip({ status }: { status: EnquiryStatus }) {
  return <Chip size="small" variant={status === 'new' ? 'filled' : 'outlined'} color={WORKFLOW_COLORS[status]} label={ENQUIRY_STATUS_LABELS[status]} />;
}
