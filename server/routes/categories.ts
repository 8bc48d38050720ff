/**
 * GET /api/Categories/{vendor}[?categoryId=][&limit=][&cursor=][&f.{attribute}=…] — product-spec.md §3 "Category
 * listing response" and §7, with its products paged (contracts/listing-page.ts) and filtered by
 * their typed ratings (contracts/filters.ts: `f.{key}=200..400` for a number, `f.{key}=d – Heavy`
 * repeated for choices). Filters of attributes the listing's products do not carry as filters are ignored, never
 * refused, so a stale shared link still opens; `productsTotal` counts what the filters leave and `facets` counts
 * each filter's values under the others.
 * `?drafts=true` (staff, docs/decisions/0013): with a bearer token allowed to edit the storefront's catalogue (else 401/403)
 * the listing includes drafts, each with `published: false`; without it drafts are never listed (server/db/visibility.ts).
 * No categoryId (or an empty one) means the vendor's root: its root categories and root products.
 * `?scope=subtree` lists the products of the category and of every category below it (the public category page
 * asks so), filtered and faceted by the category's own attributes, which all of them carry; the root ignores it.
 *
 * Paging: `products` holds at most `limit` products (1 to LISTING_PAGE.maxLimit; LISTING_PAGE.defaultLimit, 48,
 * when absent) after `cursor` (absent or empty: from the first), and the answer adds `productsTotal`,
 * `productsOffset` and `nextCursor` beside the spec's fields. So the spec's call without parameters still answers
 * the spec's shape — every product of a listing of up to 48, the first 48 of a larger one, never megabytes — and a
 * client reads the rest with `?cursor={nextCursor}`. Subcategories are few and not paged: each page has them all.
 *
 * Errors (a malformed query is refused before the vendor is looked up): unknown vendor 404; malformed GUID, a limit that is not a whole number from 1 to the maximum, or a cursor
 * that is not one this API wrote: 400 VALIDATION_FAILED naming the field (`details[].path` 'categoryId', 'limit',
 * 'cursor'); unknown category (or one of another vendor) 404.
 * Order: lower(name), then name, then id (case-insensitive, deterministic); pages continue by keyset on that
 * order, so no product is skipped or repeated across pages. Ids are lower-case.
 * Four queries at most (the category, then in parallel its subcategories, the page of products and the product
 * counts), each one index range scan of the listing indexes (schema.ts "Listing indexes"); and none while the
 * answer is in the version-keyed read cache (server/catalog/read-cache.ts), which keeps each page under its own key
 * (`listingCacheKey`) and costs one shared version query instead (none on PGlite).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryListingSchema, guidSchema } from '../../contracts/catalog.ts';
import { filterQuery } from '../../contracts/filters.ts';
import { decodeListingCursor, LISTING_PAGE } from '../../contracts/listing-page.ts';
import { vendorByKey } from '../../contracts/vendors.ts';
import { errorResponses, limitQuery, vendorParams } from '../api/schemas.ts';
import { notFound } from '../errors.ts';
import { sendAnswer } from '../catalog/read-cache.ts';
import { listingCacheKey, loadListing, type ListingPage } from '../catalog/reads.ts';
import { assertAllowed, actorOf } from '../auth/permissions.ts';
import { draftsGuard, draftsQuery } from './publishing.ts';

const CURSOR_MESSAGE = 'cursor is not valid: send the nextCursor of a previous answer';

const querySchema = z.object({
  categoryId: z
    .union([guidSchema, z.literal('')], { error: 'categoryId must be a GUID' })
    .optional()
    .meta({ description: "The category's id; absent or empty for the vendor's root" }),
  limit: limitQuery(LISTING_PAGE.maxLimit, `Products per page, 1 to ${LISTING_PAGE.maxLimit}; ${LISTING_PAGE.defaultLimit} when absent`),
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .transform((value, context) => {
      if (value === '') return null;
      const position = decodeListingCursor(value);
      if (!position) context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return position;
    })
    .optional()
    .meta({ description: "The previous answer's nextCursor; absent or empty for the first page" }),
  drafts: draftsQuery,
  scope: z
    .enum(['category', 'subtree'], { error: "scope must be 'category' or 'subtree'" })
    .optional()
    .meta({ description: "'subtree': the products of the category and of every category below it (a category page); 'category' (default): its own" }),
});

/** Registers the category read route. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['catalogue'],
    summary: "A category's listing: its subcategories and a page of its products",
    description:
      'product-spec.md §3 "Category listing response" and §7, with the products paged. Filters by typed ratings: `f.{attribute}=min..max` ' +
      '(either bound may be left out) for a number or range attribute, `f.{attribute}={choice}` (repeatable) for a choice attribute, ' +
      'in canonical units; `facets` counts each filter under the others. 304 when If-None-Match holds the current ETag.',
    params: vendorParams,
    querystring: querySchema,
    response: { 200: categoryListingSchema, ...errorResponses(400, 401, 403, 404, 503) },
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Categories/:vendor',
    { schema, onRequest: draftsGuard(app) },
    async (request, reply) => {
      const vendor = vendorByKey(request.params.vendor);
      if (!vendor) throw notFound(`Unknown vendor '${request.params.vendor}'`);
      const query = request.query;
      const categoryId = query.categoryId ? query.categoryId.toLowerCase() : null;
      // `f.*` names are open-ended, so they are read from the URL rather than declared in the schema.
      const queryStart = request.url.indexOf('?');
      const filters = queryStart < 0 ? '' : filterQuery(request.url.slice(queryStart + 1));
      const page: ListingPage = { limit: query.limit ?? LISTING_PAGE.defaultLimit, after: query.cursor ?? null, filters, scope: query.scope ?? 'category' };
      if (query.drafts) {
        // Staff read: drafts included, for an editor of this storefront only, never from or into the shared cache.
        assertAllowed(actorOf(request.principal!), 'catalog.edit', vendor.key);
        return loadListing(app.db, vendor, categoryId, page, 'staff');
      }

      const answer = await app.catalogCache.get(listingCacheKey(vendor.key, categoryId, page), () =>
        loadListing(app.db, vendor, categoryId, page),
      );
      return sendAnswer(request, reply, answer);
    },
  );
}
