/**
 * Catalogue shapes shared by the server and the browser — product-spec.md §3 (entities) and §7 (calls).
 *
 * JSON field names are camelCase exactly as the spec writes them. Ids are GUIDs (lower-case on output).
 * The write schemas, with the validation messages of §5, are in catalog-input.ts.
 *
 * Written with `zod/mini` (the functional form of zod 4: `z.optional(x)`, `.check(z.maxLength(n))`), because the
 * browser parses every catalogue read with these schemas on the public pages, and zod/mini tree-shakes to about
 * 6 KB gzip where the classic API costs 25 KB. They are ordinary zod 4 schemas: the classic API
 * composes them (catalog-input.ts) and `.parse`/`.safeParse` work as usual.
 */
import { z } from 'zod/mini';
import { GUID_PATTERN } from './guid.ts';
import { attributeDefinitionSchema, attributeKeySchema, quantitySchema, specificationValueSchema } from './specifications.ts';
import { VENDORS } from './vendors.ts';

/** Length limits for catalogue text (our decision; product-spec.md §5 says server rules are "not shown"). */
export const CATALOG_LIMITS = {
  name: 200,
  description: 10_000,
  path: 500,
  propertyKey: 200,
  propertyValue: 2_000,
  listItems: 100,
  /** A product's documents: type-test reports, certificates. */
  documents: 20,
  /** An image's alt text: a sentence or two for someone who cannot see the image. */
  imageAlt: 250,
} as const;

/** A GUID in canonical 8-4-4-4-12 hex form, any case. */
export const guidSchema = z.string().check(z.regex(GUID_PATTERN, 'Must be a GUID'));

/** A vendor key ('radhe' | 'therm'). */
export const vendorKeySchema = z.enum(VENDORS.map((v) => v.key) as ['radhe', 'therm'], 'Unknown vendor');

/** An ordered key/value pair (product properties; configurations use key = name, value = image path). */
export const keyValueSchema = z.object({
  key: z.string().check(z.maxLength(CATALOG_LIMITS.propertyKey)),
  value: z.string().check(z.maxLength(CATALOG_LIMITS.propertyValue)),
});
export type KeyValue = z.infer<typeof keyValueSchema>;

/**
 * A row of a product's `properties` (product-spec.md §3 key/value). Rows made from a typed value
 * (contracts/specifications.ts) also carry the attribute's key and, for numbers and ranges, the quantity; a client
 * that reads only `key` and `value` sees §3's shape.
 */
export const propertySchema = z.extend(keyValueSchema, {
  attribute: z.optional(attributeKeySchema),
  quantity: z.optional(quantitySchema),
});
export type Property = z.infer<typeof propertySchema>;

/**
 * The rows of a product's `properties` that its page shows (product-spec.md §2 "Product detail"): each with a key
 * or a value, in their order; a row with neither is skipped. The specification table and the page's JSON-LD
 * (structured-data-catalog.ts) both list these, so they always agree.
 */
export function shownProperties<Row extends KeyValue>(properties: readonly Row[]): Row[] {
  return properties.filter((p) => p.key.trim() || p.value.trim());
}

/** One facet beside a category listing, counted under the other filters. */
export const facetSchema = z.discriminatedUnion('kind', [
  z.object({
    attribute: z.string(),
    kind: z.literal('range'),
    /** Lowest and highest value among the products the other filters leave, in the canonical unit (null: none). */
    min: z.nullable(z.number()),
    max: z.nullable(z.number()),
    /** Products the other filters leave that have a value. */
    count: z.number(),
  }),
  z.object({
    attribute: z.string(),
    kind: z.literal('choice'),
    /** Every choice of the attribute, in its order, with the products the other filters leave that hold it. */
    choices: z.array(z.object({ value: z.string(), count: z.number() })),
  }),
]);
export type Facet = z.infer<typeof facetSchema>;

/**
 * A document of a product: a PDF staff
 * uploaded to `documents/` of the product's vendor container (contracts/upload.ts DOCUMENT_FOLDER), its title for
 * people, and its size in bytes as the blob store holds it (measured by the server on save).
 */
export const productDocumentSchema = z.object({
  title: z.string(),
  /** `documents/{timestamp}-{name}.pdf`, served at /media/{vendor}/{path}. */
  path: z.string(),
  bytes: z.int().check(z.nonnegative()),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;

/** A product as the API returns it (product-spec.md §3). `categoryId` is null for a root product. */
export const productSchema = z.object({
  id: guidSchema,
  vendor: vendorKeySchema,
  categoryId: z.nullable(guidSchema),
  name: z.string(),
  description: z.string(),
  imagePath: z.string(),
  /** Typed values first, formatted with their units ("220 kV"), then the free rows. */
  properties: z.array(propertySchema),
  otherImages: z.array(z.string()),
  configurations: z.array(keyValueSchema),
  /** The typed values as stored, in canonical units (what the Product Manager edits). */
  specifications: z.array(specificationValueSchema),
  /** Its documents in the order staff put them, shown in the product page's Documents section. */
  documents: z.array(productDocumentSchema),
  /** False for a draft (docs/decisions/0013): only staff reads (`?drafts=true`) ever answer one; absent is published. */
  published: z.optional(z.boolean()),
  /**
   * The stored version, raised by every write: a save sends the version it opened and is refused (409 CONFLICT)
   * when someone saved since. Every read answers it; optional for clients and fixtures of the spec's shape.
   */
  version: z.optional(z.int()),
  /**
   * Alt text per image, keyed by the image's path (`imagePath` or one of `otherImages`); an image without an entry
   * (or with an empty one) is described by the product's name (`imageAltOf`). (docs/decisions/0013)
   */
  imageAlts: z.record(z.string(), z.string()),
});
export type Product = z.infer<typeof productSchema>;

/** The alt text of `path`, an image of `product`: its own text when staff wrote one, else the product's name. */
export function imageAltOf(product: Pick<Product, 'name'> & { imageAlts?: Record<string, string> }, path: string): string {
  return product.imageAlts?.[path]?.trim() || product.name;
}

/** A category without its children, as it appears in a listing's `subCategories`. */
export const categorySummarySchema = z.object({
  id: guidSchema,
  vendor: vendorKeySchema,
  name: z.string(),
  description: z.string(),
  imagePath: z.string(),
  parentCategoryId: z.nullable(guidSchema),
  /** The attributes this category defines for its products; sub-categories inherit them. */
  attributes: z.array(attributeDefinitionSchema),
  /** False for a draft (docs/decisions/0013): only staff reads (`?drafts=true`) ever answer one; absent is published. */
  published: z.optional(z.boolean()),
  /**
   * The stored version, raised by every write: a save sends the version it opened and is refused (409 CONFLICT)
   * when someone saved since. Every read answers it; optional for clients and fixtures of the spec's shape.
   */
  version: z.optional(z.int()),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/**
 * GET /api/Categories/{vendor}[?categoryId=][&limit=][&cursor=] — product-spec.md §3 "Category listing response":
 * name, description, subCategories, products. For the root (no categoryId) `id` is null, the name is the
 * vendor's name and the description is empty.
 *
 * Products come one page at a time (listing-page.ts): `products` holds at most `limit` of them
 * (48 when the request names no limit, so a client of the spec's call gets every product of a small category and
 * the first 48 of a large one), and three fields beside them, added to the spec's shape, say where the page is:
 * `productsTotal`, `productsOffset` and `nextCursor`. Subcategories are few and are not paged: every page carries
 * all of them.
 */
export const categoryListingSchema = z.object({
  id: z.nullable(guidSchema),
  vendor: vendorKeySchema,
  name: z.string(),
  description: z.string(),
  imagePath: z.string(),
  parentCategoryId: z.nullable(guidSchema),
  /**
   * The category's parents from the root down, each with its id and name ("Breadcrumbs … show the whole
   * path of parent categories"); empty for the root listing and a top-level category.
   */
  ancestors: z.array(z.object({ id: guidSchema, name: z.string() })),
  /** The category's version (what its edit dialog sends back with a save); absent for the root. */
  version: z.optional(z.int()),
  /** False when the category is a draft (only staff reads, `?drafts=true`, answer one); absent for the root. */
  published: z.optional(z.boolean()),
  /** The category's own attributes (empty for the root). */
  attributes: z.array(attributeDefinitionSchema),
  /** The attributes its products carry: inherited ones first, then its own (specifications.ts `effectiveAttributes`). */
  productAttributes: z.array(attributeDefinitionSchema),
  /**
   * A facet per filter attribute of `productAttributes`, each counted under the other active filters
   * ("Filters on category pages"; contracts/filters.ts); empty where the products carry no filter attribute, and
   * a facet no product left has a value of is left out unless its own filter is set.
   * `productsTotal` counts the products every filter leaves.
   */
  facets: z.array(facetSchema),
  subCategories: z.array(categorySummarySchema),
  products: z.array(productSchema),
  /** How many products the listing holds in all pages. */
  productsTotal: z.int().check(z.nonnegative()),
  /** How many products of the listing come before this page's first (0 on the first page). */
  productsOffset: z.int().check(z.nonnegative()),
  /** The `cursor` of the next page, or null when this page holds the listing's last product. */
  nextCursor: z.nullable(z.string()),
});
export type CategoryListing = z.infer<typeof categoryListingSchema>;

/**
 * One failing field of a refused request: `path` is the field's dotted path in the request body or query
 * ('email', 'properties.0.key'; '' for the whole request), `message` what is wrong, written for the person who
 * typed it ("details: [{ path, message }] in the one error shape").
 */
export const apiErrorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;

/** The one error shape of every API error response: { message, code, details? } (details: one entry per failing field). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.array(apiErrorDetailSchema)),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
