/**
 * GET /Search/{vendor}?q= (contracts/search.ts): the products and categories of a storefront
 * matching a visitor's words and ratings. The search page reads it through its route's loader (app/route-data.ts)
 * on the server and in the browser; an empty text is not sent (the page shows its prompt). Cached per vendor and
 * text like the catalogue's reads (the QueryClient's defaults); 4xx not retried.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '../../../../contracts/search.ts';
import { searchText } from '../../../../contracts/search-text.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import { apiGet, apiTransportOf, retryUnlessClientError } from '../api-client.ts';
import { searchAnswer } from './answer-schemas.ts';
import { catalogKeys } from './query-keys.ts';

/** The page URL parameter holding the search text (contracts/server-render.ts RENDER_QUERY_PARAMS). */
export const SEARCH_PARAM = 'q';

/** The text of a page URL's `?q=` as searched: whitespace folded, trimmed, cut to SEARCH_TEXT_LIMIT ('' for none). */
export function searchTextOf(search: URLSearchParams | string): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return searchText(params.get(SEARCH_PARAM));
}

/** Query options of one search (key ['search', vendor, text]). */
export function searchQueryOptions(vendor: VendorKey, text: string) {
  return queryOptions({
    queryKey: catalogKeys.search(vendor, text),
    queryFn: ({ signal, client }): Promise<SearchAnswer> =>
      apiGet(`/Search/${encodeURIComponent(vendor)}`, searchAnswer, { signal, transport: apiTransportOf(client), query: { q: text } }),
    retry: retryUnlessClientError,
  });
}

/** Products a suggestion list asks for. */
export const SUGGESTION_LIMIT = 6;

/** Query options of the suggestions of one text: the search answer cut to SUGGESTION_LIMIT products. */
export function suggestQueryOptions(vendor: VendorKey, text: string) {
  return queryOptions({
    queryKey: catalogKeys.suggest(vendor, text),
    queryFn: ({ signal, client }): Promise<SearchAnswer> =>
      apiGet(`/Search/${encodeURIComponent(vendor)}`, searchAnswer, {
        signal,
        transport: apiTransportOf(client),
        query: { q: text, limit: String(SUGGESTION_LIMIT) },
      }),
    retry: retryUnlessClientError,
  });
}

/** The search of `text` in `vendor` through the query cache; idle for an empty text. */
export function useSearch(vendor: VendorKey, text: string) {
  return useQuery({ ...searchQueryOptions(vendor, text), enabled: text !== '' });
}
