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
import { imageAltField, type categoryInputSchema, type productInputSchema } from '../../contracts/catalog-input.ts';
import { numericValues, specificationProblem, type AttributeDefinition, type SpecificationValue } from '../../contracts/specifications.ts';
import { randomUUID } from 'node:crypto';
import { categories, products, productQuantities, type CategoryRow, type ProductRow } from '../db/schema.ts';
import { rowsOf, type Database } from '../db/types.ts';
import { assertAllowed, fieldError, HttpError } from '../errors.ts';
import { recordRevisions, type RevisionInput } from './revisions.ts';
import type { Actor } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { toCategorySummary, toProduct } from './mappers.ts';
import { attributesOf } from './reads.ts';
import { endPosition } from './order-positions.ts';

/** A transaction of `db.transaction` (the writes, history and restore run in one; what `inVendorTree` hands its work). */
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
export async function assertCategoryOfVendor(tx: Transaction, id: string, vendor: string, field: string): Promise<void> {
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
async function upsertInTree<R, Row extends CategoryRow | ProductRow>(
  db: Database,
  input: { id?: string | null; vendor: VendorKey; version?: number | null },
  actor: Actor,
  steps: {
    /** The table the row lives in. */
    table: typeof categories | typeof products;
    otherVendorMessage: string;
    checkReferences(tx: Transaction): Promise<void>;
    /** Checks of an update only (after the vendor's). */
    checkUpdate?(tx: Transaction, id: string): Promise<void>;
    /** Updates row `id` (stored as `before`) and records its revision. */
    update(tx: Transaction, id: string, before: Row): Promise<R>;
    insert(tx: Transaction): Promise<R>;
  },
): Promise<R> {
  assertAllowed(actor, 'catalog.edit', input.vendor);
  return inVendorTree(db, input.vendor, async (tx) => {
    const [existing] = input.id ? ((await tx.select().from(steps.table).where(eq(steps.table.id, input.id))) as Row[]) : [];
    // An editor of one storefront may neither change nor learn about the other's rows.
    if (existing) assertAllowed(actor, 'catalog.edit', existing.vendor as VendorKey);
    if (existing) assertNotStale(existing, input.version);
    await steps.checkReferences(tx);
    if (existing && input.id) {
      if (existing.vendor !== input.vendor) throw fieldError('vendor', steps.otherVendorMessage);
      await steps.checkUpdate?.(tx, input.id);
      return steps.update(tx, input.id, existing);
    }
    return steps.insert(tx);
  });
}

/**
 * Refuses a stale save (docs/decisions/0013, concurrent edits): when the editor sent the `version` it opened and
 * the stored row has moved on, @throws 409 CONFLICT naming who saved last and when; nothing is written. A save
 * without a version (a product-spec.md §7 client) is last-write-wins.
 */
export function assertNotStale(stored: Pick<CategoryRow, 'version' | 'updatedByName' | 'updatedAt'>, opened: number | null | undefined): void {
  if (opened === undefined || opened === null || opened >= stored.version) return;
  const who = stored.updatedByName || 'someone';
  throw new HttpError(409, 'CONFLICT', `Saved by ${who} at ${stored.updatedAt.toISOString()} since you opened it`, [
    { path: 'version', message: `The stored version is ${stored.version}; you opened version ${opened}` },
  ]);
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

/**
 * Checks that every key of `alts` is one of the product's images (`imagePath` or `otherImages`); @throws 400 on
 * `imageAltField(path)` otherwise ("an alt text describes one of the product's images"). (docs/decisions/0013)
 */
function checkImageAlts(alts: Record<string, string>, input: Pick<ProductToStore, 'imagePath' | 'otherImages'>): void {
  const images = new Set([input.imagePath, ...input.otherImages].filter(Boolean));
  for (const path of Object.keys(alts)) {
    if (!images.has(path)) throw fieldError(imageAltField(path), 'This alt text is for an image the product does not have');
  }
}

/** The columns every write sets: when and by whom (shown in a 409's message). */
export function written(actor: Actor) {
  return { updatedAt: new Date(), updatedBySubject: actor.subject, updatedByName: actor.name };
}

/** Creates or updates a category (see the module comment); @returns it as §3 shapes it. */
export async function saveCategory(
  db: Database,
  input: CategoryToSave,
  actor: Actor,
  /** How a create is recorded: by default a 'create' of its own; a sheet import records 'import' in its batch. */
  recorded: { action: 'create' | 'import'; batchId?: string } = { action: 'create' },
): Promise<CategorySummary> {
  // `published` is set on create only; publishing is its own action (publishing.ts).
  const { id, attributes, published, version: _opened, ...rest } = input;
  const values = attributes === undefined ? rest : { ...rest, attributes };
  return upsertInTree<CategorySummary, CategoryRow>(db, input, actor, {
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
    async update(tx, key, before) {
      const [row] = await tx.update(categories).set({ ...values, ...written(actor), version: sql`${categories.version} + 1` }).where(eq(categories.id, key)).returning();
      await recordRevisions(tx, [{ vendor: row.vendor, entityType: 'category', entityId: key, action: 'update', actor, before, after: row }]);
      // A move changes what the category inherits; either that or new attributes rewrites the numbers below it.
      const moved = before.parentCategoryId !== row.parentCategoryId;
      if (moved || JSON.stringify(before.attributes) !== JSON.stringify(row.attributes)) await rewriteSubtreeQuantities(tx, key);
      return { ...toCategorySummary(row), version: row.version };
    },
    async insert(tx) {
      // A new category goes to the end of its siblings (server/catalog/order.ts).
      const position = await endPosition(tx, 'categories', input.vendor, input.parentCategoryId ?? null);
      const [row] = await tx.insert(categories).values({ ...values, position, published: published ?? true, ...written(actor), ...(id ? { id } : {}) }).returning();
      await recordRevisions(tx, [{ vendor: row.vendor, entityType: 'category', entityId: row.id, action: recorded.action, actor, before: null, after: row, batchId: recorded.batchId }]);
      return { ...toCategorySummary(row), version: row.version };
    },
  });
}

/** Creates or updates a product (see the module comment); @returns it as §3 shapes it. */
export async function saveProduct(db: Database, input: ProductToStore, actor: Actor): Promise<Product> {
  // `published` is set on create only; publishing is its own action (publishing.ts).
  const { id, specifications, documents, published, version: _opened, ...rest } = input;
  const values: Omit<ProductToStore, 'id' | 'specifications' | 'documents' | 'published' | 'version'> & Partial<Pick<ProductToStore, 'specifications' | 'documents'>> = { ...rest, ...(specifications === undefined ? {} : { specifications }), ...(documents === undefined ? {} : { documents }) };
  let attributes: AttributeDefinition[] = [];
  /** Writes the saved row's numbers and shapes it for the answer. */
  const finish = async (tx: Transaction, row: ProductRow) => {
    await writeQuantities(tx, [row], attributes);
    return { ...toProduct(row, attributes), version: row.version };
  };
  return upsertInTree<Product, ProductRow>(db, input, actor, {
    table: products,
    otherVendorMessage: 'A product cannot move to another vendor',
    async checkReferences(tx) {
      if (input.categoryId) await assertCategoryOfVendor(tx, input.categoryId, input.vendor, 'categoryId');
      if (input.imageAlts) checkImageAlts(input.imageAlts, input);
      attributes = input.categoryId ? await attributesOf(tx, input.categoryId) : [];
      if (specifications) {
        const [stored] = id ? await tx.select({ specifications: products.specifications }).from(products).where(eq(products.id, id)) : [];
        checkSpecifications(specifications, attributes, stored?.specifications ?? []);
      }
    },
    async update(tx, key, before) {
      if (input.imageAlts === undefined) {
        // Kept when left out, but only for images the product still has.
        const [stored] = await tx.select({ imageAlts: products.imageAlts }).from(products).where(eq(products.id, key));
        const images = new Set([input.imagePath, ...input.otherImages]);
        values.imageAlts = Object.fromEntries(Object.entries(stored.imageAlts).filter(([path]) => images.has(path)));
      }
      const [row] = await tx.update(products).set({ ...values, ...written(actor), version: sql`${products.version} + 1` }).where(eq(products.id, key)).returning();
      await recordRevisions(tx, [{ vendor: row.vendor, entityType: 'product', entityId: key, action: 'update', actor, before, after: row }]);
      return finish(tx, row);
    },
    async insert(tx) {
      const position = await endPosition(tx, 'products', input.vendor, input.categoryId ?? null);
      const [row] = await tx.insert(products).values({ ...values, position, published: published ?? true, ...written(actor), ...(id ? { id } : {}) }).returning();
      await recordRevisions(tx, [{ vendor: row.vendor, entityType: 'product', entityId: row.id, action: 'create', actor, before: null, after: row }]);
      return finish(tx, row);
    },
  });
}

/**
 * Deletes category `id` with everything under it (ON DELETE CASCADE, one statement) and stores, in the same
 * transaction, a 'delete' revision for it and for every subcategory and product that goes with it, sharing one
 * `batchId` so server/catalog/restore.ts can bring the subtree back together. @returns false when there is no such
 * category; @throws 403 for an editor of the other storefront.
 */
export async function deleteCategory(db: Database, id: string, actor: Actor): Promise<boolean> {
  const [found] = await db.select({ vendor: categories.vendor }).from(categories).where(eq(categories.id, id));
  if (!found) return false;
  assertAllowed(actor, 'catalog.edit', found.vendor as VendorKey);
  return inVendorTree(db, found.vendor, async (tx) => {
    const below = rowsOf<{ id: string; depth: number }>(
      await tx.execute(sql`
        with recursive below(id, depth) as (select ${id}::uuid, 0 union select c.id, below.depth + 1 from categories c join below on c.parent_category_id = below.id)
        select id, depth from below order by depth`),
    );
    const ids = below.map((row) => row.id);
    const depthOf = new Map(below.map((row) => [row.id, Number(row.depth)]));
    const categoryRows = (await tx.select().from(categories).where(inArray(categories.id, ids))).sort((a, b) => depthOf.get(a.id)! - depthOf.get(b.id)!);
    if (categoryRows.length === 0) return false;
    const productRows = await tx.select().from(products).where(inArray(products.categoryId, ids));
    await tx.delete(categories).where(eq(categories.id, id));
    const batchId = randomUUID();
    const gone = (entityType: 'category' | 'product', row: CategoryRow | ProductRow): RevisionInput => ({ vendor: row.vendor, entityType, entityId: row.id, action: 'delete', actor, before: row, after: null, batchId });
    await recordRevisions(tx, [...categoryRows.map((row) => gone('category', row)), ...productRows.map((row) => gone('product', row))]);
    return true;
  });
}

/** Deletes product `id` and stores its 'delete' revision in the same transaction; @returns false when there is no such product. */
export async function deleteProduct(db: Database, id: string, actor: Actor): Promise<boolean> {
  const [found] = await db.select({ vendor: products.vendor }).from(products).where(eq(products.id, id));
  if (!found) return false;
  assertAllowed(actor, 'catalog.edit', found.vendor as VendorKey);
  return inVendorTree(db, found.vendor, async (tx) => {
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!row) return false;
    await recordRevisions(tx, [{ vendor: row.vendor, entityType: 'product', entityId: id, action: 'delete', actor, before: row, after: null, batchId: randomUUID() }]);
    return true;
  });
}

/** One product of a bulk save: its stored form, whether it exists, and its values stored before (for the kept-value rule). */
export interface BulkProduct {
  input: ProductToStore & { id: string; published: boolean; specifications: SpecificationValue[] };
  /** Its stored specifications when it exists (an update), else null (a create). */
  stored: SpecificationValue[] | null;
}

/**
 * Saves many products of `vendor` at once inside transaction `tx` (the catalogue sheets' apply): the rules of
 * `saveProduct` — the storefront (403), each category in the storefront ('categoryId'), the values checked against
 * the category's effective attributes ('specifications.{i}…'), the numbers rewritten in `product_quantities`, who
 * saved and `version` raised on an update — with creates and updates written 500 to a statement and one attribute read
 * per category, so a price list of thousands of rows is not thousands of separate saves. The caller holds the
 * storefront's tree lock (`inVendorTree`) and has checked the ids are not the other storefront's.
 * @throws the same errors as `saveProduct`, a field's path prefixed with the item's index ('3.specifications.0.value');
 *   nothing is kept when one is thrown (the caller's transaction)
 */
export async function saveProductsInBulk(tx: Transaction, vendor: VendorKey, items: readonly BulkProduct[], actor: Actor): Promise<void> {
  assertAllowed(actor, 'catalog.edit', vendor);
  const attributesByCategory = new Map<string | null, AttributeDefinition[]>();
  for (const { input } of items) {
    const key = input.categoryId ?? null;
    if (attributesByCategory.has(key)) continue;
    if (key) await assertCategoryOfVendor(tx, key, vendor, 'categoryId');
    attributesByCategory.set(key, key ? await attributesOf(tx, key) : []);
  }
  const stamp = written(actor);
  const creates: Array<typeof products.$inferInsert> = [];
  const updates: Array<BulkProduct['input']> = [];
  for (const [index, { input, stored }] of items.entries()) {
    // A sheet carries no version: the import holds the tree lock and plans against the rows it read inside it.
    const { specifications, documents, version: _version, ...rest } = input;
    try {
      checkSpecifications(specifications, attributesByCategory.get(input.categoryId ?? null)!, stored ?? []);
    } catch (error) {
      const [detail] = (error as HttpError).details ?? [];
      throw detail ? fieldError(`${index}.${detail.path}`, detail.message) : error;
    }
    const values = { ...rest, vendor, specifications, ...(documents === undefined ? {} : { documents }) };
    if (stored) updates.push(values);
    else creates.push({ ...values, ...stamp });
  }
  for (let i = 0; i < creates.length; i += 500) await tx.insert(products).values(creates.slice(i, i + 500));
  // Updates 500 to a statement: the new values as one JSON array joined to the rows by id (documents left out keep theirs).
  for (let i = 0; i < updates.length; i += 500) {
    const batch = updates.slice(i, i + 500).map((u) => ({
      id: u.id,
      category_id: u.categoryId ?? null,
      name: u.name,
      description: u.description,
      image_path: u.imagePath,
      properties: u.properties,
      other_images: u.otherImages,
      configurations: u.configurations,
      specifications: u.specifications,
      documents: u.documents ?? null,
      published: u.published,
    }));
    await tx.execute(sql`
      update products p set
        category_id = v.category_id, name = v.name, description = v.description, image_path = v.image_path,
        properties = v.properties, other_images = v.other_images, configurations = v.configurations,
        specifications = v.specifications, documents = coalesce(v.documents, p.documents), published = v.published,
        updated_at = ${stamp.updatedAt.toISOString()}::timestamptz, updated_by_subject = ${stamp.updatedBySubject}, updated_by_name = ${stamp.updatedByName},
        version = p.version + 1
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(
        id uuid, category_id uuid, name text, description text, image_path text, properties jsonb, other_images jsonb,
        configurations jsonb, specifications jsonb, documents jsonb, published boolean)
      where p.id = v.id and p.vendor = ${vendor}`);
  }
  for (const [categoryId, attributes] of attributesByCategory) {
    const rows = items
      .filter(({ input }) => (input.categoryId ?? null) === categoryId)
      .map(({ input }) => ({ id: input.id, vendor, categoryId, specifications: input.specifications }));
    await writeQuantities(tx, rows, attributes);
  }
}
