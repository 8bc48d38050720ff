/**
 * GET /api/Categories/{vendor}[?categoryId=][&limit=][&cursor=] — product-spec.md §3 "Category listing response"
 * and §7, with its products paged (issue 18 item 11; contracts/listing-page.ts).
 * No categoryId (or an empty one) means the vendor's root: its root categories and root products.
 *
 * Paging: `products` holds at most `limit` products (1 to LISTING_PAGE.maxLimit; LISTING_PAGE.defaultLimit, 48,
 * when absent) after `cursor` (absent or empty: from the first), and the answer adds `productsTotal`,
 * `productsOffset` and `nextCursor` beside the spec's fields. So the spec's call without parameters still answers
 * the spec's shape — every product of a listing of up to 48, the first 48 of a larger one, never megabytes — and a
 * client reads the rest with `?cursor={nextCursor}`. Subcategories are few and not paged: each page has them all.
 *
 * Errors: unknown vendor 404; malformed GUID, a limit that is not a whole number from 1 to the maximum, or a cursor
 * that is not one this API wrote: 400 VALIDATION_FAILED naming the field (`details[].path` 'categoryId', 'limit',
 * 'cursor'); unknown category (or one of another vendor) 404.
 * Order: lower(name), then name, then id (case-insensitive, deterministic); pages continue by keyset on that
 * order, so no product is skipped or repeated across pages. Ids are lower-case.
 * Four queries at most (the category, then in parallel its subcategories, the page of products and the product
 * counts), each one index range scan of the listing indexes (schema.ts "Listing indexes"); and none while the
 * answer is in the version-keyed read cache (catalog-cache.ts), which keeps each page under its own key
 * (`listingCacheKey`) and costs one shared version query instead (none on PGlite).
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guidSchema, type CategoryListing } from '../../contracts/catalog.ts';
import { decodeListingCursor, encodeListingCursor, LISTING_PAGE, type ListingCursor } from '../../contracts/listing-page.ts';
import { vendorByKey, type Vendor } from '../../contracts/vendors.ts';
import { categories, products } from '../db/schema.ts';
import { notFound, validationError } from '../errors.ts';
import { sendAnswer } from './catalog-cache.ts';
import { toCategorySummary, toProduct } from './catalog-mappers.ts';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LISTING_PAGE.maxLimit}`;
const CURSOR_MESSAGE = 'cursor is not valid: send the nextCursor of a previous answer';

const querySchema = z.object({
  categoryId: z.union([guidSchema, z.literal('')], { error: 'categoryId must be a GUID' }).optional(),
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^[0-9]{1,4}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, LIMIT_MESSAGE).max(LISTING_PAGE.maxLimit, LIMIT_MESSAGE))
    .optional(),
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .transform((value, context) => {
      if (value === '') return null;
      const position = decodeListingCursor(value);
      if (!position) context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return position;
    })
    .optional(),
});

/** Which products of a listing to answer: at most `limit` after `after` (null: from the first). */
export interface ListingPage {
  limit: number;
  after: ListingCursor | null;
}

/**
 * The read-cache key of one page of a listing: vendor, category ('' for the root), limit and cursor, the cursor in
 * its one spelling — so every distinct answer has its own entry and equal requests (`?limit=48` and none) share one.
 */
export function listingCacheKey(vendor: string, categoryId: string | null, page: ListingPage): string {
  return `categories:${vendor}:${categoryId ?? ''}:${page.limit}:${page.after ? encodeListingCursor(page.after) : ''}`;
}

/** Registers the category read route. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { vendor: string }; Querystring: Record<string, string> }>(
    '/api/Categories/:vendor',
    async (request, reply) => {
      const vendor = vendorByKey(request.params.vendor);
      if (!vendor) throw notFound(`Unknown vendor '${request.params.vendor}'`);
      const query = querySchema.safeParse(request.query);
      if (!query.success) throw validationError(query.error, query.error.issues[0]?.message);
      const categoryId = query.data.categoryId ? query.data.categoryId.toLowerCase() : null;
      const page: ListingPage = { limit: query.data.limit ?? LISTING_PAGE.defaultLimit, after: query.data.cursor ?? null };

      const answer = await app.catalogCache.get(listingCacheKey(vendor.key, categoryId, page), () =>
        loadListing(app, vendor, categoryId, page),
      );
      return sendAnswer(request, reply, answer);
    },
  );
}

/**
 * One page of the listing of `categoryId` (null: the vendor root); @throws 404 when the category is not the
 * vendor's.
 */
async function loadListing(
  app: FastifyInstance,
  vendor: Vendor,
  categoryId: string | null,
  page: ListingPage,
): Promise<CategoryListing> {
  const db = app.db;
  let head: Omit<CategoryListing, 'subCategories' | 'products' | 'productsTotal' | 'productsOffset' | 'nextCursor'> = {
    id: null,
    vendor: vendor.key,
    name: vendor.name,
    description: '',
    imagePath: '',
    parentCategoryId: null,
  };
  if (categoryId) {
    const [row] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.vendor, vendor.key)));
    if (!row) throw notFound('Category not found');
    head = toCategorySummary(row);
  }

  const inListing = and(
    eq(products.vendor, vendor.key),
    categoryId ? eq(products.categoryId, categoryId) : isNull(products.categoryId),
  );
  // The listing's order as one row value, and the cursor's position in it (index order: lower(name), name, id).
  const position = sql`(lower(${products.name}), ${products.name}, ${products.id})`;
  const after: SQL | null = page.after
    ? sql`(lower(${page.after.name}::text), ${page.after.name}::text, ${page.after.id}::uuid)`
    : null;

  const [subRows, productRows, [counts]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(
        and(
          eq(categories.vendor, vendor.key),
          categoryId ? eq(categories.parentCategoryId, categoryId) : isNull(categories.parentCategoryId),
        ),
      )
      .orderBy(sql`lower(${categories.name})`, asc(categories.name), asc(categories.id)),
    db
      .select()
      .from(products)
      .where(after ? and(inListing, sql`${position} > ${after}`) : inListing)
      .orderBy(sql`lower(${products.name})`, asc(products.name), asc(products.id))
      // One more than the page: whether it exists says whether there is a next page.
      .limit(page.limit + 1),
    db
      .select({
        total: sql<number>`count(*)::int`,
        before: after ? sql<number>`(count(*) filter (where ${position} <= ${after}))::int` : sql<number>`0`,
      })
      .from(products)
      .where(inListing),
  ]);

  const pageRows = productRows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    ...head,
    subCategories: subRows.map(toCategorySummary),
    products: pageRows.map(toProduct),
    productsTotal: Number(counts.total),
    productsOffset: Number(counts.before),
    nextCursor: productRows.length > page.limit && last ? encodeListingCursor({ name: last.name, id: last.id }) : null,
  };
}
