/**
 * The catalogue's history, recently deleted entities, restore and the audit log (docs/decisions/0013): the shapes of GET /api/Products/{id}/revisions, GET /api/Categories/{id}/revisions,
 * GET /api/revisions/deleted, POST /api/revisions/{id}/restore and GET /api/audit, shared by the server's route
 * schemas and the Product Manager's history dialogs. `changedFields` is the one diff both show.
 */
import { z } from 'zod';
import { VENDORS } from './vendors.ts';

/** What a revision records (the table's `action`). */
export const REVISION_ACTIONS = ['create', 'update', 'delete', 'publish', 'unpublish', 'move', 'reorder', 'restore', 'import'] as const;
export type RevisionActionName = (typeof REVISION_ACTIONS)[number];

/** The kinds of entity a revision is about. */
export const REVISION_KINDS = ['category', 'product'] as const;

/**
 * One field that differs between two snapshots: its name and both values (undefined when absent: JSON leaves the
 * key out, so a create's `before` and a delete's `after` arrive missing and must parse).
 */
export const changedFieldSchema = z.object({ field: z.string(), before: z.unknown().optional(), after: z.unknown().optional() });
export type ChangedField = z.infer<typeof changedFieldSchema>;

/** Bookkeeping columns a diff leaves out: they change on every write and say nothing about the content. */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'updatedBySubject', 'updatedByName', 'createdAt', 'searchDocument']);

/**
 * The fields that differ between `before` and `after` (stored snapshots, either may be null for a create or a
 * delete), compared by their JSON, in a stable order (before's keys, then keys only after has); the bookkeeping
 * columns (version, updated*, createdAt) are left out.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangedField[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((key) => !BOOKKEEPING.has(key));
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** A revision as the API answers it; `before`/`after` are the entity's stored rows (null before a create, after a delete). */
export const revisionSchema = z.object({
  id: z.string(),
  vendor: z.string(),
  entityType: z.enum(REVISION_KINDS),
  entityId: z.string(),
  /** The entity's name in the snapshot (after, else before), for lists. */
  entityName: z.string(),
  action: z.enum(REVISION_ACTIONS),
  actorName: z.string(),
  actorSubject: z.string().nullable(),
  /** ISO 8601. */
  at: z.string(),
  batchId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changed: z.array(changedFieldSchema),
});
export type Revision = z.infer<typeof revisionSchema>;

/** GET /api/{Products|Categories}/{id}/revisions: newest first, with the entity's current version (null when deleted). */
export const revisionHistorySchema = z.object({
  version: z.number().int().nullable(),
  revisions: z.array(revisionSchema),
});
export type RevisionHistory = z.infer<typeof revisionHistorySchema>;

/** GET /api/revisions/deleted: the last delete of each entity not restored (nor re-created) since, newest first. */
export const deletedListSchema = z.object({ items: z.array(revisionSchema) });
export type DeletedList = z.infer<typeof deletedListSchema>;

/** The storefront filter of the staff history reads. */
export const revisionVendorSchema = z.enum(VENDORS.map((v) => v.key) as ['radhe', 'therm'], 'Unknown vendor');

/** GET /api/revisions/deleted?vendor= */
export const deletedQuerySchema = z.object({ vendor: revisionVendorSchema });

/** POST /api/revisions/{id}/restore: what came back (the entities restored, parents first). */
export const restoreResultSchema = z.object({
  restored: z.array(z.object({ entityType: z.enum(REVISION_KINDS), entityId: z.string(), name: z.string() })),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** An ISO date or date-time (a filter bound). */
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date (YYYY-MM-DD or ISO 8601)');

/** GET /api/audit query: who (actor name or subject, part of it), storefront, kind, action, from/to (ISO), paging. */
export const auditQuerySchema = z.object({
  who: z.string().trim().max(200).optional(),
  vendor: revisionVendorSchema.optional(),
  kind: z.enum(REVISION_KINDS, { error: `kind must be one of: ${REVISION_KINDS.join(', ')}` }).optional(),
  action: z.enum(REVISION_ACTIONS, { error: `action must be one of: ${REVISION_ACTIONS.join(', ')}` }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(200, 'limit must be a whole number from 1 to 200').default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/audit answer: a page of revisions, newest first, and how many match in all. */
export const auditPageSchema = z.object({ total: z.number().int(), items: z.array(revisionSchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;
