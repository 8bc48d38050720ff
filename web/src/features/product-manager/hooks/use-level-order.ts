/**
 * The shown level's order under drag and drop (issue: staff governance, "Ordering"). A drop shows the new order at
 * once, sends the level's full list of children ids (useSaveOrder) and says 'Order saved'; on an error the
 * previous order comes back and the toast shows the server's message (e.g. 'The list changed since you opened it;
 * reload'). Products can only be reordered while every product of the level is on the page: the route wants the
 * full list, so otherwise their handles are disabled with PAGED_DRAG_REASON.
 */
import { useState } from 'react';
import type { CategoryListing, CategorySummary, Product } from '../../../../../contracts/catalog.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { reorderedIds, useSaveOrder } from '../api/reorder.ts';
import { PAGED_DRAG_REASON } from '../components/SortableRows.tsx';
import { useNotify } from './toast.tsx';

/** The toast after a saved order. */
export const ORDER_SAVED = 'Order saved';
/** The toast of a failed order without a server message. */
export const ORDER_FAILED = 'Failed to save the order.';

/** `items` in the order of `ids` (items not named keep their place at the end). */
function ordered<T extends { id: string }>(items: readonly T[], ids: readonly string[] | undefined): T[] {
  if (!ids) return [...items];
  const byId = new Map(items.map((item) => [item.id, item]));
  const picked = ids.map((id) => byId.get(id)).filter((item): item is T => Boolean(item));
  return [...picked, ...items.filter((item) => !ids.includes(item.id))];
}

/** What the table needs to sort: the rows in their shown order, the drop handler and why products cannot move. */
export interface LevelOrder {
  categories: CategorySummary[];
  products: Product[];
  onDrop: (activeId: string, overId: string | null) => void;
  productDragReason?: string;
}

/** The order of `listing` (the level `parentId` of `vendor`, null: top level); see the module comment. */
export function useLevelOrder(listing: CategoryListing | undefined, vendor: VendorKey, parentId: string | null): LevelOrder {
  const notify = useNotify();
  const save = useSaveOrder();
  const [override, setOverride] = useState<{ base: CategoryListing; categories?: string[]; products?: string[] } | null>(null);
  const current = override && override.base === listing ? override : null;
  const categories = ordered(listing && listing.productsOffset === 0 ? listing.subCategories : [], current?.categories);
  const products = ordered(listing?.products ?? [], current?.products);
  const allProductsShown = !listing || (listing.productsOffset === 0 && listing.products.length >= listing.productsTotal);

  const onDrop = (activeId: string, overId: string | null) => {
    if (!listing) return;
    const categoryIds = reorderedIds(categories.map((c) => c.id), activeId, overId);
    const productIds = categoryIds || !allProductsShown ? null : reorderedIds(products.map((p) => p.id), activeId, overId);
    if (!categoryIds && !productIds) return;
    const kind = categoryIds ? 'category' : 'product';
    const ids = (categoryIds ?? productIds)!;
    const previous = current;
    setOverride({ base: listing, categories: categoryIds ?? current?.categories, products: productIds ?? current?.products });
    save.mutate(
      { vendor, parentId, kind, ids },
      {
        onSuccess: () => notify(ORDER_SAVED, 'success'),
        onError: (error) => {
          setOverride(previous);
          notify(isApiError(error) && error.message ? error.message : ORDER_FAILED, 'error');
        },
      },
    );
  };
  return { categories, products, onDrop, productDragReason: allProductsShown ? undefined : PAGED_DRAG_REASON };
}
