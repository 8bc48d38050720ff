/**
 * The catalogue's reads (product-spec.md §3, §7): one page of a
 * category listing, one product, and the product lists with category paths the datasheets print. Routes, the
 * datasheets and the page renderer (through the routes, in-process) call these; answers are cached by the
 * version-keyed read cache (read-cache.ts) around them, not in here.
 *
 * Errors: `notFound` (404 'Category not found', 'Product not found') for an id that is not there (or not the
 * vendor's); the database's own errors otherwise (server/db/unavailable.ts turns an outage into 503).
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CategoryListing, Product } from '../../contracts/catalog.ts';
import { encodeListingCursor, type ListingCursor } from '../../contracts/listing-page.ts';
import { readFilters } from '../../contracts/filters.ts';
import { effectiveAttributes, type AttributeDefinition } from '../../contracts/specifications.ts';
import type { Vendor, VendorKey } from '../../contracts/vendors.ts';
import { categories, products, type ProductRow } from '../db/schema.ts';
import { rowsOf, type Database } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { facetsOf, filtersCondition } from './facets.ts';
import { toCategorySummary, toProduct } from './mappers.ts';
import { forAudience, publicCategory, publicProduct, publicProductAs, type Audience } from '../db/visibility.ts';

/**
 * Which products of a listing to answer: at most `limit` after `after` (null: from the first), among those its
 * filters leave (`filters`: contracts/filters.ts `filterQuery`, '' or absent for none).
 */
export interface ListingPage {
  limit: number;
  after: ListingCursor | null;
  filters?: string;
  /**
   * 'subtree': the products of the category and of every category below it (a category page: a buyer who knows the
   * rating filters them all at once, issue "A buyer on a phone"); 'category' (the default): only its own.
   */
  scope?: ListingScope;
}

/** Which products a category's listing holds (ListingPage `scope`). */
export type ListingScope = 'category' | 'subtree';

/**
 * The condition (on the `products` table, not aliased) of being in the listing of `categoryId` of `vendor` with
 * `scope`: the vendor's root products (null), the category's own, or those of it and every category below it (one
 * recursive subquery over `categories_parent_idx`; a subcategory's draft state is the visibility rule's to judge).
 */
export function inPlace(vendor: VendorKey, categoryId: string | null, scope: ListingScope = 'category'): SQL {
  if (categoryId === null) return and(eq(products.vendor, vendor), isNull(products.categoryId))!;
  if (scope === 'category') return and(eq(products.vendor, vendor), eq(products.categoryId, categoryId))!;
  return and(
    eq(products.vendor, vendor),
    sql`${products.categoryId} in (with recursive below(id, depth) as (select ${categoryId}::uuid, 0 union all select c.id, below.depth + 1 from categories c join below on c.parent_category_id = below.id where below.depth < 32) select id from below)`,
  )!;
}

/**
 * The read-cache key of one page of a listing: vendor, category ('' for the root), scope, limit, cursor and filters, each
 * in its one spelling — so every distinct answer has its own entry and equal requests (`?limit=48` and none) share one.
 */
export function listingCacheKey(vendor: string, categoryId: string | null, page: ListingPage): string {
  return `categories:${vendor}:${categoryId ?? ''}:${page.scope ?? 'category'}:${page.limit}:${page.after ? encodeListingCursor(page.after) : ''}:${page.filters ?? ''}`;
}

/**
 * One page of the listing of `categoryId` (null: the vendor root), its products those of `page.scope` (`inPlace`:
 * with 'subtree', filtered and faceted by the category's own effective attributes, which every product below it
 * carries); @throws 404 when the category is not the
 * vendor's. For the `public` audience (the default) drafts are left out (visibility.ts): a draft category, or one
 * under a draft, is 404, and draft subcategories and products are not listed; `staff` sees drafts too.
 */
export async function loadListing(db: Database, vendor: Vendor, categoryId: string | null, page: ListingPage, audience: Audience = 'public'): Promise<CategoryListing> {
  let head: Omit<CategoryListing, 'ancestors' | 'productAttributes' | 'facets' | 'subCategories' | 'products' | 'productsTotal' | 'productsOffset' | 'nextCursor'> = {
    id: null,
    vendor: vendor.key,
    name: vendor.name,
    description: '',
    imagePath: '',
    parentCategoryId: null,
    attributes: [],
  };
  let productAttributes: AttributeDefinition[] = [];
  let ancestors: CategoryListing['ancestors'] = [];
  if (categoryId) {
    const [row] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.vendor, vendor.key), forAudience(audience, publicCategory)));
    if (!row) throw notFound('Category not found');
    head = toCategorySummary(row);
    const chain = row.parentCategoryId ? await categoryChain(db, categoryId) : [];
    productAttributes = row.parentCategoryId ? effectiveAttributes(chain) : row.attributes;
    ancestors = chain.slice(0, -1).map(({ id, name }) => ({ id, name }));
  }

  // Filters apply where the listing's products carry filter attributes; the rest of the query is ignored.
  const filters = readFilters(new URLSearchParams(page.filters ?? ''), new Set(productAttributes.filter((a) => a.kind === 'choice').map((a) => a.key)));
  const hasFacets = productAttributes.some((a) => a.filter && a.kind !== 'text');
  const place = inPlace(vendor.key, categoryId, page.scope);
  const inListing = and(
    place,
    filtersCondition(filters, productAttributes),
    forAudience(audience, publicProduct),
  );
  // The listing's order as one row value, and the cursor's position in it (index order: the staff's position,
  // then lower(name), name, id — the manager's order, ties by name).
  const position = sql`(${products.position}, lower(${products.name}), ${products.name}, ${products.id})`;
  const after: SQL | null = page.after
    ? sql`(${page.after.position}::int, lower(${page.after.name}::text), ${page.after.name}::text, ${page.after.id}::uuid)`
    : null;

  const [subRows, productRows, [counts], facets] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(
        and(
          eq(categories.vendor, vendor.key),
          categoryId ? eq(categories.parentCategoryId, categoryId) : isNull(categories.parentCategoryId),
          forAudience(audience, publicCategory),
        ),
      )
      .orderBy(asc(categories.position), sql`lower(${categories.name})`, asc(categories.name), asc(categories.id)),
    db
      .select()
      .from(products)
      .where(after ? and(inListing, sql`${position} > ${after}`) : inListing)
      .orderBy(asc(products.position), sql`lower(${products.name})`, asc(products.name), asc(products.id))
      // One more than the page: whether it exists says whether there is a next page.
      .limit(page.limit + 1),
    db
      .select({
        total: sql<number>`count(*)::int`,
        before: after ? sql<number>`(count(*) filter (where ${position} <= ${after}))::int` : sql<number>`0`,
      })
      .from(products)
      .where(inListing),
    hasFacets ? facetsOf(db, { place, audience }, productAttributes, filters) : [],
  ]);

  const pageRows = productRows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    ...head,
    ancestors,
    productAttributes,
    // A facet with nothing to offer (no product left has a value) is left out, unless its own filter is set.
    facets: facets.filter((f) => f.attribute in filters || (f.kind === 'range' ? f.count > 0 : f.choices.some((c) => c.count > 0))),
    subCategories: subRows.map(toCategorySummary),
    products: pageRows.map((row) => toProduct(row, productAttributes)),
    productsTotal: Number(counts.total),
    productsOffset: Number(counts.before),
    nextCursor: productRows.length > page.limit && last ? encodeListingCursor({ position: last.position, name: last.name, id: last.id }) : null,
  };
}

/**
 * Product `id` (lower-case GUID) as §3 shapes it, its typed values formatted by its category's attributes;
 * @throws 404 'Product not found' (also, for the `public` audience, for a draft or a product under a draft
 * category). Two queries: the row by primary key, then its category chain's attributes.
 */
export async function loadProduct(db: Database, id: string, audience: Audience = 'public'): Promise<Product> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), forAudience(audience, publicProduct)));
  if (!row) throw notFound('Product not found');
  return toProduct(row, row.categoryId ? await attributesOf(db, row.categoryId) : []);
}

/** One category of a chain from the root down (`categoryChain`). */
export interface ChainLink {
  id: string;
  name: string;
  attributes: AttributeDefinition[];
}

/**
 * Category `categoryId` and its ancestors, from the root down to it (empty for a category that does not exist).
 * One recursive query, at most 32 levels (the tree is never deeper). `db` may be a transaction.
 */
export async function categoryChain(db: Pick<Database, 'execute'>, categoryId: string): Promise<ChainLink[]> {
  const result = await db.execute(sql`
    with recursive chain(id, name, attributes, parent_category_id, depth) as (
      select id, name, attributes, parent_category_id, 0 from categories where id = ${categoryId}
      union all
      select c.id, c.name, c.attributes, c.parent_category_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_category_id where chain.depth < 32
    )
    select id, name, attributes from chain order by depth desc`);
  return rowsOf<{ id: string; name: string; attributes: AttributeDefinition[] | string }>(result).map((r) => ({
    id: r.id,
    name: r.name,
    // node-postgres parses jsonb; PGlite's raw query parses it too, but a string is read as JSON to be safe.
    attributes: typeof r.attributes === 'string' ? (JSON.parse(r.attributes) as AttributeDefinition[]) : r.attributes,
  }));
}

/**
 * The attributes the products of `categoryId` carry (contracts/specifications.ts `effectiveAttributes`: its
 * ancestors' from the root down, then its own); empty for a category that does not exist. `db` may be a transaction.
 */
export async function attributesOf(db: Pick<Database, 'execute'>, categoryId: string): Promise<AttributeDefinition[]> {
  return effectiveAttributes(await categoryChain(db, categoryId));
}

/**
 * One category's sort key in a depth-first walk (an array of these, root first, orders a tree): its position
 * zero-padded, then its lower-cased name and id, so siblings sort as listings do (position, name, id).
 */
const categorySortKey = (alias: string) => sql.raw(`(lpad(${alias}.position::text, 10, '0') || ' ' || lower(${alias}.name) || ' ' || ${alias}.id::text)`);

/**
 * The vendor's public products (visibility.ts) in catalogue order (root products first, then each category depth-first; siblings and
 * products by position, then name, then id) with their category paths and their categories' effective attributes
 * (at most `limit`), and how many there are.
 */
export async function catalogueProducts(
  db: Database,
  vendor: VendorKey,
  limit: number,
): Promise<{ rows: Array<{ row: ProductRow; path: string[]; attributes: AttributeDefinition[] }>; total: number }> {
  const result = await db.execute(sql`
    with recursive tree(id, path, sort, attributes) as (
      select id, array[name], array[${categorySortKey('categories')}], attributes from categories where vendor = ${vendor} and parent_category_id is null
      union all
      select c.id, tree.path || c.name, tree.sort || ${categorySortKey('c')}, tree.attributes || c.attributes from categories c join tree on c.parent_category_id = tree.id
    )
    select p.id, coalesce(tree.path, array[]::text[]) as path, coalesce(tree.attributes, '[]'::jsonb) as attributes, count(*) over ()::int as total
    from products p left join tree on tree.id = p.category_id
    where p.vendor = ${vendor} and ${publicProductAs('p')}
    order by tree.sort nulls first, p.position, lower(p.name), p.name, p.id
    limit ${limit}`);
  const found = rowsOf<{ id: string; path: string[]; attributes: AttributeDefinition[]; total: number }>(result);
  if (found.length === 0) return { rows: [], total: 0 };
  const full = await db.select().from(products).where(inArray(products.id, found.map((f) => f.id)));
  const byId = new Map(full.map((row) => [row.id, row]));
  return {
    rows: found.flatMap((f) =>
      // The chain's lists joined root first; effectiveAttributes keeps the first of a key defined twice.
      byId.has(f.id) ? [{ row: byId.get(f.id)!, path: f.path, attributes: effectiveAttributes([{ attributes: f.attributes }]) }] : [],
    ),
    total: Number(found[0].total),
  };
}

/** Category names from the root down to `categoryId` (`categoryChain`). */
export async function categoryNames(db: Database, categoryId: string): Promise<string[]> {
  return (await categoryChain(db, categoryId)).map((link) => link.name);
}
