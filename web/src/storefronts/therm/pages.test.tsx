/**
 * The therm marketing pages (product-spec.md §2 "therm storefront", §9): headings, the 5 cards, the 4
 * statistics, categories from the catalogue, the industries selector (default Steel Plants), the UNIT table, the
 * certificates and type tests, the 7 industries, contact data from the runtime configuration, and images with
 * size, alt and lazy loading.
 */
import { storefrontThemes } from '../../app/theme.ts';
import type { ComponentType } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  setupStorefrontPageTests,
  jsonResponse,
  renderWithProviders,
  IDS,
  sampleListing,
} from '../../test/catalog-test-utils.tsx';
import AboutUsPage from './AboutUsPage.tsx';
import ApplicationsPage from './ApplicationsPage.tsx';
import ContactUsPage from './ContactUsPage.tsx';
import ThermHomePage from './HomePage.tsx';
import ManufacturingFacilitiesPage from './ManufacturingFacilitiesPage.tsx';
import QualityPage from './QualityPage.tsx';
import ResearchPage from './ResearchPage.tsx';
import TestingFacilitiesPage from './TestingFacilitiesPage.tsx';
import { thermRoutes } from './routes.tsx';

const CONTACT = {
  companyName: 'Test Therm Pvt Ltd',
  addressLine1: 'Plot 9, Test Estate',
  addressLine2: 'Vadodara 390010',
  email: 'hello@therm.example',
  phoneNumber: '+91 98765 43210',
  productionSites: ['Radhe A', 'Radhe B', 'Therm UNIT-1 address', 'Therm UNIT-2 address'],
};

function renderPage(Page: ComponentType, path = '/fd/x') {
  const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />, undefined, storefrontThemes.fd);
}

setupStorefrontPageTests(CONTACT, 'therm', () =>
  jsonResponse(sampleListing({ id: null, vendor: 'therm', name: 'Therm', subCategories: [{ id: IDS.sub, vendor: 'therm', name: 'Metallic Expansion Joints', description: 'Axial, lateral', imagePath: 'images/x.png', parentCategoryId: null, attributes: [] }] })),
);

describe('therm routes', () => {
  it('has the seven marketing pages of the spec (menu order)', () => {
    expect(thermRoutes.map((r) => r.path)).toEqual([
      'about-us',
      'manufacturing-facilities',
      'testing-facilities',
      'research',
      'quality',
      'applications',
      'contact-us',
    ]);
  });
});

describe('/fd home', () => {
  it('shows about, 5 why-cards, 4 statistics, catalogue categories, the selector (Steel Plants) and 10 client logos', async () => {
    renderPage(ThermHomePage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Expansion joints engineered');
    expect(within(screen.getByTestId('why-choose-us')).getAllByRole('listitem')).toHaveLength(5);
    const stats = screen.getAllByTestId('statistic').map((s) => s.textContent);
    expect(stats).toEqual(['Years of experience33+', 'Countries served60+', 'sq ft facility400,000+', 'Products delivered1.50+ million']);
    const category = await screen.findByRole('link', { name: /Metallic Expansion Joints/ });
    expect(category).toHaveAttribute('href', `/fd/products/metallic-expansion-joints-${IDS.sub}`);

    // Each industry is an in-page link to its own panel; the app shows the chosen panel in place.
    const list = screen.getByTestId('industries-list');
    expect(within(list).getAllByRole('link')).toHaveLength(7);
    const steel = within(list).getByRole('link', { name: 'Steel Plants' });
    expect(steel).toHaveAttribute('href', '#industry-steel-plants');
    expect(steel).toHaveClass('Mui-selected');
    expect(within(screen.getByTestId('industry-panel')).getByRole('heading', { name: 'Steel Plants' })).toBeInTheDocument();
    expect(within(screen.getByTestId('industry-panel')).queryByRole('heading', { name: 'Cement Plants' })).toBeNull();
    fireEvent.click(within(list).getByRole('link', { name: 'Cement Plants' }));
    expect(within(screen.getByTestId('industry-panel')).getByRole('heading', { name: 'Cement Plants' })).toBeInTheDocument();
    expect(within(screen.getByTestId('industry-panel')).queryByRole('heading', { name: 'Steel Plants' })).toBeNull();
    expect(steel).not.toHaveClass('Mui-selected');

    const slides = screen.getAllByTestId('client-slide');
    expect(slides).toHaveLength(10);
    const logo = within(slides[0]).getByRole('img');
    expect(logo).toHaveAttribute('src', '/media/fd-images/clients/ironcrest-steel.webp');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('width', '360');
    expect(screen.getByRole('button', { name: 'Previous client' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next client' })).toBeInTheDocument();
  });
});

describe('marketing pages', () => {
  it('/fd/about-us, /fd/testing-facilities and /fd/research have their headings and specific content', () => {
    const about = renderPage(AboutUsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'About Therm Expansion Joints' })).toBeInTheDocument();
    expect(within(screen.getByTestId('about-products')).getAllByRole('listitem')).toHaveLength(5);
    about.unmount();

    const testing = renderPage(TestingFacilitiesPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Testing Facilities' })).toBeInTheDocument();
    const tests = within(screen.getByTestId('tests-list')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(tests).toEqual(['Hydrostatic test', 'Pneumatic test', 'Spring rate test', 'Fatigue life test', 'Radiography', 'Dye penetrant test', 'Helium leak test']);
    testing.unmount();

    renderPage(ResearchPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Research & Development' })).toBeInTheDocument();
    expect(screen.getAllByText(/EJMA/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/ASME B31\.3/).length).toBeGreaterThan(0);
  });

  it('/fd/manufacturing-facilities: the §9 figures and the full UNIT-1 vs UNIT-2 table', () => {
    renderPage(ManufacturingFacilitiesPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Manufacturing Facilities' })).toBeInTheDocument();
    const figures = screen.getByTestId('facility-figures').textContent;
    for (const f of ['4,00,000 sq ft', '70,000 sq ft', '5,000 sq ft', '2,500+ Mt', '50 NB']) expect(figures).toContain(f);
    const table = screen.getByTestId('unit-table');
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Capability', 'UNIT-1', 'UNIT-2']);
    const rows = within(table).getAllByRole('rowheader').map((c) => c.textContent);
    expect(rows).toEqual(['Area', 'Crane capacity', 'Capacity', 'CNC cutting', 'Plasma cutting', 'Plate rolling', 'Automatic welding', 'Bending', 'Hydraulic press', 'Shearing']);
    const text = table.textContent ?? '';
    for (const v of ['5/2 tons', '2 to 30 T', '50 NB to 8000 NB', 'Up to 120 mm', 'Up to 150 mm', '1250 x 25 mm', '1500 x 30 mm', '4000 mm x 16 mm, 500T', '150 T', '100/150 T', '3 mm', '6 mm']) {
      expect(text).toContain(v);
    }
    // A value for the works as a whole spans both unit columns and says so (UNIT-2 never reads as blank).
    const cncRow = within(table).getByRole('rowheader', { name: 'CNC cutting' }).closest('tr')!;
    const cells = within(cncRow).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveAttribute('colspan', '2');
    expect(cells[0]).toHaveTextContent('Both unitsUp to 120 mm');
  });

  it('/fd/quality: 4 approval badges, the 4 certificates and the 6 type-test pictures (lazy, sized)', () => {
    renderPage(QualityPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Quality' })).toBeInTheDocument();
    expect(within(screen.getByTestId('approvals')).getAllByRole('img')).toHaveLength(4);
    expect(within(screen.getByTestId('certificates')).getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'ISO 14001:2015',
      'ISO 45001:2018',
      'ISO 9001:2015',
      'State approval for metallic expansion bellows',
    ]);
    const typeTests = within(screen.getByTestId('type-tests'));
    expect(typeTests.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Burst', 'Life cycle', 'Movement', 'Spring rate', 'Squirm', 'Standardized']);
    for (const img of typeTests.getAllByRole('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '600');
      expect(img.getAttribute('src')).toMatch(/^\/media\/fd-images\/quality\/type-tests\/.+\.webp$/);
      expect(img.getAttribute('alt')).toBeTruthy();
    }
  });

  it('/fd/applications: the 7 industries with what the products do there', () => {
    renderPage(ApplicationsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    const list = screen.getByTestId('industries');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Steel Plants',
      'Cement Plants',
      'Oil and Gas',
      'Petrochemicals',
      'Power Plants',
      'Enviro Systems',
      'Public Utility Plants',
    ]);
  });

  it('/fd/contact-us: Email, Phone, Address, Production Facility 1 and 2 from the configuration, and the enquiry place', async () => {
    renderPage(ContactUsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const details = screen.getByTestId('contact-details');
    expect(within(details).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Email', 'Phone', 'Address', 'Production Facility 1', 'Production Facility 2']);
    expect(within(details).getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(within(details).getByRole('link', { name: CONTACT.phoneNumber })).toHaveAttribute('href', 'tel:+919876543210');
    expect(details).toHaveTextContent('Plot 9, Test Estate, Vadodara 390010');
    expect(details).toHaveTextContent('Therm UNIT-1 address');
    expect(details).toHaveTextContent('Therm UNIT-2 address');
    expect(details).not.toHaveTextContent('Radhe A');
    const place = screen.getByTestId('therm-enquiry-place');
    expect(within(place).getByRole('heading', { name: "What's On Your Mind?" })).toBeInTheDocument(); // §5 default
    expect(within(place).getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(await within(place).findByRole('button', { name: /send/i })).toBeInTheDocument();
  });
});
