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

export interface PermittedVendor {
  /** The storefront shown (always one the account may edit). */
  vendor: Vendor;
  /** The storefront the address names that the account may not edit, else null. */
  refused: Vendor | null;
  /** The storefronts the selector offers: those the account may edit. */
  options: Vendor[];
  /** Selects a storefront (and drops the address's parameter, which no longer says where the manager is). */
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

  const select = (key: string) => {
    selectVendorByKey(key);
    if (params.has(VENDOR_PARAM)) {
      setParams(
        (current) => {
          current.delete(VENDOR_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  };
  return { vendor: shown, refused, options, select };
}
