/**
 * Vendor selection — product-spec.md §3 and §4. The selected vendor key is kept in localStorage under
 * `selectedVendor`; it defaults to radhe unless a stored value exists. Unknown keys or codes are logged to
 * the console and change nothing. Entering /in selects radhe, /fd selects therm (done by the storefront
 * layout calling `selectVendorByCode`).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { vendorByCode, vendorByKey, type Vendor, type VendorCode, type VendorKey } from '../../../contracts/vendors.ts';
import { readStoredVendor, storeVendor } from './selected-vendor.ts';

export interface VendorContextValue {
  vendor: Vendor;
  selectedVendor: VendorKey;
  selectedVendorCode: VendorCode;
  /** Blob folder of the vendor's catalogue images: the vendor key (product-spec.md §3). */
  imageFolder: string;
  /** Selects by key; an unknown key is logged and ignored. */
  selectVendorByKey: (key: string) => void;
  /** Selects by route code; an unknown code is logged and ignored. */
  selectVendorByCode: (code: string) => void;
}

const VendorContext = createContext<VendorContextValue | null>(null);

/**
 * Provides the selected vendor to the tree below. `initialVendor` (the vendor of the page's path, the same on the
 * server and in the browser, so a server-rendered storefront page hydrates as it was rendered) wins over the
 * stored selection on the first render; without it the stored selection, then the default, is used.
 */
export function VendorProvider({ children, initialVendor }: { children: ReactNode; initialVendor?: Vendor }) {
  const [vendor, setVendor] = useState<Vendor>(() => initialVendor ?? readStoredVendor());

  const select = useCallback((next: Vendor | undefined, label: string) => {
    if (!next) {
      console.error(`Unknown vendor ${label}`);
      return;
    }
    storeVendor(next);
    setVendor((current) => (current.key === next.key ? current : next));
  }, []);

  const selectVendorByKey = useCallback((key: string) => select(vendorByKey(key), `key: ${key}`), [select]);
  const selectVendorByCode = useCallback(
    (code: string) => select(vendorByCode(code), `code: ${code}`),
    [select],
  );

  const value = useMemo<VendorContextValue>(
    () => ({
      vendor,
      selectedVendor: vendor.key,
      selectedVendorCode: vendor.code,
      imageFolder: vendor.key,
      selectVendorByKey,
      selectVendorByCode,
    }),
    [vendor, selectVendorByKey, selectVendorByCode],
  );

  return <VendorContext value={value}>{children}</VendorContext>;
}

/**
 * The vendor context.
 * @throws Error 'useVendor must be used within a VendorProvider' outside the provider (product-spec.md §8).
 */
export function useVendor(): VendorContextValue {
  const value = useContext(VendorContext);
  if (!value) throw new Error('useVendor must be used within a VendorProvider');
  return value;
}
