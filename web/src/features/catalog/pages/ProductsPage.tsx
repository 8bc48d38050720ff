/**
 * /{code}/products — the vendor's root listing: root categories, then root products (product-spec.md §2
 * "bare products route", §7 "An empty id means root"). Same states as the category page.
 */
import Container from '@mui/material/Container';
import { useVendor } from '../../vendor/vendor-context.tsx';
import { useCategory } from '../api/get-category.ts';
import { CatalogHeader } from '../components/CatalogHeader.tsx';
import { CatalogListing } from '../components/CatalogListing.tsx';

/** The public product browser of the selected vendor. */
export default function ProductsPage() {
  const { vendor } = useVendor();
  const query = useCategory(vendor.key);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CatalogHeader title="Products" subtitle={vendor.name} />
      <CatalogListing
        listing={query.data}
        isPending={query.isPending}
        isError={query.isError}
        code={vendor.code}
        showDescription={false}
      />
    </Container>
  );
}
