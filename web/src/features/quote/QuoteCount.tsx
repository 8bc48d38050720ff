/**
 * The number of lines on the quote list, drawn by the app on the top bar's link (QuoteListLink.tsx) as a badge, and
 * read with the link's name ('Quote list, 3 items'); nothing while the list is empty (components/quote/QuoteCountBadge.tsx). Loaded
 * after hydration (QuoteCountSlot.tsx).
 */
import { vendorByCode, type VendorCode } from '../../../../contracts/vendors.ts';
import { useQuoteList } from '../../components/quote/quote-list.ts';
import { QuoteCountBadge } from '../../components/quote/QuoteCountBadge.tsx';

/** See the module comment. */
export default function QuoteCount({ code }: { code: VendorCode }) {
  const { count } = useQuoteList(vendorByCode(code)!.key);
  return <QuoteCountBadge code={code} count={count} />;
}
