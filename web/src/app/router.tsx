/**
 * The route table — product-spec.md §2 "Routes". Every page is a lazy chunk. /in and /fd share the storefront
 * layout, which selects the vendor from the prefix. Unknown routes and route errors show the fallback page. The
 * catalogue routes' loaders put the page's reads into the query cache (app/route-data.ts), on the server and in
 * the browser alike.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { VendorCode } from '../../../contracts/vendors.ts';
import { RootLayout } from './layouts/RootLayout.tsx';
import { StorefrontLayout } from './layouts/StorefrontLayout.tsx';
import FallbackPage from './pages/FallbackPage.tsx';
import { lazyPage as page } from './lazy-page.ts';
import { catalogLoaders, enquiryForms, type RouteDataOptions } from './route-data.ts';
import { PageLoading } from './pages/PageLoading.tsx';
import { paths } from './paths.ts';
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
  const children: RouteObject[] = [
    { index: true, loader: load.root, lazy: page(home) },
    { path: 'products', loader: load.root, lazy: page(() => import('../features/catalog/pages/ProductsPage.tsx')) },
    {
      path: 'products/details/:product',
      loader: load.product,
      lazy: page(() => import('../features/catalog/pages/ProductDetailPage.tsx')),
    },
    // No product id: the detail page's 'Product not found' (product-spec.md §4), not a category named "details".
    { path: 'products/details', lazy: page(() => import('../features/catalog/pages/ProductDetailPage.tsx')) },
    { path: 'products/:category', loader: load.category, lazy: page(() => import('../features/catalog/pages/CategoryPage.tsx')) },
    ...pages,
  ];
  return {
    path: code,
    element: <StorefrontLayout code={code} />,
    // The flash of a form accepted just before this page is read again on every navigation, so it shows once.
    loader: forms.flash,
    shouldRevalidate: () => true,
    children: [
      // Each page takes the enquiry form it shows, posted to itself (features/enquiry/form-post.ts).
      ...children.map((route) => ({ ...route, action: forms.action }) as RouteObject),
      { path: '*', element: <FallbackPage homePath={paths.storefront(code)} withinLayout /> },
    ],
  };
}

/**
 * The routes, their loaders reading into `data.queryClient`: the browser makes its router from them (client.tsx),
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
      { index: true, element: <RootIndex /> },
      {
        path: 'admin',
        lazy: page(() => import('./layouts/AdminLayout.tsx')),
        children: [
          { index: true, element: <Navigate to={paths.adminManage()} replace /> },
          { path: 'manage', lazy: page(() => import('../features/admin/pages/ProductManagerPage.tsx')) },
          { path: 'enquiries', lazy: page(() => import('../features/inbox/pages/EnquiriesPage.tsx')) },
          { path: '*', element: <FallbackPage homePath={paths.adminManage()} withinLayout /> },
        ],
      },
      storefrontRoutes('in', () => import('../storefronts/radhe/HomePage.tsx'), radheRoutes, data),
      storefrontRoutes('fd', () => import('../storefronts/therm/HomePage.tsx'), thermRoutes, data),
      { path: '*', element: <FallbackPage /> },
    ],
  },
  ];
}

