/**
 * The catalogue's writes — product-spec.md §7, with the server rules §5 leaves "not shown", in one place
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
 * Typed specifications (docs/decisions/0009): a category's `attributes` and a product's
 * `specifications` (and its `documents`) are kept when a save leaves them out (a client of §7's shape never erases them); a product's
 * values are checked against its category's effective attributes (`fieldError` on 'specifications.{i}.attribute'
 * or '.value', with `specificationProblem`'s words), and the numbers among them are rewritten in
 * `product_quantities` in the same transaction, for the product saved or, when a category's attributes change,
 * for every product in that category and below it.
 *
 * Saves of one vendor's tree run one at a time (`inVendorTree`: a transaction-scoped advisory lock), so two
 * concurrent moves can never build a cycle. Inputs are the parsed shapes of contracts/catalog-input.ts (the caller
 * validates). Errors: `fieldError` (400 naming the field, e.g. 'parentCategoryId') for a rule above; the database's
 * own otherwise. Nothing is written when one is thrown (one transaction).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { CategorySummary, Product, ProductDocument } from '../../contracts/catalog.ts';
import type { z } from 'zod';
import type { categoryInputSchema, productInputSchema } from '../../contracts/catalog-input.ts';
import { numericValues, specificationProblem, type AttributeDefinition, type SpecificationValue } from '../../contracts/specifications.ts';
import { categories, products, productQuantities, type ProductRow } from '../db/schema.ts';
import { rowsOf, type Database } from '../db/types.ts';
import { assertAllowed, fieldError } from '../errors.ts';
import type { Actor } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { toCategorySummary, toProduct } from './mappers.ts';
import { attributesOf } from './reads.ts';
import { endPosition } from './order-positions.ts';

/** A transaction of `Database` (the writes' handle). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A category as POST /api/Categories takes it, validated (contracts/catalog-input.ts). */
export type CategoryToSave = z.output<typeof categoryInputSchema>;
/** A product as POST /api/Products takes it, validated (contracts/catalog-input.ts). */
export type ProductToSave = z.output<typeof productInputSchema>;
/** A product to store: as POST /api/Products takes it, its documents measured (server/catalog/documents.ts). */
export type ProductToStore = Omit<ProductToSave, 'documents'> & { documents?: ProductDocument[] };

/** Runs `work` in one transaction holding `vendor`'s tree lock (writes to one tree go one at a time). */
export async function inVendorTree<T>(db: Database, vendor: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
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
export async function isSelfOrDescendant(tx: Transaction, id: string, candidateParentId: string): Promise<boolean> {
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
  input: { id?: string | null; vendor: VendorKey },
  actor: Actor,
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
  assertAllowed(actor, 'catalog.edit', input.vendor);
  return inVendorTree(db, input.vendor, async (tx) => {
    const [existing] = input.id ? await tx.select({ vendor: steps.table.vendor }).from(steps.table).where(eq(steps.table.id, input.id)) : [];
    // An editor of one storefront may neither change nor learn about the other's rows.
    if (existing) assertAllowed(actor, 'catalog.edit', existing.vendor as VendorKey);
    await steps.checkReferences(tx);
    if (existing && input.id) {
      if (existing.vendor !== input.vendor) throw fieldError('vendor', steps.otherVendorMessage);
      await steps.checkUpdate?.(tx, input.id);
      return steps.update(tx, input.id);
    }
    return steps.insert(tx);
  });
}

/** Rewrites the `product_quantities` rows of `rows` (products of one category) from their values of `attributes`. */
export async function writeQuantities(tx: Transaction, rows: ReadonlyArray<Pick<ProductRow, 'id' | 'vendor' | 'categoryId' | 'specifications'>>, attributes: readonly AttributeDefinition[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.delete(productQuantities).where(inArray(productQuantities.productId, rows.map((r) => r.id)));
  const values = rows.flatMap((row) =>
    numericValues(attributes, row.specifications).map((n) => ({ productId: row.id, vendor: row.vendor, categoryId: row.categoryId, ...n })),
  );
  for (let i = 0; i < values.length; i += 500) await tx.insert(productQuantities).values(values.slice(i, i + 500));
}

/** Rewrites the quantities of every product in category `id` and below it (its attributes changed). */
export async function rewriteSubtreeQuantities(tx: Transaction, id: string): Promise<void> {
  const subtree = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with recursive below(id) as (select ${id}::uuid union select c.id from categories c join below on c.parent_category_id = below.id)
      select id from below`),
  );
  for (const { id: categoryId } of subtree) {
    const rows = await tx
      .select({ id: products.id, vendor: products.vendor, categoryId: products.categoryId, specifications: products.specifications })
      .from(products)
      .where(eq(products.categoryId, categoryId));
    await writeQuantities(tx, rows, await attributesOf(tx, categoryId));
  }
}

/**
 * Checks `values` against `attributes`; @throws 400 on 'specifications.{i}.attribute' for an attribute the
 * category does not define, or on 'specifications.{i}.value' for a value that does not fit it. A value the product
 * already holds, unchanged, of an attribute its category no longer defines is let through: it is kept, not shown
 * (docs/decisions/0009), so a client that sends back what it read can still save.
 */
export function checkSpecifications(values: readonly SpecificationValue[], attributes: readonly AttributeDefinition[], stored: readonly SpecificationValue[]): void {
  const byKey = new Map(attributes.map((a) => [a.key, a]));
  const kept = new Map(stored.map((v) => [v.attribute, JSON.stringify(v.value)]));
  values.forEach(({ attribute: key, value }, index) => {
    const attribute = byKey.get(key);
    if (!attribute && kept.get(key) === JSON.stringify(value)) return;
    if (!attribute) throw fieldError(`specifications.${index}.attribute`, `The category has no attribute '${key}'`);
    const problem = specificationProblem(attribute, value);
    if (problem) throw fieldError(`specifications.${index}.value`, problem);
  });
}

/** The columns every write sets: when and by whom (shown in a 409's message). */
export function written(actor: Actor) {
  return { updatedAt: new Date(), updatedBySubject: actor.subject, updatedByName: actor.name };
}

/** Creates or updates a category (see the module comment); @returns it as §3 shapes it. */
export async function saveCategory(db: Database, input: CategoryToSave, actor: Actor): Promise<CategorySummary> {
  const { id, attributes, ...rest } = input;
  const values = attributes === undefined ? rest : { ...rest, attributes };
  return upsertInTree(db, input, actor, {
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
      const [before] = await tx.select({ parentCategoryId: categories.parentCategoryId, attributes: categories.attributes }).from(categories).where(eq(categories.id, key));
      const [row] = await tx.update(categories).set({ ...values, ...written(actor), version: sql`${categories.version} + 1` }).where(eq(categories.id, key)).returning();
      // A move changes what the category inherits; either that or new attributes rewrites the numbers below it.
      const moved = before.parentCategoryId !== row.parentCategoryId;
      if (moved || JSON.stringify(before.attributes) !== JSON.stringify(row.attributes)) await rewriteSubtreeQuantities(tx, key);
      return toCategorySummary(row);
    },
    async insert(tx) {
      // A new category goes to the end of its siblings (server/catalog/order.ts).
      const position = await endPosition(tx, 'categories', input.vendor, input.parentCategoryId ?? null);
      const [row] = await tx.insert(categories).values({ ...values, position, ...written(actor), ...(id ? { id } : {}) }).returning();
      return toCategorySummary(row);
    },
  });
}

/** Creates or updates a product (see the module comment); @returns it as §3 shapes it. */
export async function saveProduct(db: Database, input: ProductToStore, actor: Actor): Promise<Product> {
  const { id, specifications, documents, ...rest } = input;
  const values = { ...rest, ...(specifications === undefined ? {} : { specifications }), ...(documents === undefined ? {} : { documents }) };
  let attributes: AttributeDefinition[] = [];
  /** Writes the saved row's numbers and shapes it for the answer. */
  const finish = async (tx: Transaction, row: ProductRow) => {
    await writeQuantities(tx, [row], attributes);
    return toProduct(row, attributes);
  };
  return upsertInTree(db, input, actor, {
    table: products,
    otherVendorMessage: 'A product cannot move to another vendor',
    async checkReferences(tx) {
      if (input.categoryId) await assertCategoryOfVendor(tx, input.categoryId, input.vendor, 'categoryId');
      attributes = input.categoryId ? await attributesOf(tx, input.categoryId) : [];
      if (specifications) {
        const [stored] = id ? await tx.select({ specifications: products.specifications }).from(products).where(eq(products.id, id)) : [];
        checkSpecifications(specifications, attributes, stored?.specifications ?? []);
      }
    },
    async update(tx, key) {
      const [row] = await tx.update(products).set({ ...values, ...written(actor), version: sql`${products.version} + 1` }).where(eq(products.id, key)).returning();
      return finish(tx, row);
    },
    async insert(tx) {
      const position = await endPosition(tx, 'products', input.vendor, input.categoryId ?? null);
      const [row] = await tx.insert(products).values({ ...values, position, ...written(actor), ...(id ? { id } : {}) }).returning();
      return finish(tx, row);
    },
  });
}

/** Raises 403 unless `actor` may edit the storefront of row `id` of `table` (nothing when there is no such row). */
async function assertMayEdit(db: Database, table: typeof categories | typeof products, id: string, actor: Actor): Promise<void> {
  const [row] = await db.select({ vendor: table.vendor }).from(table).where(eq(table.id, id));
  if (row) assertAllowed(actor, 'catalog.edit', row.vendor as VendorKey);
}

/** Deletes category `id` with everything under it; @returns false when there is no such category. */
export async function deleteCategory(db: Database, id: string, actor: Actor): Promise<boolean> {
  await assertMayEdit(db, categories, id, actor);
  const gone = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return gone.length > 0;
}

/** Deletes product `id`; @returns false when there is no such product. */
export async function deleteProduct(db: Database, id: string, actor: Actor): Promise<boolean> {
  await assertMayEdit(db, products, id, actor);
  const gone = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return gone.length > 0;
}
