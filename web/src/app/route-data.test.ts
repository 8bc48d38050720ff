import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRouteErrorResponse, type LoaderFunctionArgs } from 'react-router';
import { bindApiTransport } from '../lib/api-client.ts';
import { catalogKeys } from '../lib/catalog-api/query-keys.ts';
import { IDS, jsonResponse, sampleListing, sampleProduct, stubFetch } from '../test/catalog-test-utils.tsx';
import { encodeListingCursor } from '../../../contracts/listing-page.ts';
import { sluggedId } from '../../../contracts/guid.ts';
import { catalogLoaders } from './route-data.ts';

afterEach(() => vi.unstubAllGlobals());

const args = (params: Record<string, string>) => ({ params, request: new Request('http://x.invalid/') }) as unknown as LoaderFunctionArgs;

describe('catalogue loaders (server data through the router)', () => {
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
    const segment = sluggedId(sampleProduct().name, IDS.product);
    await catalogLoaders('in', { queryClient, awaitReads: true }).product({
      params: { product: segment },
      request: new Request(`http://x.invalid/in/products/details/${segment}`),
    } as unknown as LoaderFunctionArgs);
    expect(urls).toEqual([`/api/Products/${IDS.product}`, `/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree`]);
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

  it('on the server, answers another spelling of a page\'s address with 301 to its canonical one, query kept', async () => {
    const queryClient = new QueryClient();
    bindApiTransport(queryClient, async (url) => jsonResponse(url.startsWith('/api/Products/') ? sampleProduct({ categoryId: IDS.category }) : sampleListing()));
    const loaders = catalogLoaders('in', { queryClient, awaitReads: true });
    const at = (path: string, params: Record<string, string>) =>
      loaders[params.product ? 'product' : 'category']({ params, request: new Request(`http://x.invalid${path}`) } as unknown as LoaderFunctionArgs).then(
        () => null,
        (thrown: Response) => ({ status: thrown.status, location: thrown.headers.get('location') }),
      );
    const product = `/in/products/details/${sluggedId(sampleProduct().name, IDS.product)}`;
    // The bare id (upper case too), and an old name.
    expect(await at(`/in/products/details/${IDS.product}?enquiry=quote`, { product: IDS.product.toUpperCase() })).toEqual({ status: 301, location: `${product}?enquiry=quote` });
    expect(await at(`/in/products/details/old-name-${IDS.product}`, { product: `old-name-${IDS.product}` })).toEqual({ status: 301, location: product });
    // As it arrived, not as the router decoded it: percent-encoded letters and a trailing slash are other spellings.
    const segment = product.split('/').at(-1)!;
    expect(await at(`/in/products/details/%31${segment.slice(1)}`, { product: segment })).toEqual({ status: 301, location: product });
    expect(await at(`${product}/`, { product: segment })).toEqual({ status: 301, location: product });
    expect(await at(product, { product: segment })).toBeNull();
    const category = `/in/products/composite-insulators-${IDS.category}`;
    expect(await at(`/in/products/${IDS.category}?f.pollution-class=d`, { category: IDS.category })).toEqual({ status: 301, location: `${category}?f.pollution-class=d` });
    expect(await at(category, { category: category.split('/').at(-1)! })).toBeNull();
    // In the browser every link is canonical already: nothing is redirected.
    const browser = catalogLoaders('in', { queryClient, awaitReads: false });
    expect(await browser.product({ params: { product: IDS.product }, request: new Request('http://x.invalid/') } as unknown as LoaderFunctionArgs)).toBeNull();
  });

  /** What `loading` threw: the 404 response's status, or 'no error'. */
  const thrownStatus = (loading: Promise<unknown>) =>
    loading.then(
      () => 'no error',
      (thrown: unknown) => (isRouteErrorResponse(thrown) ? thrown.status : (thrown as { init?: { status?: number } }).init?.status),
    );

  it('on the server, answers a parameter that is not a GUID (or none) with a 404 response, reading nothing', async () => {
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

  it('on the server, answers an id the API does not know with a 404 response; a failed read is no 404', async () => {
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

  it("reads the page of products after the URL's ?after= cursor, and the first page for anything else", async () => {
    const queryClient = new QueryClient();
    const urls: string[] = [];
    bindApiTransport(queryClient, async (url) => {
      urls.push(url);
      return jsonResponse(sampleListing());
    });
    const cursor = encodeListingCursor({ position: 0, name: 'Rod 047', id: IDS.product });
    const at = (search: string, params: Record<string, string>) =>
      ({ params, request: new Request(`http://x.invalid/in/products/${params.category ?? ''}${search}`) }) as unknown as LoaderFunctionArgs;
    const loaders = catalogLoaders('in', { queryClient, awaitReads: true });
    const segment = sluggedId(sampleListing().name, IDS.category);
    await loaders.category(at(`?after=${cursor}&utm=x`, { category: segment }));
    await loaders.category(at('?after=nonsense', { category: segment }));
    await loaders.root(at(`?after=${cursor}`, {}));
    expect(urls).toEqual([
      `/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree&cursor=${cursor}`,
      `/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree`,
      `/api/Categories/radhe?cursor=${cursor}`,
    ]);
    expect(queryClient.getQueryData(catalogKeys.category('radhe', IDS.category, cursor))).toBeDefined();
  });
});
