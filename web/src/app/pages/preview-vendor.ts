/**
 * What the staff previews share (/admin/preview/{vendor}/…, docs/decisions/0013): the storefront's components follow
 * the selected vendor, so a preview selects the storefront its address names.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useVendor } from '../../lib/vendor-context.tsx';

/**
 * The preview's address parameters (`vendor` key and item `id`, '' when absent) and the selected vendor, which
 * becomes the address's storefront once the preview has rendered.
 */
export function usePreviewTarget() {
  const { vendor: vendorKey = '', id = '' } = useParams();
  const { vendor, selectVendorByKey } = useVendor();
  useEffect(() => {
    if (vendorKey && vendorKey !== vendor.key) selectVendorByKey(vendorKey);
  }, [vendorKey, vendor.key, selectVendorByKey]);
  return { vendorKey, id, vendor };
}
