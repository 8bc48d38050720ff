/**
 * Storefront menus — product-spec.md §2 ("radhe storefront" and "therm storefront" menus), in the spec's order.
 * The footer's 'Quick Links' use the same items.
 */
import type { VendorCode } from '../../../contracts/vendors.ts';
import { paths } from '../lib/paths.ts';

/** A menu entry (product-spec.md §3 "Menu item: label, path"). */
export interface MenuItem {
  label: string;
  path: string;
}

export const radheMenu: MenuItem[] = [
  { label: 'Home', path: paths.storefront('in') },
  { label: 'Products', path: paths.products('in') },
  { label: 'Facilities', path: paths.page('in', 'facilities') },
  { label: 'Testing & Quality', path: paths.page('in', 'testing-quality') },
  { label: 'Clientele', path: paths.page('in', 'clientele') },
  { label: 'Contact Us', path: paths.page('in', 'contact-us') },
  { label: 'About Us', path: paths.page('in', 'about-us') },
];

export const thermMenu: MenuItem[] = [
  { label: 'Home', path: paths.storefront('fd') },
  { label: 'About Us', path: paths.page('fd', 'about-us') },
  { label: 'Products', path: paths.products('fd') },
  { label: 'Manufacturing Facilities', path: paths.page('fd', 'manufacturing-facilities') },
  { label: 'Testing Facilities', path: paths.page('fd', 'testing-facilities') },
  { label: 'R&D', path: paths.page('fd', 'research') },
  { label: 'Quality', path: paths.page('fd', 'quality') },
  { label: 'Applications', path: paths.page('fd', 'applications') },
  { label: 'Contact Us', path: paths.page('fd', 'contact-us') },
];

/** The menu of a storefront by route code. */
export const menus: Record<VendorCode, MenuItem[]> = { in: radheMenu, fd: thermMenu };
