/** A storefront's top categories as cards (product-spec.md §2), read from the catalogue. */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, sampleListing, stubFetch } from '../../test/catalog-test-utils.tsx';
import { RootCategoryCards } from './RootCategoryCards.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('RootCategoryCards', () => {
  it("shows the storefront's top categories as cards linking to their pages, then the link to every product", async () => {
    stubFetch((url) => (url.pathname.endsWith('/Categories/radhe') ? jsonResponse(sampleListing({ id: null, name: 'Radhe' })) : jsonResponse({}, 404)));
    renderWithProviders(
      <MemoryRouter>
        <RootCategoryCards vendor="radhe" code="in" errorText="The products could not be read." allProducts={{ label: 'View all products', space: 5 }} />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('link', { name: /Long Rod Insulators/ });
    expect(card.getAttribute('href')).toMatch(/^\/in\/products\/long-rod-insulators-/);
    expect(screen.getByRole('link', { name: 'View all products' })).toHaveAttribute('href', '/in/products');
  });

  it('says so when the categories cannot be read, and still links to every product', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500));
    renderWithProviders(
      <MemoryRouter>
        <RootCategoryCards vendor="radhe" code="in" errorText="The products could not be read." allProducts={{ label: 'View all products', space: 5 }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('The products could not be read.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all products' })).toBeInTheDocument();
  });
});
