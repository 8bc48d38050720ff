/**
 * The route table — product-spec.md §2 "Routes". Every page is a lazy chunk. /in and /fd share the storefront
 * layout, which selects the vendor from the prefix. Unknown routes and route errors show the fallback page, inside
 * the storefront's header and footer under /in and /fd; unknown routes have status 404. The
 * catalogue routes' loaders put the page's reads into the query cache (app/route-data.ts), on the server and in
 * the browser alike; on the server an unknown catalogue id is a 404 drawn by the route's error boundary (the
 * fallback page; the product page's own 'Product not found').
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import type { VendorCode } from '../../../contracts/vendors.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import { StorefrontLayout } from './layouts/StorefrontLayout.tsx';
import FallbackPage from '../components/FallbackPage.tsx';
import { lazyPage as page } from '../lib/lazy-page.ts';
import { catalogLoaders, confirmationLoader, enquiryForms, unknownRoute, type RouteDataOptions } from './route-data.ts';
import { PageLoading } from './pages/PageLoading.tsx';
import { paths } from '../lib/paths.ts';
import { ISLANDS_PAGE } from './islands/islands-data.ts';
import { radheRoutes } from '../storefronts/radhe/routes.tsx';
import { thermRoutes } from '../storefronts/therm/routes.tsx';

const LandingPage = lazy(() => import('./pages/LandingPage.tsx'));
const SigninReturnPage = lazy(() => import('../features/auth/SigninReturnPage.tsx'));

/**
 * The site root: the landing page, or — when the identity provider sends the user back with `code` and `state`
 * (or an `error`) — the page that completes sign-in (product-spec.md §4 "returning to the site root"). Sign-in
 * code loads only in the second case.
 */
function RootIndex() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const returning = params.has('state') && (params.has('code') || params.has('error'));
  return <Suspense fallback={<PageLoading />}>{returning ? <SigninReturnPage /> : <LandingPage />}</Suspense>;
}

/**
 * A storefront subtree: layout (vendor from the prefix), home, catalogue pages (with their loaders), its marketing
 * pages, fallback.
 */
function storefrontRoutes(
  code: VendorCode,
  home: () => Promise<{ default: ComponentType }>,
  pages: RouteObject[],
  data: RouteDataOptions,
): RouteObject {
  const load = catalogLoaders(code, data);
  const forms = enquiryForms(code, data);
  const fallback = <FallbackPage homePath={paths.storefront(code)} withinLayout />;
  /** A route whose errors (an unknown category: a 404 its loader threw) show the fallback page inside the layout. */
  const withFallback = (route: RouteObject): RouteObject => ({ ...route, errorElement: fallback });
  // The product pages' module brings its own error boundary: 'Product not found' (product-spec.md §4, §8).
  const productPage = page(() => import('../features/catalog/pages/ProductDetailPage.tsx'));
  const children: RouteObject[] = [
    withFallback({ index: true, loader: load.root, lazy: page(home), handle: ISLANDS_PAGE }),
    withFallback({ path: 'products', loader: load.root, lazy: page(() => import('../features/catalog/pages/ProductsPage.tsx')), handle: ISLANDS_PAGE }),
    // A product page is an islands page (docs/decisions/0014): its gallery, configurations and actions run script.
    { path: 'products/details/:product', loader: load.product, lazy: productPage, handle: ISLANDS_PAGE },
    // No product id: the detail page's 'Product not found' (product-spec.md §4), not a category named "details".
    { path: 'products/details', loader: load.product, lazy: productPage, handle: ISLANDS_PAGE },
    withFallback({ path: 'search', loader: load.search, lazy: page(() => import('../features/search/SearchPage.tsx')), handle: ISLANDS_PAGE }),
    withFallback({ path: 'compare', loader: load.compare, lazy: page(() => import('../features/compare/ComparePage.tsx')), handle: ISLANDS_PAGE }),
    // The visitor's quote list: kept in the browser, so the server draws only its frame.
    withFallback({ path: 'quote', lazy: page(() => import('../features/quote/QuotePage.tsx')) }),
    // An enquiry's confirmation: its own address, read again on every visit, never kept by the server's page cache.
    withFallback({ path: 'enquiry/:token', loader: confirmationLoader(data), lazy: page(() => import('../features/confirmation/ConfirmationPage.tsx')) }),
    withFallback({ path: 'products/:category', loader: load.category, lazy: page(() => import('../features/catalog/pages/CategoryPage.tsx')), handle: ISLANDS_PAGE }),
    // The storefront's own pages are islands pages (docs/decisions/0014).
    ...pages.map((route) => withFallback({ ...route, handle: ISLANDS_PAGE })),
  ];
  return {
    path: code,
    element: <StorefrontLayout code={code} />,
    // The flash of a form accepted just before this page is read again on every navigation, so it shows once.
    loader: forms.flash,
    shouldRevalidate: () => true,
    children: [
      // Each page takes the enquiry form it shows, posted to itself (components/enquiry/form-post.ts).
      ...children.map((route) => ({ ...route, action: forms.action }) as RouteObject),
      { path: '*', loader: unknownRoute, element: fallback },
    ],
  };
}

/**
 * The routes, their loaders reading into `data.queryClient`: the browser makes its router from them (entry-client.tsx),
 * the server render a static handler per request (entry-server.tsx), tests a memory router.
 */
export function createRoutes(data: RouteDataOptions): RouteObject[] {
  return [
  {
    element: <RootLayout />,
    errorElement: <FallbackPage />,
    // Shown while the first lazy page chunk loads; the pages bring their own skeletons after that.
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <RootIndex />, handle: ISLANDS_PAGE },
      {
        path: 'admin',
        lazy: page(() => import('./layouts/AdminLayout.tsx')),
        children: [
          { index: true, lazy: page(() => import('./pages/AdminLanding.tsx')) },
          { path: 'manage', lazy: page(() => import('../features/product-manager/pages/ProductManagerPage.tsx')) },
          { path: 'enquiries', lazy: page(() => import('../features/inbox/pages/EnquiriesPage.tsx')) },
          { path: 'audit', lazy: page(() => import('../features/audit/pages/AuditPage.tsx')) },
          { path: 'preview/:vendor/products/:id', lazy: page(() => import('./pages/PreviewProductPage.tsx')) },
          { path: 'preview/:vendor/categories/:id', lazy: page(() => import('./pages/PreviewCategoryPage.tsx')) },
          { path: '*', loader: unknownRoute, element: <FallbackPage homePath={paths.adminManage()} withinLayout /> },
        ],
      },
      storefrontRoutes('in', () => import('../storefronts/radhe/HomePage.tsx'), radheRoutes, data),
      storefrontRoutes('fd', () => import('../storefronts/therm/HomePage.tsx'), thermRoutes, data),
      { path: '*', loader: unknownRoute, element: <FallbackPage /> },
    ],
  },
  ];
}

