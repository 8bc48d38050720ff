/**
 * Test helpers of the Product Manager: an in-memory stand-in for the catalogue API of product-spec.md §7 behind
 * a stubbed global fetch (it records every request: method, path, query, headers, JSON or multipart body), a
 * fake access-token provider, object-URL stubs jsdom lacks, and a render of the page inside its providers.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { CategoryListing, CategorySummary, Product } from '../../../../../contracts/catalog.ts';
import { decodeListingCursor, encodeListingCursor, LISTING_PAGE } from '../../../../../contracts/listing-page.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { MemoryRouter, useLocation } from 'react-router';
import type { StaffRole } from '../../../../../contracts/staff-roles.ts';
import { setAccessTokenProvider } from '../../../lib/access-token.ts';
import { StaffAccessProvider } from '../../../lib/staff-access.tsx';
import { VendorProvider } from '../../../lib/vendor-context.tsx';
import ProductManagerPage from '../pages/ProductManagerPage.tsx';

/** The token the fake provider hands out. */
export const TEST_TOKEN = 'test-access-token';

/** One request the page sent. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the FormData of an upload, or undefined. */
  body: unknown;
}

export const IDS = {
  insulators: '11111111-1111-4111-8111-111111111111',
  longRod: '22222222-2222-4222-8222-222222222222',
  rootProduct: '33333333-3333-4333-8333-333333333333',
  rodProduct: '44444444-4444-4444-8444-444444444444',
  thermCategory: '55555555-5555-4555-8555-555555555555',
} as const;

function category(id: string, vendor: VendorKey, name: string, parentCategoryId: string | null): CategorySummary {
  return { id, vendor, name, description: `${name} description`, imagePath: `images/${id}.png`, parentCategoryId, attributes: [] };
}

function product(id: string, vendor: VendorKey, name: string, categoryId: string | null): Product {
  return {
    id,
    vendor,
    categoryId,
    name,
    description: `${name} description`,
    imagePath: `images/${id}.png`,
    properties: [{ key: 'Voltage', value: '132 kV' }],
    otherImages: ['images/side.png', 'images/clip.mp4'],
    configurations: [{ key: 'Suspension', value: 'images/suspension.png' }],
    specifications: [],
    documents: [],
    imageAlts: {},
  };
}

/** Which answers to break: `${METHOD} ${path prefix}` → status. */
type Failures = Map<string, number>;

/** The attributes of the fake 'Insulators' (inherited by 'Long Rod') and of 'Long Rod' itself. */
export const FAKE_ATTRIBUTES = {
  voltage: { key: 'nominal-system-voltage', name: 'Nominal System Voltage', kind: 'number', unit: 'kV', choices: [], filter: true, card: true },
  pollution: { key: 'pollution-class', name: 'Pollution Class', kind: 'choice', unit: null, choices: ['c – Medium', 'd – Heavy'], filter: true, card: false },
  creepage: { key: 'creepage-distance', name: 'Creepage Distance', kind: 'range', unit: 'mm', choices: [], filter: false, card: false },
} as const satisfies Record<string, CategorySummary['attributes'][number]>;

/**
 * The fake API: radhe has root category 'Insulators' (with subcategory 'Long Rod') and root product
 * 'Disc Insulator'; 'Long Rod' holds 'Rod 132 kV' (rated 132 kV); therm has root category 'Expansion Joints'.
 * 'Insulators' defines the voltage and pollution class, 'Long Rod' the creepage distance (FAKE_ATTRIBUTES).
 */
export function installFakeApi() {
  const categories: CategorySummary[] = [
    { ...category(IDS.insulators, 'radhe', 'Insulators', null), attributes: [FAKE_ATTRIBUTES.voltage, FAKE_ATTRIBUTES.pollution] },
    { ...category(IDS.longRod, 'radhe', 'Long Rod', IDS.insulators), attributes: [FAKE_ATTRIBUTES.creepage] },
    category(IDS.thermCategory, 'therm', 'Expansion Joints', null),
  ];
  const products: Product[] = [
    product(IDS.rootProduct, 'radhe', 'Disc Insulator', null),
    { ...product(IDS.rodProduct, 'radhe', 'Rod 132 kV', IDS.longRod), specifications: [{ attribute: FAKE_ATTRIBUTES.voltage.key, value: 132 }, { attribute: 'retired-rating', value: 'kept' }] },
  ];
  /** The category `id` and its parents, from the root down. */
  const categoryChain = (id: string | null): CategorySummary[] => {
    const chain: CategorySummary[] = [];
    for (let c = categories.find((x) => x.id === id); c; c = categories.find((x) => x.id === c!.parentCategoryId)) chain.unshift(c);
    return chain;
  };
  /** The attributes a category's products carry: its ancestors' first (contracts/specifications.ts effectiveAttributes). */
  const productAttributesOf = (id: string | null): CategorySummary['attributes'] => {
    const chain = categoryChain(id);
    return chain.flatMap((c) => c.attributes);
  };
  const requests: SentRequest[] = [];
  const failures: Failures = new Map();
  const failWhen: { test: (request: SentRequest) => boolean; status: number; body: { message: string; code: string } }[] = [];
  let created = 0;

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const answer = (request: SentRequest): Response => {
    const { method, path, query } = request;
    const refusal = failWhen.find(({ test }) => test(request));
    if (refusal) return json(refusal.body, refusal.status);
    for (const [route, status] of failures) {
      const [m, p] = route.split(' ');
      if (m === method && path.startsWith(p)) return json({ message: 'Broken on purpose', code: 'TEST' }, status);
    }
    let match: RegExpMatchArray | null;
    if (method === 'GET' && (match = path.match(/^\/api\/Categories\/(\w+)$/))) {
      const vendor = match[1] as VendorKey;
      const id = query.get('categoryId') || null;
      // Like the server: a category of another storefront is not found under this one.
      const head = id ? categories.find((c) => c.id === id && c.vendor === vendor) : undefined;
      if (id && !head) return json({ message: 'Category not found', code: 'NOT_FOUND' }, 404);
      // Paged as the API pages: `limit` (default 48) products after `cursor`, in list order here.
      const all = products.filter((p) => p.vendor === vendor && p.categoryId === id);
      const after = query.get('cursor') ? decodeListingCursor(query.get('cursor')!) : null;
      const offset = after ? all.findIndex((p) => p.id === after.id) + 1 : 0;
      const limit = Number(query.get('limit') ?? LISTING_PAGE.defaultLimit);
      const page = all.slice(offset, offset + limit);
      const last = page.at(-1);
      const listing: CategoryListing = {
        ...(head ?? { id: null, vendor, name: vendor, description: '', imagePath: '', parentCategoryId: null, attributes: [] }),
        // Like the server: the category's parents from the root down.
        ancestors: head ? categoryChain(head.parentCategoryId).map(({ id: parentId, name }) => ({ id: parentId!, name })) : [],
        productAttributes: productAttributesOf(id),
        facets: [],
        subCategories: categories.filter((c) => c.vendor === vendor && c.parentCategoryId === id),
        products: page,
        productsTotal: all.length,
        productsOffset: offset,
        nextCursor: last && offset + limit < all.length ? encodeListingCursor({ position: 0, ...last }) : null,
      };
      return json(listing);
    }
    if (method === 'POST' && path === '/api/Categories') {
      const body = request.body as Omit<CategorySummary, 'attributes'> & Partial<CategorySummary>;
      const stored = categories.find((c) => c.id === body.id);
      // Like the server: attributes left out of the body keep the stored ones.
      const saved = { ...body, attributes: body.attributes ?? stored?.attributes ?? [], id: body.id ?? `00000000-0000-4000-8000-${String(++created).padStart(12, '0')}` };
      const index = categories.findIndex((c) => c.id === saved.id);
      if (index >= 0) categories[index] = saved;
      else categories.push(saved);
      return json(saved);
    }
    if (method === 'POST' && path === '/api/Products') {
      const body = request.body as Omit<Product, 'specifications'> & Partial<Product>;
      const stored = products.find((p) => p.id === body.id);
      const saved = {
        ...body,
        specifications: body.specifications ?? stored?.specifications ?? [],
        categoryId: body.categoryId ?? null,
        id: body.id ?? `00000000-0000-4000-9000-${String(++created).padStart(12, '0')}`,
      };
      const index = products.findIndex((p) => p.id === saved.id);
      if (index >= 0) products[index] = saved;
      else products.push(saved);
      return json(saved);
    }
    if (method === 'POST' && (match = path.match(/^\/api\/(Categories|Products)\/([^/]+)\/(publish|unpublish)$/))) {
      const list: (CategorySummary | Product)[] = match[1] === 'Categories' ? categories : products;
      const index = list.findIndex((item) => item.id === match![2]);
      if (index < 0) return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      list[index] = { ...list[index], published: match[3] === 'publish' };
      return json(list[index]);
    }
    if (method === 'POST' && (match = path.match(/^\/api\/(Categories|Products)\/([^/]+)\/move$/))) {
      // Like the server: to the end of the new level (the fake keeps list order).
      const body = request.body as { categoryId?: string | null; parentCategoryId?: string | null };
      const list: (CategorySummary | Product)[] = match[1] === 'Categories' ? categories : products;
      const index = list.findIndex((item) => item.id === match![2]);
      if (index < 0) return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      const [item] = list.splice(index, 1);
      const moved = match[1] === 'Categories' ? { ...item, parentCategoryId: body.parentCategoryId ?? null } : { ...item, categoryId: body.categoryId ?? null };
      list.push(moved as never);
      return json(moved);
    }
    if (method === 'DELETE' && (match = path.match(/^\/api\/(Categories|Products)\/(.+)$/))) {
      const list: { id: string }[] = match[1] === 'Categories' ? categories : products;
      const index = list.findIndex((item) => item.id === match![2]);
      if (index < 0) return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      list.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/upload') {
      return json({ path: `${query.get('path')}/${query.get('fileName')}` });
    }
    return json({ message: `No route ${method} ${path}`, code: 'NOT_FOUND' }, 404);
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init.body;
    const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : undefined;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    categories,
    products,
    /** Every request but the reads. */
    writes: () => requests.filter((r) => r.method !== 'GET'),
    /** Makes `${METHOD} ${pathPrefix}` answer `status` until `heal`. */
    fail: (route: string, status = 500) => failures.set(route, status),
    heal: (route: string) => failures.delete(route),
    /** Makes every request for which `test` holds answer 500. */
    failIf: (test: (request: SentRequest) => boolean) => failWhen.push({ test, status: 500, body: { message: 'Broken on purpose', code: 'TEST' } }),
    /** Makes every request for which `test` holds answer `status` with the API's error body `{ message, code }`. */
    refuseIf: (test: (request: SentRequest) => boolean, status: number, message: string, code: string) =>
      failWhen.push({ test, status, body: { message, code } }),
  };
}

/** Registers the fake token provider and stubs URL.createObjectURL/revokeObjectURL; returns the undo. */
export function installBrowserFakes() {
  const removeProvider = setAccessTokenProvider(async () => TEST_TOKEN);
  let counter = 0;
  const create = vi.fn(() => `blob:test/${++counter}`);
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke, undo: removeProvider };
}

/** A PNG-named File (the bytes do not matter to the page). */
export function imageFile(name = 'rod photo.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

/** The memory router's address, for tests of what the page keeps in it (`screen.getByTestId('address')`). */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/**
 * Renders the page with a fresh query client (no retry delay), the vendor context, a memory router at `path` and
 * the staff access of `roles` (an administrator unless told).
 */
export function renderManager(
  client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0, gcTime: Infinity } } }),
  { roles = ['admin'], path = '/admin/manage' }: { roles?: StaffRole[]; path?: string } = {},
) {
  return {
    client,
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={client}>
          <StaffAccessProvider roles={roles}>
            <VendorProvider>
              <ProductManagerPage />
              <AddressProbe />
            </VendorProvider>
          </StaffAccessProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  };
}

/**
 * The start of most manager tests: the fake API installed, the manager rendered for an administrator at its root,
 * and the row's button named `buttonName` pressed. Returns the user-event session and the fake API.
 */
export async function pressInManager(buttonName: string) {
  const user = userEvent.setup();
  const api = installFakeApi();
  renderManager();
  await user.click(await screen.findByRole('button', { name: buttonName }));
  return { user, api };
}

/**
 * Registers the hooks every admin test file needs: before each test the fake token provider and object-URL
 * stubs, after it the undo of those, of stubbed globals, spies and localStorage. Returns the current fakes.
 */
export function setupAdminTests(): () => ReturnType<typeof installBrowserFakes> {
  let fakes: ReturnType<typeof installBrowserFakes>;
  beforeEach(() => {
    fakes = installBrowserFakes();
  });
  afterEach(() => {
    fakes.undo();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
  return () => fakes;
}

/** Waits until the toast (the one role="alert") says `text`. */
export function expectToast(text: string): Promise<void> {
  return waitFor(() => {
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
}
