/**
 * The quote list's link in every storefront's top bar ("The header of each storefront shows a quote-list
 * link with the count"): an icon link to /{code}/quote, with the number of lines beside it once the app runs (the
 * list lives in this browser; the server draws the link without a count). On an islands page the link is the
 * server's markup and only the count is an island (QuoteCountSlot.tsx), so no page loads button code for it.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import visuallyHidden from '@mui/utils/visuallyHidden';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { QUOTE_LIST_LABEL } from './quote-list-label.ts';
import { useSiteNavigation } from '../../lib/navigation.tsx';
import { Island } from '../../components/island/Island.tsx';
import { QuoteCountSlot } from './QuoteCountSlot.tsx';

/** See the module comment. */
export function QuoteListLink({ code }: { code: VendorCode }) {
  const { Link: RouterLink } = useSiteNavigation();
  return (
    <IconButton component={RouterLink} to={paths.quote(code)} sx={{ position: 'relative', flexShrink: 0 }}>
      <RequestQuoteOutlined aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {QUOTE_LIST_LABEL}
      </Box>
      <Island name="quote-count" as="span" component={QuoteCountSlot} props={{ code }} />
    </IconButton>
  );
}
