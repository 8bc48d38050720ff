/**
 * Where the Product Manager is — the storefront and the category trail — kept in the address (docs/decisions/0013,
 * "the manager's place is in the address: a reload keeps it and a link to it can be sent to a colleague"):
 * `/admin/manage?vendor=radhe&category={id}`. Opening a category or a crumb pushes an entry, so the browser's Back
 * goes up the way the staff member came. The trail's names come from the clicks that built it; an address opened
 * afresh (a reload, a link) takes them from the level's listing (`ancestors`, then the category itself).
 *
 * Changing the vendor — here or anywhere else — resets the view to Root (product-spec.md §2 "Changing the vendor
 * resets the view to root"): a category is honoured only under the vendor the address names with it.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CategoryListing } from '../../../../../contracts/catalog.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import type { Crumb } from '../components/ManagerBreadcrumbs.tsx';
import { CATEGORY_PARAM, VENDOR_PARAM } from './use-permitted-vendor.ts';

export interface ManagerPlace {
  /** The shown level's category id, null at Root. */
  levelId: string | null;
  /**
   * The crumbs below Root, outermost first, given the listing on screen (possibly the previous level's while the
   * next one loads): [] at Root and while an opened address's names are still loading.
   */
  trailOf: (listing: Pick<CategoryListing, 'id' | 'name' | 'ancestors'> | undefined) => Crumb[];
  /** Goes to the level `crumbs` ends with (Root for []), as a new entry of the browser's history. */
  setTrail: (crumbs: Crumb[]) => void;
  /** The staff member moved in the tree here (the trail then takes the focus, ManagerBreadcrumbs). */
  moved: boolean;
}

/** The place of the manager shown for `vendorKey` (the storefront the page shows, usePermittedVendor). */
export function useManagerPlace(vendorKey: VendorKey): ManagerPlace {
  const [params, setParams] = useSearchParams();
  const named = params.get(CATEGORY_PARAM);
  const levelId = named && params.get(VENDOR_PARAM) === vendorKey ? named : null;
  // The trail the clicks built, for the level they reached.
  const [clicked, setClicked] = useState<{ vendor: VendorKey; crumbs: Crumb[]; moved: boolean }>({ vendor: vendorKey, crumbs: [], moved: false });

  const trailOf: ManagerPlace['trailOf'] = (listing) => {
    if (levelId === null) return [];
    if (clicked.vendor === vendorKey && clicked.crumbs.at(-1)?.id === levelId) return clicked.crumbs;
    return listing?.id === levelId ? [...listing.ancestors, { id: levelId, name: listing.name }] : [];
  };

  const setTrail = (crumbs: Crumb[]) => {
    setClicked({ vendor: vendorKey, crumbs, moved: true });
    const target = crumbs.at(-1)?.id;
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (target) {
        next.set(VENDOR_PARAM, vendorKey);
        next.set(CATEGORY_PARAM, target);
      } else {
        next.delete(CATEGORY_PARAM);
      }
      return next;
    });
  };
  return { levelId, trailOf, setTrail, moved: clicked.vendor === vendorKey && clicked.moved };
}
