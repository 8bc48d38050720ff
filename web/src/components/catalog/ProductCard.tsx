/**
 * A product card — product-spec.md §2 "Public category page" and §9: image, name, description clamped to
 * 4 lines, at most 3 properties one line each ("Key: Value"; a long key gives way with an ellipsis, never the value;
 * card-properties.ts). The whole card links to /{code}/products/details/{productId}; under it, Compare. The
 * properties are the ratings its category marks for cards (`card` attributes, e.g. "Nominal System Voltage: 220 kV")
 * first, then the other rows in their order. Compare and Add to quote are the card's island (ProductCardActions.tsx).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '../../../../contracts/catalog.ts';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { useMediaSrc } from './use-media-src.ts';
import { Island } from '../island/Island.tsx';
import { ProductCardActions } from './ProductCardActions.tsx';
import { CatalogCard, type CatalogCardProps } from './CatalogCard.tsx';
import { clampLines } from './clamp.ts';
import { cardProperties } from './card-properties.ts';

/** A property's line: label, colon and value side by side on one line. */
const propertyLineSx = { display: 'flex', minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden' } as const;
/** The label shortens first ("Continuous Operating V…: 24 kV"), never below a few letters. */
const propertyLabelSx = { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', minWidth: '3ch', flexShrink: 1 } as const;
/** The value keeps its whole width unless it alone is wider than the line. */
const propertyValueSx = { flexShrink: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** Lines of description a card shows (product-spec.md §9). */
export const CARD_DESCRIPTION_LINES = 4;

export interface ProductCardProps {
  product: Product;
  /** Route code of the storefront ('in' | 'fd'). */
  code: VendorCode;
  /** Image loading (CatalogCard). */
  loading?: CatalogCardProps['loading'];
  /** Keys of the attributes cards show (the listing's `productAttributes` with `card`); none: the first rows. */
  cardAttributes?: ReadonlySet<string>;
}

/** Card of one product. */
export function ProductCard({ product, code, loading, cardAttributes }: ProductCardProps) {
  const src = useMediaSrc();
  const properties = cardProperties(product.properties, cardAttributes);
  return (
    <CatalogCard
      to={paths.productDetails(code, product)}
      imageSrc={src(product.imagePath, product.vendor)}
      imageAlt={product.imageAlts?.[product.imagePath]?.trim() ?? ''}
      title={product.name}
      loading={loading}
      footer={<Island name="card-actions" component={ProductCardActions} props={{ code, vendor: product.vendor, product: { id: product.id, name: product.name } }} />}
    >
      {product.description && (
        <Typography variant="body2" color="text.secondary" data-testid="product-card-description" sx={clampLines(CARD_DESCRIPTION_LINES)}>
          {product.description}
        </Typography>
      )}
      {properties.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          {properties.map((property, index) => (
            <Typography
              key={`${property.key}-${index}`}
              component="li"
              variant="body2"
              title={`${property.key}: ${property.value}`}
              data-testid="product-card-property"
              sx={propertyLineSx}
            >
              {/* One line: a long label gives way (ellipsis), the value keeps its number and unit. */}
              <Box component="span" sx={propertyLabelSx}>
                {property.key}
              </Box>
              <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'pre', flexShrink: 0 }}>
                {': '}
              </Box>
              <Box component="span" data-testid="product-card-property-value" sx={propertyValueSx}>
                {property.value}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
    </CatalogCard>
  );
}
