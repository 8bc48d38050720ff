import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import { createDiskBlobStore } from '../../storage/disk.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import sharp from 'sharp';
import { renderArt } from '../drawings/product-art.ts';
import { readQuantities } from '../../../contracts/quantities.ts';
import { planDemoCatalog, seedDemoCatalog, seedSyntheticCatalog, stableId } from './index.ts';
import { TEXT_ROWS_WITH_FIGURES } from './ratings.ts';

const quiet = { info: () => {} };

describe('demo catalogue data', () => {
  const plan = planDemoCatalog();

  it('has at least 40 products across both vendors', () => {
    expect(plan.products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(plan.products.map((p) => p.vendor))).toEqual(new Set(['radhe', 'therm']));
    // Each in a category: a product's typed ratings are its category's attributes (docs/catalogue-ratings.md).
    expect(plan.products.filter((p) => p.categoryId === null)).toEqual([]);
  });

  it('types every rating that is a range; a free row holds a range or a bound only when it is listed with its reason', () => {
    for (const p of plan.products) {
      for (const row of p.properties!) {
        const spans = readQuantities(row.value).quantities.filter((q) => q.min !== q.max);
        if (spans.length > 0) expect(TEXT_ROWS_WITH_FIGURES, `${p.name}: ${row.key} '${row.value}'`).toHaveProperty([row.key]);
      }
    }
    const ranges = plan.products.flatMap((p) => p.specifications!.flatMap((s) => (typeof s.value === 'object' ? [`${p.name}: ${s.attribute}`] : [])));
    for (const typed of [
      'Composite Insulated Cross-arm 66-132 kV: nominal-system-voltage',
      'Corona (Grading) Rings 220-765 kV: nominal-system-voltage',
      'Corona (Grading) Rings 220-765 kV: tube-diameter',
      'Corona (Grading) Rings 220-765 kV: ring-diameter',
      'Variable Spring Hanger: load-range',
    ]) {
      expect(ranges).toContain(typed);
    }
  });

  it('never reads a standard as a range or a quantity', () => {
    const standards = plan.products.flatMap((p) => p.properties!.filter((row) => /^(Standards|Design Code)$/.test(row.key)).map((row) => row.value));
    expect(standards).toContain('IEC 60099-4');
    for (const text of standards) expect(readQuantities(text).quantities, text).toEqual([]);
  });

  it('gives every product 4-16 properties (typed ratings and free rows), a main image and at least one other image', () => {
    for (const p of plan.products) {
      // What the product page lists: its typed ratings then its free rows.
      const rows = p.properties!.length + p.specifications!.length;
      expect(rows, p.name).toBeGreaterThanOrEqual(4);
      expect(rows, p.name).toBeLessThanOrEqual(16);
      expect(p.imagePath).toMatch(/^images\/.+\.webp$/);
      expect(p.otherImages!.length).toBeGreaterThanOrEqual(1);
      expect(p.description!.length).toBeGreaterThan(60);
    }
  });

  it('describes categories in 2-4 sentences and products in 3-6', () => {
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).length;
    for (const c of plan.categories) expect(sentences(c.description!), c.name).toBeGreaterThanOrEqual(2);
    for (const c of plan.categories) expect(sentences(c.description!), c.name).toBeLessThanOrEqual(4);
    for (const p of plan.products) expect(sentences(p.description!), p.name).toBeGreaterThanOrEqual(3);
    for (const p of plan.products) expect(sentences(p.description!), p.name).toBeLessThanOrEqual(6);
  });

  it('nests categories at least three levels deep', () => {
    const byId = new Map(plan.categories.map((c) => [c.id, c]));
    const depth = (id: string | null | undefined): number => (id ? 1 + depth(byId.get(id)?.parentCategoryId) : 0);
    expect(Math.max(...plan.categories.map((c) => depth(c.id)))).toBeGreaterThanOrEqual(3);
  });

  it('draws 1200 × 900 WebP illustrations in every view', async () => {
    for (const view of ['main', 'detail', 'drawing', 'config'] as const) {
      const meta = await sharp(await renderArt('longrod', { view, palette: 'radhe', sheds: 20, variant: 'ball-socket' })).metadata();
      expect([meta.format, meta.width, meta.height], view).toEqual(['webp', 1200, 900]);
    }
  });

  it('keeps names unique under each parent and ids stable', () => {
    const keys = [...plan.categories.map((c) => `${c.vendor}/${c.parentCategoryId}/${c.name}`), ...plan.products.map((p) => `${p.vendor}/${p.categoryId}/${p.name}`)];
    expect(new Set(keys).size).toBe(keys.length);
    expect(planDemoCatalog().products.map((p) => p.id)).toEqual(plan.products.map((p) => p.id));
    expect(stableId('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('seeding a database', () => {
  let database: DatabaseHandle;
  let blobs: BlobStore;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
    database = await openDatabase({ dataDir: ':memory:' });
    await migrateDatabase(database);
    blobs = createDiskBlobStore(join(dir, 'blobs'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads rows and every referenced image, and a second run changes nothing', async () => {
    const first = await seedDemoCatalog(database.db, blobs, quiet);
    expect(first.skipped).toBe(false);
    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(first.products);
    for (const p of rows) {
      for (const path of [p.imagePath, ...p.otherImages, ...p.configurations.map((c) => c.value)]) {
        const info = await blobs.stat(p.vendor, path);
        expect(info, `${p.vendor}/${path}`).not.toBeNull();
        expect(info!.size, `${p.vendor}/${path}`).toBeGreaterThan(3_000);
        expect(info!.size, `${p.vendor}/${path}`).toBeLessThan(120_000);
      }
    }
    for (const c of await database.db.select().from(categories)) {
      expect(c.imagePath, c.name).toBeTruthy();
      expect(await blobs.stat(c.vendor, c.imagePath), `${c.vendor}/${c.imagePath}`).not.toBeNull();
    }
    // A staff edit survives a restart.
    await database.db.update(products).set({ name: 'Edited by staff' }).where(eq(products.id, rows[0].id));
    const second = await seedDemoCatalog(database.db, blobs, quiet);
    expect(second).toMatchObject({ skipped: true, imagesWritten: 0 });
    const [{ n }] = await database.db.select({ n: count() }).from(products);
    expect(n).toBe(first.products);
    const [edited] = await database.db.select().from(products).where(eq(products.id, rows[0].id));
    expect(edited.name).toBe('Edited by staff');
  }, 120_000);

  it('makes a synthetic catalogue with a 200-product category, and replaces it when run again', async () => {
    const result = await seedSyntheticCatalog(database.db, { scale: 1000, vendor: 'therm' });
    expect(result.products).toBe(1000);
    const [{ n: inBench }] = await database.db.select({ n: count() }).from(products).where(eq(products.categoryId, result.bench200CategoryId));
    expect(inBench).toBe(200);
    await seedSyntheticCatalog(database.db, { scale: 500, vendor: 'therm' });
    const roots = await database.db.select().from(categories).where(isNull(categories.parentCategoryId));
    expect(roots.filter((c) => c.name.startsWith('Synthetic'))).toHaveLength(1);
    const [{ n: total }] = await database.db.select({ n: count() }).from(products).where(eq(products.vendor, 'therm'));
    expect(total).toBe(500 + planDemoCatalog().products.filter((p) => p.vendor === 'therm').length);
  }, 60_000);
});
