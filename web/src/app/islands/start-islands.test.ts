/**
 * An islands page in the browser (docs/decisions/0014): the server's render of /in/about-us (entry-server.tsx, as
 * the server makes it) put into a jsdom document, then its islands started as the browser starts them. Each island
 * hydrates without a mismatch, the visible ones at once, the touch ones only when touched, React itself only with
 * the first island that starts, and nothing outside the islands is ever taken over.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { RenderedPage } from '../../../../contracts/server-render.ts';
import { configure, render } from '../../entry-server.tsx';
import { readIslandsData } from './islands-data.ts';
import { islandRegistry } from './registry.ts';
import { startIslands } from './start-islands.ts';
import { islandHydrator } from './hydrate-island.tsx';
import { enquiryDraftKey } from '../../components/enquiry/draft-key.ts';
import { DEFAULT_ENQUIRY_TITLE } from '../../../../contracts/enquiry-title.ts';
import { IDS, installLayoutStubs, jsonResponse, sampleListing, sampleProduct } from '../../test/catalog-test-utils.tsx';
import { paths } from '../../lib/paths.ts';
import { IDLE_START_MS } from '../../components/island/island-names.ts';

vi.mock('./hydrate-island.tsx', async (original) => {
  const module = await original<typeof import('./hydrate-island.tsx')>();
  return { ...module, islandHydrator: vi.fn(module.islandHydrator) };
});

const CONTACT_PATH = '/in/contact-us';
const LISTING_PATH = `/in/products/composite-insulators-${IDS.category}`;
const COMPARE_PATH = `/in/compare?ids=${IDS.product}`;
const PRODUCT_PATH = paths.productDetails('in', { id: IDS.product, name: '132 kV Composite Long Rod Insulator' });
/** A category whose facets offer two pollution classes. */
const listing = sampleListing({
  productAttributes: [{ key: 'pollution-class', name: 'Pollution Class', kind: 'choice', unit: null, choices: ['c – Medium', 'd – Heavy'], filter: true, card: false }],
  facets: [{ attribute: 'pollution-class', kind: 'choice', choices: [{ value: 'c – Medium', count: 1 }, { value: 'd – Heavy', count: 1 }] }],
});

let page: RenderedPage;
let listingPage: RenderedPage;
let contactPage: RenderedPage;
let comparePage: RenderedPage;
let productPage: RenderedPage;
/** Undoes the layout stubs of a test whose islands need Embla's layout (installLayoutStubs), after its islands stop. */
let restoreLayout: (() => void) | undefined;
/** Stops the islands a test started: no React work of one test outlives it (or the test environment). */
let stopIslands: (() => void) | undefined;

beforeAll(async () => {
  configure({
    publicConfig: {
      apiBase: '/api',
      mediaBase: '/media',
      logoHref: '/',
      contact: { companyName: 'Radhe', addressLine1: '', addressLine2: '', email: 'sales@example.com', phoneNumber: '', productionSites: [] },
      siteUrl: 'https://www.radhe-therm.example',
    },
    transport: async (url: string) =>
      url.startsWith(`/api/Categories/radhe?categoryId=${IDS.category}`)
        ? jsonResponse(listing)
        : url.endsWith(`/api/Products/${IDS.product}`)
          ? jsonResponse(sampleProduct())
          : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
  });
  page = (await render('/in/about-us')) as RenderedPage;
  listingPage = (await render(LISTING_PATH)) as RenderedPage;
  contactPage = (await render(CONTACT_PATH)) as RenderedPage;
  comparePage = (await render(COMPARE_PATH)) as RenderedPage;
  productPage = (await render(PRODUCT_PATH)) as RenderedPage;
});

afterEach(() => {
  stopIslands?.();
  stopIslands = undefined;
  restoreLayout?.();
  restoreLayout = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(islandHydrator).mockClear();
  document.documentElement.removeAttribute('data-app');
  localStorage.clear();
});

/** Puts the server's page (by default /in/about-us) into the document at its address. */
function serveThePage(served = page, path = '/in/about-us') {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = served.head.replace(/<script type="speculationrules">.*?<\/script>/s, '');
  document.body.innerHTML = `<div id="root">${served.html}</div>${served.state}`;
}

/** Makes the page's clock (performance.now(), which in jsdom counts from the test run's start) start now. */
function pageJustStarted() {
  const startedAt = Date.now();
  vi.spyOn(performance, 'now').mockImplementation(() => Date.now() - startedAt);
}

/** Serves the product page as it has just started, with Embla's layout in jsdom, and starts its islands. */
async function startTheProductPage() {
  serveThePage(productPage, PRODUCT_PATH);
  restoreLayout = installLayoutStubs();
  pageJustStarted();
  stopIslands = startIslands(readIslandsData()!);
  await everyStartedIslandCommitted();
}

/** Clicks `control` (a link) and checks that the browser was not let follow it: the click is held for its island. */
function clickNotFollowed(control: HTMLElement) {
  const followed = vi.fn((event: MouseEvent) => event.preventDefault());
  document.addEventListener('click', followed);
  control.click();
  document.removeEventListener('click', followed);
  expect(followed).not.toHaveBeenCalled();
}

/**
 * Waits until the page is ready: every island started so far has committed its first render, so that stopping them
 * unmounts no root in the middle of its hydration (which React reports as an uncaught error).
 */
async function everyStartedIslandCommitted() {
  await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
}

describe('startIslands', () => {
  it('hydrates each island from the page as the server rendered it, without a mismatch, each when it can be touched', async () => {
    serveThePage();
    const errors = vi.spyOn(console, 'error');
    const footer = document.querySelector('footer')!.outerHTML;
    stopIslands = startIslands(readIslandsData()!);

    // No island of /in/about-us starts at load (its quote count is drawn without React): the page is ready at once,
    // and React's half of the start is not even prepared.
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    const started = () => [...document.querySelectorAll('[data-island-started]')].map((element) => element.getAttribute('data-island'));
    expect(started()).toEqual([]);
    expect(islandHydrator).not.toHaveBeenCalled();
    // The menu and the search box wait for the visitor: a pointer over the menu starts it.
    document.querySelector('[data-island="1"] summary')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(started()).toEqual(['1']));
    expect(islandHydrator).toHaveBeenCalledTimes(1);
    // (React's development build warns that two renderers, this test's server render and the browser's hydration,
    // used the same contexts in one process: a test artefact; a browser never runs the server renderer.)
    const reported = errors.mock.calls.map((call) => String(call[0])).filter((message) => !message.startsWith('Detected multiple renderers'));
    expect(reported).toEqual([]);
    // What is not an island stays the server's markup.
    expect(document.querySelector('footer')!.outerHTML).toBe(footer);
  });

  it("leaves the contact page's enquiry form to the server until the visitor touches it, then starts its island", async () => {
    serveThePage(contactPage, CONTACT_PATH);
    stopIslands = startIslands(readIslandsData()!);
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    const form = document.querySelector('main form')!;
    const island = form.closest('[data-island]')!;
    expect(island.hasAttribute('data-island-started')).toBe(false);
    expect(islandHydrator).not.toHaveBeenCalled();

    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(island.hasAttribute('data-island-started')).toBe(true));
  });

  it('starts the enquiry form at once where the session keeps a draft typed before a reload (product-spec.md §8)', async () => {
    serveThePage(contactPage, CONTACT_PATH);
    sessionStorage.setItem(enquiryDraftKey('in', CONTACT_PATH, DEFAULT_ENQUIRY_TITLE), JSON.stringify({ firstShownAt: 1, values: { name: 'Asha' } }));
    stopIslands = startIslands(readIslandsData()!);
    const island = document.querySelector('main form')!.closest('[data-island]')!;
    await waitFor(() => expect(island.hasAttribute('data-island-started')).toBe(true));
    await everyStartedIslandCommitted();
    sessionStorage.clear();
  });

  it('holds a tick on a facet made before its island runs, and gives it to the island once it runs: the filter applies once', async () => {
    serveThePage(listingPage, LISTING_PATH);
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    stopIslands = startIslands(readIslandsData()!);
    const box = document.querySelector<HTMLInputElement>('input[type="checkbox"][value="d – Heavy"]')!;
    const island = box.closest('[data-island]')!;
    expect(island.hasAttribute('data-island-started')).toBe(false);

    // The label's click, as a finger's tap on the words: the browser does not tick the box while React could be
    // hydrating the form; the island starts, and the same click reaches it.
    box.closest('label')!.click();
    expect(box.checked).toBe(false);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(box.checked).toBe(true);
    expect(island.hasAttribute('data-island-started')).toBe(true);
    document.removeEventListener('submit', submitted);
    await everyStartedIslandCommitted();
  });

  it("gives a held click back to the browser when the island's code cannot come, and starts it on the next touch", async () => {
    serveThePage(listingPage, LISTING_PATH);
    // React's half of the start fails to load once (the connection dropped at the tap).
    vi.mocked(islandHydrator).mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stopIslands = startIslands(readIslandsData()!);
    const box = document.querySelector<HTMLInputElement>('input[type="checkbox"][value="d – Heavy"]')!;
    const island = box.closest('[data-island]')!;

    // The tap is held for the island; the island cannot start, so the browser gets it back and ticks the box, as on
    // the page without script (its Apply button sends the form).
    box.closest('label')!.click();
    expect(box.checked).toBe(false);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(island.hasAttribute('data-island-started')).toBe(false);
    expect(warned).toHaveBeenCalledWith('The listing-filters island could not start', expect.any(TypeError));

    // The next touch tries again, and the island runs.
    box.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(island.hasAttribute('data-island-started')).toBe(true));
    await everyStartedIslandCommitted();
  });

  it('starts at once a facets island used before the script ran, and applies the box ticked then', async () => {
    serveThePage(listingPage, LISTING_PATH);
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    // The tick lands before any script of the page runs: the browser ticks the box, and no touch is heard.
    const box = document.querySelector<HTMLInputElement>('input[type="checkbox"][value="d – Heavy"]')!;
    box.click();
    expect(box.checked).toBe(true);
    stopIslands = startIslands(readIslandsData()!);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(box.closest('[data-island]')!.hasAttribute('data-island-started')).toBe(true);
    document.removeEventListener('submit', submitted);
    await everyStartedIslandCommitted();
  });

  it("leaves a listing's cards and compare bar to the server until the visitor compares: a held Compare picks the product, and the bar comes", async () => {
    serveThePage(listingPage, LISTING_PATH);
    stopIslands = startIslands(readIslandsData()!);
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    // A first visit keeps no compare list: no island of the listing starts, and React's half is not even prepared.
    expect(document.querySelectorAll('[data-island-started]')).toHaveLength(0);
    expect(islandHydrator).not.toHaveBeenCalled();
    const compareBar = () => document.querySelector('[aria-label^="Compare bar"], [data-testid="compare-bar"]');
    expect(compareBar()).toBeNull();

    // The second card's Compare, a link to the comparison until its island runs: the click is held, not followed.
    const link = document.querySelector<HTMLAnchorElement>(`a[aria-label="Compare Post Insulator 33 kV"]`)!;
    const card = link.closest('[data-island]')!;
    clickNotFollowed(link);
    await waitFor(() => expect(card.querySelector('[role="button"][aria-label="Compare Post Insulator 33 kV"]')?.getAttribute('aria-pressed')).toBe('true'));
    expect(JSON.parse(localStorage.getItem('compare:radhe')!)).toEqual([{ id: IDS.product2, name: 'Post Insulator 33 kV' }]);
    // The list now holds a product: the compare bar's island starts (the first card's stays the server's).
    const islandsData = readIslandsData()!;
    const barIsland = document.querySelector(`[data-island="${islandsData.findIndex((island) => island.name === 'compare-bar')}"]`)!;
    await waitFor(() => expect(barIsland.hasAttribute('data-island-started')).toBe(true));
    expect(document.querySelector(`a[aria-label="Compare 132 kV Composite Long Rod Insulator"]`)!.closest('[data-island]')!.hasAttribute('data-island-started')).toBe(false);
    await everyStartedIslandCommitted();
  });

  it("keeps a card's control as the element the visitor pressed: a press before its island ran is clicked on the island's button", async () => {
    serveThePage(listingPage, LISTING_PATH);
    stopIslands = startIslands(readIslandsData()!);
    // The pointer comes onto the second card's Compare and presses it, a link until the card's island runs; the
    // island starts on the pointer's arrival and runs before the release.
    const control = document.querySelector<HTMLAnchorElement>('a[aria-label="Compare Post Insulator 33 kV"]')!;
    const card = control.closest<HTMLElement>('[data-island]')!;
    control.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => expect(control.getAttribute('role')).toBe('button'));
    // The same element, now the island's toggle: the release's click lands on it and picks the product.
    expect(card.contains(control)).toBe(true);
    expect(control.hasAttribute('href')).toBe(false);
    control.click();
    await waitFor(() => expect(control.getAttribute('aria-pressed')).toBe('true'));
    expect(JSON.parse(localStorage.getItem('compare:radhe')!)).toEqual([{ id: IDS.product2, name: 'Post Insulator 33 kV' }]);
    await everyStartedIslandCommitted();
  });

  it("starts a product page's actions at load and leaves its gallery to the server until the page settles", async () => {
    await startTheProductPage();
    const islandOf = (name: string) => document.querySelector(`[data-island="${readIslandsData()!.findIndex((island) => island.name === name)}"]`)!;
    // The actions, on the first screen: Add to quote answers.
    expect(islandOf('product-actions').hasAttribute('data-island-started')).toBe(true);
    islandOf('product-actions').querySelector<HTMLElement>('[role="button"][aria-label="Add to quote: 132 kV Composite Long Rod Insulator"]')!.click();
    await waitFor(() => expect(islandOf('product-actions').textContent).toContain('Added, quantity 1.'));
    // The gallery, which moves by itself, shows its first slide and no control of its own yet.
    expect(islandOf('product-gallery').hasAttribute('data-island-started')).toBe(false);
    expect(islandOf('product-gallery').querySelector('button')).toBeNull();
    // It starts at the first idle moment IDLE_START_MS after the page's start, and draws its controls.
    await waitFor(() => expect(islandOf('product-gallery').hasAttribute('data-island-started')).toBe(true), { timeout: IDLE_START_MS + 2000 });
    await waitFor(() => expect(islandOf('product-gallery').querySelector('button[aria-label="Next media"]')).not.toBeNull());
  });

  it("holds a click on a gallery's thumbnail before the gallery runs, and shows that slide once it does", async () => {
    await startTheProductPage();
    // The second thumbnail, a link to its image until the gallery runs: the click is held, not followed.
    const thumbnail = document.querySelector<HTMLAnchorElement>('a[aria-label="Show media 2 of 3"]')!;
    clickNotFollowed(thumbnail);
    await waitFor(() => expect(thumbnail.getAttribute('aria-current')).toBe('true'));
  });

  it('gives the focus to the control an island draws in place of the one a keyboard reached before it ran', async () => {
    serveThePage(comparePage, COMPARE_PATH);
    // Tab reaches "Show differences only", a link until the comparison's actions run; their island draws a switch.
    const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-island] a[href]')].find((a) => a.textContent === 'Show differences only')!;
    link.focus();
    stopIslands = startIslands(readIslandsData()!);
    await everyStartedIslandCommitted();
    await waitFor(() => expect(link.isConnected).toBe(false));
    // The focus is on the switch drawn in its place, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('[data-island] input[type="checkbox"]')));
  });

  it('starts at once the card of a product the compare list holds, and the compare bar; the other cards wait', async () => {
    serveThePage(listingPage, LISTING_PATH);
    localStorage.setItem('compare:radhe', JSON.stringify([{ id: IDS.product, name: '132 kV Composite Long Rod Insulator' }]));
    stopIslands = startIslands(readIslandsData()!);
    await everyStartedIslandCommitted();
    const started = readIslandsData()!
      .map((island, index) => ({ name: island.name, started: document.querySelector(`[data-island="${index}"]`)!.hasAttribute('data-island-started') }))
      .filter((island) => island.started)
      .map((island) => island.name);
    expect(started).toEqual(['card-actions', 'compare-bar']);
    await waitFor(() => expect(document.querySelector('[role="button"][aria-label="Compare 132 kV Composite Long Rod Insulator"]')?.getAttribute('aria-pressed')).toBe('true'));
    localStorage.clear();
  });

  it("fetches React's half ahead once the visitor uses the page, and starts no island for it", async () => {
    serveThePage(listingPage, LISTING_PATH);
    stopIslands = startIslands(readIslandsData()!);
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    expect(islandHydrator).not.toHaveBeenCalled();
    // A key pressed (or a finger put down to scroll, the pointer moved) anywhere on the page.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await waitFor(() => expect(islandHydrator).toHaveBeenCalledTimes(1));
    expect(document.querySelectorAll('[data-island-started]')).toHaveLength(0);
    // A later touch of an island uses it: React's half is prepared once.
    document.querySelector('[data-island] summary, [data-island] input')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(document.querySelectorAll('[data-island-started]').length).toBeGreaterThan(0));
    expect(islandHydrator).toHaveBeenCalledTimes(1);
    await everyStartedIslandCommitted();
  });

  it('stores the storefront of the page as the selected vendor (product-spec.md §2)', () => {
    serveThePage();
    localStorage.setItem('selectedVendor', 'therm');
    stopIslands = startIslands(readIslandsData()!);
    expect(localStorage.getItem('selectedVendor')).toBe('radhe');
  });
});

describe('islandRegistry', () => {
  it('loads, for each island name, a component', async () => {
    for (const [name, load] of Object.entries(islandRegistry)) {
      expect(typeof (await load()), name).toBe('function');
    }
  });
});
