/**
 * schema.org JSON-LD of the catalogue pages: the path of a catalogue
 * page (BreadcrumbList) and a product (Product with every property its page shows as a PropertyValue: a typed rating
 * with its value, or its range as `minValue`/`maxValue`, and its UN/CEFACT `unitCode` (`unitText` where the unit
 * has no code); a free row with its text). Typed with schema-dts like structured-data.ts, whose `jsonLdText` writes
 * them into the page.
 */
import type { BreadcrumbList, Product, PropertyValue, WithContext } from 'schema-dts';
import { shownProperties, type Property } from './catalog.ts';

/** A page's path as a BreadcrumbList: `items` from the storefront's home to the page itself, with absolute URLs. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/**
 * A property row as a PropertyValue: a typed rating with its attribute as `propertyID`, one number as `value`, a
 * range as `minValue`/`maxValue`, a choice or text as `value`; a free row with its name and text.
 */
function propertyValue(property: Property): PropertyValue {
  const base = {
    '@type': 'PropertyValue' as const,
    ...(property.attribute ? { propertyID: property.attribute } : {}),
    ...(property.key.trim() ? { name: property.key } : {}),
  };
  const q = property.quantity;
  if (!q) return property.value.trim() ? { ...base, value: property.value } : base;
  const unit = q.unitCode ? { unitCode: q.unitCode } : q.unit === 'count' ? {} : { unitText: q.unit };
  return q.min === q.max ? { ...base, value: q.min, ...unit } : { ...base, minValue: q.min, maxValue: q.max, ...unit };
}

/**
 * A product page's Product: `url` and `imageUrls` absolute; `brand` the storefront's name; `category` the path of
 * category names ("Insulators > Composite Long Rod Insulators"); `properties` the product's rows as the read API
 * gives them (typed ratings, then free rows), of which `additionalProperty` lists every one the page shows
 * (`shownProperties`). With `imageAlt` (the alt text staff wrote for the main image) the images are ImageObjects
 * whose `caption` is that text.
 */
export function productJsonLd(product: {
  id: string;
  name: string;
  description: string;
  url: string;
  imageUrls: readonly string[];
  imageAlt?: string;
  brand: string;
  category: string;
  properties: readonly Property[];
}): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    productID: product.id,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    ...(product.imageUrls.length
      ? { image: product.imageAlt ? product.imageUrls.map((url) => ({ '@type': 'ImageObject' as const, url, caption: product.imageAlt })) : [...product.imageUrls] }
      : {}),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.category ? { category: product.category } : {}),
    additionalProperty: shownProperties(product.properties).map(propertyValue),
  };
}
