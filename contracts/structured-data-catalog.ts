/**
 * schema.org JSON-LD of the catalogue pages (issue 20 "Pages a search engine understands"): the path of a catalogue
 * page (BreadcrumbList) and a product (Product with each typed rating as a PropertyValue with its value and UN/CEFACT
 * `unitCode`, or `unitText` where the unit has no code). Typed with schema-dts like structured-data.ts, whose
 * `jsonLdText` writes them into the page.
 */
import type { BreadcrumbList, Product, PropertyValue, WithContext } from 'schema-dts';
import type { TypedProperty } from './specifications.ts';

/** A page's path as a BreadcrumbList: `items` from the storefront's home to the page itself, with absolute URLs. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/** A typed rating as a PropertyValue: one number as `value`, a range as `minValue`/`maxValue`, text as `value`. */
function propertyValue(property: TypedProperty): PropertyValue {
  const base = { '@type': 'PropertyValue' as const, propertyID: property.attribute, name: property.key };
  const q = property.quantity;
  if (!q) return { ...base, value: property.value };
  const unit = q.unitCode ? { unitCode: q.unitCode } : q.unit === 'count' ? {} : { unitText: q.unit };
  return q.min === q.max ? { ...base, value: q.min, ...unit } : { ...base, minValue: q.min, maxValue: q.max, ...unit };
}

/**
 * A product page's Product: `url` and `imageUrls` absolute; `brand` the storefront's name; `category` the path of
 * category names ("Insulators > Composite Long Rod Insulators"); `ratings` the product's typed properties rows.
 */
export function productJsonLd(product: {
  id: string;
  name: string;
  description: string;
  url: string;
  imageUrls: readonly string[];
  brand: string;
  category: string;
  ratings: readonly TypedProperty[];
}): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    productID: product.id,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    ...(product.imageUrls.length ? { image: [...product.imageUrls] } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.category ? { category: product.category } : {}),
    additionalProperty: product.ratings.map(propertyValue),
  };
}
