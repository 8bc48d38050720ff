/**
 * What a failed Send means for the visitor — ("only failures that are not the visitor's to fix reach the
 * spec's error panel"):
 * - 400: the server refused what was typed. Each `details` entry naming one of the form's fields goes on that field;
 *   the others (and the message of a 400 that names no field) go into an alert above Send. The form stays.
 *   A refused attached file (`attachments.{n}`, 400 or 413) goes beside the files.
 * - 429 (code RATE_LIMITED, contracts/enquiry.ts): too many enquiries for now; the rate-limit panel says when the
 *   visitor may send again (Retry-After).
 * - Anything else (5xx, a network failure, an unreadable answer, another 4xx): the spec's error panel (§8).
 */
import { isApiError } from '../../lib/api-client.ts';

/** The visitor's fields, in the form's order (the first failing one is focused); the project fields last. */
export const ENQUIRY_FIELD_NAMES = ['name', 'email', 'phoneNo', 'option', 'message', 'company', 'country', 'projectReference', 'requiredBy', 'deliveryLocation', 'incoterm'] as const;
export type EnquiryFieldName = (typeof ENQUIRY_FIELD_NAMES)[number];

const isFieldName = (path: string): path is EnquiryFieldName => (ENQUIRY_FIELD_NAMES as readonly string[]).includes(path);

/** One server message for one field of the form. */
export interface EnquiryFieldRefusal {
  field: EnquiryFieldName;
  message: string;
}

export type EnquiryFailure =
  /**
   * `fields`: one per failing field (its first message), in the form's order; `notes`: messages for no field;
   * `attachments`: the first message on the attached files (`attachments` or `attachments.{n}`).
   */
  | { kind: 'refused'; fields: EnquiryFieldRefusal[]; notes: string[]; attachments?: string }
  /** `message`: the server's; `retryAfterS`: seconds from the answer's Retry-After, when it had one. */
  | { kind: 'rate-limited'; message: string; retryAfterS: number | undefined }
  | { kind: 'error' };

/** Classifies the error a Send failed with; see the module comment. */
export function enquiryFailure(error: unknown): EnquiryFailure {
  // A file over the size limit (413), or files the store could not take just now (503): the message goes beside
  // the files, and the form stays with everything in it.
  if ((isApiError(error, 413) || isApiError(error, 503)) && error.details.some((d) => d.path.startsWith('attachments'))) {
    return { kind: 'refused', fields: [], notes: [], attachments: error.details[0].message };
  }
  if (isApiError(error, 429)) return { kind: 'rate-limited', message: error.message, retryAfterS: error.retryAfterS };
  if (!isApiError(error, 400)) return { kind: 'error' };
  const byField = new Map<EnquiryFieldName, string>();
  const notes: string[] = [];
  let attachments: string | undefined;
  for (const { path, message } of error.details) {
    if (/^attachments(\.\d+)?$/.test(path)) {
      attachments ??= message;
    } else if (isFieldName(path)) {
      if (!byField.has(path)) byField.set(path, message);
    } else if (!notes.includes(message)) notes.push(message);
  }
  if (byField.size === 0 && notes.length === 0 && !attachments) notes.push(error.message);
  const fields = ENQUIRY_FIELD_NAMES.filter((f) => byField.has(f)).map((field) => ({ field, message: byField.get(field)! }));
  return { kind: 'refused', fields, notes, ...(attachments ? { attachments } : {}) };
}
