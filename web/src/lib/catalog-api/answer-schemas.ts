/**
 * The catalogue reads' answer schemas (contracts/catalog.ts), imported with the first read the browser makes
 * itself rather than with the page: zod stays out of the JavaScript that hydrates a page (lib/api-client.ts
 * `AnswerSchema`, docs/performance.md).
 */
import type { AnswerSchema } from '../api-client.ts';
import type * as Catalog from '../../../../contracts/catalog.ts';
import type { searchAnswerSchema } from '../../../../contracts/search.ts';

/** A loader of the schema exported as `name` from contracts/catalog.ts. */
export function catalogAnswerSchema<K extends 'categoryListingSchema' | 'productSchema'>(
  name: K,
): AnswerSchema<(typeof Catalog)[K]> {
  return () => import('../../../../contracts/catalog.ts').then((contract) => contract[name]);
}

/** The search answer's schema (contracts/search.ts), loaded like the catalogue's. */
export const searchAnswer: AnswerSchema<typeof searchAnswerSchema> = () => import('../../../../contracts/search.ts').then((contract) => contract.searchAnswerSchema);
