/**
 * The therm storefront's marketing pages (product-spec.md §2 "therm storefront"), as child routes of its
 * storefront layout. Each page is its own lazy chunk; the home (/fd) is the layout's index route (router.tsx).
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

export const thermRoutes: RouteObject[] = [
  { path: 'about-us', lazy: lazyPage(() => import('./AboutUsPage.tsx')) },
  { path: 'manufacturing-facilities', lazy: lazyPage(() => import('./ManufacturingFacilitiesPage.tsx')) },
  { path: 'testing-facilities', lazy: lazyPage(() => import('./TestingFacilitiesPage.tsx')) },
  { path: 'research', lazy: lazyPage(() => import('./ResearchPage.tsx')) },
  { path: 'quality', lazy: lazyPage(() => import('./QualityPage.tsx')) },
  { path: 'applications', lazy: lazyPage(() => import('./ApplicationsPage.tsx')) },
  { path: 'contact-us', lazy: lazyPage(() => import('./ContactUsPage.tsx')) },
];
