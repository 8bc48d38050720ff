/**
 * Body of a category listing (vendor root or one category) — product-spec.md §2 "Public category page":
 * the description, subcategory cards then product cards, 6 skeletons while loading, 'No Products' when
 * empty and the alert 'Failed to fetch category.' (§8) on failure. Shared by ProductsPage and CategoryPage.
 *
 * Products come page by page (api/listing-pages.ts): the cards of every page read so far, then
 * ListingMore ("Showing 48 of 600 products", "Load more"). The compare bar follows while the compare list holds
 * a product. On an islands page (docs/decisions/0014) the cards are the server's; each card's actions, the compare bar
 * and the paging (ListingMorePages.tsx, which appends the next pages in place) are its islands. Subcategory cards belong to the listing's start: a page
 * that starts later (`?after=`) shows its products only, under a link back to the first products.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { vendorByCode, type VendorCode } from '../../../../../contracts/vendors.ts';
import type { ListingPages } from '../../../lib/catalog-api/listing-pages.ts';
import { CompareBar } from '../../../components/compare/LazyCompareBar.tsx';
import { CatalogGrid, EAGER_CARDS } from '../../../components/catalog/CatalogGrid.tsx';
import { CategoryCard } from '../../../components/catalog/CategoryCard.tsx';
import { FirstProductsLink, isPaged, LISTING_ANCHOR, ListingMore } from './ListingMore.tsx';
import { ListingMorePages } from './ListingMorePages.tsx';
import { Island, useIslandsRender } from '../../../components/island/Island.tsx';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';

/** Error text of a failed listing (product-spec.md §8). */
export const CATEGORY_ERROR_TEXT = 'Failed to fetch category.';
/** Text of an empty listing (product-spec.md §2). */
export const EMPTY_LISTING_TEXT = 'No Products';

export interface CatalogListingProps {
  /** The listing's pages on screen (useListingPages). */
  pages: ListingPages;
  /** Route code of the storefront. */
  code: VendorCode;
  /** Show the listing's description above the grid (category pages; the root has none). */
  showDescription?: boolean;
  /** The listing's category id (null: the vendor's root listing) and filters (`filterQuery`, '' for none). */
  categoryId?: string | null;
  filters?: string;
}

const cardLoading = (index: number) => (index < EAGER_CARDS ? 'eager' : 'lazy');

/** Listing states and cards; see the module comment. */
export function CatalogListing({ pages, code, showDescription = true, categoryId = null, filters = '' }: CatalogListingProps) {
  const { listing } = pages;
  const islands = useIslandsRender();
  const vendor = vendorByCode(code)!.key;
  if (pages.isError && !listing) {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {CATEGORY_ERROR_TEXT}
      </Alert>
    );
  }
  if (pages.isPending || !listing) return <CatalogGrid loading />;

  const atStart = pages.productsOffset === 0;
  const subCategories = atStart ? listing.subCategories : [];
  const empty = atStart && subCategories.length === 0 && pages.products.length === 0;
  const cardAttributes = new Set(listing.productAttributes.filter((a) => a.card).map((a) => a.key));
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
      {/* The "Load more" link's fragment: a page rendered for it opens here, below the fixed 64 px top bar. */}
      <Box id={LISTING_ANCHOR} sx={{ scrollMarginTop: 80 }}>
        {!atStart && (
          <Box sx={{ mb: 2 }}>
            <FirstProductsLink />
          </Box>
        )}
        {empty ? (
          <Typography variant="h6" component="p" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {EMPTY_LISTING_TEXT}
          </Typography>
        ) : (
          <CatalogGrid>
            {subCategories.map((category, i) => (
              <li key={`c-${category.id}`}>
                <CategoryCard category={category} code={code} loading={cardLoading(i)} />
              </li>
            ))}
            {pages.products.map((product, i) => (
              <li key={`p-${product.id}`}>
                <ProductCard product={product} code={code} loading={cardLoading(subCategories.length + i)} cardAttributes={cardAttributes} />
              </li>
            ))}
          </CatalogGrid>
        )}
      </Box>
      {isPaged(pages) &&
        (islands ? (
          <Island
            name="listing-more"
            component={ListingMorePages}
            props={{
              code,
              vendor,
              categoryId,
              filters,
              shownIds: pages.products.map((product) => product.id),
              productsOffset: pages.productsOffset,
              productsTotal: pages.productsTotal,
              nextCursor: pages.nextCursor,
              cardAttributes: [...cardAttributes],
              failedText: CATEGORY_ERROR_TEXT,
            }}
          />
        ) : (
          <ListingMore pages={{ ...pages, shown: pages.products.length }} failedText={CATEGORY_ERROR_TEXT} />
        ))}
      <Island name="compare-bar" component={CompareBar} props={{ code, vendor }} />
    </>
  );
}
