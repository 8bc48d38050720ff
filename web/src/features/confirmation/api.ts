/**
 * GET /api/contact/confirmations/{token} — an enquiry's confirmation (contracts/enquiry-confirmation.ts), read by
 * its page's loader and the page. The enquirer's own data: kept in this page's memory only, never in the persisted
 * read cache (`meta.persist` false, app/query-client.ts), and never read again (it does not change).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { enquiryConfirmationSchema } from '../../../../contracts/enquiry-confirmation.ts';
import { apiGet, apiTransportOf, retryUnlessClientError, type AnswerSchema } from '../../lib/api-client.ts';

/**
 * The answer's schema, imported with the read (the route table, in every page's first script, names this module's
 * loader: zod stays out of that script, lib/api-client.ts `AnswerSchema`).
 */
const confirmationAnswer: AnswerSchema<typeof enquiryConfirmationSchema> = () =>
  import('../../../../contracts/enquiry-confirmation.ts').then((contract) => contract.enquiryConfirmationSchema);

/** Query options of the confirmation of `token` (key ['enquiry-confirmation', token]); 4xx answers are final. */
export function confirmationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['enquiry-confirmation', token],
    queryFn: ({ signal, client }) =>
      apiGet(`/contact/confirmations/${encodeURIComponent(token)}`, confirmationAnswer, { signal, transport: apiTransportOf(client) }),
    retry: retryUnlessClientError,
    staleTime: Infinity,
    meta: { persist: false },
  });
}

/** The confirmation of `token` through the query cache (its route's loader starts the read). */
export function useConfirmation(token: string) {
  return useQuery(confirmationQueryOptions(token));
}
