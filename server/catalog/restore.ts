/**
 * Restore (docs/decisions/0013): brings any revision's entity back, in one transaction
 * holding the storefront's tree lock, and stores a 'restore' revision for each entity written.
 *
 * - A delete's revision restores its `before`: a product with its media links (the row's image, other images and
 *   document paths: deletes never remove blobs); a category with everything deleted with it (the revisions of the
 *   same batch that lie under it), parents first, and the quantities of its products rewritten.
 * - Any other revision restores the state it produced (`after`) over the entity (or re-creates it when deleted).
 *
 * Refusals (the one error shape, nothing changed): 404 for an unknown revision; 403 unless the actor may edit the
 * storefront ('catalog.edit'); 409 CONFLICT when the parent category no longer exists (naming it), when a deleted
 * entity's id is taken again, or when a category would move under itself; 400 for a revision without a state.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { RestoreResult } from '../../contracts/revisions.ts';
import type { Actor } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { categories, products, revisions, type CategoryRow, type ProductRow, type RevisionRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { assertAllowed, HttpError, notFound } from '../errors.ts';
import { attributesOf } from './reads.ts';
import { recordRevisions, type RevisionInput } from './revisions.ts';
import { inVendorTree, isSelfOrDescendant, rewriteSubtreeQuantities, writeQuantities, type Transaction } from './writes.ts';

type Snapshot = Record<string, unknown>;
type Kind = 'category' | 'product';

/** Columns a restore never takes from a snapshot: identity, generated, and the bookkeeping it sets itself. */
const NOT_RESTORED = new Set(['id', 'vendor', 'searchDocument', 'version', 'createdAt', 'updatedAt', 'updatedBySubject', 'updatedByName']);

const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** The row values of `snapshot` for `table`: only its columns, ISO strings of timestamp columns as dates. */
function valuesOf(table: typeof categories | typeof products, snapshot: Snapshot, skip: ReadonlySet<string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (skip.has(key) || !(key in snapshot)) continue;
    const value = snapshot[key];
    values[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}

/** The name a deleted category last had (for a refusal's message), or its id. */
async function lastNameOf(tx: Transaction, id: string): Promise<string> {
  const [row] = await tx.select().from(revisions).where(and(eq(revisions.entityType, 'category'), eq(revisions.entityId, id))).orderBy(revisions.seq);
  const name = (row?.before ?? row?.after)?.name;
  return typeof name === 'string' ? `'${name}'` : id;
}

/** @throws 409 unless category `id` (a restored entity's parent) exists; null needs nothing. */
async function assertParentExists(tx: Transaction, id: unknown, what: string): Promise<void> {
  if (typeof id !== 'string') return;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw conflict(`The parent category ${await lastNameOf(tx, id)} of ${what} no longer exists: restore it first`);
}

/** The snapshots of `deleted`'s batch that lie under it (itself first, then parents before children). */
async function subtreeOf(tx: Transaction, deleted: RevisionRow): Promise<RevisionRow[]> {
  if (deleted.entityType !== 'category' || !deleted.batchId) return [deleted];
  const batch = await tx.select().from(revisions).where(and(eq(revisions.batchId, deleted.batchId), eq(revisions.action, 'delete'))).orderBy(revisions.seq);
  const inside = new Set([deleted.entityId]);
  const chosen: RevisionRow[] = [deleted];
  // Categories of a batch are stored parents first; repeat until nothing more joins, to be safe.
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of batch) {
      if (inside.has(row.entityId) || row.entityType !== 'category') continue;
      if (inside.has(String(row.before?.parentCategoryId))) {
        inside.add(row.entityId);
        chosen.push(row);
        grew = true;
      }
    }
  }
  chosen.push(...batch.filter((row) => row.entityType === 'product' && inside.has(String(row.before?.categoryId))));
  return chosen;
}

/** Re-inserts deleted entities (parents first) from their `before` snapshots; @returns the written rows. */
async function reinsert(tx: Transaction, rows: RevisionRow[], actor: Actor): Promise<Array<{ kind: Kind; row: CategoryRow | ProductRow }>> {
  const first = rows[0];
  const name = `'${String(first.before?.name ?? first.entityId)}'`;
  await assertParentExists(tx, first.entityType === 'category' ? first.before?.parentCategoryId : first.before?.categoryId, name);
  const categoryIds = rows.filter((r) => r.entityType === 'category').map((r) => r.entityId);
  const productIds = rows.filter((r) => r.entityType === 'product').map((r) => r.entityId);
  const takenCategory = categoryIds.length ? await tx.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds)) : [];
  const takenProduct = productIds.length ? await tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : [];
  const taken = [...takenCategory, ...takenProduct][0];
  if (taken) throw conflict(`The id ${taken.id} is taken by '${taken.name}': it was restored or re-created already`);
  const written: Array<{ kind: Kind; row: CategoryRow | ProductRow }> = [];
  const bookkeeping = { updatedAt: new Date(), updatedBySubject: actor.subject, updatedByName: actor.name };
  for (const revision of rows) {
    const snapshot = revision.before ?? {};
    const version = Number(snapshot.version ?? 0) + 1;
    const identity = { id: revision.entityId, vendor: revision.vendor, version, ...bookkeeping };
    if (revision.entityType === 'category') {
      const values = { ...valuesOf(categories, snapshot, NOT_RESTORED), ...identity } as typeof categories.$inferInsert;
      const [row] = await tx.insert(categories).values(values).returning();
      written.push({ kind: 'category', row });
    } else {
      const values = { ...valuesOf(products, snapshot, NOT_RESTORED), ...identity } as typeof products.$inferInsert;
      const [row] = await tx.insert(products).values(values).returning();
      written.push({ kind: 'product', row });
    }
  }
  return written;
}

/** Writes `snapshot` over the existing entity (or re-creates it); @returns the row and what it was before. */
async function overwrite(tx: Transaction, revision: RevisionRow, snapshot: Snapshot, actor: Actor): Promise<{ kind: Kind; row: CategoryRow | ProductRow; before: CategoryRow | ProductRow | null }> {
  const kind = revision.entityType as Kind;
  const table = kind === 'category' ? categories : products;
  const [existing] = (await tx.select().from(table).where(eq(table.id, revision.entityId))) as Array<CategoryRow | ProductRow>;
  const name = `'${String(snapshot.name ?? revision.entityId)}'`;
  const parentId = kind === 'category' ? snapshot.parentCategoryId : snapshot.categoryId;
  await assertParentExists(tx, parentId, name);
  if (kind === 'category' && existing && typeof parentId === 'string' && (await isSelfOrDescendant(tx, revision.entityId, parentId))) {
    throw conflict(`${name} cannot go back under its own subcategory: move that subcategory first`);
  }
  const bookkeeping = { updatedAt: new Date(), updatedBySubject: actor.subject, updatedByName: actor.name };
  if (!existing) {
    const [{ row }] = await reinsert(tx, [{ ...revision, before: snapshot }], actor);
    return { kind, row, before: null };
  }
  const values = { ...valuesOf(table, snapshot, NOT_RESTORED), ...bookkeeping, version: existing.version + 1 };
  const [row] = kind === 'category'
    ? await tx.update(categories).set(values as Partial<typeof categories.$inferInsert>).where(eq(categories.id, revision.entityId)).returning()
    : await tx.update(products).set(values as Partial<typeof products.$inferInsert>).where(eq(products.id, revision.entityId)).returning();
  return { kind, row, before: existing };
}

/**
 * Restores revision `id` (see the module comment) as `actor`; @returns the entities written, parents first.
 * @throws 404, 403, 409 or 400 as the module comment says; nothing is written then.
 */
export async function restoreRevision(db: Database, id: string, actor: Actor): Promise<RestoreResult> {
  const [revision] = await db.select().from(revisions).where(eq(revisions.id, id));
  if (!revision) throw notFound('Revision not found');
  assertAllowed(actor, 'catalog.edit', revision.vendor as VendorKey);
  return inVendorTree(db, revision.vendor, async (tx) => {
    const batchId = randomUUID();
    let written: Array<{ kind: Kind; row: CategoryRow | ProductRow; before: CategoryRow | ProductRow | null }>;
    if (revision.action === 'delete') {
      written = (await reinsert(tx, await subtreeOf(tx, revision), actor)).map((w) => ({ ...w, before: null }));
    } else {
      if (!revision.after) throw new HttpError(400, 'VALIDATION_FAILED', 'This revision holds no state to restore');
      written = [await overwrite(tx, revision, revision.after, actor)];
    }
    // The numbers of every product written, from its category's effective attributes.
    const top = written[0];
    if (top.kind === 'category') await rewriteSubtreeQuantities(tx, top.row.id);
    else {
      const row = top.row as ProductRow;
      await writeQuantities(tx, [row], row.categoryId ? await attributesOf(tx, row.categoryId) : []);
    }
    const entries: RevisionInput[] = written.map(({ kind, row, before }) => ({
      vendor: row.vendor, entityType: kind, entityId: row.id, action: 'restore', actor, before, after: row, batchId,
    }));
    await recordRevisions(tx, entries);
    return { restored: written.map(({ kind, row }) => ({ entityType: kind, entityId: row.id, name: row.name })) };
  });
}
