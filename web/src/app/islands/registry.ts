/**
 * The browser's islands (components/island/island-names.ts): for each name, the chunk of its component. Loaded
 * only when the island starts, so a page loads the code of the islands it shows and nothing else
 * (docs/decisions/0014). registry.test.ts proves each name loads the component its `<Island>` renders.
 */
import type { ComponentType } from 'react';
import type { IslandName } from '../../components/island/island-names.ts';

/** Loads the component of each island. */
export const islandRegistry: Record<IslandName, () => Promise<ComponentType<never>>> = {
  'banner-carousel': () => import('../../storefronts/radhe/components/BannerControls.tsx').then((m) => m.BannerControls),
  'client-carousel': () => import('../../storefronts/therm/components/ClientCarousel.tsx').then((m) => m.ClientCarousel),
  'industries-selector': () => import('../../storefronts/therm/components/IndustriesSelector.tsx').then((m) => m.IndustriesSelector),
  'enquiry-form': () => import('../../components/enquiry/LazyEnquiryForm.tsx').then((m) => m.EnquiryFormIsland),
  'product-gallery': () => import('../../features/catalog/components/gallery/MediaGallery.tsx').then((m) => m.MediaGallery),
  'product-actions': () => import('../../features/catalog/components/ProductActions.tsx').then((m) => m.ProductActions),
  'card-actions': () => import('../../components/catalog/ProductCardActions.tsx').then((m) => m.ProductCardActions),
  'compare-actions': () => import('../../features/compare/CompareActions.tsx').then((m) => m.CompareActions),
  'add-to-quote': () => import('../../components/quote/AddToQuote.tsx').then((m) => m.AddToQuote),
  'compare-bar': () => import('../../components/compare/LazyCompareBar.tsx').then((m) => m.CompareBar),
  'listing-filters': () => import('../../features/catalog/components/ListingFilters.tsx').then((m) => m.ListingFilters),
  // Its reads are the app's: cached in local storage (persisted-reads.tsx).
  'listing-more': () =>
    Promise.all([import('../../features/catalog/components/ListingMorePages.tsx'), import('./persisted-reads.tsx')]).then(([m, reads]) =>
      reads.withPersistedReads(m.ListingMorePages),
    ),
  'product-configurations': () => import('../../features/catalog/components/ProductConfigurations.tsx').then((m) => m.ProductConfigurations),
  'site-menu': () => import('../layouts/TopBarMenu.tsx').then((m) => m.TopBarMenu),
  'header-search': () => import('../layouts/HeaderSearch.tsx').then((m) => m.HeaderSearch),
};
