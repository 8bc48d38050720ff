/**
 * schema.org JSON-LD for the public pages: the company
 * (Organization with the US office, the production sites and a contact point) here; the catalogue pages' path and
 * products in structured-data-catalog.ts (apart, so that every page's first JavaScript carries only this).
 *
 * Typed with schema-dts (Google's schema.org typings), so a property schema.org does not define on a type, or a
 * value of the wrong type, fails `npm run typecheck`. `jsonLdText` makes the text of the page's
 * `<script type="application/ld+json">`, safe to put in HTML whatever the catalogue holds.
 */
import type { Organization, WithContext } from 'schema-dts';
import type { CompanyContact } from './public-config.ts';

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

/**
 * The text of a `<script type="application/ld+json">` holding `data`: JSON with '<', '>', '&' and the line
 * separators escaped, so no catalogue text can close the script element or be read as HTML.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
