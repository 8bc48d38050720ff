/**
 * The quote list's count as the top bar's quote-list link shows it (QuoteListLink.tsx): a badge with the number of
 * lines, and the same number in words for the link's name ('Quote list, 3 items'); both hidden while the list is
 * empty. The app draws it with the list's count (QuoteCount.tsx); an islands page's server draws it empty, and the
 * page's script fills it in without React (show-quote-counts.ts finds it by QUOTE_COUNT_ATTRIBUTE).
 */
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { QUOTE_COUNT_ATTRIBUTE, QUOTE_COUNT_BADGE_ATTRIBUTE, QUOTE_COUNT_TEXT_ATTRIBUTE } from './quote-count-attributes.ts';
import { quoteCountText } from './quote-list-label.ts';

/** See the module comment. `count` is the number of lines on the storefront `code`'s list. */
export function QuoteCountBadge({ code, count }: { code: VendorCode; count: number }) {
  return (
    <span {...{ [QUOTE_COUNT_ATTRIBUTE]: code }}>
      <Box component="span" sx={visuallyHidden} hidden={count === 0} {...{ [QUOTE_COUNT_TEXT_ATTRIBUTE]: '' }}>
        {quoteCountText(count)}
      </Box>
      <Box
        component="span"
        aria-hidden
        hidden={count === 0}
        {...{ [QUOTE_COUNT_BADGE_ATTRIBUTE]: '' }}
        sx={{
          position: 'absolute',
          top: 2,
          right: 0,
          minWidth: 18,
          height: 18,
          px: 0.5,
          borderRadius: 9,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '18px',
          textAlign: 'center',
        }}
      >
        {count === 0 ? '' : count}
      </Box>
    </span>
  );
}
