/**
 * /admin/preview/{vendor}/products/{id} — staff preview of a product's public page (docs/decisions/0013): the
 * product read with the staff view (`?drafts=true`, bearer token; 403 for an editor of the other storefront),
 * drawn by the storefront's own product page component under a banner that says whether it is on the public
 * site: "Draft — not on the public site" for a draft. The read stays out of the storefront's persisted cache,
 * so a draft never shows on a public page of this browser. Inside the admin layout (signed in).
 */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessClientError } from '../../lib/api-client.ts';
import { catalogAnswerSchema } from '../../lib/catalog-api/answer-schemas.ts';
import { paths } from '../../lib/paths.ts';
import { PageLoading } from './PageLoading.tsx';
import { PreviewHead } from './PreviewBanner.tsx';
import { usePreviewTarget } from './preview-vendor.ts';
import type { Product } from '../../../../contracts/catalog.ts';

/**
 * The product page's own frame and body, fetched as the product page's own chunk (the one the public route loads):
 * a static import (even of its skeleton) would make its modules shared by two pages, and the build would move them
 * (gallery, carousel, zod, MUI's Backdrop) into the storefronts' shared chunk that every first visit downloads
 * (e2e/bundle-budget.spec.ts).
 */
const ProductPageBody = lazy(() =>
  import('../../features/catalog/pages/ProductDetailPage.tsx').then(({ PageContainer, ProductDetail, ProductDetailSkeleton }) => ({
    default: ({ product }: { product: Product | undefined }) => (
      <PageContainer>{product ? <ProductDetail product={product} /> : <ProductDetailSkeleton />}</PageContainer>
    ),
  })),
);

/** The preview page (default export for the lazy route). */
export default function PreviewProductPage() {
  const { vendorKey, id, vendor } = usePreviewTarget();
  const query = useQuery({
    queryKey: ['admin', 'preview', 'product', id],
    queryFn: ({ signal }) => apiRequest(`/Products/${encodeURIComponent(id)}`, catalogAnswerSchema('productSchema'), { method: 'GET', signal, auth: true, query: { drafts: 'true' } }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
  const product = query.data;
  return (
    <>
      <PreviewHead kind="product" item={product} back={product ? paths.adminManageAt(vendorKey, product.categoryId) : ''} failed={query.isError} />
      {/* The product page's own frame around its own content, as on the public site. */}
      {!query.isError && (
        <Suspense fallback={<PageLoading />}>
          <ProductPageBody product={product && product.vendor === vendor.key ? product : undefined} />
        </Suspense>
      )}
    </>
  );
}
