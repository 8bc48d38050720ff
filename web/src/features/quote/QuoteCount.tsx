/**
 * The number of lines on the quote list, drawn on the top bar's link (QuoteListLink.tsx) as a badge, and read with
 * the link's name ('Quote list, 3 items'); nothing while the list is empty. Loaded after hydration (see
 * QuoteListLink).
 */
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { vendorByCode, type VendorCode } from '../../../../contracts/vendors.ts';
import { quoteCountText } from './quote-list-label.ts';
import { useQuoteList } from '../../components/quote/quote-list.ts';

/** See the module comment. */
export default function QuoteCount({ code }: { code: VendorCode }) {
  const { count } = useQuoteList(vendorByCode(code)!.key);
  if (count === 0) return null;
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {quoteCountText(count)}
      </Box>
      <Box
        component="span"
        aria-hidden
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
        {count}
      </Box>
    </>
  );
}
