/**
 * Texts of the admin Enquiries inbox (beyond the spec, so ours,
 * in the tone of product-spec.md §8).
 */
import type { EnquiryMailState, EnquiryMessage } from '../../../../contracts/enquiry-inbox.ts';

export const INBOX_TEXTS = {
  title: 'Enquiries',
  lead: 'Every enquiry sent from the storefronts, newest first: where sales has got with it, who has it, and the state of its two mails.',
  fetchFailed: 'Failed to fetch enquiries.',
  fetchOneFailed: 'Failed to fetch the enquiry.',
  forbidden: 'Only administrators may see enquiries.',
  empty: 'No enquiries yet.',
  downloadCsv: 'Download CSV',
  retry: 'Retry',
  close: 'Close',
  downloadXlsx: 'Download XLSX',
  downloadFailedAs: (format: string) => `Failed to download the ${format} file. Please try again.`,
  filtersLabel: 'Filter the enquiries',
  search: 'Search name, e-mail, company, product…',
  clearFilters: 'Clear filters',
  noMatch: 'No enquiry matches these filters.',
  enquiryGone: 'This enquiry no longer exists. Close the dialog; the list is up to date.',
  signInAgain: 'Your sign-in has expired. Sign in again; what you typed stays here.',
  saveFailed: 'The change could not be saved: the server could not be reached. What you typed is kept; save again in a moment.',
  staffFailed: 'The list of staff could not be read.',
  noHistory: 'No changes or notes yet.',
  noteLabel: 'Internal note',
  noteHelp: 'Seen only by staff in this inbox.',
  noteRequired: 'Write the note.',
  addNote: 'Add note',
  attachmentFailed: 'The file could not be downloaded. Check your connection and download it again.',
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
