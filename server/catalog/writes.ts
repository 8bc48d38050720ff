/**
 * The catalogue's writes — product-spec.md §7, with the server rules §5 leaves "not shown" (issue 3), in one place
 * for the write routes (server/routes/catalog-writes.ts) and anything else that edits the tree:
 *
 * - `saveCategory`: create or update by id (an id that does not exist yet creates the category with it). The parent
 *   must exist and belong to the same vendor; a category cannot move under itself or one of its descendants; a
 *   category keeps its vendor.
 * - `saveProduct`: create or update by id; no categoryId means the vendor's root; the category must exist and
 *   belong to the same vendor; a product keeps its vendor.
 * - `deleteCategory` (its subcategories and their products go with it: ON DELETE CASCADE, one statement) and
 *   `deleteProduct`.
 *
 * Saves of one vendor's tree run one at a time (`inVendorTree`: a transaction-scoped advisory lock), so two
 * concurrent moves can never build a cycle. Inputs are the parsed shapes of contracts/catalog-input.ts (the caller
 * validates). Errors: `fieldError` (400 naming the field, e.g. 'parentCategoryId') for a rule above; the database's
 * own otherwise. Nothing is written when one is thrown (one transaction).
 */
import { eq, sql } from 'drizzle-orm';
import type { CategorySummary, Product } from '../../contracts/catalog.ts';
import type { z } from 'zod';
import type { categoryInputSchema, productInputSchema } from '../../contracts/catalog-input.ts';
import { categories, products } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { fieldError } from '../errors.ts';
import { toCategorySummary, toProduct } from './mappers.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A category as POST /api/Categories takes it, validated (contracts/catalog-input.ts). */
export type CategoryToSave = z.output<typeof categoryInputSchema>;
/** A product as POST /api/Products takes it, validated (contracts/catalog-input.ts). */
export type ProductToSave = z.output<typeof productInputSchema>;

/** Runs `work` in one transaction holding `vendor`'s tree lock (writes to one tree go one at a time). */
async function inVendorTree<T>(db: Database, vendor: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog:${vendor}`}))`);
    return work(tx);
  });
}

/** Checks that category `id` exists in `vendor`; @throws 400 naming `field`. */
async function assertCategoryOfVendor(tx: Transaction, id: string, vendor: string, field: string): Promise<void> {
  const [row] = await tx.select({ vendor: categories.vendor }).from(categories).where(eq(categories.id, id));
  if (!row) throw fieldError(field, 'The category does not exist');
  if (row.vendor !== vendor) throw fieldError(field, 'The category belongs to another vendor');
}

/** True when `candidateParentId` is `id` itself or one of the categories below `id` (a move there makes a cycle). */
async function isSelfOrDescendant(tx: Transaction, id: string, candidateParentId: string): Promise<boolean> {
  const result = (await tx.execute(sql`
    with recursive chain(id, parent_category_id) as (
      select id, parent_category_id from categories where id = ${candidateParentId}
      union
      select c.id, c.parent_category_id from categories c join chain on c.id = chain.parent_category_id
    )
    select 1 as found from chain where id = ${id} limit 1`)) as { rows: unknown[] };
  // Both drivers (PGlite, node-postgres) answer raw queries with `{ rows }`.
  return result.rows.length > 0;
}

/**
 * The save flow both kinds share: inside the vendor's tree lock, check the references, then update the row `id`
 * names when it exists (it must keep its vendor: @throws 400 on 'vendor' with `otherVendorMessage`), else insert.
 */
async function upsertInTree<R>(
  db: Database,
  input: { id?: string | null; vendor: string },
  steps: {
    /** The table the row lives in. */
    table: typeof categories | typeof products;
    otherVendorMessage: string;
    checkReferences(tx: Transaction): Promise<void>;
    /** Checks of an update only (after the vendor's). */
    checkUpdate?(tx: Transaction, id: string): Promise<void>;
    update(tx: Transaction, id: string): Promise<R>;
    insert(tx: Transaction): Promise<R>;
  },
): Promise<R> {
  return inVendorTree(db, input.vendor, async (tx) => {
    await steps.checkReferences(tx);
    if (input.id) {
      const [existing] = await tx.select({ vendor: steps.table.vendor }).from(steps.table).where(eq(steps.table.id, input.id));
      if (existing) {
        if (existing.vendor !== input.vendor) throw fieldError('vendor', steps.otherVendorMessage);
        await steps.checkUpdate?.(tx, input.id);
        return steps.update(tx, input.id);
      }
    }
    return steps.insert(tx);
  });
}

/** Creates or updates a category (see the module comment); @returns it as §3 shapes it. */
export async function saveCategory(db: Database, input: CategoryToSave): Promise<CategorySummary> {
  const { id, ...values } = input;
  return upsertInTree(db, input, {
    table: categories,
    otherVendorMessage: 'A category cannot move to another vendor',
    async checkReferences(tx) {
      if (input.parentCategoryId) await assertCategoryOfVendor(tx, input.parentCategoryId, input.vendor, 'parentCategoryId');
    },
    async checkUpdate(tx, key) {
      if (input.parentCategoryId && (await isSelfOrDescendant(tx, key, input.parentCategoryId))) {
        throw fieldError('parentCategoryId', 'A category cannot be moved under itself or one of its subcategories');
      }
    },
    async update(tx, key) {
      const [row] = await tx.update(categories).set({ ...values, updatedAt: new Date() }).where(eq(categories.id, key)).returning();
      return toCategorySummary(row);
    },
    async insert(tx) {
      const [row] = await tx.insert(categories).values({ ...values, ...(id ? { id } : {}) }).returning();
      return toCategorySummary(row);
    },
  });
}

/** Creates or updates a product (see the module comment); @returns it as §3 shapes it. */
export async function saveProduct(db: Database, input: ProductToSave): Promise<Product> {
  const { id, ...values } = input;
  return upsertInTree(db, input, {
    table: products,
    otherVendorMessage: 'A product cannot move to another vendor',
    async checkReferences(tx) {
      if (input.categoryId) await assertCategoryOfVendor(tx, input.categoryId, input.vendor, 'categoryId');
    },
    async update(tx, key) {
      const [row] = await tx.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, key)).returning();
      return toProduct(row);
    },
    async insert(tx) {
      const [row] = await tx.insert(products).values({ ...values, ...(id ? { id } : {}) }).returning();
      return toProduct(row);
    },
  });
}

/** Deletes category `id` with everything under it; @returns false when there is no such category. */
export async function deleteCategory(db: Database, id: string): Promise<boolean> {
  const gone = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return gone.length > 0;
}

/** Deletes product `id`; @returns false when there is no such product. */
export async function deleteProduct(db: Database, id: string): Promise<boolean> {
  const gone = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return gone.length > 0;
}
