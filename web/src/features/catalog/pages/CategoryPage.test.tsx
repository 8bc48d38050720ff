import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeListingCursor, encodeListingCursor } from '../../../../../contracts/listing-page.ts';
import { paths } from '../../../lib/paths.ts';
import { clampLines } from '../../../components/catalog/clamp.ts';
import { showingText } from '../components/ListingMore.tsx';
import { CARD_DESCRIPTION_LINES } from '../../../components/catalog/ProductCard.tsx';
import { IDS, jsonResponse, renderCatalogRoute, sampleListing, sampleProduct, stubFetch, stubPendingFetch } from '../../../test/catalog-test-utils.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CategoryPage (product-spec.md §2 "Public category page")', () => {
  it('shows 6 skeleton cards while loading', () => {
    stubPendingFetch();
    renderCatalogRoute(`/in/products/${IDS.category}`);
    expect(screen.getAllByTestId('catalog-card-skeleton')).toHaveLength(6);
  });

  it('fetches the decoded category id and shows header, breadcrumb, description and cards', async () => {
    const fetchMock = stubFetch(() => jsonResponse(sampleListing()));
    renderCatalogRoute(`/in/products/${encodeURIComponent(IDS.category)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Composite Insulators' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree`);
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/in/products');
    // Plain text with its line break kept (white-space: pre-line), never HTML.
    expect(screen.getByTestId('category-description').textContent).toBe('Long rod insulators 66-765 kV.\nType tested to IEC 61109.');
    // Subcategory first, then products.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Long Rod Insulators', '132 kV Composite Long Rod Insulator', 'Post Insulator 33 kV']);
  });

  it('reads the id from a slugged segment and shows the whole path of parent categories, collapsed above 8 (§9)', async () => {
    const ancestors = Array.from({ length: 3 }, (_, i) => ({ id: `0000000${i}-0000-4000-8000-000000000000`, name: `Level ${i + 1}` }));
    const fetchMock = stubFetch(() => jsonResponse(sampleListing({ ancestors })));
    renderCatalogRoute(`/in/products/composite-insulators-${IDS.category}`);
    await screen.findByRole('heading', { level: 1, name: 'Composite Insulators' });
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree`);
    const trail = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
    expect(trail.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Products', '/in/products'],
      ['Level 1', `/in/products/level-1-${ancestors[0].id}`],
      ['Level 2', `/in/products/level-2-${ancestors[1].id}`],
      ['Level 3', `/in/products/level-3-${ancestors[2].id}`],
    ]);
    expect(trail.getByText('Composite Insulators')).toHaveAttribute('aria-current', 'page');
  });

  it('collapses a trail of more than 8 items, and opens it whole on request (§9)', async () => {
    const ancestors = Array.from({ length: 8 }, (_, i) => ({ id: `0000000${i}-0000-4000-8000-000000000000`, name: `Level ${i + 1}` }));
    stubFetch(() => jsonResponse(sampleListing({ ancestors })));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    await screen.findByRole('heading', { level: 1, name: 'Composite Insulators' });
    const trail = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
    expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual(['Products', 'Level 8']);
    await userEvent.click(trail.getByRole('button', { name: 'Show path' }));
    expect(trail.getAllByRole('link')).toHaveLength(9);
  });

  it('loads the images of the first three cards at once and the rest lazily', async () => {
    const products = ['d4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f70', 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a81', 'f6a7b8c9-d0e1-4f2a-8b3c-4d5e6f7a8b92'].map(
      (id, i) => sampleProduct({ id, name: `Product ${i + 1}` }),
    );
    stubFetch(() => jsonResponse(sampleListing({ products })));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    await screen.findByRole('link', { name: /Product 3/ });
    const cards = screen.getAllByRole('link', { name: /^Category Long Rod Insulators|^Product \d/ });
    const loading = cards.map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('links subcategory cards to the category path and product cards to the detail path', async () => {
    stubFetch(() => jsonResponse(sampleListing()));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    const sub = await screen.findByRole('link', { name: /Long Rod Insulators/ });
    expect(sub).toHaveAttribute('href', `/in/products/long-rod-insulators-${IDS.sub}`);
    const product = screen.getByRole('link', { name: /132 kV Composite Long Rod Insulator/ });
    expect(product).toHaveAttribute('href', `/in/products/details/132-kv-composite-long-rod-insulator-${IDS.product}`);
  });

  it('builds card links with the shared, URL-encoding path builders', async () => {
    stubFetch(() => jsonResponse(sampleListing()));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    const sub = await screen.findByRole('link', { name: /Long Rod Insulators/ });
    expect(sub).toHaveAttribute('href', `/in/products/long-rod-insulators-${IDS.sub}`);
    expect(paths.category('in', { id: IDS.sub, name: 'Glass & Disc/Cap' })).toBe(`/in/products/glass-disc-cap-${IDS.sub}`);
  });

  it('shows at most 3 properties on a product card, one line each', async () => {
    stubFetch(() => jsonResponse(sampleListing({ subCategories: [], products: [sampleProduct()] })));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    const card = await screen.findByRole('link', { name: /132 kV Composite Long Rod Insulator/ });
    const props = within(card).getAllByTestId('product-card-property');
    expect(props.map((p) => p.textContent)).toEqual([
      'System voltage: 132 kV',
      'Specified mechanical load: 120 kN',
      'Creepage distance: 3625 mm',
    ]);
    expect(within(card).queryByText(/IEC 61109/)).toBeNull();
    // jsdom drops -webkit-line-clamp from computed styles: check the emitted sx and the overflow.
    expect(within(card).getByTestId('product-card-description')).toHaveStyle({ overflow: 'hidden' });
    expect(clampLines(CARD_DESCRIPTION_LINES)).toMatchObject({ WebkitLineClamp: '4', display: '-webkit-box' });
  });

  it("shows 'No Products' when there are no subcategories and no products", async () => {
    stubFetch(() => jsonResponse(sampleListing({ subCategories: [], products: [] })));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    expect(await screen.findByText('No Products')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch category.' on a 500", async () => {
    stubFetch(() => jsonResponse({ message: 'Internal Server Error', code: 'INTERNAL' }, 500));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch category.');
    expect(alert.className).toMatch(/Error/);
  });
});

describe('ProductsPage', () => {
  it('lists the root of the selected vendor without a categoryId', async () => {
    localStorage.setItem('selectedVendor', 'radhe');
    const fetchMock = stubFetch(() => jsonResponse(sampleListing({ id: null, name: 'Radhe', description: '' })));
    renderCatalogRoute('/in/products');
    expect(screen.getAllByTestId('catalog-card-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Long Rod Insulators/ })).toHaveAttribute('href', `/in/products/long-rod-insulators-${IDS.sub}`);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/Categories/radhe');
  });

  it("shows 'Failed to fetch category.' on failure", async () => {
    stubFetch(() => jsonResponse({ message: 'x', code: 'y' }, 503));
    renderCatalogRoute('/in/products');
    expect(await screen.findByText('Failed to fetch category.')).toBeInTheDocument();
  });
});

describe('paged listings', () => {
  const many = Array.from({ length: 120 }, (_, i) =>
    sampleProduct({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Rod ${String(i).padStart(3, '0')}`, properties: [] }),
  );
  /** Answers like the API: 48 products after `cursor`, with the paging fields; `failAfter` makes a later page fail. */
  function stubPagedApi({ failAfter = false } = {}) {
    return stubFetch((url) => {
      const cursor = url.searchParams.get('cursor');
      if (cursor && failAfter) return jsonResponse({ message: 'down', code: 'UNAVAILABLE' }, 400);
      const offset = cursor ? many.findIndex((p) => p.id === decodeListingCursor(cursor)!.id) + 1 : 0;
      const products = many.slice(offset, offset + 48);
      const nextCursor = offset + 48 < many.length ? encodeListingCursor({ position: 0, ...products.at(-1)! }) : null;
      return jsonResponse(sampleListing({ products, productsTotal: many.length, productsOffset: offset, nextCursor }));
    });
  }
  const productCards = () => screen.getAllByRole('link', { name: /^Rod \d{3}/ });
  const cursorAfter = (index: number) => encodeListingCursor({ position: 0, ...many[index] });

  it('shows the first 48, "Showing 48 of 120 products" and a real "Load more" link to the next page', async () => {
    stubPagedApi();
    renderCatalogRoute(`/in/products/${IDS.category}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 48 of 120 products');
    expect(productCards()).toHaveLength(48);
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', `/in/products/${IDS.category}?after=${cursorAfter(47)}#listing`);
    expect(screen.queryByRole('link', { name: 'Back to the first products' })).toBeNull();
  });

  it('appends the next page in place on "Load more", updates the URL, and ends at the last page', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPagedApi();
    const { router } = renderCatalogRoute(`/in/products/${IDS.category}`);
    await user.click(await screen.findByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 96 of 120 products'));
    expect(productCards().map((card) => card.querySelector('h2')?.textContent)).toEqual(many.slice(0, 96).map((p) => p.name));
    expect(router.state.location.search).toBe(`?after=${cursorAfter(47)}`);
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(`/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree&cursor=${cursorAfter(47)}`);
    // The subcategory card stays once, at the start.
    expect(screen.getAllByRole('link', { name: /Long Rod Insulators/ })).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 120 of 120 products'));
    expect(productCards()).toHaveLength(120);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  }, 20_000);

  it('starts at ?after= (the page the link leads to without JavaScript): that page only, and a way back', async () => {
    const fetchMock = stubPagedApi();
    renderCatalogRoute(`/in/products/${IDS.category}?after=${cursorAfter(47)}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Showing products 49–96 of 120');
    expect(String(fetchMock.mock.calls[0][0])).toContain(`cursor=${cursorAfter(47)}`);
    expect(productCards()[0]).toHaveTextContent('Rod 048');
    expect(screen.queryByRole('link', { name: /Long Rod Insulators/ })).toBeNull();
    const back = screen.getAllByRole('link', { name: 'Back to the first products' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual([`/in/products/${IDS.category}`, `/in/products/${IDS.category}`]);
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', expect.stringContaining(`after=${cursorAfter(95)}`));
  });

  it('reads the first page for an ?after= that is not a cursor', async () => {
    const fetchMock = stubPagedApi();
    renderCatalogRoute(`/in/products/${IDS.category}?after=not-a-cursor`);
    expect(await screen.findByRole('status')).toHaveTextContent('Showing 48 of 120 products');
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree`);
  });

  it('keeps what is shown when a later page fails, says so, and retries', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPagedApi({ failAfter: true });
    renderCatalogRoute(`/in/products/${IDS.category}`);
    await user.click(await screen.findByRole('link', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch category.');
    expect(productCards()).toHaveLength(48);
    const reads = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(reads + 1));
  });

  it('shows no paging line for a listing that fits one page', async () => {
    stubFetch(() => jsonResponse(sampleListing()));
    renderCatalogRoute(`/in/products/${IDS.category}`);
    await screen.findByRole('link', { name: /Post Insulator 33 kV/ });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('pages the root listing of the products page the same way', async () => {
    stubPagedApi();
    renderCatalogRoute(`/in/products?after=${cursorAfter(95)}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Showing products 97–120 of 120');
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });
});

describe('showingText', () => {
  it('says what is on screen', () => {
    expect(showingText({ shown: 48, offset: 0, total: 600 })).toBe('Showing 48 of 600 products');
    expect(showingText({ shown: 48, offset: 48, total: 600 })).toBe('Showing products 49–96 of 600');
    expect(showingText({ shown: 0, offset: 600, total: 600 })).toBe('No more products.');
  });
});
