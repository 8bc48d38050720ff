/**
 * A product page's structured data lists every property the page shows (product-spec.md §2 "Product detail";
 * contracts/structured-data-catalog.ts): the JSON-LD Product's `additionalProperty` holds one PropertyValue per row
 * of the page's Specifications table, in its order and by its name — a typed rating with its `value`, or
 * `minValue` and `maxValue`, and its UN/CEFACT `unitCode`; a free row with its text — and the page passes the
 * structured-data validator (e2e/support/structured-data.ts). Checked in Debian's Chromium against the real server
 * and the demo catalogue: in the running app for products with free rows and ranges, and for every demo product
 * in the page as the server sends it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ANY_WIDTH } from '../playwright.config.ts';
import { gotoApp } from './support/app.ts';
import { checkStructuredData, structuredDataErrors } from './support/structured-data.ts';

/** A product as GET /api/Products/{id} answers it (the parts this spec reads). */
interface ApiProduct {
  id: string;
  name: string;
  vendor: 'radhe' | 'therm';
  properties: Array<{ key: string; value: string; attribute?: string; quantity?: { min: number; max: number; unitCode: string | null } }>;
}

/** The rows of the page's Specifications table: each row's heading cell and value cell. */
async function shownRows(page: Page): Promise<Array<{ key: string; value: string }>> {
  const rows = page.getByRole('table', { name: 'Specifications' }).getByRole('row');
  return rows.evaluateAll((elements) => elements.map((row) => ({ key: row.querySelector('th')?.textContent ?? '', value: row.querySelector('td')?.textContent ?? '' })));
}

/** The page's JSON-LD Product, read from the document as it stands, and the validator's errors. */
async function productStructuredData(html: string) {
  const { jsonLd, issues } = await checkStructuredData(html);
  expect(jsonLd.Product, 'one Product').toHaveLength(1);
  return { additionalProperty: jsonLd.Product[0].additionalProperty as Array<Record<string, unknown>>, errors: structuredDataErrors(issues) };
}

/** The demo product named `name`, found as a visitor finds it: by its name in its storefront's search. */
async function productNamed(request: APIRequestContext, vendor: 'radhe' | 'therm', name: string): Promise<ApiProduct> {
  const answer = (await (await request.get(`/api/Search/${vendor}?q=${encodeURIComponent(name)}`)).json()) as { products: ApiProduct[] };
  expect(answer.products[0]?.name).toBe(name);
  return answer.products[0];
}

const PRODUCTS = [
  // The issue's two: no typed rating once, and free rows beside typed ones.
  ['radhe', 'in', 'Composite Insulated Cross-arm 66-132 kV'],
  ['radhe', 'in', 'Distribution Surge Arrester 30 kV (33 kV systems)'],
  ['therm', 'fd', 'Refractory-lined Hinged Expansion Joint'],
] as const;

for (const [vendor, code, name] of PRODUCTS) {
  test(`${name}: the JSON-LD lists every row of the Specifications table, typed ones with their units`, async ({ page, request }) => {
    const product = await productNamed(request, vendor, name);
    await gotoApp(page, `/${code}/products/details/${product.id}`);
    const rows = await shownRows(page);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const { additionalProperty, errors } = await productStructuredData(await page.content());
    expect(errors).toEqual([]);
    expect(additionalProperty.map((p) => p.name)).toEqual(rows.map((row) => row.key));
    for (const [i, row] of rows.entries()) {
      const typed = product.properties.find((p) => p.key === row.key && p.attribute);
      const item = additionalProperty[i];
      expect(item['@type']).toBe('PropertyValue');
      if (!typed?.quantity) {
        expect(item.value, row.key).toBe(row.value);
        continue;
      }
      const { min, max, unitCode } = typed.quantity;
      expect(item, row.key).toMatchObject({ propertyID: typed.attribute, ...(min === max ? { value: min } : { minValue: min, maxValue: max }), ...(unitCode ? { unitCode } : {}) });
    }
    // The demo catalogue's ranges are typed: the page and the JSON-LD carry them as numbers.
    if (name.startsWith('Composite')) {
      expect(rows).toContainEqual({ key: 'Nominal System Voltage', value: '66–132 kV' });
      expect(additionalProperty).toContainEqual(expect.objectContaining({ propertyID: 'nominal-system-voltage', minValue: 66, maxValue: 132, unitCode: 'KVT' }));
    }
  });
}

// The pages as the server sends them: the same at every width.
test('every demo product, as the server sends its page: as many PropertyValues as table rows, and the validator passes', ANY_WIDTH, async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  // The document is what is checked; its images and styles are left out, for speed.
  await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
  let checked = 0;
  for (const [vendor, code] of [['radhe', 'in'], ['therm', 'fd']] as const) {
    const queue: Array<string | null> = [null];
    while (queue.length) {
      const id = queue.shift();
      const listing = (await (await request.get(`/api/Categories/${vendor}${id ? `?categoryId=${id}` : ''}`)).json()) as {
        subCategories: Array<{ id: string }>;
        products: ApiProduct[];
      };
      queue.push(...listing.subCategories.map((c) => c.id));
      // The demo catalogue's products: other specs of the suite leave products of their own (named 'E2E …').
      for (const product of listing.products.filter((p) => !p.name.startsWith('E2E '))) {
        await page.goto(`/${code}/products/details/${product.id}`);
        const rows = await shownRows(page);
        const { additionalProperty, errors } = await productStructuredData(await page.content());
        expect(errors, product.name).toEqual([]);
        expect(additionalProperty.length, product.name).toBe(rows.length);
        expect(additionalProperty.map((p) => p.name), product.name).toEqual(rows.map((row) => row.key));
        checked += 1;
      }
    }
  }
  expect(checked).toBe(49);
  await context.close();
});
