/**
 * An islands page in the browser (docs/decisions/0014): the server's render of /in/about-us (entry-server.tsx, as
 * the server makes it) put into a jsdom document, then its islands started as the browser starts them. Each island
 * hydrates without a mismatch, the visible ones at once, the touch ones only when touched, and nothing outside
 * the islands is ever taken over.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { RenderedPage } from '../../../../contracts/server-render.ts';
import { configure, render } from '../../entry-server.tsx';
import { readIslandsData } from './islands-data.ts';
import { islandRegistry } from './registry.ts';
import { startIslands } from './start-islands.tsx';

let page: RenderedPage;
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
    transport: async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
  });
  page = (await render('/in/about-us')) as RenderedPage;
});

afterEach(() => {
  stopIslands?.();
  stopIslands = undefined;
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-app');
});

/** Puts the server's page into the document at /in/about-us. */
function serveThePage() {
  window.history.replaceState(null, '', '/in/about-us');
  document.head.innerHTML = page.head.replace(/<script type="speculationrules">.*?<\/script>/s, '');
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
}

describe('startIslands', () => {
  it('hydrates each island from the page as the server rendered it, without a mismatch, each when it can be touched', async () => {
    serveThePage();
    const errors = vi.spyOn(console, 'error');
    const footer = document.querySelector('footer')!.outerHTML;
    stopIslands = startIslands(readIslandsData()!);

    // The quote list's link is `visible`: it starts at once and the page is ready.
    await waitFor(() => expect(document.documentElement.dataset.app).toBe('ready'));
    const started = () => [...document.querySelectorAll('[data-island-started]')].map((element) => element.getAttribute('data-island'));
    expect(started()).toEqual(['1']);
    // The menu and the search box wait for the visitor: a pointer over the menu starts it.
    document.querySelector('[data-island="2"] summary')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(started()).toEqual(['1', '2']));
    // (React's development build warns that two renderers, this test's server render and the browser's hydration,
    // used the same contexts in one process: a test artefact; a browser never runs the server renderer.)
    const reported = errors.mock.calls.map((call) => String(call[0])).filter((message) => !message.startsWith('Detected multiple renderers'));
    expect(reported).toEqual([]);
    // What is not an island stays the server's markup.
    expect(document.querySelector('footer')!.outerHTML).toBe(footer);
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
