/**
 * The catalogue's history reads (docs/decisions/0013): an entity's revisions, the recently
 * deleted entities of a storefront, and the audit log. Revisions are the rows server/catalog/revisions.ts stores in
 * every write's transaction; each answer carries its changed fields (contracts/revisions.ts `changedFields`).
 *
 * Permissions: the history and the deleted list need 'catalog.edit' on the entity's storefront (403 otherwise,
 * before anything is answered); the audit log needs 'audit.read' (administrators), checked by the route.
 */
import { and, count, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { changedFields, type AuditPage, type AuditQuery, type Revision } from '../../contracts/revisions.ts';
import type { Actor } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { categories, products, revisions, type RevisionRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { assertAllowed, notFound } from '../errors.ts';

/** A stored revision as the API answers it, with its entity's name and changed fields. */
export function toRevision(row: RevisionRow): Revision {
  const snapshot = row.after ?? row.before ?? {};
  return {
    id: row.id,
    vendor: row.vendor,
    entityType: row.entityType as Revision['entityType'],
    entityId: row.entityId,
    entityName: typeof snapshot.name === 'string' ? snapshot.name : '',
    action: row.action as Revision['action'],
    actorName: row.actorName,
    actorSubject: row.actorSubject,
    at: row.at.toISOString(),
    batchId: row.batchId,
    before: row.before,
    after: row.after,
    changed: changedFields(row.before, row.after),
  };
}

/**
 * The revisions of entity `id` of `kind`, newest first, and its current version (null when it is deleted).
 * @throws 404 when the entity neither exists nor ever had a revision; 403 unless `actor` may edit its storefront.
 */
export async function entityHistory(db: Database, kind: 'category' | 'product', id: string, actor: Actor): Promise<{ version: number | null; revisions: Revision[] }> {
  const table = kind === 'category' ? categories : products;
  const [current] = await db.select({ vendor: table.vendor, version: table.version }).from(table).where(eq(table.id, id));
  const rows = await db.select().from(revisions).where(and(eq(revisions.entityType, kind), eq(revisions.entityId, id))).orderBy(desc(revisions.seq)).limit(200);
  const vendor = current?.vendor ?? rows[0]?.vendor;
  if (!vendor) throw notFound(kind === 'category' ? 'Category not found' : 'Product not found');
  assertAllowed(actor, 'catalog.edit', vendor as VendorKey);
  return { version: current?.version ?? null, revisions: rows.map(toRevision) };
}

/**
 * The recently deleted entities of `vendor`: each entity whose latest revision is a delete (not restored nor
 * re-created since), newest first, at most 100. Of a category deleted with its subtree only the category is listed
 * (the first revision of its batch): restoring it brings the rest back. @throws 403 unless `actor` may edit `vendor`.
 */
export async function recentlyDeleted(db: Database, vendor: VendorKey, actor: Actor): Promise<Revision[]> {
  assertAllowed(actor, 'catalog.edit', vendor);
  const rows = await db
    .select()
    .from(revisions)
    .where(
      and(
        eq(revisions.vendor, vendor),
        eq(revisions.action, 'delete'),
        sql`not exists (select 1 from revisions later where later.entity_id = ${revisions.entityId} and later.seq > ${revisions.seq})`,
        sql`not exists (select 1 from revisions first where first.batch_id = ${revisions.batchId} and first.seq < ${revisions.seq})`,
      ),
    )
    .orderBy(desc(revisions.seq))
    .limit(100);
  return rows.map(toRevision);
}

/**
 * A page of the audit log, newest first: `who` matches part of the actor's name or subject (case-insensitive),
 * `from`/`to` bound the time (a bare date `to` includes that whole day). The route checks 'audit.read'.
 */
export async function auditLog(db: Database, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.who) {
    const pattern = `%${query.who.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(revisions.actorName, pattern), ilike(revisions.actorSubject, pattern))!);
  }
  if (query.vendor) conditions.push(eq(revisions.vendor, query.vendor));
  if (query.kind) conditions.push(eq(revisions.entityType, query.kind));
  if (query.action) conditions.push(eq(revisions.action, query.action));
  if (query.from) conditions.push(gte(revisions.at, new Date(query.from)));
  if (query.to) {
    const to = new Date(query.to);
    if (/^\d{4}-\d{2}-\d{2}$/.test(query.to)) to.setUTCDate(to.getUTCDate() + 1);
    conditions.push(/^\d{4}-\d{2}-\d{2}$/.test(query.to) ? lt(revisions.at, to) : lte(revisions.at, to));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(revisions).where(where);
  const rows = await db.select().from(revisions).where(where).orderBy(desc(revisions.seq)).limit(query.limit).offset(query.offset);
  return { total: Number(n), items: rows.map(toRevision) };
}
