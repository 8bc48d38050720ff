/**
 * The card frame shared by category and product cards — product-spec.md §2 "Public category page".
 * The whole card is one real link (keyboard accessible, opens in a new tab with the usual gestures).
 */
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { MediaImage } from '../MediaImage.tsx';
import { LAYOUT_SIZES } from '../../lib/media-srcset.ts';
import { useSiteNavigation } from '../../lib/navigation.tsx';

/** Intrinsic size of card images (4:3); the image is scaled to the card width. */
export const CARD_IMAGE_WIDTH = 400;
export const CARD_IMAGE_HEIGHT = 300;

export interface CatalogCardProps {
  /** Link target (a path built with `paths`). */
  to: string;
  /** Image URL; '' shows the placeholder. */
  imageSrc: string;
  /** The image's alt text; default '' (the title beside it names the card). */
  imageAlt?: string;
  /** Card title, rendered as an h2. */
  title: string;
  /** Small label above the title (e.g. 'Category'). */
  overline?: string;
  /** Body under the title. */
  children?: ReactNode;
  /** 'eager' for a card in the first row (its image may be the page's largest paint); default 'lazy'. */
  loading?: 'lazy' | 'eager';
  /** Controls under the link (a product card's Compare), outside it: a link holds no buttons. */
  footer?: ReactNode;
}

/** A clickable card: image (lazy unless told, 4:3, contained, resized variants by srcset), optional overline, title and body. */
export function CatalogCard({ to, imageSrc, imageAlt = '', title, overline, children, loading = 'lazy', footer }: CatalogCardProps) {
  // The router's link in the app; a plain link in an island (a listing's "Load more" draws cards in the browser).
  const { Link } = useSiteNavigation();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', transition: 'box-shadow 150ms', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
          <MediaImage
            src={imageSrc}
            alt={imageAlt}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            sizes={LAYOUT_SIZES.card}
            loading={loading}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </Box>
        <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
          {overline && (
            <Typography variant="overline" color="primary" sx={{ display: 'block', lineHeight: 1.6 }}>
              {overline}
            </Typography>
          )}
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', lineHeight: 1.3, mb: 1 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </CardActionArea>
      {footer && <Box sx={{ px: 1, pb: 1 }}>{footer}</Box>}
    </Card>
  );
}

/** Placeholder of one card while the listing loads (product-spec.md §9: 6 of them). */
export function CatalogCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="catalog-card-skeleton" aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <CardContent>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.2rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="50%" />
      </CardContent>
    </Card>
  );
}
