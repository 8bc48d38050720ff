/**
 * /{code}/products — the vendor's root listing: root categories, then root products (product-spec.md §2
 * "bare products route", §7 "An empty id means root"). Same states and paging as the category page, and an islands
 * page as it is (docs/decisions/0014).
 */
import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router';
import { useVendor } from '../../../lib/vendor-context.tsx';
import { afterOf, useListingPages } from '../../../lib/catalog-api/listing-pages.ts';
import { CatalogHeader } from '../../../components/catalog/CatalogHeader.tsx';
import { CatalogListing } from '../components/CatalogListing.tsx';

/** The public product browser of the selected vendor. */
export default function ProductsPage() {
  const { vendor } = useVendor();
  const [searchParams] = useSearchParams();
  const pages = useListingPages(vendor.key, null, afterOf(searchParams));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CatalogHeader title="Products" subtitle={vendor.name} />
      <CatalogListing pages={pages} code={vendor.code} categoryId={null} showDescription={false} />
    </Container>
  );
}
