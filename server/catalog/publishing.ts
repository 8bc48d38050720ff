/**
 * Publishing and unpublishing a category or a product (docs/decisions/0013 "Drafts are a column"): actions of their
 * own, never part of a save. A draft (`published` false) is absent from every public read (server/db/visibility.ts);
 * a draft category hides its whole subtree. Publishing a product under a draft category keeps it off the public site
 * until that category is published too.
 *
 * `setPublished` checks the stored row's storefront (`assertAllowed`, 403 FORBIDDEN, nothing changed), then in one
 * transaction sets the flag, raises `version`, records who (updated_by_*) and stores a 'publish' or 'unpublish'
 * revision (revisions.ts). The catalogue version trigger (migration 0003) renews the read and page caches. Asking for
 * the state the entity already has changes nothing and answers it as it is.
 */
import { eq, sql } from 'drizzle-orm';
import type { CategorySummary, Product } from '../../contracts/catalog.ts';
import type { Actor } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { categories, products } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { assertAllowed } from '../errors.ts';
import { toCategorySummary, toProduct } from './mappers.ts';
import { attributesOf } from './reads.ts';
import { recordRevisions } from './revisions.ts';

/** Which entity to publish or unpublish. */
export type PublishTarget = 'category' | 'product';

/**
 * Sets category `id`'s `published` flag; @returns it as §3 shapes it (with `published`), or null when there is no
 * such category; @throws 403 when `actor` may not edit its storefront.
 */
export async function setCategoryPublished(db: Database, id: string, published: boolean, actor: Actor): Promise<CategorySummary | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) return null;
    assertAllowed(actor, 'catalog.edit', before.vendor as VendorKey);
    if (before.published === published) return toCategorySummary(before);
    const [after] = await tx
      .update(categories)
      .set({ published, updatedAt: new Date(), updatedBySubject: actor.subject, updatedByName: actor.name, version: sql`${categories.version} + 1` })
      .where(eq(categories.id, id))
      .returning();
    await recordRevisions(tx, [{ vendor: after.vendor, entityType: 'category', entityId: id, action: published ? 'publish' : 'unpublish', actor, before, after }]);
    return toCategorySummary(after);
  });
}

/**
 * Sets product `id`'s `published` flag; @returns it as §3 shapes it (with `published`), or null when there is no
 * such product; @throws 403 when `actor` may not edit its storefront.
 */
export async function setProductPublished(db: Database, id: string, published: boolean, actor: Actor): Promise<Product | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) return null;
    assertAllowed(actor, 'catalog.edit', before.vendor as VendorKey);
    const attributes = before.categoryId ? await attributesOf(tx, before.categoryId) : [];
    if (before.published === published) return toProduct(before, attributes);
    const [after] = await tx
      .update(products)
      .set({ published, updatedAt: new Date(), updatedBySubject: actor.subject, updatedByName: actor.name, version: sql`${products.version} + 1` })
      .where(eq(products.id, id))
      .returning();
    await recordRevisions(tx, [{ vendor: after.vendor, entityType: 'product', entityId: id, action: published ? 'publish' : 'unpublish', actor, before, after }]);
    return toProduct(after, attributes);
  });
}
