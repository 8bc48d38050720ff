/**
 * /admin/preview/{vendor}/categories/{id} — staff preview of a category's public page (docs/decisions/0013: "staff
 * see it … as a preview of its public page under a Draft banner"): the category read with the staff view
 * (`?drafts=true`, bearer; 403 for an editor of the other storefront), its first 100 products, drawn by the
 * storefront's own header and listing under the banner that says whether it is on the public site. Its cards link
 * to the public pages, where a draft is not found. The read stays out of the storefront's persisted cache, so a
 * draft never shows on a public page of this browser. Inside the admin layout (signed in).
 */
import { useQuery } from '@tanstack/react-query';
import Container from '@mui/material/Container';
import { LISTING_PAGE } from '../../../../contracts/listing-page.ts';
import { CatalogHeader, catalogCrumbs } from '../../components/catalog/CatalogHeader.tsx';
import { CatalogListing } from '../../features/catalog/components/CatalogListing.tsx';
import { apiRequest, retryUnlessClientError } from '../../lib/api-client.ts';
import { catalogAnswerSchema } from '../../lib/catalog-api/answer-schemas.ts';
import type { ListingPages } from '../../lib/catalog-api/listing-pages.ts';
import { paths } from '../../lib/paths.ts';
import { PreviewHead } from './PreviewBanner.tsx';
import { usePreviewTarget } from './preview-vendor.ts';

/** The preview page (default export for the lazy route). */
export default function PreviewCategoryPage() {
  const { vendorKey, id, vendor } = usePreviewTarget();
  const query = useQuery({
    queryKey: ['admin', 'preview', 'category', vendorKey, id],
    queryFn: ({ signal }) =>
      apiRequest(`/Categories/${encodeURIComponent(vendorKey)}`, catalogAnswerSchema('categoryListingSchema'), {
        method: 'GET',
        signal,
        auth: true,
        // As the public category page reads it (lib/catalog-api/get-category.ts): the whole subtree's products.
        query: { categoryId: id, drafts: 'true', scope: 'subtree', limit: LISTING_PAGE.maxLimit },
      }),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
  const listing = query.data;
  // One page, as the listing's first: no "Load more" in a preview.
  const pages: ListingPages = {
    listing,
    isPending: query.isPending,
    isError: query.isError,
    products: listing?.products ?? [],
    pageCount: 1,
    productsTotal: listing?.productsTotal ?? 0,
    productsOffset: 0,
    nextCursor: null,
    loadingMore: false,
    moreFailed: false,
    retryMore: () => undefined,
  };
  return (
    <>
      <PreviewHead kind="category" item={listing} back={listing ? paths.adminManageAt(vendorKey, listing.parentCategoryId) : ''} failed={query.isError} />
      {!query.isError && listing?.vendor === vendor.key && (
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          <CatalogHeader title={listing.name} crumbs={catalogCrumbs(vendor.code, listing.ancestors)} />
          <CatalogListing pages={pages} code={vendor.code} />
        </Container>
      )}
    </>
  );
}
