/**
 * The audit log's call (issue: staff governance; docs/decisions/0013): GET /api/audit?who=&vendor=&kind=&action=
 * &from=&to=&limit=&offset= with the signed-in administrator's bearer token, answering a page of catalogue
 * revisions, newest first, and how many match (contracts/revisions.ts `auditPageSchema`). A fetcher, query options
 * and a hook; keys from `auditKeys`. The filters are `AuditFilter`: the query without the paging.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditPage, type AuditQuery } from '../../../../../contracts/revisions.ts';
import { apiRequest, retryUnlessClientError } from '../../../lib/api-client.ts';

/** The audit log's filters: who, storefront, entity kind, action, from/to day (YYYY-MM-DD); each optional. */
export type AuditFilter = Partial<Omit<AuditQuery, 'limit' | 'offset'>>;

/** Query keys: ['audit', filter, limit, offset]. */
export const auditKeys = {
  all: () => ['audit'] as const,
  page: (filter: AuditFilter, limit: number, offset: number) => ['audit', filter, limit, offset] as const,
};

/** One page of the revisions matching `filter`, newest first. @throws ApiRequestError (401 signed out, 403 not an administrator, 400 a bad filter). */
export function getAuditPage(filter: AuditFilter, limit: number, offset: number, { signal }: { signal?: AbortSignal } = {}): Promise<AuditPage> {
  return apiRequest('/audit', auditPageSchema, { auth: true, signal, query: { ...filter, limit, offset } });
}

/** Query options of one page (always read fresh: the catalogue changes while the page is open). */
export function auditPageQueryOptions(filter: AuditFilter, limit: number, offset: number) {
  return queryOptions({
    queryKey: auditKeys.page(filter, limit, offset),
    queryFn: ({ signal }) => getAuditPage(filter, limit, offset, { signal }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

/** The page of the audit log on screen; the previous page stays visible while the next one loads. */
export function useAuditPage(filter: AuditFilter, limit: number, offset: number) {
  return useQuery({ ...auditPageQueryOptions(filter, limit, offset), placeholderData: keepPreviousData });
}
