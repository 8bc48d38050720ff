/**
 * A listing's islands as an islands page runs them (no router, docs/decisions/0014): the facets apply a box ticked
 * before their island ran, and "Load more" reads the next page in place, appends its cards, says where the listing
 * stands, names the page in the address, and keeps the cards shown when a page fails.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { AttributeDefinition } from '../../../../../contracts/specifications.ts';
import { createBrowserEmotionCache } from '../../../app/emotion-cache.ts';
import { IslandProviders } from '../../../app/islands/IslandProviders.tsx';
import { documentNavigation, SiteNavigationProvider } from '../../../lib/navigation.tsx';
import { IDS, jsonResponse, sampleListing, sampleProduct, stubFetch } from '../../../test/catalog-test-utils.tsx';
import { ListingFilters } from './ListingFilters.tsx';
import { ListingMorePages } from './ListingMorePages.tsx';

const PATH = `/in/products/${IDS.category}`;
const pollution: AttributeDefinition = { key: 'pollution-class', name: 'Pollution Class', kind: 'choice', unit: null, choices: ['c – Medium', 'd – Heavy'], filter: true, card: false };
const FACETS = {
  facets: [{ attribute: pollution.key, kind: 'choice' as const, choices: [{ value: 'c – Medium', count: 1 }, { value: 'd – Heavy', count: 2 }] }],
  productAttributes: [pollution],
  productsTotal: 3,
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the facets on an islands page', () => {
  it('apply a box ticked before their island ran, once it runs; an untouched form goes nowhere', async () => {
    const navigate = vi.fn();
    const ui = (
      <SiteNavigationProvider value={{ ...documentNavigation(PATH, ''), navigate }}>
        <ListingFilters listing={FACETS} />
      </SiteNavigationProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(ui);
    // The form keeps no state across a reload or Back, so only this page's tick differs from the server's.
    expect(container.querySelector('form')).toHaveAttribute('autocomplete', 'off');
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(navigate).not.toHaveBeenCalled();
    act(() => root!.unmount());

    container.innerHTML = renderToString(ui);
    // The visitor's tick lands before the island's script has arrived: the browser ticks the box itself. The filtered
    // page opens at the facets (#filters), so the buyer may tick another.
    within(container).getByRole('checkbox', { name: /d – Heavy/ }).click();
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${PATH}?f.pollution-class=d+%E2%80%93+Heavy#filters`, { preventScrollReset: true }));
  });
});

describe('"Load more" on an islands page', () => {
  const shown = [IDS.product, IDS.product2];
  /** Renders the island under the server's page of two products of four, the next page after cursor `c2`. */
  function renderMore() {
    window.history.replaceState(null, '', `${PATH}#listing`);
    return render(
      <IslandProviders pathname={PATH} search="" emotionCache={createBrowserEmotionCache()}>
        <ListingMorePages
          code="in"
          vendor="radhe"
          categoryId={IDS.category}
          filters=""
          shownIds={shown}
          productsOffset={0}
          productsTotal={4}
          nextCursor="c2"
          cardAttributes={[]}
          failedText="Failed to fetch category."
        />
      </IslandProviders>,
    );
  }
  const nextPage = sampleListing({
    products: [sampleProduct({ id: 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f70', name: 'Third insulator' }), sampleProduct({ id: 'e5f6a7b8-c9d0-4e1f-9a2b-3c4d5e6f7081', name: 'Fourth insulator' })],
    productsTotal: 4,
    productsOffset: 2,
    nextCursor: null,
  });

  it('appends the next page in place, says where the listing stands and names the page in the address', async () => {
    const fetchMock = stubFetch(() => jsonResponse(nextPage));
    renderMore();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 4 products');
    const more = screen.getByRole('link', { name: 'Load more' });
    // Without script (or in a new tab) the link shows the next page alone.
    expect(more).toHaveAttribute('href', `${PATH}?after=c2#listing`);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(more);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4 products'));
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/Categories/radhe?categoryId=${IDS.category}&scope=subtree&cursor=c2`);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Third insulator', 'Fourth insulator']);
    // Each appended card has its own Compare and Add to quote.
    expect(screen.getAllByRole('button', { name: /Add to quote/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
    expect(window.location.search).toBe('?after=c2');
    expect(window.location.hash).toBe('#listing');
  });

  it('says when the next page fails, keeps what is shown, and reads it again on Retry', async () => {
    let fail = true;
    stubFetch(() => (fail ? jsonResponse({ title: 'Not found' }, 404) : jsonResponse(nextPage)));
    renderMore();
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch category.');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 4 products');
    expect(window.location.search).toBe('');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4 products'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
