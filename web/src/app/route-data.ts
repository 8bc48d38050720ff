/**
 * The reads each public page needs, started by its route's loader:
 * React Router runs a matched route's loader before the page renders, on the server (entry-server.tsx, which
 * awaits the reads so the page is rendered once, with its data) and in the browser (client navigation, which only
 * starts them: the page shows the spec's loading state — skeletons, product-spec.md §2 and §4 — while they
 * arrive). Either way the reads go into the TanStack Query cache, where the page's hooks (useCategory, useProduct)
 * find them; the loaders return nothing themselves.
 *
 * A read that fails on the server is left out of the cache: the page is rendered in its loading state, exactly as
 * the browser's first render will be, and the browser makes the read itself (docs/decisions/0006). Except a
 * catalogue id that does not exist: an id the API answers 404 (or 400) for, or a segment
 * that does not end in a GUID, makes the loader throw a 404 response on the server, so the page is sent with status 404
 * and the route's error boundary draws it (the fallback page, or 'Product not found' on a product page), and
 * unknown routes (`*`) answer 404 with the fallback page (`unknownRoute`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { filterQuery } from '../../../contracts/filters.ts';
import { idFromSegment } from '../../../contracts/guid.ts';
import { paths } from '../lib/paths.ts';
import type { VendorCode } from '../../../contracts/vendors.ts';
import { vendorByCode } from '../../../contracts/vendors.ts';
import { COMPARE_PARAMS, compareIds, type CompareLoaderData } from '../../../contracts/compare.ts';
import { afterOf, categoryQueryOptions, productQueryOptions, searchQueryOptions, searchTextOf } from '../lib/catalog-api/index.ts';
import { readEnquiryFlash, type EnquiryFlash } from '../components/enquiry/form-state.ts';
import { isApiError } from '../lib/api-client.ts';
import { confirmationQueryOptions } from '../features/confirmation/api.ts';

/** What the loaders need: the request's (server) or the page's (browser) QueryClient, and whether to wait. */
export interface RouteDataOptions {
  queryClient: QueryClient;
  /** True on the server: the loader resolves once its reads are in the cache (or have failed). */
  awaitReads: boolean;
}

/** A loader for the route table: its reads, given the route's params. */
export type RouteLoader = (args: LoaderFunctionArgs) => Promise<null>;

/** The response a loader throws for a catalogue id that does not exist: status 404, the route's error boundary. */
export function notFoundResponse() {
  return data(null, { status: 404 });
}

/**
 * The loader of the unknown routes (`*`, product-spec.md §2 "A fallback error page"): no data, status 404 (which
 * the server sends; the browser ignores it), and the route's own element, the fallback page.
 */
export const unknownRoute = () => notFoundResponse();

/**
 * The reading helpers of the loaders over `queryClient`: `ensure` (the cached read, else read; the server does not
 * retry), `run` (runs reads; on the server waits for them, drops any that failed, and answers 404 for an id the
 * API refused with 404 or 400) and `notFound` (on the server a 404 response thrown, in the browser nothing).
 */
function pageReads({ queryClient, awaitReads }: RouteDataOptions) {
  /** Leaves failed reads out of the cache (see the module comment). */
  const dropFailed = () => queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  /** On the server, the page does not exist: status 404 (see the module comment); in the browser nothing. */
  const notFound = async (): Promise<null> => {
    if (awaitReads) throw notFoundResponse();
    return null;
  };

  /**
   * Runs `reads`; on the server waits for them, dropping any that failed, and answers 404 when one was refused
   * with 404 or 400 (the id does not exist, or is not one).
   */
  const run = async (reads: () => Promise<unknown>): Promise<null> => {
    const done = reads().then(
      () => undefined,
      (error: unknown) => {
        // The page shows its loading state and the browser retries the read (see the module comment).
        dropFailed();
        return error;
      },
    );
    if (!awaitReads) return null;
    const error = await done;
    // A redirect to the page's canonical address (`toCanonical`) is the loader's answer.
    if (error instanceof Response) throw error;
    if (isApiError(error, 404) || isApiError(error, 400)) return notFound();
    return null;
  };

  /**
   * The cached data of `options`, else reads it. The server does not retry (the browser will, with the page's
   * loading state), so a failing read never holds a render back.
   */
  const ensure: QueryClient['ensureQueryData'] = (options) =>
    queryClient.ensureQueryData(awaitReads ? { ...options, retry: false } : options);

  return { dropFailed, notFound, run, ensure };
}

/**
 * Makes the loaders of the catalogue routes of storefront `code` (product-spec.md §2, §7: the public storefronts
 * read categories with products and product details through the same reads as the browser). On the server
 * (`awaitReads`) each throws `notFoundResponse()` for an id that does not exist.
 */
export function catalogLoaders(code: VendorCode, options: RouteDataOptions) {
  const vendor = vendorByCode(code)!.key;
  const { awaitReads } = options;
  const { dropFailed, notFound, run, ensure } = pageReads(options);

  /**
   * On the server, a catalogue page asked for by another spelling of its address than `canonical` (the bare id, an
   * old name, upper case, percent-encoded letters, a trailing slash: "the bare-id form answering 301") is
   * answered 301 to `canonical` with the request's query kept; in the browser nothing (every link the app draws is
   * canonical already). The address is compared as it arrived, not as the router decoded it.
   */
  const toCanonical = (request: Request, canonical: string) => {
    const url = new URL(request.url);
    if (!awaitReads || url.pathname === canonical) return;
    throw redirect(`${canonical}${url.search}`, 301);
  };

  /** The page of products a listing page shows: after the URL's `?after=` cursor. */
  const afterIn = (request: Request) => afterOf(new URL(request.url).search);

  return {
    /**
     * The storefront home and the product browser: the vendor's root listing (the browser's page of it, from
     * `?after=`; the home page has no such link and reads the first).
     */
    root: (({ request }) => run(() => ensure(categoryQueryOptions(vendor, null, afterIn(request))))) as RouteLoader,
    /**
     * A category page: that category's listing from `?after=`, filtered by the URL's `f.*` parameters,
     * under the key the page reads (the segment's id in lower case); a segment that does not end in a GUID is a
     * category that does not exist (404).
     */
    category: (({ params, request }) => {
      const id = params.category ? idFromSegment(params.category) : null;
      if (!id) return notFound();
      return run(async () => {
        const listing = await ensure(categoryQueryOptions(vendor, id, afterIn(request), filterQuery(new URL(request.url).search)));
        toCanonical(request, paths.category(code, { id, name: listing.name }));
      });
    }) as RouteLoader,
    /** The search page: the search of the URL's `?q=`; none for an empty text (the page's prompt). */
    search: (({ request }) => {
      const text = searchTextOf(new URL(request.url).search);
      return text ? run(() => ensure(searchQueryOptions(vendor, text))) : Promise.resolve(null);
    }) as RouteLoader,
    /**
     * The compare page: each product of the URL's `?ids=` (contracts/compare.ts). One that does not
     * exist is left out by the page, not a 404 of the whole comparison: on the server the loader answers the ids
     * refused with 404 or 400 (`CompareLoaderData`), so that the browser's first render leaves out the same columns
     * (a failed read is not in the dehydrated cache). In the browser it answers at once and the page reads.
     */
    compare: (async ({ request }: LoaderFunctionArgs) => {
      const ids = compareIds(new URL(request.url).searchParams.get(COMPARE_PARAMS.ids));
      const missing: string[] = [];
      const reads = Promise.all(
        ids.map((id) =>
          ensure(productQueryOptions(vendor, id)).catch((error: unknown) => {
            if (isApiError(error, 404) || isApiError(error, 400)) missing.push(id);
          }),
        ),
      );
      if (awaitReads) await reads;
      return { missing } satisfies CompareLoaderData;
    }) as unknown as RouteLoader,
    /**
     * A product page: the product, then its category's listing (for the breadcrumb, which the page draws without
     * it: that read failing is no reason for a 404). No id (`/products/details`) is a product that does not exist.
     */
    product: (({ params, request }) => {
      const id = params.product ? idFromSegment(params.product) : null;
      if (!id) return notFound();
      return run(async () => {
        const product = await ensure(productQueryOptions(vendor, id));
        toCanonical(request, paths.productDetails(code, product));
        if (product.categoryId) {
          await ensure(categoryQueryOptions(vendor, product.categoryId)).catch(dropFailed);
        }
      });
    }) as RouteLoader,
  };
}

/**
 * The enquiry forms of storefront `code`'s pages, sent without JavaScript (components/enquiry/form-post.ts):
 * `action` for every page route (the form posts to its own page), `flash` for the storefront layout (the form
 * accepted just before this page). The action's module is imported when a form arrives, which only happens on the
 * server: with JavaScript the app sends the enquiry itself.
 */
export function enquiryForms(code: VendorCode, { queryClient, awaitReads }: RouteDataOptions) {
  const vendor = vendorByCode(code)!;
  return {
    action: async ({ request }: ActionFunctionArgs) =>
      (await import('../components/enquiry/form-post.ts')).submitEnquiryForm(request, vendor, queryClient),
    /** On the server, the flash of the request's cookie; in the browser nothing (the cookie is the server's). */
    flash: async ({ request }: LoaderFunctionArgs): Promise<EnquiryFlash> =>
      awaitReads ? readEnquiryFlash(request) : { enquirySent: null },
  };
}

/**
 * The loader of an enquiry's confirmation page (/{code}/enquiry/{token}, features/confirmation): its read, and on
 * the server a 404 for a token no enquiry has.
 */
export function confirmationLoader(options: RouteDataOptions): RouteLoader {
  const { run, ensure } = pageReads(options);
  return ({ params }) => run(() => ensure(confirmationQueryOptions(params.token ?? '')));
}
