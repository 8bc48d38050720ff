import { describe, expect, it } from 'vitest';
import type { CategoryListing, CategorySummary, Product } from '../../../../contracts/catalog.ts';
import { filterListing, NO_FILTER } from './manager-filter.ts';

const category = (name: string, published = true): CategorySummary => ({ id: name, vendor: 'radhe', name, description: '', imagePath: '', parentCategoryId: null, attributes: [], published });
const product = (name: string, voltage: string | null, published = true): Product => ({
  id: name,
  vendor: 'radhe',
  categoryId: null,
  name,
  description: '',
  imagePath: '',
  properties: voltage ? [{ key: 'Rated voltage', value: voltage, attribute: 'voltage' }, { key: 'Colour', value: 'Grey' }] : [],
  otherImages: [],
  configurations: [],
  specifications: [],
  documents: [],
  published,
  imageAlts: {},
});
const listing = {
  id: null,
  vendor: 'radhe',
  name: 'Radhe',
  description: '',
  imagePath: '',
  parentCategoryId: null,
  ancestors: [],
  attributes: [],
  productAttributes: [{ key: 'voltage', name: 'Rated voltage', kind: 'number', unit: 'kV', choices: [], filter: true, card: true }],
  facets: [],
  subCategories: [category('Long Rod Insulators'), category('Post Insulators (draft)', false)],
  products: [product('Long Rod 132 kV', '132 kV'), product('Long Rod 33 kV', '33 kV', false), product('Corona Ring', null)],
  productsTotal: 3,
  productsOffset: 0,
  nextCursor: null,
} as CategoryListing;
const names = (l: CategoryListing) => [...l.subCategories, ...l.products].map((x) => x.name);

describe('the manager filter', () => {
  it('leaves the listing alone without a filter', () => {
    expect(filterListing(listing, NO_FILTER)).toBe(listing);
  });
  it('finds subcategories and products by part of their name, any case', () => {
    expect(names(filterListing(listing, { ...NO_FILTER, name: 'long ROD' }))).toEqual(['Long Rod Insulators', 'Long Rod 132 kV', 'Long Rod 33 kV']);
  });
  it('finds products by part of an attribute value as the product shows it, and no subcategories', () => {
    expect(names(filterListing(listing, { ...NO_FILTER, attribute: 'voltage', value: '132' }))).toEqual(['Long Rod 132 kV']);
    expect(names(filterListing(listing, { ...NO_FILTER, attribute: 'voltage', value: '' }))).toEqual(['Long Rod 132 kV', 'Long Rod 33 kV']);
  });
  it('keeps drafts only, or published only', () => {
    expect(names(filterListing(listing, { ...NO_FILTER, state: 'draft' }))).toEqual(['Post Insulators (draft)', 'Long Rod 33 kV']);
    expect(names(filterListing(listing, { ...NO_FILTER, state: 'published' }))).toEqual(['Long Rod Insulators', 'Long Rod 132 kV', 'Corona Ring']);
  });
});
