/**
 * The admin inbox's calls (issue 7): GET /api/enquiries (a page, newest first), GET /api/enquiries/{id} (detail)
 * and GET /api/enquiries.csv (download), each with the signed-in administrator's bearer token. Per endpoint a
 * fetcher, query options and a hook (bulletproof-react); keys from `inboxKeys`.
 *
 * The inbox holds personal data, so these queries run in a QueryClient of their own that is never persisted
 * (InboxQueryProvider.tsx).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { enquiryDetailSchema, enquiryPageSchema, type EnquiryDetail, type EnquiryPage } from '../../../../../contracts/enquiry-inbox.ts';
import { getAccessToken } from '../../../lib/access-token.ts';
import { apiRequest, apiUrl, ApiRequestError, retryUnlessClientError } from '../../../lib/api-client.ts';

/** Query keys: ['inbox', 'page', limit, offset] and ['inbox', 'enquiry', id]. */
export const inboxKeys = {
  all: () => ['inbox'] as const,
  page: (limit: number, offset: number) => ['inbox', 'page', limit, offset] as const,
  enquiry: (id: string) => ['inbox', 'enquiry', id] as const,
};

/** One page of enquiries, newest first. @throws ApiRequestError (401 signed out, 403 not an administrator, …). */
export function getEnquiryPage(limit: number, offset: number, { signal }: { signal?: AbortSignal } = {}): Promise<EnquiryPage> {
  return apiRequest('/enquiries', enquiryPageSchema, { auth: true, signal, query: { limit, offset } });
}

/** One enquiry with each mail's state. @throws ApiRequestError (404 unknown id, …). */
export function getEnquiry(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<EnquiryDetail> {
  return apiRequest(`/enquiries/${encodeURIComponent(id)}`, enquiryDetailSchema, { auth: true, signal });
}

/** Query options of one page (always read fresh: mail states change while the page is open). */
export function enquiryPageQueryOptions(limit: number, offset: number) {
  return queryOptions({
    queryKey: inboxKeys.page(limit, offset),
    queryFn: ({ signal }) => getEnquiryPage(limit, offset, { signal }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

/** The page of enquiries on screen; the previous page stays visible while the next one loads. */
export function useEnquiryPage(limit: number, offset: number) {
  return useQuery({ ...enquiryPageQueryOptions(limit, offset), placeholderData: keepPreviousData });
}

/** Query options of one enquiry's detail. */
export function enquiryQueryOptions(id: string) {
  return queryOptions({
    queryKey: inboxKeys.enquiry(id),
    queryFn: ({ signal }) => getEnquiry(id, { signal }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

/** The detail of enquiry `id`; idle while `id` is null. */
export function useEnquiry(id: string | null) {
  return useQuery({ ...enquiryQueryOptions(id ?? ''), enabled: id !== null });
}

/** The file name of a Content-Disposition header (`attachment; filename="x.csv"`), or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Downloads GET /api/enquiries.csv with the bearer token and hands it to the browser as a file download (a blob
 * URL on a temporary link). The API client parses JSON only, so this one call uses fetch itself.
 * @throws ApiRequestError: 401 without a token, the server's status and message on a failure, 0 on a network error.
 */
export async function downloadEnquiriesCsv(): Promise<void> {
  const token = await getAccessToken();
  if (!token) throw new ApiRequestError(401, 'You need to sign in to do this.', 'NO_ACCESS_TOKEN');
  let response: Response;
  try {
    response = await fetch(apiUrl('/enquiries.csv'), { headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new ApiRequestError(0, 'Network request failed', 'NETWORK_ERROR', { cause: error });
  }
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText || `Request failed with status ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), 'enquiries.csv');
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
