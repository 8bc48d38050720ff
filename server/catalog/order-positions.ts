/**
 * Where a category or product goes among its siblings (docs/decisions/0013; product-spec.md §3's listings follow the
 * staff's order, ties by name then id): a new or moved one goes to the end, one past the largest position; and the
 * whole storefront walked in that order (the sitemap).
 */
import { publicCategoryAs, publicProductAs } from '../db/visibility.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { categories, products } from '../db/schema.ts';
import { rowsOf, type Database } from '../db/types.ts';

type Handle = Pick<Database, 'select'>;

/**
 * The position after the last of `vendor`'s `kind` under `parentId` (null: the storefront's top level): the
 * largest position there plus one, or 0 when there is none. Call it inside the vendor's tree lock.
 */
export async function endPosition(db: Handle, kind: 'categories' | 'products', vendor: string, parentId: string | null): Promise<number> {
  const [row] =
    kind === 'categories'
      ? await db
          .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
          .from(categories)
          .where(and(eq(categories.vendor, vendor), parentId ? eq(categories.parentCategoryId, parentId) : isNull(categories.parentCategoryId)))
      : await db
          .select({ next: sql<number>`coalesce(max(${products.position}) + 1, 0)::int` })
          .from(products)
          .where(and(eq(products.vendor, vendor), parentId ? eq(products.categoryId, parentId) : isNull(products.categoryId)));
  return Number(row?.next ?? 0);
}

/** A row of the catalogue walk: what a sitemap needs. */
export interface WalkedRow {
  id: string;
  name: string;
  updatedAt: Date;
}

/**
 * `vendor`'s public categories and products (server/db/visibility.ts) in catalogue order: depth-first from
 * the top level, siblings by position, then lower-cased name, then id; products of the top level first, then each
 * category's in the order its categories are walked. Two queries.
 */
export async function catalogueWalk(db: Pick<Database, 'execute'>, vendor: string): Promise<{ categories: WalkedRow[]; products: WalkedRow[] }> {
  const tree = sql`
    with recursive tree(id, sort) as (
      select id, array[lpad(position::text, 10, '0') || ' ' || lower(name) || ' ' || id::text] from categories where vendor = ${vendor} and parent_category_id is null
      union all
      select c.id, tree.sort || (lpad(c.position::text, 10, '0') || ' ' || lower(c.name) || ' ' || c.id::text) from categories c join tree on c.parent_category_id = tree.id
    )`;
  const [categoryResult, productResult] = await Promise.all([
    db.execute(sql`${tree} select c.id, c.name, c.updated_at from categories c join tree on tree.id = c.id where ${publicCategoryAs('c')} order by tree.sort`),
    db.execute(sql`${tree} select p.id, p.name, p.updated_at from products p left join tree on tree.id = p.category_id
      where p.vendor = ${vendor} and ${publicProductAs('p')} order by tree.sort nulls first, p.position, lower(p.name), p.name, p.id`),
  ]);
  const rows = (result: unknown) =>
    rowsOf<{ id: string; name: string; updated_at: Date | string }>(result).map((r) => ({
      id: r.id,
      name: r.name,
      updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at),
    }));
  return { categories: rows(categoryResult), products: rows(productResult) };
}
