/** Display helpers of the inbox: times in the site's Indian English format, vendor names. */
import { vendorByKey } from '../../../../../contracts/vendors.ts';

/** An ISO 8601 time as e.g. '23 Nov 2026, 9:15 am' in the browser's time zone (lib/time-format.ts). */
export { formatDateTime } from '../../../lib/time-format.ts';

/** The storefront's display name for a vendor key ('radhe' → 'Radhe'); the key itself when unknown. */
export function vendorName(key: string): string {
  return vendorByKey(key)?.name ?? key;
}
