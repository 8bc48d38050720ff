/**
 * schema.org JSON-LD for the public pages (issue 20 "Pages a search engine understands"): the company
 * (Organization with the US office, the production sites and a contact point), the path of a catalogue page
 * (BreadcrumbList) and a product (Product with each typed rating as a PropertyValue with its value and UN/CEFACT
 * `unitCode`, or `unitText` where the unit has no code).
 *
 * Typed with schema-dts (Google's schema.org typings), so a property schema.org does not define on a type, or a
 * value of the wrong type, fails `npm run typecheck`. `jsonLdText` makes the text of the page's
 * `<script type="application/ld+json">`, safe to put in HTML whatever the catalogue holds.
 */
import type { BreadcrumbList, Organization, Product, PropertyValue, WithContext } from 'schema-dts';
import type { CompanyContact } from './public-config.ts';
import type { TypedProperty } from './specifications.ts';

/**
 * The US office's second address line read as locality, region, postal code and country ("West Chester, PA 19382,
 * USA"); a line in another form is kept whole as the locality.
 */
function postalParts(line: string): { addressLocality: string; addressRegion?: string; postalCode?: string; addressCountry?: string } {
  const match = /^(.+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)(?:,\s*(.+))?$/.exec(line.trim());
  if (!match) return { addressLocality: line.trim() };
  const [, addressLocality, addressRegion, postalCode, country] = match;
  return { addressLocality, addressRegion, postalCode, ...(country ? { addressCountry: country === 'USA' ? 'US' : country } : {}) };
}

/** The company as an Organization: `siteUrl` is the site's origin, `logoUrl` an absolute URL of its logo. */
export function organizationJsonLd(contact: CompanyContact, siteUrl: string, logoUrl: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: contact.companyName,
    url: siteUrl,
    logo: logoUrl,
    email: contact.email,
    telephone: contact.phoneNumber,
    address: { '@type': 'PostalAddress', streetAddress: contact.addressLine1, ...postalParts(contact.addressLine2) },
    location: contact.productionSites.map((site, i) => ({ '@type': 'Place', name: `Production Facility ${i + 1}`, address: site })),
    contactPoint: { '@type': 'ContactPoint', contactType: 'sales', email: contact.email, telephone: contact.phoneNumber },
  };
}

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

/**
 * The text of a `<script type="application/ld+json">` holding `data`: JSON with '<', '>', '&' and the line
 * separators escaped, so no catalogue text can close the script element or be read as HTML.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
