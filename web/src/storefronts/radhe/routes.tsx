/**
 * The radhe storefront's marketing pages (product-spec.md §2 "radhe storefront"), as child routes of its
 * storefront layout. Each page is its own lazy chunk; the home (/in) is the layout's index route (router.tsx).
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

export const radheRoutes: RouteObject[] = [
  { path: 'facilities', lazy: lazyPage(() => import('./FacilitiesPage.tsx')) },
  { path: 'testing-quality', lazy: lazyPage(() => import('./TestingQualityPage.tsx')) },
  { path: 'clientele', lazy: lazyPage(() => import('./ClientelePage.tsx')) },
  { path: 'contact-us', lazy: lazyPage(() => import('./ContactUsPage.tsx')) },
  { path: 'about-us', lazy: lazyPage(() => import('./AboutUsPage.tsx')) },
];
