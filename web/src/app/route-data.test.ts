import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router';
import { bindApiTransport } from '../lib/api-client.ts';
import { catalogKeys } from '../lib/catalog-api/query-keys.ts';
import { IDS, jsonResponse, sampleListing, sampleProduct, stubFetch } from '../features/catalog/test/catalog-test-utils.tsx';
import { encodeListingCursor } from '../../../contracts/listing-page.ts';
import { catalogLoaders } from './route-data.ts';

afterEach(() => vi.unstubAllGlobals());

const args = (params: Record<string, string>) => ({ params, request: new Request('http://x.invalid/') }) as unknown as LoaderFunctionArgs;

describe('catalogue loaders (issue 17: server data through the router)', () => {
  it('on the server, waits for the product and its category and answers them through the client transport', async () => {
    const queryClient = new QueryClient();
    const urls: string[] = [];
    bindApiTransport(queryClient, async (url) => {
      urls.push(url);
      return url.startsWith('/api/Products/')
        ? jsonResponse(sampleProduct({ categoryId: IDS.category }))
        : jsonResponse(sampleListing());
    });
    const fetchMock = stubFetch(() => jsonResponse({}));
    await catalogLoaders('in', { queryClient, awaitReads: true }).product(args({ product: IDS.product.toUpperCase() }));
    expect(urls).toEqual([`/api/Products/${IDS.product}`, `/api/Categories/radhe?categoryId=${IDS.category}`]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(catalogKeys.product('radhe', IDS.product))).toMatchObject({ id: IDS.product });
    expect(queryClient.getQueryData(catalogKeys.category('radhe', IDS.category))).toBeDefined();
  });

  it('leaves a failed read out of the cache, without retrying it, so the page renders its loading state', async () => {
    const queryClient = new QueryClient();
    let reads = 0;
    bindApiTransport(queryClient, async () => {
      reads++;
      return jsonResponse({ message: 'down', code: 'INTERNAL' }, 500);
    });
    await catalogLoaders('fd', { queryClient, awaitReads: true }).root(args({}));
    expect(reads).toBe(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('in the browser, starts the read without waiting for it', async () => {
    const queryClient = new QueryClient();
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loaded = await catalogLoaders('fd', { queryClient, awaitReads: false }).category(args({ category: IDS.category }));
    expect(loaded).toBeNull();
    expect(queryClient.getQueryState(catalogKeys.category('therm', IDS.category))?.fetchStatus).toBe('fetching');
    answer(jsonResponse(sampleListing()));
  });

  /** What `loading` threw: the 404 response's status, or 'no error'. */
  const thrownStatus = (loading: Promise<unknown>) =>
    loading.then(
      () => 'no error',
      (thrown: unknown) => (isRouteErrorResponse(thrown) ? thrown.status : (thrown as { init?: { status?: number } }).init?.status),
    );

  it('on the server, answers a parameter that is not a GUID (or none) with a 404 response, reading nothing (issue 18)', async () => {
    const queryClient = new QueryClient();
    const fetchMock = stubFetch(() => jsonResponse(sampleListing()));
    const loaders = catalogLoaders('in', { queryClient, awaitReads: true });
    expect(await thrownStatus(loaders.category(args({ category: 'not-a-guid' })))).toBe(404);
    expect(await thrownStatus(loaders.product(args({ product: 'nope' })))).toBe(404);
    expect(await thrownStatus(loaders.product(args({})))).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
    // In the browser the page itself shows its error ('Product not found').
    const browser = catalogLoaders('in', { queryClient, awaitReads: false });
    expect(await thrownStatus(browser.product(args({ product: 'nope' })))).toBe('no error');
  });

  it('on the server, answers an id the API does not know with a 404 response; a failed read is no 404 (issue 18)', async () => {
    const queryClient = new QueryClient();
    let status = 404;
    bindApiTransport(queryClient, async () => jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, status));
    const loaders = catalogLoaders('in', { queryClient, awaitReads: true });
    expect(await thrownStatus(loaders.product(args({ product: IDS.product })))).toBe(404);
    expect(await thrownStatus(loaders.category(args({ category: IDS.category })))).toBe(404);
    status = 503;
    expect(await thrownStatus(loaders.category(args({ category: IDS.category })))).toBe('no error');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("reads the page of products after the URL's ?after= cursor, and the first page for anything else (issue 18)", async () => {
    const queryClient = new QueryClient();
    const urls: string[] = [];
    bindApiTransport(queryClient, async (url) => {
      urls.push(url);
      return jsonResponse(sampleListing());
    });
    const cursor = encodeListingCursor({ name: 'Rod 047', id: IDS.product });
    const at = (search: string, params: Record<string, string>) =>
      ({ params, request: new Request(`http://x.invalid/in/products/x${search}`) }) as unknown as LoaderFunctionArgs;
    const loaders = catalogLoaders('in', { queryClient, awaitReads: true });
    await loaders.category(at(`?after=${cursor}&utm=x`, { category: IDS.category }));
    await loaders.category(at('?after=nonsense', { category: IDS.category }));
    await loaders.root(at(`?after=${cursor}`, {}));
    expect(urls).toEqual([
      `/api/Categories/radhe?categoryId=${IDS.category}&cursor=${cursor}`,
      `/api/Categories/radhe?categoryId=${IDS.category}`,
      `/api/Categories/radhe?cursor=${cursor}`,
    ]);
    expect(queryClient.getQueryData(catalogKeys.category('radhe', IDS.category, cursor))).toBeDefined();
  });
});
