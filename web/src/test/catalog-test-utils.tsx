/**
 * Test helpers of the catalogue feature: a fetch stub answering by URL, JSON Response factory, sample data,
 * jsdom stubs Embla needs (ResizeObserver, IntersectionObserver, layout sizes) and a render with the
 * providers and routes of the catalogue pages.
 */
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { storefrontThemes } from '../app/theme.ts';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CategoryListing, Product } from '../../../contracts/catalog.ts';
import { VendorProvider } from '../lib/vendor-context.tsx';
import { appConfig } from '../lib/config.ts';
import ProductsPage from '../features/catalog/pages/ProductsPage.tsx';
import CategoryPage from '../features/catalog/pages/CategoryPage.tsx';
import ProductDetailPage from '../features/catalog/pages/ProductDetailPage.tsx';
import QuotePage from '../features/quote/QuotePage.tsx';
import ComparePage from '../features/compare/ComparePage.tsx';
import SearchPage from '../features/search/SearchPage.tsx';
import { RouterNavigation } from '../app/layouts/RouterNavigation.tsx';
import { documentNavigation, SiteNavigationProvider } from '../lib/navigation.tsx';

/** A JSON Response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: URL) => Response | Promise<Response>;

/** Stubs global fetch; `handler` gets the parsed URL. Returns the mock to inspect calls. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return handler(new URL(raw, 'http://localhost'));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A fetch that never answers (loading state). */
export function stubPendingFetch() {
  return stubFetch(() => new Promise<Response>(() => {}));
}

export const IDS = {
  category: '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  sub: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  product: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  product2: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f',
} as const;

export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: IDS.product,
    vendor: 'radhe',
    categoryId: IDS.category,
    name: '132 kV Composite Long Rod Insulator',
    description: 'Silicone rubber housing.\nECR glass fibre core.',
    imagePath: 'images/rod-main.png',
    properties: [
      { key: 'System voltage', value: '132 kV' },
      { key: 'Specified mechanical load', value: '120 kN' },
      { key: 'Creepage distance', value: '3625 mm' },
      { key: 'Standard', value: 'IEC 61109' },
    ],
    otherImages: ['images/rod-side.png', 'images/rod-main.png', '', 'videos/test.mp4'],
    configurations: [
      { key: 'Suspension string', value: 'images/suspension.png' },
      { key: 'Tension string', value: 'images/tension.png' },
    ],
    specifications: [],
    documents: [],
    imageAlts: {},
    ...overrides,
  };
}

export function sampleListing(overrides: Partial<CategoryListing> = {}): CategoryListing {
  return {
    id: IDS.category,
    vendor: 'radhe',
    name: 'Composite Insulators',
    description: 'Long rod insulators 66-765 kV.\nType tested to IEC 61109.',
    imagePath: 'images/cat.png',
    ancestors: [],
    parentCategoryId: null,
    attributes: [],
    productAttributes: [],
    facets: [],
    subCategories: [
      {
        id: IDS.sub,
        vendor: 'radhe',
        name: 'Long Rod Insulators',
        description: 'For transmission lines',
        imagePath: 'images/sub.png',
        parentCategoryId: IDS.category,
        attributes: [],
      },
    ],
    products: [sampleProduct(), sampleProduct({ id: IDS.product2, name: 'Post Insulator 33 kV', properties: [] })],
    productsOffset: 0,
    nextCursor: null,
    ...overrides,
    // One page holding the whole listing unless told otherwise.
    productsTotal: overrides.productsTotal ?? overrides.products?.length ?? 2,
  };
}

/** A MediaQueryList that never changes. */
export function stubMediaQueryList(media: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * For a storefront's page tests: before each test, localStorage cleared, the layout stubs, `contact` as the site's
 * contact details, and fetch answering `rootListing` for `/Categories/{vendor}` and 404 for anything else; after
 * each, all of it undone.
 */
export function setupStorefrontPageTests(contact: typeof appConfig.contact, vendor: string, rootListing: () => Response): void {
  let restoreLayout: () => void;
  const originalContact = { ...appConfig.contact };
  beforeEach(() => {
    localStorage.clear();
    restoreLayout = installLayoutStubs();
    Object.assign(appConfig.contact, contact);
    stubFetch((url) => (url.pathname.endsWith(`/Categories/${vendor}`) ? rootListing() : jsonResponse({}, 404)));
  });
  afterEach(() => {
    restoreLayout();
    Object.assign(appConfig.contact, originalContact);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** For the whole test file: installLayoutStubs before each test; after it, the stubs and every stubbed global undone. */
export function setupLayoutStubs(): void {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = installLayoutStubs();
  });
  afterEach(() => {
    restoreLayout();
    vi.unstubAllGlobals();
  });
}

/** Stubs the layout APIs Embla uses in jsdom: matchMedia (nothing matches), observers and element sizes (every box 400 px wide, side by side). */
export function installLayoutStubs() {
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  /** Reports every observed element as on screen once, as a browser does for a visible element. */
  class OnScreenObserver {
    readonly #callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.#callback = callback;
    }
    observe(target: Element) {
      queueMicrotask(() =>
        this.#callback([{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  vi.stubGlobal('matchMedia', (query: string) => stubMediaQueryList(query, false));
  const width = 400;
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width),
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => 300),
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      const parent = this.parentElement;
      return parent ? Array.prototype.indexOf.call(parent.children, this) * width : 0;
    }),
  ];
  return () => spies.forEach((s) => s.mockRestore());
}

/** A QueryClient for tests: no retry delay, no garbage collection during a test. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retryDelay: 0, gcTime: Infinity } } });
}

/** Renders `ui` inside the storefront theme (radhe's unless `theme` is given), the query client and the vendor provider. */
export function renderWithProviders(ui: ReactElement, client = testQueryClient(), theme: Theme = storefrontThemes.in) {
  return {
    client,
    ...render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <VendorProvider>
            <SiteNavigationProvider value={documentNavigation(window.location.pathname, window.location.search)}>{ui}</SiteNavigationProvider>
          </VendorProvider>
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}

/** Renders the catalogue routes of /in at `url`. */
export function renderCatalogRoute(url: string, client = testQueryClient()) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <Outlet />
          </RouterNavigation>
        ),
        children: [
      { path: '/in/products', element: <ProductsPage /> },
      { path: '/in/products/:category', element: <CategoryPage /> },
      { path: '/in/products/details/:product', element: <ProductDetailPage /> },
      { path: '/in/search', element: <SearchPage /> },
      { path: '/in/compare', element: <ComparePage /> },
      { path: '/in/quote', element: <QuotePage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />, client) };
}
