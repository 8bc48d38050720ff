/**
 * A buyer's reading of the cards, at both widths (390 px phone, 1440 px desktop where the facets make cards
 * narrowest), in Debian's Chromium against the real server: on every category page of both storefronts that lists
 * products, each card property's value (a number and its unit, a range) is shown in full, and a long label gives way
 * with an ellipsis instead.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { categoryPath } from '../contracts/catalog-paths.ts';

/** Every category of `vendor` that lists products, breadth first, as { id, name }. */
async function categoriesWithProducts(request: APIRequestContext, vendor: 'radhe' | 'therm') {
  const found: Array<{ id: string; name: string }> = [];
  const queue: Array<string | null> = [null];
  while (queue.length) {
    const id = queue.shift();
    const listing = (await (await request.get(`/api/Categories/${vendor}${id ? `?categoryId=${id}` : ''}`)).json()) as {
      id: string | null;
      name: string;
      subCategories: Array<{ id: string }>;
      products: unknown[];
    };
    if (listing.id && listing.products.length > 0) found.push({ id: listing.id, name: listing.name });
    queue.push(...listing.subCategories.map((c) => c.id));
  }
  return found;
}

for (const [vendor, code] of [
  ['radhe', 'in'],
  ['therm', 'fd'],
] as const) {
  test(`${code}: every product card shows its property values whole`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const categories = await categoriesWithProducts(request, vendor);
    expect(categories.length).toBeGreaterThan(0);
    let checked = 0;
    for (const category of categories) {
      await page.goto(categoryPath(code, category));
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      // A value is cut when its text runs past its own box or past the line (the line clips what overflows it).
      const cut = await page.getByTestId('product-card-property-value').evaluateAll((values) =>
        values
          .filter((value) => {
            const range = document.createRange();
            range.selectNodeContents(value);
            const text = range.getBoundingClientRect();
            const visible = Math.min(value.getBoundingClientRect().right, value.closest('li')!.getBoundingClientRect().right);
            return text.right > visible + 1;
          })
          .map((value) => value.closest('li')?.title ?? ''),
      );
      expect(cut, `${category.name}: values cut`).toEqual([]);
      checked += await page.getByTestId('product-card-property-value').count();
    }
    expect(checked).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath(`cards-${code}-${testInfo.project.name}.png`) });
  });
}
