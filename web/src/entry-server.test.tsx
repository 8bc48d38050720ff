// @vitest-environment node
/**
 * The server render (entry-server.tsx, docs/decisions/0006) as the server uses it: configured with a transport,
 * asked for a path, it returns the page's markup, head and state block. Runs in Node, as on the server.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryListing, Product } from '../../contracts/catalog.ts';
import type { PublicConfig } from '../../contracts/public-config.ts';
import type { RenderedPage } from '../../contracts/server-render.ts';
import { configure, render, styleTags } from './entry-server.tsx';

const ROOT_ID = '3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const PRODUCT_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

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
};

const rootListing: CategoryListing = {
  id: null,
  vendor: 'radhe',
  name: 'Radhe',
  description: '',
  imagePath: '',
  parentCategoryId: null,
  subCategories: [
    { id: ROOT_ID, vendor: 'radhe', name: 'Composite Insulators', description: 'Up to 765 kV', imagePath: 'images/cat.webp', parentCategoryId: null },
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
function stateOf(block: string): { queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } } {
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
  it('renders a catalogue page with the data it reads, and sends that data along for hydration', async () => {
    const page = await renderPage('/in/products');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Composite Insulators');
    expect(page.html).toContain('Long Rod Insulator 220 kV');
    // Each read once: the route loader reads, the page renders once.
    expect(transport.mock.calls.map(([url]) => url)).toEqual(['/api/Categories/radhe']);
    const queries = stateOf(page.state).queries.queries;
    expect(queries.map((q) => q.queryKey)).toEqual([['categories', 'radhe', 'root']]);
    expect(queries[0].state.data).toEqual(rootListing);
  });

  it('writes user text as text: escaped in the markup, no closing tag in the state block', async () => {
    const page = await renderPage(`/in/products/details/${PRODUCT_ID}`);
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
    expect(page.html).not.toMatch(/<style|<script|<template/);
    // The root categories of the home page's catalogue section came from the API.
    expect(page.html).toContain('Composite Insulators');
  });

  it('shows the loading state for a read that failed, and leaves that read to the browser', async () => {
    answers['/api/Categories/radhe'] = { status: 500, body: { message: 'Database down', code: 'INTERNAL' } };
    const page = await renderPage('/in/products');
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

describe('enquiry forms sent without JavaScript (issue 17: post, redirect, get)', () => {
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
