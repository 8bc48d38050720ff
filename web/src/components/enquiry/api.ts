/**
 * POST {api}/contact — product-spec.md §7. The answer is `{ status: 'received', id? }` (contracts/enquiry.ts
 * `enquiryReceivedSchema`); a refusal is an ApiRequestError with the server's details and Retry-After,
 * which the form reads (failure.ts). A failure is logged to the console (§7 "Service methods … log to the console").
 */
import { useMutation } from '@tanstack/react-query';
import { ATTACHMENT_FIELDS } from '../../../../contracts/enquiry-attachments.ts';
import { enquiryReceivedSchema, type EnquiryInput, type EnquiryReceived } from '../../../../contracts/enquiry.ts';
import { apiRequest, type ApiTransport } from '../../lib/api-client.ts';

/**
 * Sends one enquiry; resolves with the server's answer (its reference and confirmation page) when it was accepted,
 * throws ApiRequestError when not. `transport`: how (default `fetch`; the server render's form action passes its
 * own, form-post.ts).
 */
export function sendEnquiry(enquiry: EnquiryInput, { transport }: { transport?: ApiTransport } = {}): Promise<EnquiryReceived> {
  return apiRequest('/contact', enquiryReceivedSchema, { method: 'POST', body: enquiry, transport });
}

/**
 * Sends one enquiry with its drawings and specifications: POST {api}/contact/with-attachments, multipart
 * with the enquiry's JSON first and then each file. Resolves with the server's answer when accepted; throws
 * ApiRequestError when not (a refused file names `attachments.{n}`).
 */
export function sendEnquiryWithAttachments(enquiry: EnquiryInput, files: readonly File[]): Promise<EnquiryReceived> {
  const form = new FormData();
  form.append(ATTACHMENT_FIELDS.enquiry, JSON.stringify(enquiry));
  for (const file of files) form.append(ATTACHMENT_FIELDS.file, file, file.name);
  return apiRequest('/contact/with-attachments', enquiryReceivedSchema, { method: 'POST', body: form });
}

/** What one Send sends: the enquiry, and the files attached to it (none for most forms). */
export interface EnquirySend {
  enquiry: EnquiryInput;
  files?: readonly File[];
}

/** Mutation hook around `sendEnquiry` (no retry: a person is waiting and a retry could send twice). */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: ({ enquiry, files = [] }: EnquirySend) => (files.length ? sendEnquiryWithAttachments(enquiry, files) : sendEnquiry(enquiry)),
    retry: false,
    onError: (error) => console.error('Failed to send enquiry', error),
  });
}
