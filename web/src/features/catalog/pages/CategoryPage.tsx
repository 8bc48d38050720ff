/**
 * /{code}/products/{category} — product-spec.md §2 "Public category page": header with the category name
 * and a breadcrumb link 'Products' to /{code}/products, the description (plain text), subcategory cards
 * (6 skeletons while loading), then product cards; 'No Products' and 'Failed to fetch category.' (§8).
 * The `category` route parameter arrives decoded from the router. Products come a page at a time from the URL's
 * `?after=` on, with "Load more" (issue 18 item 11, api/listing-pages.ts).
 */
import Container from '@mui/material/Container';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useVendor } from '../../../lib/vendor-context.tsx';
import { afterOf, useListingPages } from '../../../lib/catalog-api/listing-pages.ts';
import { CatalogHeader } from '../components/CatalogHeader.tsx';
import { CatalogListing } from '../components/CatalogListing.tsx';

/** One category of the selected vendor. */
export default function CategoryPage() {
  const { category = '' } = useParams();
  const { vendor } = useVendor();
  const [searchParams] = useSearchParams();
  const pages = useListingPages(vendor.key, category, afterOf(searchParams));
  const title = pages.listing?.name ?? (pages.isError ? 'Products' : undefined);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CatalogHeader title={title} crumbs={[{ label: 'Products', to: paths.products(vendor.code) }]} />
      <CatalogListing pages={pages} code={vendor.code} />
    </Container>
  );
}
