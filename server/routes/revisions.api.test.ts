import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products, productQuantities, revisions } from '../db/schema.ts';
import { adminToken, bearer, staffToken } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';

describeEachDatabase('history, restore and the audit log', (kind) => {
  let t: TestContext;
  let admin: Record<string, string>;
  let editor: Record<string, string>;

  beforeAll(async () => {
    t = await build(kind);
    admin = bearer(await adminToken(t));
    editor = bearer(await staffToken(t, ['editor.radhe'], 'Meera Editor'));
  });
  afterAll(() => t?.close());

  const post = async (url: string, payload: object, headers = editor) => t.app.inject({ method: 'POST', url, payload, headers });
  const saveCategory = async (payload: object) => (await post('/api/Categories', payload)).json();
  const saveProduct = async (payload: object) => (await post('/api/Products', payload)).json();
  const history = async (path: string) => (await t.app.inject({ url: `${path}/revisions`, headers: editor })).json();
  const deletedList = async () => (await t.app.inject({ url: '/api/revisions/deleted?vendor=radhe', headers: editor })).json();

  it('stores a revision of every write with who, before and after, and answers the history newest first with the changed fields', async () => {
    const created = await saveProduct({ name: 'Pin insulator', vendor: 'radhe', description: 'First' });
    expect(created.version).toBe(1);
    const updated = await saveProduct({ id: created.id, name: 'Pin insulator 11 kV', vendor: 'radhe', description: 'First', version: 1 });
    expect(updated.version).toBe(2);
    const answer = await history(`/api/Products/${created.id}`);
    expect(answer.version).toBe(2);
    expect(answer.revisions.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    const [update, create] = answer.revisions;
    expect(update).toMatchObject({ actorName: 'Meera Editor', vendor: 'radhe', entityType: 'product', entityId: created.id });
    expect(update.actorSubject).toMatch(/^33333333-/);
    expect(update.before.name).toBe('Pin insulator');
    expect(update.after.name).toBe('Pin insulator 11 kV');
    expect(update.changed).toEqual([{ field: 'name', before: 'Pin insulator', after: 'Pin insulator 11 kV' }]);
    expect(create.before).toBeNull();
    expect(create.after.name).toBe('Pin insulator');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/Products/${created.id}`, headers: editor })).statusCode).toBe(204);
    const afterDelete = await history(`/api/Products/${created.id}`);
    expect(afterDelete.version).toBeNull();
    expect(afterDelete.revisions[0]).toMatchObject({ action: 'delete', after: null, before: { name: 'Pin insulator 11 kV' } });
  });

  it('refuses a stale save with 409 naming who saved last and when, changing nothing; a save without a version still wins', async () => {
    const product = await saveProduct({ name: 'Disc insulator', vendor: 'radhe' });
    await post('/api/Products', { id: product.id, name: 'Disc insulator 70 kN', vendor: 'radhe', version: 1 }, admin);
    const stale = await post('/api/Products', { id: product.id, name: 'My late edit', vendor: 'radhe', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/^Saved by Test Admin at \d{4}-\d{2}-\d{2}T.* since you opened it$/) });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: 'Disc insulator 70 kN', version: 2 });
    expect((await history(`/api/Products/${product.id}`)).revisions).toHaveLength(2);

    const category = await saveCategory({ name: 'Fittings', vendor: 'radhe' });
    await saveCategory({ id: category.id, name: 'Line fittings', vendor: 'radhe', version: 1 });
    expect((await post('/api/Categories', { id: category.id, name: 'Old', vendor: 'radhe', version: 1 })).statusCode).toBe(409);

    const lastWins = await post('/api/Products', { id: product.id, name: 'Disc insulator 120 kN', vendor: 'radhe' });
    expect(lastWins.statusCode).toBe(200);
    expect(lastWins.json().version).toBe(3);
  });

  it('deletes a category with one revision per entity of the subtree and restores it whole, media links and quantities included', async () => {
    const top = await saveCategory({ name: 'Bushings', vendor: 'radhe', attributes: [{ key: 'voltage', name: 'Voltage', kind: 'number', unit: 'kV' }] });
    const sub = await saveCategory({ name: 'Oil bushings', vendor: 'radhe', parentCategoryId: top.id });
    const product = await saveProduct({
      name: 'OIP bushing', vendor: 'radhe', categoryId: sub.id, imagePath: 'images/oip.png', otherImages: ['images/oip-2.png'],
      specifications: [{ attribute: 'voltage', value: 245 }],
    });
    expect(await t.database.db.select().from(productQuantities).where(eq(productQuantities.productId, product.id))).toHaveLength(1);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/Categories/${top.id}`, headers: editor })).statusCode).toBe(204);
    const deletes = await t.database.db.select().from(revisions).where(eq(revisions.action, 'delete'));
    const batch = deletes.filter((r) => [top.id, sub.id, product.id].includes(r.entityId));
    expect(batch.map((r) => r.entityId).sort()).toEqual([top.id, sub.id, product.id].sort());
    expect(new Set(batch.map((r) => r.batchId)).size).toBe(1);

    const listed = (await deletedList()).items;
    const entry = listed.find((r: { entityId: string }) => r.entityId === top.id);
    expect(entry).toMatchObject({ entityName: 'Bushings', entityType: 'category' });
    expect(listed.some((r: { entityId: string }) => r.entityId === sub.id || r.entityId === product.id)).toBe(false);

    const restored = await post(`/api/revisions/${entry.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json().restored.map((r: { name: string }) => r.name)).toEqual(['Bushings', 'Oil bushings', 'OIP bushing']);
    const [back] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(back).toMatchObject({ categoryId: sub.id, imagePath: 'images/oip.png', otherImages: ['images/oip-2.png'] });
    const [subBack] = await t.database.db.select().from(categories).where(eq(categories.id, sub.id));
    expect(subBack.parentCategoryId).toBe(top.id);
    expect(await t.database.db.select().from(productQuantities).where(eq(productQuantities.productId, product.id))).toHaveLength(1);
    expect((await deletedList()).items.some((r: { entityId: string }) => r.entityId === top.id)).toBe(false);
    expect((await history(`/api/Categories/${top.id}`)).revisions[0]).toMatchObject({ action: 'restore', actorName: 'Meera Editor' });

    // Restoring the same delete again: the id is taken.
    const again = await post(`/api/revisions/${entry.id}/restore`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('restores a deleted product back onto the public reads, and refuses one whose category is gone, naming it', async () => {
    const category = await saveCategory({ name: 'Surge arresters', vendor: 'radhe' });
    const product = await saveProduct({ name: 'Station arrester', vendor: 'radhe', categoryId: category.id });
    await t.app.inject({ method: 'DELETE', url: `/api/Products/${product.id}`, headers: editor });
    expect((await t.app.inject({ url: `/api/Products/${product.id}` })).statusCode).toBe(404);
    const entry = (await deletedList()).items.find((r: { entityId: string }) => r.entityId === product.id);
    expect((await post(`/api/revisions/${entry.id}/restore`, {})).statusCode).toBe(200);
    const publicRead = await t.app.inject({ url: `/api/Products/${product.id}` });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().name).toBe('Station arrester');

    await t.app.inject({ method: 'DELETE', url: `/api/Products/${product.id}`, headers: editor });
    await t.app.inject({ method: 'DELETE', url: `/api/Categories/${category.id}`, headers: editor });
    const orphan = (await history(`/api/Products/${product.id}`)).revisions[0];
    const refused = await post(`/api/revisions/${orphan.id}/restore`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("'Surge arresters'");
    expect(await t.database.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(0);
  });

  it('restores an earlier state of an existing product as a new restore revision', async () => {
    const product = await saveProduct({ name: 'Spacer', vendor: 'radhe', description: 'v1' });
    await saveProduct({ id: product.id, name: 'Spacer damper', vendor: 'radhe', description: 'v2' });
    const create = (await history(`/api/Products/${product.id}`)).revisions.at(-1);
    expect((await post(`/api/revisions/${create.id}/restore`, {})).statusCode).toBe(200);
    const answer = await history(`/api/Products/${product.id}`);
    expect(answer.revisions[0]).toMatchObject({ action: 'restore', after: { name: 'Spacer', description: 'v1' } });
    expect(answer.version).toBe(3);
  });

  it('refuses the history of the other storefront and the audit log to a non-administrator (403)', async () => {
    const therm = await post('/api/Products', { name: 'Heater', vendor: 'therm' }, admin);
    const other = await t.app.inject({ url: `/api/Products/${therm.json().id}/revisions`, headers: editor });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/revisions/deleted?vendor=therm', headers: editor })).statusCode).toBe(403);
    const audit = await t.app.inject({ url: '/api/audit', headers: editor });
    expect(audit.statusCode).toBe(403);
    expect(audit.json().code).toBe('FORBIDDEN');
  });

  it('filters the audit log by who, storefront, kind, action and time, newest first', async () => {
    const page = async (query: string) => (await t.app.inject({ url: `/api/audit?${query}`, headers: admin })).json();
    const all = await page('limit=200');
    expect(all.total).toBeGreaterThan(5);
    expect(all.items[0].at >= all.items.at(-1).at).toBe(true);
    const byMeera = await page('who=meera&limit=200');
    expect(byMeera.items.length).toBeGreaterThan(0);
    expect(byMeera.items.every((r: { actorName: string }) => r.actorName === 'Meera Editor')).toBe(true);
    expect((await page('vendor=therm')).items.every((r: { vendor: string }) => r.vendor === 'therm')).toBe(true);
    expect((await page('vendor=therm')).total).toBe(1);
    const deletes = await page('kind=category&action=delete&limit=200');
    expect(deletes.items.length).toBeGreaterThan(0);
    expect(deletes.items.every((r: { entityType: string; action: string }) => r.entityType === 'category' && r.action === 'delete')).toBe(true);
    expect((await page('from=2999-01-01')).total).toBe(0);
    expect((await page('to=2000-01-01')).total).toBe(0);
    const paged = await page('limit=2&offset=1');
    expect(paged.items.map((r: { id: string }) => r.id)).toEqual(all.items.slice(1, 3).map((r: { id: string }) => r.id));
    const bad = await t.app.inject({ url: '/api/audit?action=explode', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
