/**
 * POST {api}/contact — product-spec.md §7. The answer is `{ status: 'received', id? }` (contracts/enquiry.ts
 * `enquiryReceivedSchema`); a refusal is an ApiRequestError with the server's details and Retry-After (issue 16),
 * which the form reads (failure.ts). A failure is logged to the console (§7 "Service methods … log to the console").
 */
import { useMutation } from '@tanstack/react-query';
import { enquiryReceivedSchema, type EnquiryInput } from '../../../../contracts/enquiry.ts';
import { apiRequest, type ApiTransport } from '../../lib/api-client.ts';

/**
 * Sends one enquiry; resolves when it was accepted, throws ApiRequestError when not. `transport`: how (default
 * `fetch`; the server render's form action passes its own, form-post.ts).
 */
export async function sendEnquiry(enquiry: EnquiryInput, { transport }: { transport?: ApiTransport } = {}): Promise<void> {
  await apiRequest('/contact', enquiryReceivedSchema, { method: 'POST', body: enquiry, transport });
}

/** Mutation hook around `sendEnquiry` (no retry: a person is waiting and a retry could send twice). */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (enquiry: EnquiryInput) => sendEnquiry(enquiry),
    retry: false,
    onError: (error) => console.error('Failed to send enquiry', error),
  });
}
