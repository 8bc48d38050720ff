/**
 * Multi-select actions of the Product Manager (docs/decisions/0013, "multi-select publish/unpublish/delete"):
 * the rows chosen at one level are published, unpublished or deleted one after the other with the single-item
 * calls (publishing.ts, delete-category.ts, delete-product.ts), so each is authorised, recorded as its own revision
 * and restorable on its own (a deleted category from Recently deleted, with its subtree). One refusal does not stop
 * the rest: the outcome names what was done and what was refused with the server's reason. The caches are
 * refreshed once at the end (catalog-write.ts).
 */
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { useCatalogWrite } from './catalog-write.ts';
import { deleteCategory } from './delete-category.ts';
import { deleteProduct } from './delete-product.ts';
import { setPublished } from './publishing.ts';

/** What a multi-select does. */
export type BulkAction = 'publish' | 'unpublish' | 'delete';

/** One chosen row. */
export interface BulkItem {
  kind: 'category' | 'product';
  id: string;
  name: string;
}

export interface BulkRequest {
  action: BulkAction;
  vendor: VendorKey;
  items: readonly BulkItem[];
}

/** What happened: the items done, and those refused with the server's message. */
export interface BulkOutcome {
  done: BulkItem[];
  refused: { item: BulkItem; message: string }[];
}

/** Runs `action` on every item in order; never throws (a failure is a refusal of that item). */
export async function runBulk({ action, vendor, items }: BulkRequest): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const item of items) {
    try {
      if (action === 'delete') await (item.kind === 'category' ? deleteCategory : deleteProduct)({ id: item.id, vendor });
      else await setPublished({ kind: item.kind, id: item.id, vendor, publish: action === 'publish' });
      outcome.done.push(item);
    } catch (error) {
      outcome.refused.push({ item, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcome;
}

/** Mutation of runBulk; the vendor's caches are refreshed when it ends (see useCatalogWrite). */
export function useBulk() {
  return useCatalogWrite(runBulk, (request) => request.vendor, 'run a multi-select action');
}

const PAST: Record<BulkAction, string> = { publish: 'Published', unpublish: 'Unpublished', delete: 'Deleted' };
const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * The toast after a multi-select action, e.g. 'Published 3 items.', 'Deleted 2 items (Recently deleted brings them
 * back).', or 'Published 2 of 3 items. Not published: Disc Insulator (This account may not edit …).'
 */
export function bulkOutcomeText(action: BulkAction, { done, refused }: BulkOutcome): string {
  const total = done.length + refused.length;
  const restore = action === 'delete' && done.length > 0 ? ' (Recently deleted brings them back)' : '';
  if (refused.length === 0) return `${PAST[action]} ${count(done.length)}${restore}.`;
  const reasons = refused.map(({ item, message }) => `${item.name} (${message})`).join('; ');
  return `${PAST[action]} ${done.length} of ${count(total)}${restore}. Not ${PAST[action].toLowerCase()}: ${reasons}.`;
}
