/**
 * A subcategory card — product-spec.md §2 "Public category page": image, name and a short description,
 * linking to the category page (/{code}/products/{category}, id URL-encoded by `paths.category`).
 */
import Typography from '@mui/material/Typography';
import type { CategorySummary } from '../../../../contracts/catalog.ts';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { useMediaSrc } from './use-media-src.ts';
import { CatalogCard, type CatalogCardProps } from './CatalogCard.tsx';
import { clampLines } from './clamp.ts';

export interface CategoryCardProps {
  category: CategorySummary;
  /** Route code of the storefront ('in' | 'fd'). */
  code: VendorCode;
  /** Image loading (CatalogCard). */
  loading?: CatalogCardProps['loading'];
}

/** Card of one subcategory; the description is plain text clamped to 3 lines. */
export function CategoryCard({ category, code, loading }: CategoryCardProps) {
  const src = useMediaSrc();
  return (
    <CatalogCard
      to={paths.category(code, category)}
      imageSrc={src(category.imagePath, category.vendor)}
      title={category.name}
      overline="Category"
      loading={loading}
    >
      {category.description && (
        <Typography variant="body2" color="text.secondary" sx={clampLines(3)}>
          {category.description}
        </Typography>
      )}
    </CatalogCard>
  );
}
