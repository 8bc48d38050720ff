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
import { TAP_TARGET_PX, TOUCH_MEDIA } from '../../lib/touch.ts';

/** A crumb on a touch screen: a line TAP_TARGET_PX tall (it stays a block, so a long name still ends in an ellipsis). */
const CRUMB_TOUCH_SX = { [TOUCH_MEDIA]: { lineHeight: `${TAP_TARGET_PX}px` } } as const;

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

/** The accessible name of the phone's menu of the middle crumbs. */
export const CRUMBS_MENU_LABEL = 'Show the whole path';

/**
 * Wide screens: one line of crumbs, the first keeping its size, later ones shrinking with an ellipsis. Phones: the
 * first crumb, a menu (a native <details>, so also without script) holding the crumbs between, and the current page
 * whole, wrapping if it must.
 */
const breadcrumbSx = (theme: Theme) => ({
  mb: 1,
  '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
  '& .MuiBreadcrumbs-li': { minWidth: 0, flexShrink: 1 },
  '& .MuiBreadcrumbs-li:first-of-type, & .MuiBreadcrumbs-separator': { flexShrink: 0 },
  '& .MuiBreadcrumbs-li:has(> .crumb-menu), & .MuiBreadcrumbs-li:has(> .crumb-menu) + .MuiBreadcrumbs-separator': { display: 'none' },
  [theme.breakpoints.down('sm')]: {
    '& .MuiBreadcrumbs-li:has(> .crumb-middle), & .MuiBreadcrumbs-li:has(> .crumb-middle) + .MuiBreadcrumbs-separator': { display: 'none' },
    '& .MuiBreadcrumbs-li:has(> .crumb-menu), & .MuiBreadcrumbs-li:has(> .crumb-menu) + .MuiBreadcrumbs-separator': { display: 'flex' },
    '& .MuiBreadcrumbs-li:last-of-type': { flexShrink: 1, minWidth: 0 },
    '& .MuiBreadcrumbs-li:last-of-type > *': { whiteSpace: 'normal' },
  },
});

/** The phone's menu of the crumbs between the first and the current page: "…", which opens their links. */
function CrumbsMenu({ crumbs }: { crumbs: CatalogCrumb[] }) {
  return (
    <Box component="details" className="crumb-menu" sx={{ position: 'relative' }}>
      <Box
        component="summary"
        aria-label={CRUMBS_MENU_LABEL}
        sx={{ listStyle: 'none', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 44, minHeight: 44, borderRadius: 1, bgcolor: 'grey.100', '&::-webkit-details-marker': { display: 'none' }, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        …
      </Box>
      <Box component="ul" sx={{ position: 'absolute', zIndex: 'modal', top: 'calc(100% + 4px)', left: 0, minWidth: 240, maxWidth: '80vw', m: 0, p: 1, listStyle: 'none', bgcolor: 'background.paper', boxShadow: 4, borderRadius: 1 }}>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link component={RouterLink} to={crumb.to} underline="hover" color="inherit" sx={{ display: 'flex', alignItems: 'center', minHeight: 44, px: 1 }}>
              {crumb.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Breadcrumbs (collapsing above 8 items, §9: 'Products', an ellipsis that opens the whole trail, the last two
 * crumbs; on phones the middle in a menu, breadcrumbSx), title and subtitle.
 */
export function CatalogHeader({ title, subtitle, crumbs }: CatalogHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 2, md: 3 } }}>
      {crumbs && crumbs.length > 0 && (
        // maxItems counts the phone's menu too, which wide screens do not show: 8 crumbs and the menu stay whole.
        <Breadcrumbs aria-label="breadcrumb" maxItems={crumbs.length > 1 ? 9 : 8} itemsAfterCollapse={2} sx={breadcrumbSx}>
          {crumbs.slice(0, 1).map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit" noWrap sx={{ display: 'block', ...CRUMB_TOUCH_SX }} title={crumb.label}>
              {crumb.label}
            </Link>
          ))}
          {crumbs.length > 1 && <CrumbsMenu crumbs={crumbs.slice(1)} />}
          {crumbs.slice(1).map((crumb) => (
            <Link key={crumb.to} className="crumb-middle" component={RouterLink} to={crumb.to} underline="hover" color="inherit" noWrap sx={{ display: 'block', ...CRUMB_TOUCH_SX }} title={crumb.label}>
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
