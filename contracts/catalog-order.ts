/**
 * The bodies of the catalogue's order calls (docs/decisions/0013), shared by the server's routes
 * (server/routes/catalog-order.ts) and the manager:
 *
 * - PUT /api/Categories/{id}/order and PUT /api/Categories/root/{vendor}/order: `{ categoryIds }` or
 *   `{ productIds }`, the parent's children of that kind in their new order (exactly the current ones).
 * - POST /api/Products/{id}/move `{ categoryId }` and POST /api/Categories/{id}/move `{ parentCategoryId }`;
 *   null (or '') is the storefront's top level.
 */
import { z } from 'zod';
import { GUID_PATTERN } from './guid.ts';

const guid = (message: string) => z.string({ error: message }).regex(GUID_PATTERN, message).transform((id) => id.toLowerCase());
const ids = (message: string) => z.array(guid(message)).max(10_000);
/** An optional parent: a GUID, or null / '' for the storefront's top level. */
const parent = (message: string) => z.union([z.literal('').transform(() => null), z.null(), guid(message)]).default(null);

/** The new order of one parent's subcategories or products. */
export const orderInputSchema = z.union([
  z.strictObject({ categoryIds: ids('Each category id must be a GUID') }),
  z.strictObject({ productIds: ids('Each product id must be a GUID') }),
]);
export type OrderInput = z.output<typeof orderInputSchema>;

/** The answer of a reorder: the ids in their new order. */
export const orderAnswerSchema = z.object({ ids: z.array(z.string()) });
export type OrderAnswer = z.output<typeof orderAnswerSchema>;

/** Where to move a product. */
export const productMoveSchema = z.strictObject({ categoryId: parent('The category id must be a GUID') });
/** Where to move a category. */
export const categoryMoveSchema = z.strictObject({ parentCategoryId: parent('The parent category id must be a GUID') });

/** The message of a stale order list (409 CONFLICT), word for word. */
export const STALE_ORDER_MESSAGE = 'The list changed since you opened it; reload';
