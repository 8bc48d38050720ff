/**
 * Alt text per image through the API (docs/decisions/0013, "alt text for every image, shown on the public
 * pages"): saved with the product and answered by the public product read, kept when a save leaves it out (a client
 * of product-spec.md §7's shape), dropped with an image that goes, and refused on its field, changing nothing, for a
 * path that is not one of the product's images or a text too long.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CATALOG_LIMITS, type Product } from '../../contracts/catalog.ts';
import { imageAltField } from '../../contracts/catalog-input.ts';
import { products } from '../db/schema.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { fieldMessages, fieldPaths } from '../test/errors.ts';

describeEachDatabase('alt text of product images', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Products', payload, headers: admin });
  const read = async (id: string) => (await t.app.inject({ url: `/api/Products/${id}` })).json<Product>();
  const images = { imagePath: 'images/1700000000000-rod.png', otherImages: ['images/1700000000001-end-fitting.png'] };

  beforeAll(async () => {
    t = await build(kind);
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t?.close());

  it('saves an alt text per image, shows it in the public read, and keeps it when a save leaves it out', async () => {
    const alts = { [images.imagePath]: 'Grey silicone long rod insulator with 40 sheds', [images.otherImages[0]]: 'Forged steel ball end fitting ' };
    const saved = await post({ vendor: 'radhe', name: '220 kV Long Rod Insulator', ...images, imageAlts: alts });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json<Product>();
    const expected = { [images.imagePath]: 'Grey silicone long rod insulator with 40 sheds', [images.otherImages[0]]: 'Forged steel ball end fitting' };
    expect((await read(id)).imageAlts).toEqual(expected);

    // A client that knows nothing of alt texts keeps them.
    expect((await post({ id, vendor: 'radhe', name: '220 kV Long Rod Insulator (silicone)', ...images })).statusCode).toBe(200);
    expect((await read(id)).imageAlts).toEqual(expected);

    // An image that goes takes its alt text with it; an emptied text falls back to the name.
    expect((await post({ id, vendor: 'radhe', name: '220 kV Long Rod Insulator', imagePath: images.imagePath })).statusCode).toBe(200);
    expect((await read(id)).imageAlts).toEqual({ [images.imagePath]: expected[images.imagePath] });
    expect((await post({ id, vendor: 'radhe', name: '220 kV Long Rod Insulator', imagePath: images.imagePath, imageAlts: { [images.imagePath]: '  ' } })).statusCode).toBe(200);
    expect((await read(id)).imageAlts).toEqual({});
  });

  it('refuses, on the field and changing nothing, an alt text for an image the product does not have, or one too long', async () => {
    const saved = await post({ vendor: 'therm', name: 'Metallic expansion joint', ...images, imageAlts: { [images.imagePath]: 'Stainless bellows' } });
    const { id } = saved.json<Product>();
    const before = await t.database.db.select().from(products).where(eq(products.id, id));

    const foreign = await post({ id, vendor: 'therm', name: 'Renamed', ...images, imageAlts: { 'images/1700000000009-someone-else.png': 'Not ours' } });
    expect(foreign.statusCode).toBe(400);
    expect(fieldMessages(foreign.json(), imageAltField('images/1700000000009-someone-else.png'))).toEqual(['This alt text is for an image the product does not have']);

    const long = await post({ id, vendor: 'therm', name: 'Renamed', ...images, imageAlts: { [images.imagePath]: 'x'.repeat(CATALOG_LIMITS.imageAlt + 1) } });
    expect(long.statusCode).toBe(400);
    expect(fieldPaths(long.json())).toEqual([imageAltField(images.imagePath)]);
    expect(fieldMessages(long.json(), imageAltField(images.imagePath))).toEqual([`Alt text must be at most ${CATALOG_LIMITS.imageAlt} characters`]);

    expect(await t.database.db.select().from(products).where(eq(products.id, id))).toEqual(before);
  });
});
