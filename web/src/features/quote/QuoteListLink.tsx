/**
 * The quote list's link in every storefront's top bar ("The header of each storefront shows a quote-list
 * link with the count"): an icon link to /{code}/quote, with the number of lines beside it once the page's script
 * runs (the list lives in this browser; the server draws the link without a count). On an islands page the link and
 * its empty count are the server's markup, and the page's script fills the count in without React
 * (components/quote/show-quote-counts.ts), so no page loads React for it; the app draws the count once it runs (QuoteCountSlot.tsx).
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import visuallyHidden from '@mui/utils/visuallyHidden';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { QUOTE_LIST_LABEL } from '../../components/quote/quote-list-label.ts';
import { useSiteNavigation } from '../../lib/navigation.tsx';
import { useIslandsRender } from '../../components/island/Island.tsx';
import { QuoteCountBadge } from '../../components/quote/QuoteCountBadge.tsx';
import { QuoteCountSlot } from './QuoteCountSlot.tsx';

/** See the module comment. */
export function QuoteListLink({ code }: { code: VendorCode }) {
  const { Link: RouterLink } = useSiteNavigation();
  const islandsPage = useIslandsRender();
  return (
    <IconButton component={RouterLink} to={paths.quote(code)} sx={{ position: 'relative', flexShrink: 0 }}>
      <RequestQuoteOutlined aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {QUOTE_LIST_LABEL}
      </Box>
      {islandsPage ? <QuoteCountBadge code={code} count={0} /> : <QuoteCountSlot code={code} />}
    </IconButton>
  );
}
