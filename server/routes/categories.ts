/**
 * GET /api/Categories/{vendor}[?categoryId=] — product-spec.md §3 "Category listing response" and §7.
 * No categoryId (or an empty one) means the vendor's root: its root categories and root products.
 * Errors: unknown vendor 404, malformed GUID 400, unknown category (or one of another vendor) 404.
 * Order: lower(name), then name, then id (case-insensitive, deterministic). Ids are lower-case.
 * Three queries at most (the category, its subcategories, its products), the last two in parallel, each one
 * index range scan in answer order (schema.ts "Listing indexes"); and none while the answer is in the
 * version-keyed read cache (catalog-cache.ts), which costs one shared version query instead (none on PGlite).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guidSchema, type CategoryListing } from '../../contracts/catalog.ts';
import { vendorByKey, type Vendor } from '../../contracts/vendors.ts';
import { categories, products } from '../db/schema.ts';
import { notFound, validationError } from '../errors.ts';
import { sendAnswer } from './catalog-cache.ts';
import { toCategorySummary, toProduct } from './catalog-mappers.ts';

const querySchema = z.object({ categoryId: z.union([guidSchema, z.literal('')]).optional() });

/** Registers the category read route. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { vendor: string }; Querystring: Record<string, string> }>(
    '/api/Categories/:vendor',
    async (request, reply) => {
      const vendor = vendorByKey(request.params.vendor);
      if (!vendor) throw notFound(`Unknown vendor '${request.params.vendor}'`);
      const query = querySchema.safeParse(request.query);
      if (!query.success) throw validationError(query.error, 'categoryId must be a GUID');
      const categoryId = query.data.categoryId ? query.data.categoryId.toLowerCase() : null;

      const answer = await app.catalogCache.get(`categories:${vendor.key}:${categoryId ?? ''}`, () =>
        loadListing(app, vendor, categoryId),
      );
      return sendAnswer(request, reply, answer);
    },
  );
}

/** The listing of `categoryId` (null: the vendor root); @throws 404 when the category is not the vendor's. */
async function loadListing(app: FastifyInstance, vendor: Vendor, categoryId: string | null): Promise<CategoryListing> {
  const db = app.db;
  let head: Omit<CategoryListing, 'subCategories' | 'products'> = {
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

  const [subRows, productRows] = await Promise.all([
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
      .where(
        and(
          eq(products.vendor, vendor.key),
          categoryId ? eq(products.categoryId, categoryId) : isNull(products.categoryId),
        ),
      )
      .orderBy(sql`lower(${products.name})`, asc(products.name), asc(products.id)),
  ]);

  return { ...head, subCategories: subRows.map(toCategorySummary), products: productRows.map(toProduct) };
}
