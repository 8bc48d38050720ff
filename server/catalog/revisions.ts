/**
 * The catalogue's revisions (docs/decisions/0013): every staff write of a category or product stores one row in
 * `revisions` inside the writing transaction: who (the access token's subject and name), the action, and the
 * entity's stored row before and after as JSON (null before a create and after a delete). The history, the audit
 * log and restore read these rows back; a deleted entity's last `before` is what restores it.
 */
import type { Actor } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { revisions, type CategoryRow, type ProductRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';

/** What a revision records (the column `action`; checked by the table). */
export type RevisionAction = 'create' | 'update' | 'delete' | 'publish' | 'unpublish' | 'move' | 'reorder' | 'restore' | 'import';

/** An entity as a revision stores it: its stored row, with dates as ISO strings and without the generated search document. */
export type EntitySnapshot = Record<string, unknown>;

/** One revision to store. `before`/`after` are stored rows (products or categories) or null. */
export interface RevisionInput {
  vendor: VendorKey | string;
  entityType: 'category' | 'product';
  entityId: string;
  action: RevisionAction;
  actor: Actor;
  before: CategoryRow | ProductRow | null;
  after: CategoryRow | ProductRow | null;
  /** Shared by the rows of one subtree delete, import or restore. */
  batchId?: string;
}

/** A stored row as JSON: dates as ISO strings, the generated search document left out. */
export function snapshotOf(row: CategoryRow | ProductRow | null): EntitySnapshot | null {
  if (!row) return null;
  const { searchDocument: _searchDocument, ...rest } = row;
  return JSON.parse(JSON.stringify(rest)) as EntitySnapshot;
}

/**
 * Stores `entries` as revisions with the database handle (or transaction) `db`, in one statement; does nothing for
 * an empty list. Call it inside the transaction that writes the entities, so history and data always agree.
 */
export async function recordRevisions(db: Pick<Database, 'insert'>, entries: readonly RevisionInput[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(revisions).values(
    entries.map((entry) => ({
      vendor: entry.vendor,
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      actorSubject: entry.actor.subject,
      actorName: entry.actor.name,
      before: snapshotOf(entry.before),
      after: snapshotOf(entry.after),
      batchId: entry.batchId ?? null,
    })),
  );
}
