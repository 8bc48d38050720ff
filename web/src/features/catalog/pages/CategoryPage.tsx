/**
 * /{code}/products/{category} — product-spec.md §2 "Public category page": header with the category name
 * and a breadcrumb link 'Products' to /{code}/products, the description (plain text), subcategory cards
 * (6 skeletons while loading), then product cards; 'No Products' and 'Failed to fetch category.' (§8).
 * The `category` route parameter arrives decoded from the router. Products come a page at a time from the URL's
 * `?after=` on, with "Load more" (api/listing-pages.ts), among those the URL's `f.*` filters
 * leave, with the facets beside them (components/ListingFilters.tsx).
 *
 * An islands page (docs/decisions/0014): the facets, each card's Compare and Add to quote, the compare bar and "Load
 * more" are its islands (CatalogListing.tsx); the header, the description and the cards are never hydrated. Reached
 * inside the app (from the search page, the staff's preview) the app draws it whole.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { filterQuery } from '../../../../../contracts/filters.ts';
import { idFromSegment } from '../../../../../contracts/guid.ts';
import { breadcrumbJsonLd } from '../../../../../contracts/structured-data-catalog.ts';
import { absoluteUrl, catalogPageTitle, PageMeta } from '../../../components/PageMeta.tsx';
import { mediaVariantUrl } from '../../../lib/media-srcset.ts';
import { useMediaSrc } from '../../../components/catalog/use-media-src.ts';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useVendor } from '../../../lib/vendor-context.tsx';
import { afterOf, useListingPages } from '../../../lib/catalog-api/listing-pages.ts';
import { CatalogHeader, catalogCrumbs } from '../../../components/catalog/CatalogHeader.tsx';
import { CatalogListing } from '../components/CatalogListing.tsx';
import { ListingFilters, RESULTS_ID } from '../components/ListingFilters.tsx';
import { Island } from '../../../components/island/Island.tsx';

/** The results' box: a scroll to it (after Apply filters) stops clear of the sticky top bar. */
const resultsSx = { minWidth: 0, scrollMarginTop: { xs: 72, md: 88 } } as const;

/** One category of the selected vendor. */
export default function CategoryPage() {
  // The id of the segment (`{name}-{id}` or the bare id, contracts/guid.ts); a segment with none reads as itself
  // (the API refuses it: 'Failed to fetch category.', or the server's 404).
  const { category: segment = '' } = useParams();
  const category = idFromSegment(segment) ?? segment;
  const { vendor } = useVendor();
  const [searchParams] = useSearchParams();
  const filters = filterQuery(searchParams);
  const pages = useListingPages(vendor.key, category, afterOf(searchParams), filters);
  const title = pages.listing?.name ?? (pages.isError ? 'Products' : undefined);
  const facets = pages.listing && pages.listing.facets.length > 0 ? pages.listing : null;
  const listing = pages.listing;
  const src = useMediaSrc();
  // 'Products', then the parent categories from the root down (breadcrumbs); the title ends the trail.
  const path = listing ? paths.category(vendor.code, { id: listing.id ?? category, name: listing.name }) : '';
  const crumbs = catalogCrumbs(vendor.code, listing?.ancestors ?? []);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {listing && (
        // The canonical URL is the category's, without filters or paging.
        <PageMeta
          title={catalogPageTitle(listing.name, vendor.name)}
          description={listing.description || `${listing.name}: products of ${vendor.name}.`}
          path={path}
          image={listing.imagePath ? mediaVariantUrl(src(listing.imagePath, listing.vendor), 1280) : undefined}
          jsonLd={[breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(crumb.to) })).concat({ name: listing.name, url: absoluteUrl(path) }))]}
        />
      )}
      <CatalogHeader title={title} crumbs={crumbs} />
      {facets ? (
        // Facets beside the cards from the md breakpoint, above them (folded) on a phone.
        <Box sx={{ display: { md: 'grid' }, gridTemplateColumns: { md: '240px minmax(0, 1fr)' }, gap: { md: 4 }, alignItems: 'start' }}>
          <Island
            name="listing-filters"
            component={ListingFilters}
            props={{ listing: { facets: facets.facets, productAttributes: facets.productAttributes, productsTotal: pages.productsTotal } }}
          />
          <Box id={RESULTS_ID} sx={resultsSx}>
            <CatalogListing pages={pages} code={vendor.code} categoryId={category} filters={filters} />
          </Box>
        </Box>
      ) : (
        <Box id={RESULTS_ID} sx={resultsSx}>
          <CatalogListing pages={pages} code={vendor.code} categoryId={category} filters={filters} />
        </Box>
      )}
    </Container>
  );
}
