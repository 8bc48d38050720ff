import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd } from './structured-data-catalog.ts';
import { jsonLdText, organizationJsonLd } from './structured-data.ts';
import { typedProperty, type AttributeDefinition } from './specifications.ts';
import { SAMPLE_CONTACT as contact } from './testing/sample-contact.ts';

const attribute = (key: string, unit: AttributeDefinition['unit'], kind: AttributeDefinition['kind'] = 'number'): AttributeDefinition => ({
  key,
  name: key,
  kind,
  unit,
  choices: [],
  filter: true,
  card: false,
});

describe('organizationJsonLd', () => {
  it('gives the US office as a postal address, the production sites as places and a sales contact point', () => {
    const org = organizationJsonLd(contact, 'https://www.example.com', 'https://www.example.com/logo.png');
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Radhe Group of Industries',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Suite 210, 25 West Market Street',
        addressLocality: 'West Chester',
        addressRegion: 'PA',
        postalCode: '19382',
        addressCountry: 'US',
      },
      location: [{ '@type': 'Place', name: 'Production Facility 1', address: contact.productionSites[0] }],
      contactPoint: { '@type': 'ContactPoint', contactType: 'sales', telephone: '+1 610 555 0142' },
    });
  });

  it('keeps an address line of another form whole', () => {
    const org = organizationJsonLd({ ...contact, addressLine2: 'Vadodara, Gujarat' }, 'https://x.example', 'https://x.example/l.png');
    expect(org).toMatchObject({ address: { addressLocality: 'Vadodara, Gujarat' } });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://x.example/in' }, { name: 'Insulators', url: 'https://x.example/in/products/1' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/in' },
        { '@type': 'ListItem', position: 2, name: 'Insulators', item: 'https://x.example/in/products/1' },
      ],
    });
  });
});

describe('productJsonLd', () => {
  it('lists every property the page shows: a typed rating with its UN/CEFACT code, a range as min and max, free rows with their text', () => {
    const product = productJsonLd({
      id: '8f14e45f-ceea-4e7a-9b1c-6d5f1e3a2b10',
      name: 'Long Rod Insulator 220 kV, 120 kN',
      description: 'Suspension insulator.',
      url: 'https://x.example/in/products/details/long-rod-insulator-220-kv-120-kn-8f14e45f-ceea-4e7a-9b1c-6d5f1e3a2b10',
      imageUrls: ['https://x.example/media/images/lr.webp'],
      brand: 'Radhe',
      category: 'Insulators > Composite Long Rod Insulators',
      properties: [
        typedProperty(attribute('nominal-system-voltage', 'kV'), 220),
        typedProperty(attribute('uscd', 'mm/kV'), 31),
        typedProperty(attribute('design-temperature', '°C', 'range'), { min: -20, max: 350 }),
        typedProperty(attribute('sheds', null), 30),
        typedProperty(attribute('pollution-class', null, 'choice'), 'd Heavy'),
        { key: 'Standards', value: 'IEC 61109, IEC 62217' },
        { key: '', value: 'A row without a name' },
        { key: 'To be confirmed', value: '' },
        { key: ' ', value: ' ' },
      ],
    });
    expect(product.additionalProperty).toEqual([
      { '@type': 'PropertyValue', propertyID: 'nominal-system-voltage', name: 'nominal-system-voltage', value: 220, unitCode: 'KVT' },
      { '@type': 'PropertyValue', propertyID: 'uscd', name: 'uscd', value: 31, unitText: 'mm/kV' },
      { '@type': 'PropertyValue', propertyID: 'design-temperature', name: 'design-temperature', minValue: -20, maxValue: 350, unitCode: 'CEL' },
      { '@type': 'PropertyValue', propertyID: 'sheds', name: 'sheds', value: 30, unitCode: 'C62' },
      { '@type': 'PropertyValue', propertyID: 'pollution-class', name: 'pollution-class', value: 'd Heavy' },
      { '@type': 'PropertyValue', name: 'Standards', value: 'IEC 61109, IEC 62217' },
      { '@type': 'PropertyValue', value: 'A row without a name' },
      { '@type': 'PropertyValue', name: 'To be confirmed' },
    ]);
    expect(product).toMatchObject({ '@type': 'Product', brand: { '@type': 'Brand', name: 'Radhe' }, image: ['https://x.example/media/images/lr.webp'] });
  });
});

describe('productJsonLd images', () => {
  const base = { id: 'p1', name: 'Disc Insulator', description: '', url: 'https://example.com/in/p', imageUrls: ['https://example.com/media/a.png'], brand: 'Radhe', category: '', properties: [] };
  it('gives the image as a URL without an alt text, and as an ImageObject captioned with the alt text staff wrote', () => {
    expect(productJsonLd(base).image).toEqual(['https://example.com/media/a.png']);
    expect(productJsonLd({ ...base, imageAlt: 'Grey porcelain disc, top view' }).image).toEqual([
      { '@type': 'ImageObject', url: 'https://example.com/media/a.png', caption: 'Grey porcelain disc, top view' },
    ]);
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element or start HTML, and still parses to the same data', () => {
    const data = { name: '</script><img src=x onerror=alert(1)> & \u2028' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
