/**
 * The compare bar (CompareBar.tsx) where a catalogue page shows it: its code is loaded the first time the compare
 * list holds a product, so pages of visitors who never compare (and the storefront homes, which share the catalogue
 * cards' chunk) do not load it. The list lives in the browser, so the server never draws the bar.
 */
import { lazy, Suspense } from 'react';
import type { VendorCode, VendorKey } from '../../../../contracts/vendors.ts';
import { useCompareList } from './compare-list.ts';

const CompareBarChunk = lazy(() => import('./CompareBar.tsx'));

/** See the module comment. */
export function CompareBar({ code, vendor }: { code: VendorCode; vendor: VendorKey }) {
  const { picks } = useCompareList(vendor);
  if (picks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBarChunk code={code} vendor={vendor} />
    </Suspense>
  );
}
