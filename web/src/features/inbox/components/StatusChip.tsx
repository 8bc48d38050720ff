/**
 * The status chips of the inbox (issue 7): an enquiry's summary (Queued / Sent / Failed) and one message's status
 * (Queued / Sending / Sent / Failed). Colour is never the only signal: the label says it.
 */
import Chip from '@mui/material/Chip';
import type { EnquiryMailState, EnquiryMessage } from '../../../../../contracts/enquiry-inbox.ts';
import { MAIL_STATE_LABELS, MESSAGE_STATUS_LABELS } from '../texts.ts';

const COLORS = { queued: 'warning', sending: 'info', sent: 'success', failed: 'error' } as const;

/** A small chip for `status`, labelled with its name. */
export function StatusChip({ status }: { status: EnquiryMailState | EnquiryMessage['status'] }) {
  const label = status === 'sending' ? MESSAGE_STATUS_LABELS.sending : MAIL_STATE_LABELS[status];
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={label} />;
}
