import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { bindApiTransport } from '../lib/api-client.ts';
import { catalogKeys } from '../features/catalog/api/query-keys.ts';
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

  it('reads nothing for a parameter that is not a GUID (the page shows its error)', async () => {
    const queryClient = new QueryClient();
    const fetchMock = stubFetch(() => jsonResponse(sampleListing()));
    const loaders = catalogLoaders('in', { queryClient, awaitReads: true });
    await loaders.category(args({ category: 'not-a-guid' }));
    await loaders.product(args({ product: 'nope' }));
    expect(fetchMock).not.toHaveBeenCalled();
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
