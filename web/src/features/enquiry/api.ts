/**
 * POST {api}/contact — product-spec.md §7: "Only success or failure is used". A failure is logged to the console
 * (§7 "Service methods … log to the console").
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { EnquiryInput } from '../../../../contracts/enquiry.ts';
import { apiRequest } from '../../lib/api-client.ts';

const receivedSchema = z.object({ status: z.string() });

/** Sends one enquiry; resolves on success, throws ApiRequestError on failure. */
export async function sendEnquiry(enquiry: EnquiryInput): Promise<void> {
  await apiRequest('/contact', receivedSchema, { method: 'POST', body: enquiry });
}

/** Mutation hook around `sendEnquiry` (no retry: a person is waiting and a retry could send twice). */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: sendEnquiry,
    retry: false,
    onError: (error) => console.error('Failed to send enquiry', error),
  });
}
