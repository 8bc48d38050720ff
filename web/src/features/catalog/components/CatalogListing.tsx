/**
 * Body of a category listing (vendor root or one category) — product-spec.md §2 "Public category page":
 * the description, subcategory cards then product cards, 6 skeletons while loading, 'No Products' when
 * empty and the alert 'Failed to fetch category.' (§8) on failure. Shared by ProductsPage and CategoryPage.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { CategoryListing as Listing } from '../../../../../contracts/catalog.ts';
import type { VendorCode } from '../../../../../contracts/vendors.ts';
import { CatalogGrid } from './CatalogGrid.tsx';
import { CategoryCard } from './CategoryCard.tsx';
import { ProductCard } from './ProductCard.tsx';

/** Error text of a failed listing (product-spec.md §8). */
export const CATEGORY_ERROR_TEXT = 'Failed to fetch category.';
/** Text of an empty listing (product-spec.md §2). */
export const EMPTY_LISTING_TEXT = 'No Products';

export interface CatalogListingProps {
  /** The loaded listing; undefined while loading or after a failure. */
  listing: Listing | undefined;
  isPending: boolean;
  isError: boolean;
  /** Route code of the storefront. */
  code: VendorCode;
  /** Show the listing's description above the grid (category pages; the root has none). */
  showDescription?: boolean;
}

/**
 * Cards of the first row (three at the widest layout) load their images at once: one of them is usually the
 * page's largest paint, and in a server-rendered page the browser finds them in the HTML. The rest are lazy.
 */
export const EAGER_CARDS = 3;
const cardLoading = (index: number) => (index < EAGER_CARDS ? 'eager' : 'lazy');

/** Listing states and cards; see the module comment. */
export function CatalogListing({ listing, isPending, isError, code, showDescription = true }: CatalogListingProps) {
  if (isError && !listing) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {CATEGORY_ERROR_TEXT}
      </Alert>
    );
  }
  if (isPending || !listing) return <CatalogGrid loading />;

  const empty = listing.subCategories.length === 0 && listing.products.length === 0;
  return (
    <>
      {showDescription && listing.description.trim() && (
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line', maxWidth: '80ch', mb: 4 }}
          data-testid="category-description"
        >
          {listing.description}
        </Typography>
      )}
      {empty ? (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {EMPTY_LISTING_TEXT}
        </Typography>
      ) : (
        <CatalogGrid>
          {listing.subCategories.map((category, i) => (
            <li key={`c-${category.id}`}>
              <CategoryCard category={category} code={code} loading={cardLoading(i)} />
            </li>
          ))}
          {listing.products.map((product, i) => (
            <li key={`p-${product.id}`}>
              <ProductCard product={product} code={code} loading={cardLoading(listing.subCategories.length + i)} />
            </li>
          ))}
        </CatalogGrid>
      )}
    </>
  );
}
