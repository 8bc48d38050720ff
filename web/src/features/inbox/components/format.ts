/** Display helpers of the inbox: vendor names (times: lib/time-format.ts). */
import { vendorByKey } from '../../../../../contracts/vendors.ts';

/** The storefront's display name for a vendor key ('radhe' → 'Radhe'); the key itself when unknown. */
export function vendorName(key: string): string {
  return vendorByKey(key)?.name ?? key;
}
