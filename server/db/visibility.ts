/**
 * What the public may see of the catalogue (docs/decisions/0013 "Drafts are a column"): a category is public when it
 * and every category above it are published; a product when it is published and its category (if any) is public.
 * A draft category so hides its whole subtree. Every public read — listings, products, search, facets, the
 * sitemap, the datasheets and catalogue PDF, the enquiry intake — takes its condition from here, in SQL, so the rule
 * lives in one place; staff reads (`?drafts=true`) and the preview simply leave the condition out.
 *
 * `hiddenCategories` is one recursive, uncorrelated subquery (the drafts and everything under them); drafts are few,
 * so it is small and evaluated once per statement.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categories, products } from './schema.ts';

/** The ids of every draft category and of every category below one, as a subquery (`… in ${hiddenCategories}`). */
export const hiddenCategories: SQL = sql`(
  with recursive hidden(id) as (
    select id from categories where not published
    union
    select c.id from categories c join hidden on c.parent_category_id = hidden.id
  )
  select id from hidden)`;

/** Whether the category whose id is `categoryId` (a column or value, may be null for the root) is public. */
export function publicCategoryId(categoryId: SQLWrapper): SQL {
  return sql`(${categoryId} is null or ${categoryId} not in ${hiddenCategories})`;
}

/** The condition "this product is public" over a product's `published` and `category_id` (columns or aliased SQL). */
export function publicProductOf(published: SQLWrapper, categoryId: SQLWrapper): SQL {
  return sql`(${published} and ${publicCategoryId(categoryId)})`;
}

/** The condition "this category is public" over a category's `id` (its own flag is part of `hiddenCategories`). */
export function publicCategoryOf(id: SQLWrapper): SQL {
  return sql`(${id} not in ${hiddenCategories})`;
}

/** "This product is public" on the unaliased `products` table (drizzle query builder). */
export const publicProduct: SQL = publicProductOf(products.published, products.categoryId);
/** "This category is public" on the unaliased `categories` table (drizzle query builder). */
export const publicCategory: SQL = publicCategoryOf(categories.id);

/** "This product is public" for raw SQL that names the products table `alias` (e.g. 'p'). */
export function publicProductAs(alias: string): SQL {
  return publicProductOf(sql.raw(`${alias}.published`), sql.raw(`${alias}.category_id`));
}

/** "This category is public" for raw SQL that names the categories table `alias` (e.g. 'c'). */
export function publicCategoryAs(alias: string): SQL {
  return publicCategoryOf(sql.raw(`${alias}.id`));
}

/** Who a read is for: the public (drafts hidden) or staff allowed to see the storefront's drafts. */
export type Audience = 'public' | 'staff';

/** `condition` for the public, nothing (true) for staff. */
export function forAudience(audience: Audience, condition: SQL): SQL {
  return audience === 'public' ? condition : sql`true`;
}
