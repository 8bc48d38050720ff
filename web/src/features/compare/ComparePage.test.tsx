/**
 * The compare page and the compare list: the products of the URL side by side with the rows
 * that differ marked, the differences-only switch in the URL, Request Quote for the set, products that cannot be
 * compared left out with a note; Compare on the cards keeps at most four picks and the bar links to the comparison.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, renderCatalogRoute, renderWithProviders, sampleListing, sampleProduct, stubFetch, testQueryClient } from '../../test/catalog-test-utils.tsx';
import ComparePage from './ComparePage.tsx';
import { RouterNavigation } from '../../app/layouts/RouterNavigation.tsx';
import { COMPARE_FULL_TEXT } from '../../components/compare/CompareToggle.tsx';
import { COMPARE_EMPTY_TEXT, DIFFERENCES_ONLY_TEXT } from './texts.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const products = [
  sampleProduct({ id: id(1), name: 'Long Rod 132 kV', properties: [{ key: 'Nominal System Voltage', value: '132 kV', attribute: 'voltage' }, { key: 'Core', value: 'ECR rod' }] }),
  sampleProduct({ id: id(2), name: 'Long Rod 220 kV', properties: [{ key: 'Nominal System Voltage', value: '220 kV', attribute: 'voltage' }, { key: 'Core', value: 'ECR rod' }] }),
  sampleProduct({ id: id(3), name: 'Surge Arrester 96 kV', vendor: 'therm', properties: [] }),
];

/** Answers GET /api/Products/{id} from `products`, 404 for any other id. */
const productApi = (url: string) => {
  const product = products.find((p) => url.endsWith(`/api/Products/${p.id}`));
  return product ? jsonResponse(product) : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Product not found.' } }, 404);
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ComparePage', () => {
  it('shows the products side by side, marks the rows that differ, and shows only those on request', async () => {
    stubFetch((url) => productApi(String(url)));
    const { router } = renderCatalogRoute(`/in/compare?ids=${id(1)},${id(2)}`);
    const table = await screen.findByRole('table');
    await within(table).findByRole('columnheader', { name: 'Long Rod 220 kV' });
    const voltage = within(table).getByRole('row', { name: /Nominal System Voltage/ });
    expect(voltage).toHaveAttribute('data-differs', 'true');
    expect(within(voltage).getAllByRole('cell').map((c) => c.textContent)).toEqual(['132 kV', '220 kV']);
    expect(within(table).getByRole('row', { name: /Core/ })).not.toHaveAttribute('data-differs');

    await userEvent.click(screen.getByRole('switch', { name: DIFFERENCES_ONLY_TEXT }));
    await waitFor(() => expect(router.state.location.search).toBe(`?ids=${id(1)},${id(2)}&diff=1`));
    expect(within(table).queryByRole('row', { name: /Core/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /Nominal System Voltage/ })).toBeInTheDocument();
  });

  it('asks for a quote on the whole set in the product dialog', async () => {
    stubFetch((url) => productApi(String(url)));
    renderCatalogRoute(`/in/compare?ids=${id(1)},${id(2)}`);
    await screen.findByRole('columnheader', { name: 'Long Rod 220 kV' });
    await userEvent.click(screen.getByRole('link', { name: 'Request Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Quote' });
    expect(await within(dialog).findByRole('textbox', { name: 'Message' })).toHaveValue('Please send a quotation for: Long Rod 132 kV and Long Rod 220 kV.');
  });

  it("leaves out a product that does not exist or is the other storefront's, and says so", async () => {
    stubFetch((url) => productApi(String(url)));
    renderCatalogRoute(`/in/compare?ids=${id(1)},${id(3)},${id(9)}`);
    expect(await screen.findByText(/2 products of this comparison are not in the Radhe catalogue/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Long Rod 132 kV']);
  });

  it('leaves out, without reading them again, the products the server found missing (its loader\'s answer)', async () => {
    const fetchMock = stubFetch((url) => productApi(String(url)));
    const page = (
      <RouterNavigation>
        <ComparePage />
      </RouterNavigation>
    );
    const router = createMemoryRouter([{ path: '/in/compare', element: page, loader: () => ({ missing: [id(9)] }) }], {
      initialEntries: [`/in/compare?ids=${id(1)},${id(9)}`],
    });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText(/One product of this comparison is not in the Radhe catalogue/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([`/api/Products/${id(1)}`]);
  });

  it('says when a product cannot be read just now, rather than that it does not exist', async () => {
    stubFetch((url) => (String(url).endsWith(id(2)) ? jsonResponse({ error: { code: 'UNAVAILABLE', message: 'The catalogue is unavailable.' } }, 503) : productApi(String(url))));
    renderCatalogRoute(`/in/compare?ids=${id(1)},${id(2)}`, testQueryClient());
    expect(await screen.findByText(/could not be read just now/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/not in the Radhe catalogue/)).toBeNull();
  }, 20_000);

  it('explains how to compare when the list is empty', () => {
    stubFetch(() => jsonResponse({}));
    renderCatalogRoute('/in/compare');
    expect(screen.getByText(COMPARE_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/in/products');
  });
});

describe('Compare on product cards and the compare bar', () => {
  const many = [1, 2, 3, 4, 5].map((n) => sampleProduct({ id: id(n), name: `Insulator ${n}` }));

  it('keeps up to four picks, refuses a fifth with a message, and links the bar to the comparison', async () => {
    stubFetch(() => jsonResponse(sampleListing({ subCategories: [], products: many, productsTotal: 5 })));
    renderCatalogRoute(`/in/products/${sampleListing().id}`);
    for (const n of [1, 2, 3, 4]) await userEvent.click(await screen.findByRole('button', { name: `Compare Insulator ${n}` }));
    expect(screen.getByRole('button', { name: 'Compare Insulator 4' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Compare Insulator 5' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COMPARE_FULL_TEXT);
    expect(screen.getByRole('button', { name: 'Compare Insulator 5' })).toHaveAttribute('aria-pressed', 'false');

    const bar = await screen.findByRole('region', { name: 'Compare bar' });
    expect(within(bar).getByRole('heading')).toHaveTextContent('Compare 4 of 4');
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove Insulator 2 from the comparison' }));
    expect(within(bar).getByRole('link', { name: 'Compare' })).toHaveAttribute('href', `/in/compare?ids=${id(1)},${id(3)},${id(4)}`);
    expect(JSON.parse(localStorage.getItem('compare:radhe')!)).toHaveLength(3);
    // With room again, the refusal is gone.
    expect(screen.queryByText(COMPARE_FULL_TEXT)).toBeNull();
    expect(screen.getByRole('button', { name: 'Compare Insulator 2' })).toHaveAttribute('aria-pressed', 'false');
  });
});
