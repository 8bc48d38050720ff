/**
 * /{code}/products/details/{product} — product-spec.md §2 "Product detail", §4 and §8.
 *
 * The `product` route parameter is parsed with the GUID schema (the "validator" of §3). A missing or invalid
 * parameter, or a 404/400 from the API, shows the alert and the inline heading 'Product not found'; any other
 * failure the alert 'Failed to fetch product.'. Loading shows a skeleton and a backdrop spinner. Loaded, in the
 * spec's order (§2; also the reading order on a phone): title, gallery (main image first), description
 * (plain text), key/value properties, its Documents (type-test reports, certificates), Configurations, then the buttons Request Quote and Download Catalog
 * (ProductEnquiryDialog). On wide screens the description and properties sit beside the gallery.
 *
 * The route `/{code}/products/details` without an id renders this page too (app/router.tsx), so it shows
 * 'Product not found' (§4 "A missing product parameter sets the error alert 'Product not found'").
 * On the server the route's loader answers an unknown, invalid or missing id with a 404 response ("Soft
 * 404s", app/route-data.ts); this module's `ErrorBoundary` draws it as the same 'Product not found'.
 *
 * An islands page (docs/decisions/0014): its gallery, its configurations and its actions (ProductActions: the
 * buttons, the compare bar and the enquiry dialog) are islands, the only parts that run script; the rest is the
 * server's markup. Inside the app (the staff's preview, a product reached from a catalogue page) it is drawn whole.
 */
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useParams, useRouteError } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { imageAltOf, type Product } from '../../../../../contracts/catalog.ts';
import { idFromSegment } from '../../../../../contracts/guid.ts';
import { isVideoPath } from '../../../../../contracts/media.ts';
import { breadcrumbJsonLd, productJsonLd } from '../../../../../contracts/structured-data-catalog.ts';
import { absoluteUrl, catalogPageTitle, PageMeta } from '../../../components/PageMeta.tsx';
import { mediaVariantUrl } from '../../../lib/media-srcset.ts';
import { useMediaSrc } from '../../../components/catalog/use-media-src.ts';
import type { VendorCode } from '../../../../../contracts/vendors.ts';
import { paths } from '../../../lib/paths.ts';
import FallbackPage from '../../../components/FallbackPage.tsx';
import { apiUrl, isApiError } from '../../../lib/api-client.ts';
import { useVendor } from '../../../lib/vendor-context.tsx';
import { useCategory } from '../../../lib/catalog-api/get-category.ts';
import { useProduct } from '../../../lib/catalog-api/get-product.ts';
import { CatalogHeader, catalogCrumbs } from '../../../components/catalog/CatalogHeader.tsx';
import { MediaGallery } from '../components/gallery/MediaGallery.tsx';
import { ProductConfigurations, shownConfigurations } from '../components/ProductConfigurations.tsx';
import { ProductActions } from '../components/ProductActions.tsx';
import { useProductEnquiryStates } from '../../../components/enquiry/ProductEnquiryDialog.tsx';
import { Island } from '../../../components/island/Island.tsx';
import { ProductDetailSkeleton } from '../components/ProductDetailSkeleton.tsx';

/** The page's placeholder, for the staff's preview, which loads this module lazily (app/pages/PreviewProductPage.tsx). */
export { ProductDetailSkeleton };
import { ProductProperties } from '../components/ProductProperties.tsx';
import { ProductDocuments } from '../components/ProductDocuments.tsx';

/** Texts of product-spec.md §4 and §8. */
export const PRODUCT_NOT_FOUND_TEXT = 'Product not found';
export const PRODUCT_ERROR_TEXT = 'Failed to fetch product.';
/** Texts of the product's actions (features/catalog/components/ProductActions.tsx). */
export { DATASHEET_LINK_TEXT, PRODUCT_ACTIONS_HINT } from '../components/ProductActions.tsx';

/** The product detail page. */
export default function ProductDetailPage() {
  const { product: param } = useParams();
  // `{name}-{id}` or the bare id (contracts/guid.ts); anything else is a product that does not exist.
  const id = (param && idFromSegment(param)) ?? undefined;
  const { vendor } = useVendor();
  const query = useProduct(vendor.key, id);

  let body;
  if (!id || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400))) {
    body = <ProductNotFound code={vendor.code} />;
  } else if (query.isError && !query.data) {
    body = (
      <>
        <Alert severity="error">{PRODUCT_ERROR_TEXT}</Alert>
        <BackToProducts code={vendor.code} />
      </>
    );
  } else if (!query.data) {
    body = <ProductDetailSkeleton />;
  } else {
    body = <ProductDetail product={query.data} />;
  }

  return <PageContainer>{body}</PageContainer>;
}

/**
 * The route's error boundary (React Router, lib/lazy-page.ts): the 404 its loader threw on the server for a product
 * that does not exist is 'Product not found', as the page itself shows it; any other error the fallback page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { vendor } = useVendor();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageContainer>
        <ProductNotFound code={vendor.code} />
      </PageContainer>
    );
  }
  return <FallbackPage homePath={paths.storefront(vendor.code)} withinLayout />;
}

/** The product page's frame (width and spacing). */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

/** product-spec.md §4, §8: the alert and the inline heading 'Product not found', and a way back. */
function ProductNotFound({ code }: { code: VendorCode }) {
  return (
    <>
      <Alert severity="error" sx={{ mb: 3 }}>
        {PRODUCT_NOT_FOUND_TEXT}
      </Alert>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {PRODUCT_NOT_FOUND_TEXT}
      </Typography>
      <BackToProducts code={code} />
    </>
  );
}

/** A way out of the not-found and failure states: back to the vendor's product browser. */
function BackToProducts({ code }: { code: VendorCode }) {
  return (
    <Button component={RouterLink} to={paths.products(code)} variant="outlined" startIcon={<ArrowBack />} sx={{ mt: 3 }}>
      Browse products
    </Button>
  );
}

/** The loaded product as its public page shows it (also drawn by the staff preview, app/pages/PreviewProductPage.tsx). */
export function ProductDetail({ product }: { product: Product }) {
  const { vendor } = useVendor();
  const src = useMediaSrc();
  const posted = useProductEnquiryStates();
  // The category's path for the breadcrumb (usually already cached from the category page): 'Products', the
  // category's parents from the root down, the category (breadcrumbs).
  const parent = useCategory(vendor.key, product.categoryId, { enabled: Boolean(product.categoryId) });
  const crumbs = catalogCrumbs(vendor.code, product.categoryId && parent.data ? [...parent.data.ancestors, { id: product.categoryId, name: parent.data.name }] : []);

  const productPath = paths.productDetails(vendor.code, product);
  const image = product.imagePath && !isVideoPath(product.imagePath) ? mediaVariantUrl(src(product.imagePath, product.vendor), 1280) : undefined;
  return (
    <Box component="article">
      <PageMeta
        title={catalogPageTitle(product.name, vendor.name)}
        description={product.description || `${product.name}, made by ${vendor.name} in Vadodara, India.`}
        path={productPath}
        image={image}
        imageAlt={image ? imageAltOf(product, product.imagePath) : undefined}
        jsonLd={[
          productJsonLd({
            id: product.id,
            name: product.name,
            description: product.description,
            url: absoluteUrl(productPath),
            imageUrls: image ? [absoluteUrl(image)] : [],
            imageAlt: product.imageAlts[product.imagePath]?.trim() || undefined,
            brand: vendor.name,
            category: parent.data?.name ?? '',
            properties: product.properties,
          }),
          breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(crumb.to) })).concat({ name: product.name, url: absoluteUrl(productPath) })),
        ]}
      />
      <CatalogHeader title={product.name} crumbs={crumbs} />
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Island
            name="product-gallery"
            component={MediaGallery}
            props={{ imagePath: product.imagePath, otherImages: product.otherImages, folder: product.vendor, title: product.name, imageAlts: product.imageAlts }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {product.description.trim() && (
            <Typography variant="body1" sx={{ whiteSpace: 'pre-line', mb: 4 }} data-testid="product-description">
              {product.description}
            </Typography>
          )}
          {product.properties.length > 0 && (
            <Box component="section" aria-labelledby="specifications-heading">
              <Typography id="specifications-heading" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                Specifications
              </Typography>
              <ProductProperties properties={product.properties} />
            </Box>
          )}
          <ProductDocuments documents={product.documents} folder={product.vendor} />
        </Grid>
      </Grid>
      {shownConfigurations(product.configurations).length > 0 && (
        <Island name="product-configurations" component={ProductConfigurations} props={{ configurations: product.configurations, folder: product.vendor }} />
      )}
      {/* The actions, after the sections in the spec's order (§2), the compare bar and the enquiry dialog. */}
      <Island
        name="product-actions"
        component={ProductActions}
        props={{
          code: vendor.code,
          vendor: vendor.key,
          product: { id: product.id, name: product.name },
          datasheetHref: apiUrl(`/Products/${encodeURIComponent(product.id)}/datasheet`),
          posted,
        }}
      />
    </Box>
  );
}
