/**
 * GET /api/Search/{vendor}?q=[&limit=] — the storefront search (contracts/search.ts,
 * server/search/): products and categories of one storefront matching the words and ratings of `q` ("long rod
 * 220 kV", "DN 600 10 bar", "66-132 kV", a misspelt name, a product's own name first), best first, with the other
 * storefront's count and which ratings no product the words match meets.
 *
 * `q` absent or blank answers no matches (the search page's empty state), never an error; longer than
 * SEARCH_TEXT_LIMIT it is cut. Errors: unknown vendor 404; `limit` not a whole number from 1 to
 * SEARCH_PAGE.maxLimit 400 naming 'limit'; an outage 503. Answers are kept in the version-keyed read cache
 * (server/catalog/read-cache.ts) under the text as searched, so a catalogue write makes them stale at once. A search
 * the cache does not hold passes server/search/admission.ts first: 429 RATE_LIMITED beyond SEARCH_RATE_LIMIT a
 * minute for the client's address, 503 SEARCH_BUSY when too many already wait for the database (both with
 * Retry-After).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchAnswerSchema } from '../../contracts/search.ts';
import { SEARCH_PAGE, SEARCH_TEXT_LIMIT, searchText } from '../../contracts/search-text.ts';
import { vendorByKey } from '../../contracts/vendors.ts';
import { errorResponses, limitQuery, vendorParams } from '../api/schemas.ts';
import { sendAnswer } from '../catalog/read-cache.ts';
import { notFound } from '../errors.ts';
import { loadSearch } from '../search/search-answer.ts';
import { createSearchAdmission } from '../search/admission.ts';

const querySchema = z.object({
  q: z
    .string()
    .optional()
    .meta({ description: `Words and ratings ("220 kV", "66-132 kV", "up to 33 kV", "DN 600"); the first ${SEARCH_TEXT_LIMIT} characters are read` }),
  limit: limitQuery(SEARCH_PAGE.maxLimit, `Products per answer, 1 to ${SEARCH_PAGE.maxLimit}; ${SEARCH_PAGE.defaultLimit} when absent`),
});

/** Registers the search route. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['catalogue'],
    summary: "Search a storefront's products and categories by words and ratings",
    description:
      'Full-text search (name, then ratings and properties, then description) with trigram similarity for misspellings. A number with a ' +
      'known unit ("220 kV", "120kN", "DN 600", "600 NB", "10 bar") matches products rated at or spanning that value; a range ("66-132 kV", ' +
      '"66 to 132 kV") the products whose rating overlaps it; a bound ("≥ 145 kV", "up to 33 kV") those reaching it. Ratings narrow the ' +
      "words' matches but never empty them: a rating no word match meets is set aside and reported with `matched: false`. A product " +
      'whose name is the text comes first. 304 when If-None-Match holds the current ETag.',
    params: vendorParams,
    querystring: querySchema,
    response: { 200: searchAnswerSchema, ...errorResponses(400, 404, 429, 503) },
  };
  const admission = createSearchAdmission(app.rateLimitStore, app.config.search);
  app.withTypeProvider<ZodTypeProvider>().get('/api/Search/:vendor', { schema }, async (request, reply) => {
    const vendor = vendorByKey(request.params.vendor);
    if (!vendor) throw notFound(`Unknown vendor '${request.params.vendor}'`);
    const text = searchText(request.query.q);
    const limit = request.query.limit ?? SEARCH_PAGE.defaultLimit;
    const answer = await app.catalogCache.get(
      `search:${vendor.key}:${limit}:${text}`,
      () => admission.run(() => loadSearch(app.db, vendor.key, text, limit)),
      undefined,
      { admit: () => admission.admit(request.ip) },
    );
    return sendAnswer(request, reply, answer);
  });
}
