/**
 * The two storefronts (vendors) of the site — product-spec.md §1 and §3.
 *
 * A vendor has a key (used in the API and as the blob-storage folder), a route code (the URL prefix),
 * a display name (sent as the enquiry's vendor, §5) and a default flag (radhe is the default, §9).
 */

/** One storefront. `key` is the API/blob folder name, `code` the route prefix without slash. */
export interface Vendor {
  key: VendorKey;
  code: VendorCode;
  name: string;
  isDefault: boolean;
}

export type VendorKey = 'radhe' | 'therm';
export type VendorCode = 'in' | 'fd';

/** All vendors, default first (product-spec.md §1: radhe is the default vendor). */
export const VENDORS: readonly Vendor[] = [
  { key: 'radhe', code: 'in', name: 'Radhe', isDefault: true },
  { key: 'therm', code: 'fd', name: 'Therm', isDefault: false },
];

/** The default vendor (product-spec.md §9). */
export const DEFAULT_VENDOR: Vendor = VENDORS.find((v) => v.isDefault) ?? VENDORS[0];

/** The vendor with this key, or undefined when the key is unknown. Case-sensitive. */
export function vendorByKey(key: string): Vendor | undefined {
  return VENDORS.find((v) => v.key === key);
}

/** The vendor with this route code ('in' or 'fd'), or undefined when the code is unknown. */
export function vendorByCode(code: string): Vendor | undefined {
  return VENDORS.find((v) => v.code === code);
}
