/**
 * The words of the storefront search's box, shared by the top bar's search (app/layouts/HeaderSearch.tsx)
 * and the search page (features/search/SearchPage.tsx).
 */
import type { VendorCode } from '../../../../contracts/vendors.ts';

/** The search button's accessible name, and the box's label. */
export const SEARCH_LABEL = 'Search products';

/** What the box suggests typing, per storefront: a search by rating with its unit. */
export const SEARCH_PLACEHOLDERS: Record<VendorCode, string> = { in: 'e.g. long rod 220 kV', fd: 'e.g. DN 600 10 bar' };
