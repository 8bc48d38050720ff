/**
 * Page header of the catalogue pages — product-spec.md §2: the title (h1), an optional subtitle and an
 * optional breadcrumb trail whose last item is the current page.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { paths, type CatalogItemRef } from '../../lib/paths.ts';

export interface CatalogCrumb {
  label: string;
  to: string;
}

/**
 * The trail of a catalogue page: 'Products' (/{code}/products, product-spec.md §2), then a crumb per category of
 * `path` (the root's child first), each linking to its category page.
 */
export function catalogCrumbs(code: VendorCode, path: readonly CatalogItemRef[]): CatalogCrumb[] {
  return [{ label: 'Products', to: paths.products(code) }, ...path.map((category) => ({ label: category.name, to: paths.category(code, category) }))];
}

export interface CatalogHeaderProps {
  /** The h1; undefined shows a skeleton (still loading). */
  title: string | undefined;
  subtitle?: string;
  /** Links before the current page; the current page (title) ends the trail. */
  crumbs?: CatalogCrumb[];
}

/**
 * One line of crumbs on every width: the first crumb keeps its size, later ones shrink with an ellipsis.
 * On phones the current page is left out of the trail (the h1 right below names it in full).
 */
const breadcrumbSx = (theme: Theme) => ({
  mb: 1,
  '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
  '& .MuiBreadcrumbs-li': { minWidth: 0, flexShrink: 1 },
  '& .MuiBreadcrumbs-li:first-of-type, & .MuiBreadcrumbs-separator': { flexShrink: 0 },
  [theme.breakpoints.down('sm')]: {
    '& .MuiBreadcrumbs-ol > li:last-of-type, & .MuiBreadcrumbs-ol > li:nth-last-of-type(2)': { display: 'none' },
  },
});

/**
 * Breadcrumbs (collapsing above 8 items, §9: 'Products', an ellipsis that opens the whole trail, the last two
 * crumbs), title and subtitle.
 */
export function CatalogHeader({ title, subtitle, crumbs }: CatalogHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 2, md: 3 } }}>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs aria-label="breadcrumb" maxItems={8} itemsAfterCollapse={2} sx={breadcrumbSx}>
          {crumbs.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit" noWrap sx={{ display: 'block' }} title={crumb.label}>
              {crumb.label}
            </Link>
          ))}
          <Typography color="text.primary" aria-current="page" noWrap>
            {title ?? '…'}
          </Typography>
        </Breadcrumbs>
      )}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title ?? <Skeleton width="40%" />}
      </Typography>
      {subtitle && (
        <Typography variant="subtitle1" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
