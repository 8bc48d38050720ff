/**
 * The storefront search page: the GET form, what the text was read as, categories and product
 * cards, the other storefront's line, the prompt before a search and the message when it cannot be made.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchAnswer } from '../../../../contracts/search.ts';
import { IDS, jsonResponse, renderCatalogRoute, sampleListing, sampleProduct, stubFetch } from '../../test/catalog-test-utils.tsx';
import { SEARCH_FAILED_TEXT, SEARCH_PROMPT } from './SearchPage.tsx';

const answer: SearchAnswer = {
  query: 'long rod 220 kV',
  quantities: [{ text: '220 kV', unit: 'kV', min: 220, max: 220, matched: true }],
  products: [sampleProduct({ name: 'Long Rod Insulator 220 kV, 120 kN' })],
  productsTotal: 1,
  categories: [sampleListing().subCategories[0]],
  otherStorefront: { vendor: 'therm', productsTotal: 2 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SearchPage', () => {
  it('asks the API for the text as searched and shows what it found', async () => {
    const fetchMock = stubFetch(() => jsonResponse(answer));
    renderCatalogRoute('/in/search?q=%20long%20rod%20%20220%20kV');
    expect(await screen.findByRole('status')).toHaveTextContent('1 product matches “long rod 220 kV”.');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/Search/radhe?q=long+rod+220+kV');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/in/search');
    expect(within(form).getByRole('searchbox', { name: 'Search products' })).toHaveValue('long rod 220 kV');
    expect(screen.getByText('220 kV', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Long Rod Insulators' })).toHaveAttribute('href', `/in/products/long-rod-insulators-${IDS.sub}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Long Rod Insulator 220 kV, 120 kN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 matches in Therm' })).toHaveAttribute('href', '/fd/search?q=long+rod+220+kV');
  });

  it('shows a range and a bound as read, and says which rating no product matching the words meets', async () => {
    stubFetch(() =>
      jsonResponse({
        ...answer,
        query: 'surge arrester 66-132 kV up to 1 kA',
        quantities: [
          { text: '66-132 kV', unit: 'kV', min: 66, max: 132, matched: true },
          { text: 'up to 1 kA', unit: 'kA', min: null, max: 1, matched: false },
        ],
      }),
    );
    renderCatalogRoute('/in/search?q=surge%20arrester%2066-132%20kV%20up%20to%201%20kA');
    expect(await screen.findByText('66–132 kV', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('≤ 1 kA', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('None of the products matching these words is rated ≤ 1 kA; they are listed without it.');
  });

  it('says nothing of set-aside ratings when every rating was met', async () => {
    stubFetch(() => jsonResponse(answer));
    renderCatalogRoute('/in/search?q=long%20rod%20220%20kV');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prompts before a search, without a request, and searches in place from the form', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ...answer, query: 'insulater', quantities: [] }));
    const { router } = renderCatalogRoute('/in/search');
    expect(screen.getByText(SEARCH_PROMPT)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'insulater{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=insulater'));
    expect(await screen.findByRole('status')).toHaveTextContent('1 product matches “insulater”.');
  });

  it('says when nothing matches, offering the product browser', async () => {
    stubFetch(() => jsonResponse({ ...answer, products: [], productsTotal: 0, categories: [], otherStorefront: { vendor: 'therm', productsTotal: 0 } }));
    renderCatalogRoute('/in/search?q=zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No products match “long rod 220 kV”.');
    expect(screen.getByRole('link', { name: 'browse the products' })).toHaveAttribute('href', '/in/products');
    expect(screen.queryByRole('link', { name: /matches in Therm/ })).toBeNull();
  });

  it('says why it cannot search and keeps the text in the box', async () => {
    stubFetch(() => jsonResponse({ message: 'Service unavailable', code: 'UNAVAILABLE' }, 503));
    renderCatalogRoute('/in/search?q=220%20kV');
    expect(await screen.findByText(SEARCH_FAILED_TEXT, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('220 kV');
  }, 20_000);

  it('says how long to wait when the address has searched too much (429), keeping the text', async () => {
    const message = 'This address has searched for more new words than the site answers in a minute. Search again in 42 seconds.';
    const fetchMock = stubFetch(() => jsonResponse({ message, code: 'RATE_LIMITED' }, 429));
    renderCatalogRoute('/in/search?q=220%20kV');
    expect(await screen.findByText(`${message} Your search is kept in the box above.`)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('220 kV');
    // A refusal is final: not asked again behind the visitor's back.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/Search/'))).toHaveLength(1);
  });
});
