/**
 * The app's count inside the top bar's quote-list link (QuoteListLink.tsx): the number of lines on this browser's
 * quote list, drawn once the app has hydrated; nothing before, as the server cannot know it. Its code (QuoteCount.tsx,
 * the list's reading) is loaded only then. (An islands page draws the count without React: show-quote-counts.ts.)
 */
import { lazy, Suspense } from 'react';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { useHydrated } from '../../lib/progressive.ts';

const QuoteCount = lazy(() => import('./QuoteCount.tsx'));

/** See the module comment. */
export function QuoteCountSlot({ code }: { code: VendorCode }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <QuoteCount code={code} />
    </Suspense>
  ) : null;
}
