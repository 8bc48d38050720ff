import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client.ts';
import { jsonResponse, sampleListing, sampleProduct, stubFetch, IDS } from '../../test/catalog-test-utils.tsx';
import { getCategory, categoryQueryOptions } from './get-category.ts';
import { findProductInListings, getProduct, productQueryOptions } from './get-product.ts';
import { catalogKeys } from './query-keys.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogKeys (product-spec.md §7)', () => {
  it('keys categories per vendor and category, root when the id is absent or empty', () => {
    expect(catalogKeys.category('radhe')).toEqual(['categories', 'radhe', 'root']);
    expect(catalogKeys.category('radhe', '')).toEqual(['categories', 'radhe', 'root']);
    expect(catalogKeys.category('therm', IDS.category)).toEqual(['categories', 'therm', IDS.category]);
    expect(categoryQueryOptions('therm', IDS.category).queryKey).toEqual(['categories', 'therm', IDS.category]);
  });

  it('keys products under vendor and id', () => {
    expect(catalogKeys.product('therm', IDS.product)).toEqual(['product', 'therm', IDS.product]);
    expect(productQueryOptions('radhe', IDS.product).queryKey).toEqual(['product', 'radhe', IDS.product]);
    // Vendor-wide prefixes match for invalidation after a write.
    expect(catalogKeys.category('radhe', IDS.category).slice(0, 2)).toEqual(catalogKeys.vendorCategories('radhe'));
  });
});

describe('getCategory', () => {
  it('sends no categoryId for the root (an empty id means root)', async () => {
    const fetchMock = stubFetch(() => jsonResponse(sampleListing({ id: null, subCategories: [], products: [] })));
    await getCategory('radhe');
    await getCategory('radhe', '');
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toEqual(['/api/Categories/radhe', '/api/Categories/radhe']);
  });

  it("sends ?categoryId= for a category, asking for its whole subtree's products", async () => {
    const fetchMock = stubFetch(() => jsonResponse(sampleListing()));
    const listing = await getCategory('therm', IDS.category);
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/Categories/therm?categoryId=${IDS.category}&scope=subtree`);
    expect(listing.subCategories).toHaveLength(1);
  });

  it('throws ApiRequestError with the status and the server message', async () => {
    stubFetch(() => jsonResponse({ message: 'Unknown vendor', code: 'NOT_FOUND' }, 404));
    const error = await getCategory('radhe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: 'Unknown vendor', code: 'NOT_FOUND' });
  });

  it('throws ApiRequestError on invalid JSON and on a body that does not match the schema', async () => {
    stubFetch(() => new Response('<html>', { status: 200 }));
    await expect(getCategory('radhe')).rejects.toMatchObject({ name: 'ApiRequestError', code: 'INVALID_RESPONSE' });
    stubFetch(() => jsonResponse({ nope: true }));
    await expect(getCategory('radhe')).rejects.toMatchObject({ name: 'ApiRequestError', code: 'INVALID_RESPONSE' });
  });

  it('throws ApiRequestError with status 0 on a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getCategory('radhe')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('getProduct', () => {
  it('GETs /Products/{id} and parses the product', async () => {
    const fetchMock = stubFetch(() => jsonResponse(sampleProduct()));
    const product = await getProduct(IDS.product);
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/Products/${IDS.product}`);
    expect(product.name).toBe('132 kV Composite Long Rod Insulator');
  });

  it('does not retry a 404', () => {
    const retry = productQueryOptions('radhe', IDS.product).retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new ApiRequestError(404, 'Not found'))).toBe(false);
    expect(retry(0, new ApiRequestError(500, 'Boom'))).toBe(true);
    expect(retry(2, new ApiRequestError(500, 'Boom'))).toBe(false);
  });
});

describe('findProductInListings', () => {
  it('finds a product in any cached listing of the vendor only', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const client = new QueryClient();
    client.setQueryData(catalogKeys.category('radhe', IDS.category), sampleListing());
    expect(findProductInListings(client, 'radhe', IDS.product)?.name).toBe('132 kV Composite Long Rod Insulator');
    expect(findProductInListings(client, 'therm', IDS.product)).toBeUndefined();
    expect(findProductInListings(client, 'radhe', IDS.sub)).toBeUndefined();
  });
});
