import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { createRoutes } from '../../../app/router.tsx';
import {
  IDS,
  jsonResponse,
  renderCatalogRoute,
  renderWithProviders,
  sampleListing,
  sampleProduct,
  stubFetch,
  stubPendingFetch,
  setupLayoutStubs,
} from '../../../test/catalog-test-utils.tsx';

setupLayoutStubs();

/** Answers /Products/{id} with `product` and /Categories with a listing. */
function stubCatalog(productResponse: () => Response) {
  return stubFetch((url) => (url.pathname.startsWith('/api/Products/') ? productResponse() : jsonResponse(sampleListing())));
}

describe('ProductDetailPage (product-spec.md §2, §4, §8)', () => {
  it("shows 'Product not found' (alert and heading) for an invalid id without calling the API", async () => {
    const fetchMock = stubPendingFetch();
    renderCatalogRoute('/in/products/details/not-a-guid');
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/in/products');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Product not found' for a missing parameter: the app's route table sends /in/products/details here", async () => {
    const fetchMock = stubPendingFetch();
    const router = createMemoryRouter(createRoutes({ queryClient: new QueryClient(), awaitReads: false }), { initialEntries: ['/in/products/details'] });
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found');
    expect(screen.queryByText('Failed to fetch category.')).toBeNull();
    // Nothing is asked of the API: not a product, not a category named "details".
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('details'))).toEqual([]);
  });

  it("shows 'Product not found' for a 404", async () => {
    stubCatalog(() => jsonResponse({ message: 'Product not found', code: 'NOT_FOUND' }, 404));
    renderCatalogRoute(`/in/products/details/${IDS.product}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Product not found');
  });

  it("shows 'Failed to fetch product.' for a 500", async () => {
    stubCatalog(() => jsonResponse({ message: 'Internal Server Error', code: 'INTERNAL' }, 500));
    renderCatalogRoute(`/in/products/details/${IDS.product}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch product.');
    expect(screen.queryByText('Product not found')).toBeNull();
  });

  it('shows a skeleton and a backdrop spinner while loading', () => {
    stubPendingFetch();
    renderCatalogRoute(`/in/products/details/${IDS.product}`);
    expect(screen.getByTestId('product-detail-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows title, gallery, description, properties, configurations and the buttons in that order; a configuration opens a dialog', async () => {
    const fetchMock = stubCatalog(() => jsonResponse(sampleProduct()));
    const user = userEvent.setup();
    renderCatalogRoute(`/in/products/details/${IDS.product}`);
    expect(await screen.findByRole('heading', { level: 1, name: '132 kV Composite Long Rod Insulator' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === `/api/Products/${IDS.product}`)).toBe(true);
    expect(screen.getByTestId('product-description').textContent).toBe('Silicone rubber housing.\nECR glass fibre core.');

    const table = screen.getByRole('table', { name: 'Specifications' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'System voltage132 kV',
      'Specified mechanical load120 kN',
      'Creepage distance3625 mm',
      'StandardIEC 61109',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'System voltage' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Configurations' })).toBeInTheDocument();
    const tension = screen.getByRole('link', { name: 'Enlarge configuration Tension string' });
    expect(tension).toHaveAttribute('href', '/media/radhe/images/tension.png');
    await user.click(tension);
    const dialog = await screen.findByRole('dialog', { name: 'Tension string' });
    expect(within(dialog).getByRole('img', { name: 'Tension string' })).toHaveAttribute('src', '/media/radhe/images/tension.png');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The spec's order (§2): title, gallery, description, properties, Configurations, then the buttons.
    const parts = [
      screen.getByRole('heading', { level: 1, name: '132 kV Composite Long Rod Insulator' }),
      screen.getByTestId('media-gallery'),
      screen.getByTestId('product-description'),
      table,
      screen.getByRole('heading', { level: 2, name: 'Configurations' }),
      screen.getByRole('link', { name: 'Request Quote' }),
      screen.getByRole('link', { name: 'Download Catalog' }),
    ];
    for (let i = 1; i < parts.length; i += 1) {
      expect(parts[i - 1].compareDocumentPosition(parts[i]) & Node.DOCUMENT_POSITION_FOLLOWING, `part ${i} follows part ${i - 1}`).toBeTruthy();
    }

    // Breadcrumb: Products › parent category.
    expect(await screen.findByRole('link', { name: 'Composite Insulators' })).toHaveAttribute('href', `/in/products/composite-insulators-${IDS.category}`);
  });

  it("lists the product's documents as download links after its specifications, with kind and size; none, no section", async () => {
    const documents = [
      { title: 'Type test report (IEC 61109)', path: 'documents/1700000000000-type-test.pdf', bytes: 2_516_582 },
      { title: 'ISO 9001 certificate', path: 'documents/1700000000001-iso.pdf', bytes: 300 },
    ];
    stubCatalog(() => jsonResponse(sampleProduct({ documents })));
    const { unmount } = renderCatalogRoute(`/in/products/details/${IDS.product}`);
    const section = within(await screen.findByRole('region', { name: 'Documents' }));
    const report = section.getByRole('link', { name: 'Type test report (IEC 61109)' });
    expect(report).toHaveAttribute('href', '/media/radhe/documents/1700000000000-type-test.pdf');
    expect(report).toHaveAttribute('download', 'Type test report (IEC 61109).pdf');
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Type test report (IEC 61109)PDF, 2.4 MB', 'ISO 9001 certificatePDF, 1 KB']);
    const table = screen.getByRole('table', { name: 'Specifications' });
    expect(table.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    stubCatalog(() => jsonResponse(sampleProduct()));
    renderCatalogRoute(`/in/products/details/${IDS.product}`);
    await screen.findByRole('heading', { level: 1, name: '132 kV Composite Long Rod Insulator' });
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  });

  it('Request Quote and Download Catalog open the enquiry form prefilled with the product', async () => {
    stubCatalog(() => jsonResponse(sampleProduct()));
    const user = userEvent.setup();
    renderCatalogRoute(`/in/products/details/${IDS.product}`);
    // Links that work before the app runs; the app opens the dialog in place.
    expect(await screen.findByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', `/in/products/details/${IDS.product}?enquiry=quote`);
    expect(screen.getByRole('link', { name: 'Download Catalog' })).toHaveAttribute('href', `/in/products/details/${IDS.product}?enquiry=catalog`);
    await user.click(screen.getByRole('link', { name: 'Request Quote' }));
    const quote = await screen.findByRole('dialog', { name: 'Request Quote' });
    expect(await within(quote).findByRole('textbox', { name: 'Message' })).toHaveValue(
      'Please send a quotation for: 132 kV Composite Long Rod Insulator.',
    );
    expect(within(quote).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(quote).getByRole('link', { name: 'Close' })).toHaveAttribute('href', `/in/products/details/${IDS.product}`);
    await user.click(within(quote).getByRole('link', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('link', { name: 'Download Catalog' }));
    expect(await screen.findByRole('dialog', { name: 'Download Catalog' })).toBeInTheDocument();
  });

  it('Download Catalog sends the product as the enquiry\'s line, then offers its datasheet', async () => {
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/contact') {
        posts.push(JSON.parse(String(input instanceof Request ? await input.text() : init?.body)));
        return jsonResponse({ status: 'received', id: 'e1' });
      }
      return url.pathname.startsWith('/api/Products/') ? jsonResponse(sampleProduct()) : jsonResponse(sampleListing());
    });
    const user = userEvent.setup();
    renderCatalogRoute(`/in/products/details/${IDS.product}?enquiry=catalog`);
    const dialog = await screen.findByRole('dialog', { name: 'Download Catalog' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Full Name/ }), 'Asha Patel');
    await user.type(within(dialog).getByRole('textbox', { name: /Email ID/ }), 'asha@utility.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const datasheet = await within(dialog).findByRole('link', { name: 'Download the datasheet (PDF)' });
    expect(datasheet).toHaveAttribute('href', `/api/Products/${IDS.product}/datasheet`);
    expect(posts).toEqual([expect.objectContaining({ title: 'Download Catalog', lines: [{ productId: IDS.product }] })]);
  });

  it('opens the dialog the URL names at the first render, in place (the server renders it so)', async () => {
    stubCatalog(() => jsonResponse(sampleProduct()));
    const { container } = renderCatalogRoute(`/in/products/details/${IDS.product}?enquiry=catalog`);
    const dialog = await screen.findByRole('dialog', { name: 'Download Catalog' });
    // Drawn inside the page, not in a portal: the server's markup can hold it.
    expect(container.contains(dialog)).toBe(true);
    expect(await within(dialog).findByRole('textbox', { name: 'Message' })).toHaveValue(
      'Please send the catalogue and data sheet for: 132 kV Composite Long Rod Insulator.',
    );
  });
});
