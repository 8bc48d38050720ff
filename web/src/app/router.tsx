/**
 * The route table — product-spec.md §2 "Routes". Every page is a lazy chunk. /in and /fd share the storefront
 * layout, which selects the vendor from the prefix. Unknown routes and route errors show the fallback page.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { VendorCode } from '../../../contracts/vendors.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import { StorefrontLayout } from './layouts/StorefrontLayout.tsx';
import FallbackPage from './pages/FallbackPage.tsx';
import { lazyPage as page } from './lazy-page.ts';
import { PageLoading } from './pages/PageLoading.tsx';
import { paths } from './paths.ts';
import { radheRoutes } from '../storefronts/radhe/routes.tsx';
import { thermRoutes } from '../storefronts/therm/routes.tsx';

/** A storefront subtree: layout (vendor from the prefix), home, catalogue pages, its marketing pages, fallback. */
function storefrontRoutes(
  code: VendorCode,
  home: () => Promise<{ default: ComponentType }>,
  pages: RouteObject[],
): RouteObject {
  return {
    path: code,
    element: <StorefrontLayout code={code} />,
    children: [
      { index: true, lazy: page(home) },
      { path: 'products', lazy: page(() => import('../features/catalog/pages/ProductsPage.tsx')) },
      { path: 'products/details/:product', lazy: page(() => import('../features/catalog/pages/ProductDetailPage.tsx')) },
      { path: 'products/:category', lazy: page(() => import('../features/catalog/pages/CategoryPage.tsx')) },
      ...pages,
      { path: '*', element: <FallbackPage homePath={paths.storefront(code)} withinLayout /> },
    ],
  };
}

/** The routes, exported for tests (createMemoryRouter). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <FallbackPage />,
    // Shown while the first lazy page chunk loads; the pages bring their own skeletons after that.
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: page(() => import('./pages/LandingPage.tsx')) },
      storefrontRoutes('in', () => import('../storefronts/radhe/HomePage.tsx'), radheRoutes),
      storefrontRoutes('fd', () => import('../storefronts/therm/HomePage.tsx'), thermRoutes),
      { path: '*', element: <FallbackPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
