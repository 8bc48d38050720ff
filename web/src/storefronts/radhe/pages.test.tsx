/**
 * The radhe marketing pages (product-spec.md §2 "radhe storefront"): headings, lists and counts,
 * images with size, alt and lazy loading, contact data from the runtime configuration, never from code.
 */
import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  setupStorefrontPageTests,
  jsonResponse,
  renderWithProviders,
  sampleListing,
} from '../../test/catalog-test-utils.tsx';
import AboutUsPage from './AboutUsPage.tsx';
import ClientelePage from './ClientelePage.tsx';
import ContactUsPage from './ContactUsPage.tsx';
import FacilitiesPage from './FacilitiesPage.tsx';
import RadheHomePage from './HomePage.tsx';
import TestingQualityPage from './TestingQualityPage.tsx';
import { radheRoutes } from './routes.tsx';
import { visionItems } from '../../../../content/radhe/about.ts';
import { RouterNavigation } from '../../app/layouts/RouterNavigation.tsx';

const CONTACT = {
  companyName: 'Test Insulators Pvt Ltd',
  addressLine1: 'Plot 1, Test Estate',
  addressLine2: 'Vadodara 390001',
  email: 'sales@test.example',
  phoneNumber: '+91 12345 67890',
  productionSites: ['Factory A, Vadodara', 'Factory B, Vadodara', 'Therm 1', 'Therm 2'],
};

function renderPage(Page: ComponentType, path = '/in/x') {
  const router = createMemoryRouter([{ path, element: <RouterNavigation><Page /></RouterNavigation> }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

setupStorefrontPageTests(CONTACT, 'radhe', () => jsonResponse(sampleListing({ id: null, name: 'Radhe' })));

describe('radhe routes', () => {
  it('has the five marketing pages of the spec', () => {
    expect(radheRoutes.map((r) => r.path)).toEqual(['facilities', 'testing-quality', 'clientele', 'contact-us', 'about-us']);
  });
});

describe('/in home', () => {
  // The whole home page and the lazily loaded enquiry form, transformed on first import: up to ~5 s on a busy machine.
  it('shows 3 banners, the client strip, products from the catalogue, 4 QA cards, 4 recognitions and Get in Touch', { timeout: 20_000 }, async () => {
    renderPage(RadheHomePage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Radhe');
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(3);
    const first = within(screen.getAllByTestId('banner-slide')[0]).getByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first.getAttribute('src')).toBe('/media/in-images/banners/banner-1.webp');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.getAttribute('srcset')).toContain('/media/in-images/banners/banner-1.webp?w=1920 1920w');
    expect(screen.getAllByTestId('banner-slide')[1].querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(screen.getByTestId('logo-strip')).getAllByRole('img').length).toBe(56);
    expect(within(screen.getByTestId('qa-cards')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByTestId('testing-recognitions')).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('heading', { name: 'Long Rod Insulators' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(screen.getByText('Factory A, Vadodara')).toBeInTheDocument();
    expect(screen.queryByText('Therm 1')).not.toBeInTheDocument();
  });
});

describe('marketing pages', () => {
  it('/in/facilities: hero picture (eager), h1 and five lazy gallery images with size and alt', () => {
    renderPage(FacilitiesPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Manufacturing Facilities' })).toBeInTheDocument();
    const gallery = within(screen.getByTestId('facility-gallery')).getAllByRole('img');
    expect(gallery).toHaveLength(5);
    for (const img of gallery) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img.getAttribute('alt')).not.toBe('');
    }
  });

  it('/in/testing-quality: the four entries of the spec and three images', () => {
    renderPage(TestingQualityPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Testing & Quality' })).toBeInTheDocument();
    const entries = within(screen.getByTestId('testing-entries')).getAllByRole('listitem');
    expect(entries.map((e) => within(e).getByRole('heading').textContent)).toEqual([
      '5000 hrs accelerated ageing',
      'Power arc test',
      'Mechanical load test',
      'All electrical, mechanical and design tests',
    ]);
    expect(screen.getByText(/Netherlands/)).toBeInTheDocument();
    expect(screen.getByText(/Czech/)).toBeInTheDocument();
    expect(screen.getByText(/Prague/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Illustration/ })).toHaveLength(3);
  });

  it('/in/clientele: three groups of logos (56) and the world map', () => {
    renderPage(ClientelePage);
    const groups = screen.getAllByTestId('client-group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'EPC Contractors',
      'Renewable Energy Companies',
      'State Electricity Boards',
    ]);
    expect(groups.reduce((n, g) => n + within(g).getAllByRole('img').length, 0)).toBe(56);
    expect(screen.getByRole('img', { name: /world map/i })).toHaveAttribute('src', '/media/in-images/clientele/world-map.webp');
  });

  it('/in/contact-us: company, phone & email, address and production address from the configuration, plus the form', async () => {
    renderPage(ContactUsPage);
    const cards = within(screen.getByTestId('contact-cards'));
    expect(cards.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Company', 'Phone & Email', 'Address', 'Production Address']);
    expect(cards.getByText(CONTACT.companyName)).toBeInTheDocument();
    expect(cards.getByRole('link', { name: CONTACT.phoneNumber })).toHaveAttribute('href', 'tel:+911234567890');
    expect(cards.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(cards.getByText('Plot 1, Test Estate, Vadodara 390001')).toBeInTheDocument();
    expect(cards.getByText('Factory B, Vadodara')).toBeInTheDocument();
    // The page names no title for its form, so it has the form's default (§5).
    expect(await screen.findByRole('heading', { name: "What's On Your Mind?" })).toBeInTheDocument();
  });

  it('/in/about-us: breadcrumb Products → /in, five vision items, six advantages', async () => {
    renderPage(AboutUsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/in');
    // The vision accordion is five <details> of one exclusive group, the first open (no script needed).
    const vision = [...screen.getByTestId('vision-items').querySelectorAll('details')];
    expect(vision).toHaveLength(5);
    expect(vision.map((d) => d.open)).toEqual([true, false, false, false, false]);
    expect(new Set(vision.map((d) => d.getAttribute('name'))).size).toBe(1);
    expect(vision.map((d) => d.querySelector('summary h3')?.textContent)).toEqual(visionItems.map((v) => v.title));
    expect(within(screen.getByTestId('advantages')).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText(/Incorporated in 1992/)).toBeInTheDocument();
    expect(screen.getByText(/Since 2023 a US entity/)).toBeInTheDocument();
  });
});
