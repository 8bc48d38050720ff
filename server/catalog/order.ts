/**
 * The staff's order of the catalogue (docs/decisions/0013; product-spec.md §3 and §7): every public listing, the
 * sitemap, the catalogue PDF and the manager list a parent's subcategories and products by `position`, then name,
 * then id. Here the rules of the two writes that change it:
 *
 * - `reorderChildren`: sets the order of one parent's subcategories or products. The list must be exactly the
 *   parent's current children of that kind (each once); otherwise 409 CONFLICT "The list changed since you opened
 *   it; reload" and nothing changes. Each child takes its index as position; the rows whose position changes get
 *   a new version and a 'reorder' revision.
 * - `moveProduct` / `moveCategory`: to another parent of the same storefront (null: its top level), at the end of
 *   the new siblings. A category cannot go under itself or one of its subcategories; a product's typed
 *   specifications must fit the new category's attributes (400 on 'specifications.{i}…' otherwise). A 'move'
 *   revision is recorded; the numbers below are rewritten.
 *
 * Every write needs 'catalog.edit' on the row's storefront (403 FORBIDDEN otherwise, nothing learnt or changed)
 * and runs in that storefront's tree lock (server/catalog/writes.ts `inVendorTree`). The read cache and the
 * catalogue version follow through the tables' trigger, as for every save.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CategorySummary, Product } from '../../contracts/catalog.ts';
import { STALE_ORDER_MESSAGE } from '../../contracts/catalog-order.ts';
import type { Actor } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { categories, products, type CategoryRow, type ProductRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { assertAllowed, fieldError, HttpError, notFound } from '../errors.ts';
import { toCategorySummary, toProduct } from './mappers.ts';
import { endPosition } from './order-positions.ts';
import { attributesOf } from './reads.ts';
import { recordRevisions } from './revisions.ts';
import { checkSpecifications, inVendorTree, isSelfOrDescendant, rewriteSubtreeQuantities, writeQuantities, written, type Transaction } from './writes.ts';


/** Whose children to order: a category by id, or a storefront's top level. */
export type OrderParent = { categoryId: string } | { vendor: VendorKey };

/** What to order: the parent's subcategories or its products, in their new order. */
export type OrderList = { categoryIds: string[] } | { productIds: string[] };

/** The storefront of `parent` (404 'Category not found' for a category that does not exist). */
async function vendorOf(db: Pick<Database, 'select'>, parent: OrderParent): Promise<VendorKey> {
  if ('vendor' in parent) return parent.vendor;
  const [row] = await db.select({ vendor: categories.vendor }).from(categories).where(eq(categories.id, parent.categoryId));
  if (!row) throw notFound('Category not found');
  return row.vendor as VendorKey;
}

/**
 * Sets the order of `parent`'s children to `list` (see the module comment); @returns the ids in their new order.
 * @throws 403, 404 'Category not found', 409 CONFLICT STALE_ORDER_MESSAGE.
 */
export async function reorderChildren(db: Database, parent: OrderParent, list: OrderList, actor: Actor): Promise<string[]> {
  const vendor = await vendorOf(db, parent);
  assertAllowed(actor, 'catalog.edit', vendor);
  const parentId = 'categoryId' in parent ? parent.categoryId : null;
  const ids = ('categoryIds' in list ? list.categoryIds : list.productIds).map((id) => id.toLowerCase());
  return inVendorTree(db, vendor, async (tx) => {
    const table = 'categoryIds' in list ? categories : products;
    const parentColumn = 'categoryIds' in list ? categories.parentCategoryId : products.categoryId;
    const current: Array<CategoryRow | ProductRow> = await tx
      .select()
      .from(table)
      .where(and(eq(table.vendor, vendor), parentId ? eq(parentColumn, parentId) : isNull(parentColumn)));
    const byId = new Map(current.map((row) => [row.id, row]));
    if (new Set(ids).size !== ids.length || ids.length !== current.length || ids.some((id) => !byId.has(id))) {
      throw new HttpError(409, 'CONFLICT', STALE_ORDER_MESSAGE);
    }
    const revisions = [];
    for (const [position, id] of ids.entries()) {
      const before = byId.get(id)!;
      if (before.position === position) continue;
      const [after] = await tx.update(table).set({ position, ...written(actor), version: sql`${table.version} + 1` }).where(eq(table.id, id)).returning();
      revisions.push({ vendor, entityType: table === categories ? ('category' as const) : ('product' as const), entityId: id, action: 'reorder' as const, actor, before, after });
    }
    await recordRevisions(tx, revisions);
    return ids;
  });
}

/** Checks that `categoryId` is a category of `vendor`; @throws 400 on `field`. */
async function assertTarget(tx: Transaction, categoryId: string, vendor: string, field: string): Promise<void> {
  const [row] = await tx.select({ vendor: categories.vendor }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw fieldError(field, 'The category does not exist');
  if (row.vendor !== vendor) throw fieldError(field, 'The category belongs to another storefront');
}

/**
 * Moves product `id` into category `categoryId` (null: its storefront's top level), at the end there; @returns the
 * product as §3 shapes it. @throws 404 'Product not found', 403, 400 on 'categoryId' (another storefront, no such category) or
 * on 'specifications.{i}.attribute'/'.value' (a value that does not fit the new category).
 */
export async function moveProduct(db: Database, id: string, categoryId: string | null, actor: Actor): Promise<Product> {
  const [found] = await db.select({ vendor: products.vendor }).from(products).where(eq(products.id, id));
  if (!found) throw notFound('Product not found');
  assertAllowed(actor, 'catalog.edit', found.vendor as VendorKey);
  return inVendorTree(db, found.vendor, async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id));
    if (!before) throw notFound('Product not found');
    if (categoryId && before.categoryId !== categoryId) await assertTarget(tx, categoryId, before.vendor, 'categoryId');
    const attributes = categoryId ? await attributesOf(tx, categoryId) : [];
    if (before.categoryId === categoryId) return toProduct(before, attributes);
    // Strict: a value the new category does not define is not carried along unseen.
    checkSpecifications(before.specifications, attributes, []);
    const position = await endPosition(tx, 'products', before.vendor, categoryId);
    const [after] = await tx
      .update(products)
      .set({ categoryId, position, ...written(actor), version: sql`${products.version} + 1` })
      .where(eq(products.id, id))
      .returning();
    await writeQuantities(tx, [after], attributes);
    await recordRevisions(tx, [{ vendor: before.vendor, entityType: 'product', entityId: id, action: 'move', actor, before, after }]);
    return toProduct(after, attributes);
  });
}

/**
 * Moves category `id` (with everything below it) under `parentCategoryId` (null: the storefront's top level), at
 * the end there; @returns it as §3 shapes it. @throws 404 'Category not found', 403, 400 on 'parentCategoryId'
 * (another storefront, no such category, itself or one of its subcategories).
 */
export async function moveCategory(db: Database, id: string, parentCategoryId: string | null, actor: Actor): Promise<CategorySummary> {
  const [found] = await db.select({ vendor: categories.vendor }).from(categories).where(eq(categories.id, id));
  if (!found) throw notFound('Category not found');
  assertAllowed(actor, 'catalog.edit', found.vendor as VendorKey);
  return inVendorTree(db, found.vendor, async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!before) throw notFound('Category not found');
    if (before.parentCategoryId === parentCategoryId) return toCategorySummary(before);
    if (parentCategoryId) {
      await assertTarget(tx, parentCategoryId, before.vendor, 'parentCategoryId');
      if (await isSelfOrDescendant(tx, id, parentCategoryId)) {
        throw fieldError('parentCategoryId', 'A category cannot be moved under itself or one of its subcategories');
      }
    }
    const position = await endPosition(tx, 'categories', before.vendor, parentCategoryId);
    const [after] = await tx
      .update(categories)
      .set({ parentCategoryId, position, ...written(actor), version: sql`${categories.version} + 1` })
      .where(eq(categories.id, id))
      .returning();
    // What the subtree inherits changed: its numbers are rewritten.
    await rewriteSubtreeQuantities(tx, id);
    await recordRevisions(tx, [{ vendor: before.vendor, entityType: 'category', entityId: id, action: 'move', actor, before, after }]);
    return toCategorySummary(after);
  });
}
