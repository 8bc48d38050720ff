/**
 * Texts of the admin Enquiries inbox (issue 7 "an Enquiries page in the admin area"; beyond the spec, so ours,
 * in the tone of product-spec.md §8).
 */
import type { EnquiryMailState, EnquiryMessage } from '../../../../contracts/enquiry-inbox.ts';

export const INBOX_TEXTS = {
  title: 'Enquiries',
  lead: 'Every enquiry sent from the storefronts, newest first, with the state of its two mails.',
  fetchFailed: 'Failed to fetch enquiries.',
  fetchOneFailed: 'Failed to fetch the enquiry.',
  forbidden: 'Only administrators may see enquiries.',
  empty: 'No enquiries yet.',
  downloadCsv: 'Download CSV',
  downloadFailed: 'Failed to download the CSV file. Please try again.',
  retry: 'Retry',
  close: 'Close',
} as const;

/** Label of each summary status chip. */
export const MAIL_STATE_LABELS: Record<EnquiryMailState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** Label of each message status (a message being sent right now shows as 'Sending'). */
export const MESSAGE_STATUS_LABELS: Record<EnquiryMessage['status'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** Who each message of an enquiry goes to. */
export const MESSAGE_KIND_LABELS: Record<EnquiryMessage['kind'], string> = {
  enquiry: 'To the company',
  'enquiry-copy': 'Copy to the enquirer',
};
