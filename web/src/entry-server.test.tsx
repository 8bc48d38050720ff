// @vitest-environment node
/**
 * The server render (entry-server.tsx, docs/decisions/0006) as the server uses it: configured with a transport,
 * asked for a path, it returns the page's markup, head and state block. Runs in Node, as on the server.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryListing, Product } from '../../contracts/catalog.ts';
import type { PublicConfig } from '../../contracts/public-config.ts';
import type { RenderedPage } from '../../contracts/server-render.ts';
import { isRouteErrorResponse } from 'react-router';
import { reviveRouteErrors } from './app/route-errors.ts';
import { WANDERED_OFF_TEXT } from './components/FallbackPage.tsx';
import { assertJson, configure, render, styleTags } from './entry-server.tsx';

const ROOT_ID = '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PRODUCT_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

/** The product's canonical address (its name as words, then its id). */
const PRODUCT_PATH = `/in/products/details/long-rod-insulator-220-kv-script-script-alert-1-script-${PRODUCT_ID}`;

const product: Product = {
  id: PRODUCT_ID,
  vendor: 'radhe',
  categoryId: null,
  name: 'Long Rod Insulator 220 kV </script><script>alert(1)</script>',
  description: 'Silicone rubber housing – creepage ≥ 31 mm/kV, Ø 120 mm.',
  imagePath: 'images/rod.webp',
  properties: [{ key: 'System voltage', value: '220 kV' }],
  otherImages: [],
  configurations: [],
  specifications: [],
  documents: [],
  imageAlts: {},
};

const rootListing: CategoryListing = {
  id: null,
  vendor: 'radhe',
  name: 'Radhe',
  description: '',
  ancestors: [],
  imagePath: '',
  parentCategoryId: null,
  attributes: [],
  productAttributes: [],
  facets: [],
  subCategories: [
    { id: ROOT_ID, vendor: 'radhe', name: 'Composite Insulators', description: 'Up to 765 kV', imagePath: 'images/cat.webp', parentCategoryId: null, attributes: [] },
  ],
  products: [product],
  productsTotal: 1,
  productsOffset: 0,
  nextCursor: null,
};

const publicConfig: PublicConfig = {
  apiBase: '/api',
  mediaBase: '/media',
  logoHref: '/',
  contact: { companyName: 'Radhe', addressLine1: '', addressLine2: '', email: 'sales@example.com', phoneNumber: '', productionSites: [] },
  siteUrl: 'https://www.radhe-therm.example',
};

type Answer = { status: number; body?: unknown };
let answers: Record<string, Answer>;
const transport = vi.fn(async (url: string) => {
  const answer = answers[url] ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
});

/** The JSON of the page's state block. */
function stateOf(block: string): {
  router: { errors: Record<string, unknown> | null };
  queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
} {
  const json = /<script type="application\/json" id="ssr-state">(.*)<\/script>/s.exec(block)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as ReturnType<typeof stateOf>;
}

/** The page rendered at `url` (fails the test when the render redirected or left the page to the browser). */
async function renderPage(url: string): Promise<RenderedPage> {
  const page = await render(url);
  if (!page || !('html' in page)) throw new Error(`${url} was not rendered as a page`);
  return page;
}

beforeEach(() => {
  answers = {
    '/api/Categories/radhe': { status: 200, body: rootListing },
    [`/api/Products/${PRODUCT_ID}`]: { status: 200, body: product },
  };
  transport.mockClear();
  configure({ publicConfig, transport });
});

describe('server render', () => {
  it('renders a catalogue page with the data it reads, each read once', async () => {
    const page = await renderPage('/in/products');
    expect(page.status).toBe(200);
    expect(page.complete).toBe(true);
    expect(page.html).toContain('Composite Insulators');
    expect(page.html).toContain('Long Rod Insulator 220 kV');
    // Each read once: the route loader reads, the page renders once.
    expect(transport.mock.calls.map(([url]) => url)).toEqual(['/api/Categories/radhe']);
    // An islands page (docs/decisions/0014): the browser reads nothing, so no read goes along.
    expect(page.islands).toBe(true);
    expect(page.state).not.toContain('id="ssr-state"');
  });

  it('sends the data a page the app hydrates whole has read along for hydration', async () => {
    // A comparison one of whose products could not be read just now is the app's page (an islands page only when
    // every read succeeded): the browser reads the failed one again, hydrating from the one that was read.
    const UNREADABLE = 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f';
    answers[`/api/Products/${UNREADABLE}`] = { status: 503, body: { message: 'The database is unavailable for a moment.', code: 'UNAVAILABLE' } };
    const page = await renderPage(`/in/compare?ids=${PRODUCT_ID},${UNREADABLE}`);
    expect(page.status).toBe(200);
    expect(page.islands).toBeUndefined();
    const queries = stateOf(page.state).queries.queries;
    expect(queries.map((q) => q.queryKey)).toContainEqual(['product', 'radhe', PRODUCT_ID]);
  });

  it('writes user text as text: escaped in the markup, no closing tag in the state block', async () => {
    const page = await renderPage(PRODUCT_PATH);
    expect(page.html).toContain('Long Rod Insulator 220 kV &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.state.match(/<\/script>/g)).toHaveLength(1);
    expect(page.state).toContain('\\u003c/script>');
    // Text beyond ASCII arrives whole, whichever chunk boundaries the stream had.
    expect(page.html).toContain('Silicone rubber housing – creepage ≥ 31 mm/kV, Ø 120 mm.');
  });

  it('puts the styles in the head and writes no inline script (the Content-Security-Policy forbids them)', async () => {
    const page = await renderPage('/in');
    expect(page.head).toMatch(/^<style data-emotion="css-global [^"]*" data-s="">/);
    expect(page.head).toMatch(/<style data-server-styles="[^"]+">\.css-/);
    // JSON-LD is a data block, never run, so the policy leaves it alone; nothing else may be a script.
    expect(page.html.replace(/<script type="application\/ld\+json">[^<]*<\/script>/g, '')).not.toMatch(/<style|<script|<template/);
    // The root categories of the home page's catalogue section came from the API.
    expect(page.html).toContain('Composite Insulators');
  });

  it('shows the loading state for a read that failed, leaves that read to the browser, and says the page is incomplete', async () => {
    answers['/api/Categories/radhe'] = { status: 503, body: { message: 'The database is unavailable for a moment.', code: 'UNAVAILABLE' } };
    const page = await renderPage('/in/products');
    // Not to be kept for other visitors (a page rendered while the database was down stayed cached).
    expect(page.complete).toBe(false);
    expect(page.html).not.toContain('Failed to fetch');
    expect(page.html).toContain('MuiSkeleton');
    expect(stateOf(page.state).queries.queries).toEqual([]);
  });

  it('renders the phone banner as a picture source, so the HTML alone picks it', async () => {
    const page = await renderPage('/in');
    expect(page.html).toMatch(/<picture><source media="\(max-width: 599.95px\)" srcSet="\/media\/in-images\/banners\/mobile-banner-1\.webp\?w=320 320w/);
    expect(page.html).toMatch(/<img[^>]*fetchPriority="high"[^>]*src="\/media\/in-images\/banners\/banner-1\.webp"|<img[^>]*src="\/media\/in-images\/banners\/banner-1\.webp"[^>]*fetchPriority="high"/);
  });

  it('renders the therm storefront with its own vendor', async () => {
    answers['/api/Categories/therm'] = { status: 200, body: { ...rootListing, vendor: 'therm', name: 'Therm', subCategories: [], products: [] } };
    const page = await renderPage('/fd');
    expect(page.html).toContain('id="main"');
    expect(transport.mock.calls.map(([url]) => url)).toEqual(['/api/Categories/therm']);
  });

  it('leaves the admin and the sign-in return to the browser', async () => {
    expect(await render('/admin/manage')).toBeNull();
    expect(await render('/?code=abc&state=xyz')).toBeNull();
    expect(transport).not.toHaveBeenCalled();
  });
});

describe('what a page tells search engines', () => {
  it("puts a product page's own title, description, canonical URL, Open Graph image and JSON-LD in the page", async () => {
    const page = await renderPage(PRODUCT_PATH);
    // The name is written as text: its '<' escaped, so nothing ends the title early.
    expect(page.head).toContain('<title>Long Rod Insulator 220 kV &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Radhe</title>');
    expect(page.head).toContain(`<link rel="canonical" href="https://www.radhe-therm.example${PRODUCT_PATH}"/>`);
    expect(page.head).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(page.head).toMatch(/<meta property="og:image" content="https:\/\/www\.radhe-therm\.example\/media\/radhe\/[^"]+\?w=1280"\/>/);
    // Head elements leave the body; the JSON-LD stays there, as data.
    expect(page.html).not.toContain('<title>');
    const jsonLd = [...page.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string });
    expect(jsonLd.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('gives each storefront page its own title', async () => {
    const titles = await Promise.all(['/in', '/in/facilities', '/in/products', '/fd', '/fd/quality'].map(async (url) => /<title>([^<]*)<\/title>/.exec((await renderPage(url)).head)?.[1]));
    expect(titles).toEqual([
      'Radhe Polymer Insulators — Composite insulators for lines from 11 kV to 765 kV',
      'Facilities | Radhe Polymer Insulators',
      'Products | Radhe Polymer Insulators',
      expect.stringMatching(/^Therm Expansion Joints — /),
      'Quality | Therm Expansion Joints',
    ]);
  });
});

describe('pages that do not exist', () => {
  const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
  /** The text of the markup, tags removed and the apostrophes React writes as entities restored. */
  const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");
  /** The storefront's own header (its top bar with the radhe menu) and footer are around the page. */
  const expectStorefrontLayout = (html: string) => {
    expect(html).toContain('id="main"');
    expect(html).toContain('<footer');
    expect(html).toMatch(/href="\/in\/clientele"/);
  };

  it("answers an unknown product with 404 and the product page's 'Product not found' in the storefront", async () => {
    const page = await renderPage(`/in/products/details/${UNKNOWN_ID}`);
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/<h1[^>]*>Product not found<\/h1>/);
    expect(page.html).toMatch(/role="alert"[^>]*>.*Product not found/s);
    expectStorefrontLayout(page.html);
    // The browser hydrates the same error: the state block carries it, and it revives as a 404 response.
    const errors = reviveRouteErrors(stateOf(page.state).router.errors as never);
    const [error] = Object.values(errors ?? {});
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });

  it('answers the bare id, or an old name, with 301 to the canonical address, the query kept', async () => {
    expect(await render(`/in/products/details/${PRODUCT_ID}?enquiry=quote`)).toMatchObject({ redirect: `${PRODUCT_PATH}?enquiry=quote`, status: 301 });
    expect(await render(`/in/products/details/old-name-${PRODUCT_ID}`)).toMatchObject({ redirect: PRODUCT_PATH, status: 301 });
    expect(await renderPage(PRODUCT_PATH)).toMatchObject({ status: 200 });
  });

  it('answers a product parameter that is not a GUID, or none, with 404 and no read', async () => {
    for (const url of ['/in/products/details/not-a-guid', '/fd/products/details']) {
      const page = await renderPage(url);
      expect(page.status, url).toBe(404);
      expect(page.html, url).toMatch(/<h1[^>]*>Product not found<\/h1>/);
    }
    expect(transport.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/Products'))).toEqual([]);
  });

  it('answers an unknown category, and one that is not a GUID, with 404 and the fallback page in the storefront', async () => {
    for (const url of [`/in/products/${UNKNOWN_ID}`, '/in/products/no-such-category']) {
      const page = await renderPage(url);
      expect(page.status, url).toBe(404);
      expect(textOf(page.html), url).toContain(WANDERED_OFF_TEXT);
      expect(textOf(page.html), url).toContain('Need help finding something? Email our customer care at');
      expect(page.html, url).not.toContain('Failed to fetch category.');
      expectStorefrontLayout(page.html);
    }
    expect(transport.mock.calls.map(([url]) => url)).toEqual([`/api/Categories/radhe?categoryId=${UNKNOWN_ID}&scope=subtree`]);
  });

  it('answers an unknown address with 404 and the fallback page: in the storefront under /in, bare elsewhere', async () => {
    const inStorefront = await renderPage('/in/no-such-page');
    expect(inStorefront.status).toBe(404);
    expect(textOf(inStorefront.html)).toContain(WANDERED_OFF_TEXT);
    expectStorefrontLayout(inStorefront.html);
    expect(inStorefront.html).toMatch(/href="\/in"[^>]*>Back to home/);
    // A route of its own, not an error: nothing to hydrate but the page.
    expect(stateOf(inStorefront.state).router.errors).toBeNull();

    const bare = await renderPage('/no/such/page');
    expect(bare.status).toBe(404);
    expect(textOf(bare.html)).toContain(WANDERED_OFF_TEXT);
    expect(bare.html).not.toContain('<footer');
    expect(transport).not.toHaveBeenCalled();
  });

  it('answers an unknown admin address with 404 and leaves the page to the browser', async () => {
    expect(await render('/admin/no-such-page')).toEqual({ html: '', head: '', state: '', status: 404, complete: true });
    expect(await render('/admin/manage')).toBeNull();
  });

  it('still renders a product whose category listing cannot be read (200, without the breadcrumb)', async () => {
    answers[`/api/Products/${PRODUCT_ID}`] = { status: 200, body: { ...product, categoryId: ROOT_ID } };
    answers[`/api/Categories/radhe?categoryId=${ROOT_ID}&scope=subtree`] = { status: 500, body: { message: 'Database down', code: 'INTERNAL' } };
    const page = await renderPage(PRODUCT_PATH);
    expect(page.status).toBe(200);
    expect(page.complete).toBe(false);
    expect(page.html).toContain('Long Rod Insulator 220 kV');
    // Sent as an app page, not an islands page, so the browser reads the category again (an island never reads).
    expect(page.islands).toBeUndefined();
    expect(stateOf(page.state).queries.queries.map((q) => q.queryKey[0])).toEqual(['product']);
  });
});

describe('enquiry forms sent without JavaScript (post, redirect, get)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const filled = { title: "What's On Your Mind?", name: 'Asha Rao', email: 'asha@utility.example', phoneNo: '', option: '', message: 'Need 40 long rods' };
  const posted = () => {
    const call = transport.mock.calls.find(([url]) => url === '/api/contact') as unknown as [string, RequestInit] | undefined;
    return call ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
  };

  it('sends the form as the JSON enquiry the app sends, then redirects to the page with the success flash', async () => {
    answers['/api/contact'] = { status: 200, body: { status: 'received', id: 'x' } };
    const outcome = await render('/in/contact-us', { method: 'POST', form: form(filled) });
    expect(outcome).toEqual({
      redirect: '/in/contact-us',
      status: 303,
      headers: { 'set-cookie': expect.stringMatching(/^enquiry-sent=[^;]+; Path=\/; Max-Age=300; HttpOnly; SameSite=Lax$/) },
    });
    expect(posted()).toMatchObject({ name: 'Asha Rao', email: 'asha@utility.example', option: 'N/A', vendor: 'Radhe', title: "What's On Your Mind?", message: 'Need 40 long rods' });
  });

  it("takes the form of a storefront's home, an index route, posted to its own address (/in: Get in Touch)", async () => {
    answers['/api/contact'] = { status: 200, body: { status: 'received', id: 'x' } };
    const outcome = await render('/in', { method: 'POST', form: form({ ...filled, title: 'Get in Touch' }) });
    expect(outcome).toMatchObject({ redirect: '/in', status: 303 });
    expect(posted()).toMatchObject({ title: 'Get in Touch', vendor: 'Radhe' });
  });

  it('answers a refused form with the page again (400), carrying what was typed and the field messages', async () => {
    answers['/api/contact'] = {
      status: 400,
      body: { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', details: [{ path: 'email', message: 'Enter a valid e-mail address, e.g. name@company.com' }] },
    };
    const page = await render('/in/contact-us', { method: 'POST', form: form({ ...filled, email: 'asha@' }) });
    expect(page).toMatchObject({ status: 400 });
    const state = (page as RenderedPage).state;
    expect(state).toContain('asha@');
    expect(state).toContain('Enter a valid e-mail address, e.g. name@company.com');
  });

  it('answers a rate-limited form with 429 and a failed one with 503, the typed text kept', async () => {
    answers['/api/contact'] = { status: 429, body: { message: 'Too many enquiries.', code: 'RATE_LIMITED' } };
    expect(await render('/fd/contact-us', { method: 'POST', form: form(filled) })).toMatchObject({ status: 429 });
    answers['/api/contact'] = { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } };
    const failed = await render('/fd/contact-us', { method: 'POST', form: form(filled) });
    expect(failed).toMatchObject({ status: 503 });
    expect((failed as RenderedPage).state).toContain('Need 40 long rods');
    expect(posted()).toMatchObject({ vendor: 'Therm' });
  });
});

describe('islands pages (docs/decisions/0014)', () => {
  it('renders a storefront page as an islands page: each island in its slot, rendered on its own, its props in the data block', async () => {
    const page = await renderPage('/in/about-us');
    expect(page.islands).toBe(true);
    expect(page.state).not.toContain('id="ssr-state"');
    const json = /<script type="application\/json" id="islands">(.*)<\/script>/s.exec(page.state)?.[1];
    const islands = JSON.parse(json!) as Array<{ name: string; props: Record<string, unknown> }>;
    expect(islands.map((island) => island.name)).toEqual(['header-search', 'site-menu']);
    expect(islands[0].props).toMatchObject({ code: 'in' });
    // Each slot holds its island's markup (the phone menu's <details>), no placeholder left. The quote list's link is
    // the server's markup, with its count empty and hidden (the list is the browser's: show-quote-counts.ts).
    expect(page.html).not.toContain('<!--island:');
    expect(page.html).toMatch(
      /<a[^>]*href="\/in\/quote"[^>]*>(?:(?!<\/a>).)*<span data-quote-count="in"><span [^>]*hidden=""[^>]*><\/span><span [^>]*hidden=""[^>]*><\/span><\/span><\/a>/,
    );
    expect(page.html).toMatch(/<div data-island="1" style="display:contents"><details[^>]*data-testid="site-menu"/);
    // An island's ids are its own (prefix i{index}-), so its hydration in the browser meets the same ones.
    expect(page.html).not.toMatch(/data-island="1"[^]*id="«r/);
    // Links to other pages are fetched ahead by the browser (speculation rules), the only inline script.
    expect(page.head).toContain('<script type="speculationrules">');
  });

  it('gives the home page its banner carousel and its enquiry form as islands', async () => {
    const home = await renderPage('/in');
    expect(home.islands).toBe(true);
    expect(home.state).toContain('{"name":"banner-carousel","props":{"count":3}}');
    // The banners are the server's markup, outside the island of their dots and pause button.
    const row = home.html.slice(home.html.indexOf('id="banner-viewport"'));
    const untilIsland = row.slice(0, row.indexOf('data-island='));
    expect(untilIsland.match(/data-testid="banner-slide"/g)).toHaveLength(3);
    expect(row.slice(untilIsland.length)).toMatch(/^data-island="\d+" style="display:contents"><div[^>]*><a[^>]*aria-label="Show banner 1"/);
    expect(home.state).toContain('"enquiry-form"');
  });

  it('renders a comparison as an islands page: its actions and each column\'s Add to quote; the table is the server\'s', async () => {
    const page = await renderPage(`/in/compare?ids=${PRODUCT_ID}&enquiry=quote`);
    expect(page.islands).toBe(true);
    const json = /<script type="application\/json" id="islands">(.*)<\/script>/s.exec(page.state)?.[1];
    const islands = JSON.parse(json!) as Array<{ name: string; props: Record<string, unknown> }>;
    expect(islands.map((island) => island.name)).toEqual(['header-search', 'site-menu', 'compare-actions', 'add-to-quote']);
    expect(islands[2].props).toMatchObject({ products: [{ id: PRODUCT_ID, name: product.name }] });
    // The actions' island (with Request Quote's dialog, open with the page: enquiry=quote), then the table, the
    // server's markup, whose foot holds each column's Add to quote as an island of its own.
    const at = (text: string) => page.html.indexOf(text);
    expect(at('<div data-island="2"')).toBeGreaterThan(0);
    expect(at('<div data-island="2"')).toBeLessThan(at('role="dialog"'));
    expect(at('role="dialog"')).toBeLessThan(at('<table'));
    expect(page.html).toMatch(/<tfoot[^>]*><tr>(?:(?!<\/tfoot>).)*<div data-island="3" style="display:contents">(?:(?!<\/tfoot>).)*Add to quote/s);
  });

  it('renders a listing as an islands page: its facets, each card\'s actions, the compare bar', async () => {
    const page = await renderPage('/in/products');
    const json = /<script type="application\/json" id="islands">(.*)<\/script>/s.exec(page.state)?.[1];
    const names = (JSON.parse(json!) as Array<{ name: string }>).map((island) => island.name);
    expect(names).toContain('card-actions');
    expect(names).toContain('compare-bar');
    // The cards themselves are the server's markup only.
    expect(page.html).toMatch(/Long Rod Insulator 220 kV[^]*<div data-island=/);
  });

  it('renders a search page as an islands page: each card\'s actions and the compare bar; the form is the server\'s GET form', async () => {
    answers['/api/Search/radhe?q=rod'] = {
      status: 200,
      body: { query: 'rod', quantities: [], products: [product], productsTotal: 1, categories: [], otherStorefront: { vendor: 'therm', productsTotal: 0 } },
    };
    const page = await renderPage('/in/search?q=rod');
    expect(page.islands).toBe(true);
    const json = /<script type="application\/json" id="islands">(.*)<\/script>/s.exec(page.state)?.[1];
    const names = (JSON.parse(json!) as Array<{ name: string }>).map((island) => island.name);
    expect(names).toEqual(['header-search', 'site-menu', 'card-actions', 'compare-bar']);
    // The results and the page's own search form are the server's markup only, outside every island.
    expect(page.html).toMatch(/<main[^]*<form[^>]*role="search" action="\/in\/search" method="get"[^]*<\/main>/);
    expect(page.html).toMatch(/1 product matches “rod”[^]*Long Rod Insulator 220 kV[^]*<div data-island="2"/);

    // A search the server could not answer is the app's to show (an island never reads).
    answers['/api/Search/radhe?q=rod'] = { status: 503, body: { message: 'Search is busy', code: 'SEARCH_BUSY' } };
    const failed = await render('/in/search?q=rod');
    expect(failed && 'islands' in failed ? failed.islands : undefined).toBeUndefined();
  });

  it('renders a product page as an islands page: its gallery and its actions, the dialog open when the URL says so', async () => {
    const page = await renderPage(PRODUCT_PATH);
    expect(page.islands).toBe(true);
    const json = /<script type="application\/json" id="islands">(.*)<\/script>/s.exec(page.state)?.[1];
    const islands = JSON.parse(json!) as Array<{ name: string; props: Record<string, unknown> }>;
    expect(islands.map((island) => island.name)).toEqual(['header-search', 'site-menu', 'product-gallery', 'product-actions']);
    expect(islands[3].props).toMatchObject({ code: 'in', vendor: 'radhe', product: { id: PRODUCT_ID }, datasheetHref: `/api/Products/${PRODUCT_ID}/datasheet` });
    // The specifications are the server's markup only, outside every island.
    expect(page.html).toMatch(/System voltage[^]*<div data-island="3"/);
    expect(page.html).not.toContain('role="dialog"');

    const asked = await renderPage(`${PRODUCT_PATH}?enquiry=quote`);
    expect(asked.islands).toBe(true);
    expect(asked.html).toMatch(/<div data-island="3"[^]*role="dialog"[^]*>Request Quote</);
  });

  it('carries a refused form into its island: what was typed and the messages', async () => {
    answers['/api/contact'] = {
      status: 400,
      body: { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', details: [{ path: 'email', message: 'Enter a valid e-mail address, e.g. name@company.com' }] },
    };
    const page = (await render('/in', { method: 'POST', form: new URLSearchParams({ name: 'Asha Rao', email: 'asha@', message: 'Need 40 long rods', title: 'Get in Touch' }) })) as RenderedPage;
    expect(page.islands).toBe(true);
    expect(page.html).toContain('Enter a valid e-mail address, e.g. name@company.com');
    expect(page.state).toContain('"posted":{"sent":null,"post":{"title":"Get in Touch"');
  });

  it('refuses island props that are not JSON, naming where', () => {
    expect(() => assertJson({ code: 'in', menu: [{ label: 'Home' }] }, 'props')).not.toThrow();
    expect(() => assertJson({ onSent: () => {} }, 'the props of island enquiry-form')).toThrow('the props of island enquiry-form must be JSON: .onSent is function');
    expect(() => assertJson({ when: new Date() }, 'props')).toThrow('.when is object');
    expect(() => assertJson({ lines: [1, Number.NaN] }, 'props')).toThrow('.lines[1] is number');
  });
});

describe('styleTags', () => {
  it('writes one adoptable style element per chunk, skipping empty ones', () => {
    expect(
      styleTags([
        { key: 'css-global', ids: ['0'], css: '' },
        { key: 'css-global', ids: ['g1'], css: 'body{margin:0}' },
        { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}' },
      ]),
    ).toBe(
      '<style data-emotion="css-global g1" data-s="">body{margin:0}</style>' +
        '<style data-server-styles="a1 b2">.css-a1{color:red}</style>',
    );
  });

  it('never lets style text close the element', () => {
    const css = '.css-x{content:"</style><script>alert(1)</script>"}';
    const html = styleTags([{ key: 'css', ids: ['x'], css }]);
    expect(html.match(/<\/style>/gi)).toHaveLength(1);
    expect(html).toContain('content:"<\\/style><script>alert(1)<\\/script>"');
  });
});
