import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './layouts/Footer.tsx';
import { TopBar } from './layouts/TopBar.tsx';
import FallbackPage, { WANDERED_OFF_TEXT } from '../components/FallbackPage.tsx';
import { radheMenu, thermMenu } from '../storefronts/menu.ts';
import { forceLightMode } from './theme.ts';
import { RouterNavigation } from './layouts/RouterNavigation.tsx';

const contact = {
  companyName: 'Acme Insulators',
  addressLine1: '1 Works Road',
  addressLine2: 'Vadodara 390010',
  email: 'care@acme.example',
  phoneNumber: '+91 265 000 0000',
  productionSites: ['Unit A, Vadodara', 'Unit B, Ranoli', 'Unit C'],
};

function inRouter(element: React.ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <RouterNavigation>{element}</RouterNavigation> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('menus (product-spec.md §2)', () => {
  it('lists the radhe and therm entries in the spec order', () => {
    expect(radheMenu.map((m) => m.label)).toEqual(['Home', 'Products', 'Facilities', 'Testing & Quality', 'Clientele', 'Contact Us', 'About Us']);
    expect(thermMenu.map((m) => m.label)).toEqual([
      'Home', 'About Us', 'Products', 'Manufacturing Facilities', 'Testing Facilities', 'R&D', 'Quality', 'Applications', 'Contact Us',
    ]);
    expect(thermMenu.find((m) => m.label === 'R&D')?.path).toBe('/fd/research');
  });
});

describe('footer (product-spec.md §2 "Shared footer")', () => {
  it('shows quick links, contact from configuration, two factories and the current year', () => {
    inRouter(
      <Footer menu={radheMenu} brand="Radhe" description="Composite insulators." logo={{ src: '/l.svg', alt: 'Radhe', width: 10, height: 10 }} wordmark={{ src: '/w.svg', alt: 'Radhe Polymer Insulators', width: 10, height: 10 }} logoHref="https://acme.example" contact={contact} productionSites={contact.productionSites.slice(0, 2)} now={new Date('2031-05-01')} />,
    );
    const links = within(screen.getByRole('heading', { name: 'Quick Links' }).parentElement!);
    expect(links.getAllByRole('link').map((a) => a.textContent)).toEqual(radheMenu.map((m) => m.label));
    expect(screen.getByText('1 Works Road, Vadodara 390010')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'care@acme.example' })).toHaveAttribute('href', 'mailto:care@acme.example');
    expect(screen.getByText('Unit A, Vadodara')).toBeInTheDocument();
    expect(screen.getByText('Unit B, Ranoli')).toBeInTheDocument();
    expect(screen.queryByText('Unit C')).not.toBeInTheDocument();
    expect(screen.getByText('© 2031 Acme Insulators. All rights reserved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Radhe — home' })).toHaveAttribute('href', 'https://acme.example');
    // The text-logo is shown below md only (jsdom is 1024 px wide), so query it by alt text.
    expect(screen.getByAltText('Radhe Polymer Insulators')).toHaveAttribute('src', '/w.svg');
  });
});

describe('top bar', () => {
  it('opens the top drawer with every entry from the menu button', async () => {
    inRouter(<TopBar menu={thermMenu} homePath="/fd" logo={{ src: '/t.svg', alt: 'Therm', width: 10, height: 10 }} />, '/fd/products');
    // The menu button is the summary of a <details> (it opens without JavaScript).
    // (jsdom applies the md rule that hides it on desktops, so the links are queried with `hidden`.)
    await userEvent.click(screen.getByText('Open menu'));
    expect(screen.getByTestId('site-menu')).toHaveProperty('open', true);
    const drawer = screen.getByTestId('site-menu-panel');
    expect(within(drawer).getAllByRole('link', { hidden: true }).map((a) => a.textContent)).toEqual(thermMenu.map((m) => m.label));
  });
});

describe('fallback page (product-spec.md §2, §8)', () => {
  it('shows the image, the exact text and the customer-care e-mail', () => {
    inRouter(<FallbackPage email="care@acme.example" />, '/nowhere');
    expect(screen.getByText(WANDERED_OFF_TEXT)).toBeInTheDocument();
    expect(WANDERED_OFF_TEXT).toBe("Looks like you've wandered off the path. But don't worry, we'll help you get back on track!");
    expect(screen.getByRole('img')).toHaveAttribute('src', '/lost.svg');
    expect(screen.getByRole('link', { name: 'care@acme.example' })).toHaveAttribute('href', 'mailto:care@acme.example');
  });
});

describe('light mode (product-spec.md §2, §3)', () => {
  it('pins both colour-mode keys to light', () => {
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-color-scheme', 'system');
    forceLightMode();
    expect(localStorage.getItem('mui-mode')).toBe('light');
    expect(localStorage.getItem('mui-color-scheme')).toBe('light');
  });
});
