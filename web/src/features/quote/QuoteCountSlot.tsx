/**
 * The island inside the top bar's quote-list link (QuoteListLink.tsx): the number of lines on this browser's quote
 * list, drawn once the island runs; nothing before, as the server cannot know it. The link itself is the server's
 * markup and never runs script, so an islands page loads no button code for it; the count's own code
 * (QuoteCount.tsx, the list's reading) is loaded once the island has run.
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
