/**
 * The quote list's link in every storefront's top bar ("The header of each storefront shows a quote-list
 * link with the count"): an icon link to /{code}/quote, with the number of lines beside it once the app runs (the
 * list lives in this browser; the server draws the link without a count). The count's code (the list's reading) is
 * loaded after hydration, so the start chunk every page loads carries only the link (docs/performance.md).
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import visuallyHidden from '@mui/utils/visuallyHidden';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/progressive.ts';
import { QUOTE_LIST_LABEL } from './quote-list-label.ts';
import { useSiteNavigation } from '../../lib/navigation.tsx';

const QuoteCount = lazy(() => import('./QuoteCount.tsx'));

/** See the module comment. */
export function QuoteListLink({ code }: { code: VendorCode }) {
  const { Link: RouterLink } = useSiteNavigation();
  const hydrated = useHydrated();
  return (
    <IconButton component={RouterLink} to={paths.quote(code)} sx={{ position: 'relative', flexShrink: 0 }}>
      <RequestQuoteOutlined aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {QUOTE_LIST_LABEL}
      </Box>
      {hydrated && (
        <Suspense fallback={null}>
          <QuoteCount code={code} />
        </Suspense>
      )}
    </IconButton>
  );
}
