export { catalogKeys, ROOT_CATEGORY_KEY } from './query-keys.ts';
export { getCategory, categoryQueryOptions, useCategory } from './get-category.ts';
export { getProduct, productQueryOptions, useProduct, findProductInListings } from './get-product.ts';
export { afterOf, useListingPages, AFTER_PARAM, type ListingPages } from './listing-pages.ts';
export { searchQueryOptions, searchTextOf, SEARCH_PARAM, SUGGESTION_LIMIT, suggestQueryOptions, useSearch } from './search.ts';
