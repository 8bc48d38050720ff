/**
 * The selected vendor as this browser keeps it, without React: product-spec.md §3 keeps its key in localStorage
 * under `selectedVendor`, and §2 makes a storefront's pages select their storefront (/in radhe, /fd therm). Read
 * and written here both by the app's VendorProvider (vendor-context.tsx) and by an islands page's start, which may
 * run no React at all (app/islands/start-islands.ts).
 */
import { DEFAULT_VENDOR, vendorByCode, vendorByKey, type Vendor } from '../../../contracts/vendors.ts';

/** localStorage key of the selected vendor (product-spec.md §3). */
export const SELECTED_VENDOR_STORAGE_KEY = 'selectedVendor';

/**
 * The vendor kept in localStorage, or DEFAULT_VENDOR when none is kept or storage is unavailable; an unknown key
 * is logged to the console and ignored (product-spec.md §3).
 */
export function readStoredVendor(): Vendor {
  try {
    const stored = localStorage.getItem(SELECTED_VENDOR_STORAGE_KEY);
    if (stored) {
      const vendor = vendorByKey(stored);
      if (vendor) return vendor;
      console.warn(`Unknown vendor key in storage: ${stored}`);
    }
  } catch {
    // localStorage unavailable (privacy mode): fall back to the default.
  }
  return DEFAULT_VENDOR;
}

/** Keeps `vendor` as the selected vendor in localStorage (product-spec.md §3); a full or missing storage is ignored. */
export function storeVendor(vendor: Vendor): void {
  try {
    localStorage.setItem(SELECTED_VENDOR_STORAGE_KEY, vendor.key);
  } catch {
    // Storage full or unavailable: the selection still holds for this page.
  }
}

/**
 * The vendor a page path implies: radhe under /in, therm under /fd (product-spec.md §2), else undefined.
 * @param pathname a URL path such as '/fd/products'
 */
export function vendorOfPath(pathname: string): Vendor | undefined {
  return vendorByCode(pathname.split('/')[1] ?? '');
}
