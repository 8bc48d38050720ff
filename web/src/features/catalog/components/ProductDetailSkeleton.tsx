/**
 * Loading state of the product detail page — product-spec.md §4: a skeleton of the page under a backdrop
 * with a spinner.
 */
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** Skeleton of title, gallery, description and properties, plus the backdrop spinner. */
export function ProductDetailSkeleton() {
  return (
    <Box aria-busy="true" data-testid="product-detail-skeleton">
      <Skeleton variant="text" width="55%" sx={{ fontSize: '2.25rem', mb: 2 }} />
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {[100, 95, 90, 60].map((w) => (
            <Skeleton key={w} variant="text" width={`${w}%`} />
          ))}
          <Skeleton variant="rounded" height={180} sx={{ mt: 3 }} />
        </Grid>
      </Grid>
      <Backdrop open sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1, color: 'common.white' })}>
        <CircularProgress color="inherit" aria-label="Loading product" />
      </Backdrop>
    </Box>
  );
}
