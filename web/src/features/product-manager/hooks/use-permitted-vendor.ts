/**
 * The storefront the Product Manager shows, among those the account may edit (lib/staff-access.tsx;
 * docs/decisions/0013): an editor of one storefront is offered only that one. The address may name a storefront
 * (`?vendor=radhe`, VENDOR_PARAM); one the account may not edit is `refused`, and the page says why instead of
 * showing it. Without such a parameter the selected vendor (product-spec.md §3, kept in localStorage) is used when
 * allowed, else the first allowed storefront is selected in its place.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { VENDORS, vendorByKey, type Vendor } from '../../../../../contracts/vendors.ts';
import { useStaffAccess } from '../../../lib/staff-access.tsx';
import { useVendor } from '../../../lib/vendor-context.tsx';

/** The address parameter that names the storefront the manager opens with, by key. */
export const VENDOR_PARAM = 'vendor';
/** The address parameter that names the category the manager shows, by id, under VENDOR_PARAM's storefront. */
export const CATEGORY_PARAM = 'category';

export interface PermittedVendor {
  /** The storefront shown (always one the account may edit). */
  vendor: Vendor;
  /** The storefront the address names that the account may not edit, else null. */
  refused: Vendor | null;
  /** The storefronts the selector offers: those the account may edit. */
  options: Vendor[];
  /** Selects a storefront at its Root, in the address (`?vendor=`, a new history entry) and in the vendor context. */
  select: (key: string) => void;
}

/** See the module comment. Use below StaffOnly('catalog.edit'), so at least one storefront is allowed. */
export function usePermittedVendor(): PermittedVendor {
  const { vendor, selectVendorByKey } = useVendor();
  const { may } = useStaffAccess();
  const [params, setParams] = useSearchParams();
  const options = VENDORS.filter(({ key }) => may('catalog.edit', key));
  const named = params.get(VENDOR_PARAM);
  const requested = named === null ? undefined : vendorByKey(named);
  const refused = requested && !options.includes(requested) ? requested : null;
  const shown = requested && !refused ? requested : (options.find(({ key }) => key === vendor.key) ?? options[0] ?? vendor);

  useEffect(() => {
    if (shown.key !== vendor.key) selectVendorByKey(shown.key);
  }, [shown.key, vendor.key, selectVendorByKey]);

  // The address first: it wins over the vendor context (above), so no render shows the old storefront again
  // while the context catches up.
  const select = (key: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(VENDOR_PARAM, key);
      next.delete(CATEGORY_PARAM);
      return next;
    });
    selectVendorByKey(key);
  };
  return { vendor: shown, refused, options, select };
}
