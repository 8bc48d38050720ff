/**
 * The admin inbox's calls ("Working the enquiries"): GET /api/enquiries (a filtered page, newest
 * first), GET /api/enquiries/{id} (detail), PATCH /api/enquiries/{id} (status, assignee), POST
 * /api/enquiries/{id}/notes, GET /api/staff and the downloads GET /api/enquiries.csv / .xlsx, each with the
 * signed-in administrator's bearer token. Per endpoint a fetcher, query options and a hook (bulletproof-react);
 * keys from `inboxKeys`.
 *
 * The inbox holds personal data, so these queries run in a QueryClient of their own that is never persisted
 * (InboxQueryProvider.tsx).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  enquiryDetailSchema,
  enquiryPageSchema,
  staffListSchema,
  type EnquiryDetail,
  type EnquiryFilter,
  type EnquiryPage,
  type EnquiryUpdate,
  type StaffList,
} from '../../../../../contracts/enquiry-inbox.ts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';
import { attachmentName, downloadWithToken } from '../../../lib/download.ts';

export { attachmentName };

/** Query keys: ['inbox', 'page', filter, limit, offset], ['inbox', 'enquiry', id] and ['inbox', 'staff']. */
export const inboxKeys = {
  all: () => ['inbox'] as const,
  pages: () => ['inbox', 'page'] as const,
  page: (filter: EnquiryFilter, limit: number, offset: number) => ['inbox', 'page', filter, limit, offset] as const,
  enquiry: (id: string) => ['inbox', 'enquiry', id] as const,
  staff: () => ['inbox', 'staff'] as const,
};

/**
 * The query of `filter` for the API: with days, the browser's time zone (`tz`, minutes east of UTC), so a day means
 * the day the inbox shows.
 */
export function filterQuery(filter: EnquiryFilter): Record<string, string | number | undefined> {
  return filter.from || filter.to ? { ...filter, tz: -new Date().getTimezoneOffset() } : { ...filter };
}

/** One page of the enquiries matching `filter`, newest first. @throws ApiRequestError (401 signed out, 403 not an administrator, …). */
export function getEnquiryPage(filter: EnquiryFilter, limit: number, offset: number, { signal }: { signal?: AbortSignal } = {}): Promise<EnquiryPage> {
  return apiRequest('/enquiries', enquiryPageSchema, { auth: true, signal, query: { ...filterQuery(filter), limit, offset } });
}

/** One enquiry with each mail's state. @throws ApiRequestError (404 unknown id, …). */
export function getEnquiry(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<EnquiryDetail> {
  return apiRequest(`/enquiries/${encodeURIComponent(id)}`, enquiryDetailSchema, { auth: true, signal });
}

/** Query options of one page (always read fresh: mail states change while the page is open). */
export function enquiryPageQueryOptions(filter: EnquiryFilter, limit: number, offset: number) {
  return queryOptions({
    queryKey: inboxKeys.page(filter, limit, offset),
    queryFn: ({ signal }) => getEnquiryPage(filter, limit, offset, { signal }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

/** The page of enquiries on screen; the previous page stays visible while the next one loads. */
export function useEnquiryPage(filter: EnquiryFilter, limit: number, offset: number) {
  return useQuery({ ...enquiryPageQueryOptions(filter, limit, offset), placeholderData: keepPreviousData });
}

/** The staff who have signed in (the assignee choices), read once a minute at most. */
export function useStaff() {
  return useQuery({
    queryKey: inboxKeys.staff(),
    queryFn: ({ signal }): Promise<StaffList> => apiRequest('/staff', staffListSchema, { auth: true, signal }),
    retry: retryUnlessClientError,
    staleTime: 60_000,
  });
}

/**
 * A write on enquiry `id` whose answer is the enquiry after it: the detail is replaced with the answer and the
 * pages are read again (their status and assignee columns changed).
 */
function useEnquiryWrite<V>(id: string, write: (variables: V) => Promise<EnquiryDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      client.setQueryData(inboxKeys.enquiry(id), detail);
      void client.invalidateQueries({ queryKey: inboxKeys.pages() });
    },
  });
}

/** Changes the status and/or assignee of enquiry `id` (PATCH; recorded in its history). @throws ApiRequestError */
export function useUpdateEnquiry(id: string) {
  return useEnquiryWrite(id, (update: EnquiryUpdate) =>
    apiRequest(`/enquiries/${encodeURIComponent(id)}`, enquiryDetailSchema, { auth: true, method: 'PATCH', body: update }),
  );
}

/** Adds an internal note to enquiry `id`. @throws ApiRequestError (400 with the note's message on `note`, …) */
export function useAddNote(id: string) {
  return useEnquiryWrite(id, (note: string) =>
    apiRequest(`/enquiries/${encodeURIComponent(id)}/notes`, enquiryDetailSchema, { auth: true, method: 'POST', body: { note } }),
  );
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

/** The two downloads of the inbox: their path and the type asked for. */
export const EXPORT_FORMATS = {
  csv: { path: '/enquiries.csv', accept: 'text/csv' },
  xlsx: { path: '/enquiries.xlsx', accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** Downloads the enquiries matching `filter` as CSV or XLSX. @throws ApiRequestError (see downloadWithToken) */
export function downloadEnquiries(format: ExportFormat, filter: EnquiryFilter): Promise<void> {
  const { path, accept } = EXPORT_FORMATS[format];
  return downloadWithToken(path, filterQuery(filter), accept, `enquiries.${format}`);
}

/** Downloads the file at `position` of enquiry `id` (a drawing or specification), saved under `fileName`. @throws ApiRequestError */
export function downloadAttachment(id: string, position: number, fileName: string): Promise<void> {
  return downloadWithToken(`/enquiries/${encodeURIComponent(id)}/attachments/${position}`, {}, '*/*', fileName);
}
