/**
 * The Product Manager's filter (docs/decisions/0013, "search and filter inside the manager"): narrows the shown
 * level's subcategories and products by part of a name, by an attribute's value (part of the text the product shows
 * for it, e.g. "132" or "kV"), and by draft state. Applied to the loaded page of the listing (the table says how many
 * it filtered), so paging stays the listing's own.
 */
import type { CategoryListing } from '../../../../contracts/catalog.ts';

export type DraftState = 'all' | 'published' | 'draft';

export interface ManagerFilter {
  /** Part of a name, any case; '' matches every name. */
  name: string;
  /** An attribute key of the level's products; '' for none. */
  attribute: string;
  /** Part of the attribute's shown value, any case; with `attribute` only. */
  value: string;
  state: DraftState;
}

export const NO_FILTER: ManagerFilter = { name: '', attribute: '', value: '', state: 'all' };

/** True when `filter` narrows anything. */
export function isFiltering(filter: ManagerFilter): boolean {
  return filter.name.trim() !== '' || filter.attribute !== '' || filter.state !== 'all';
}

const contains = (text: string, part: string) => text.toLocaleLowerCase().includes(part.trim().toLocaleLowerCase());

/**
 * `listing` with only the subcategories and products `filter` matches (an attribute filter leaves no subcategories:
 * they carry no values); `listing` itself when nothing is filtered.
 */
export function filterListing(listing: CategoryListing, filter: ManagerFilter): CategoryListing {
  if (!isFiltering(filter)) return listing;
  const stateMatches = (published: boolean | undefined) =>
    filter.state === 'all' || (filter.state === 'draft' ? published === false : published !== false);
  const attribute = listing.productAttributes.find((a) => a.key === filter.attribute);
  return {
    ...listing,
    subCategories: attribute ? [] : listing.subCategories.filter((c) => contains(c.name, filter.name) && stateMatches(c.published)),
    products: listing.products.filter((product) => {
      if (!contains(product.name, filter.name) || !stateMatches(product.published)) return false;
      if (!attribute) return true;
      const shown = product.properties.find((p) => p.attribute === attribute.key);
      return shown !== undefined && contains(shown.value, filter.value);
    }),
  };
}
