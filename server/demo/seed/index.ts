/**
 * Demo and synthetic catalogues.
 *
 * `seedDemoCatalog` loads the demo catalogue of both vendors (server/demo/seed/radhe.ts, therm.ts) with images drawn
 * by server/demo/drawings/product-art.ts. Rule: the rows are inserted, in one transaction, only when none of the demo rows
 * exists yet — once present they belong to the staff, who may have edited or deleted them, and a restart never
 * overwrites their work. Missing image blobs are always filled in (they are derived from the code).
 *
 * `seedSyntheticCatalog` adds a large catalogue for benchmarks under one root category per vendor.
 */
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { VendorKey } from '../../../contracts/vendors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { ensureBlobs } from './ensure-blobs.ts';
import { effectiveAttributes, numericValues, type AttributeDefinition, type SpecificationValue } from '../../../contracts/specifications.ts';
import { categories, productQuantities, products } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';
import { renderArt, type ArtKind, type ArtOptions } from '../drawings/product-art.ts';
import { radheCatalog } from './radhe.ts';
import { thermCatalog } from './therm.ts';
import type { SeedCategory, SeedProduct } from './types.ts';
import { CATEGORY_ATTRIBUTES, PRODUCT_RATINGS } from './ratings.ts';

/** Name of the advisory lock (hashed to its key) the demo catalogue's load holds: one instance loads at a time. */
const DEMO_SEED_LOCK = 'radhe-therm:demo-catalogue';

/** A stable GUID (version-5 layout) from a name: the same name gives the same id on every machine. */
export function stableId(name: string): string {
  const h = createHash('sha1').update(`radhe-therm:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** One image the demo catalogue needs: where it goes and how to draw it. */
export interface PlannedImage {
  container: VendorKey;
  path: string;
  kind: ArtKind;
  options: ArtOptions;
}

type CategoryInsert = typeof categories.$inferInsert;
type ProductInsert = typeof products.$inferInsert;
type QuantityInsert = typeof productQuantities.$inferInsert;

/** The demo catalogue as rows and images, derived from the seed data. */
export interface DemoPlan {
  categories: CategoryInsert[];
  products: ProductInsert[];
  /** The numbers of the products' typed ratings (docs/decisions/0009), as the catalogue's writes would store them. */
  quantities: QuantityInsert[];
  images: PlannedImage[];
}

/** A seed category's attributes (server/demo/seed/ratings.ts) as stored: the `replaces` list left out. */
function seedAttributes(vendor: VendorKey, slug: string): AttributeDefinition[] {
  return (CATEGORY_ATTRIBUTES[`${vendor}:${slug}`] ?? []).map(({ replaces: _replaces, ...attribute }) => attribute);
}

/**
 * A seed product's typed values (ratings.ts `PRODUCT_RATINGS`) and its free rows without those a typed value
 * replaces. @throws when a rating names an attribute its category chain does not define (a mistake in the data).
 */
function seedSpecifications(vendor: VendorKey, product: SeedProduct, chain: string[]): { specifications: SpecificationValue[]; properties: Array<{ key: string; value: string }> } {
  const attributes = chain.flatMap((slug) => CATEGORY_ATTRIBUTES[`${vendor}:${slug}`] ?? []);
  const ratings = PRODUCT_RATINGS[product.slug] ?? {};
  const replaced = new Set<string>();
  const specifications = Object.entries(ratings).map(([key, rating]) => {
    const attribute = attributes.find((a) => a.key === key);
    if (!attribute) throw new Error(`demo product ${product.slug}: no attribute '${key}' in ${chain.join('/')}`);
    for (const name of attribute.replaces) replaced.add(name);
    return { attribute: key, value: Array.isArray(rating) ? { min: rating[0], max: rating[1] } : rating };
  });
  const properties = product.properties.filter(([key]) => !replaced.has(key)).map(([key, value]) => ({ key, value }));
  return { specifications, properties };
}

/**
 * Each storefront's category tree. Every demo product sits in a category, because its typed ratings are its
 * category's attributes (docs/decisions/0009; a product at the root has none, docs/catalogue-ratings.md).
 */
const VENDOR_DATA: { vendor: VendorKey; tree: SeedCategory[] }[] = [
  { vendor: 'radhe', tree: radheCatalog },
  { vendor: 'therm', tree: thermCatalog },
];

/** Builds every row and image of the demo catalogue (pure; no I/O). */
export function planDemoCatalog(): DemoPlan {
  const plan: DemoPlan = { categories: [], products: [], quantities: [], images: [] };
  for (const { vendor, tree } of VENDOR_DATA) {
    const palette = vendor;
    const image = (path: string, kind: ArtKind, options: Omit<ArtOptions, 'palette'>) => {
      plan.images.push({ container: vendor, path, kind, options: { ...options, palette } });
      return path;
    };
    const addProduct = (p: SeedProduct, categoryId: string | null, chain: string[]) => {
      const id = stableId(`${vendor}:product:${p.slug}`);
      const { specifications, properties } = seedSpecifications(vendor, p, chain);
      const attributes = effectiveAttributes(chain.map((slug) => ({ attributes: seedAttributes(vendor, slug) })));
      for (const n of numericValues(attributes, specifications)) plan.quantities.push({ productId: id, vendor, categoryId, ...n });
      const main = image(`images/demo-${p.slug}.webp`, p.art, { view: 'main', sheds: p.sheds });
      const detail = image(`images/demo-${p.slug}-detail.webp`, p.art, { view: 'detail', sheds: p.sheds });
      const drawing = image(`images/demo-${p.slug}-drawing.webp`, p.art, { view: 'drawing', sheds: p.sheds });
      plan.products.push({
        id,
        vendor,
        categoryId,
        name: p.name,
        description: p.description,
        imagePath: main,
        properties,
        specifications,
        otherImages: [detail, drawing],
        configurations: (p.configurations ?? []).map(([key, variant]) => ({
          key,
          value: image(`images/demo-${p.slug}-${variant}.webp`, p.art, { view: 'config', sheds: p.sheds, variant }),
        })),
      });
    };
    const addCategory = (c: SeedCategory, parentCategoryId: string | null, parentChain: string[]) => {
      const id = stableId(`${vendor}:category:${c.slug}`);
      const chain = [...parentChain, c.slug];
      plan.categories.push({
        id,
        vendor,
        name: c.name,
        description: c.description,
        imagePath: image(`images/demo-cat-${c.slug}.webp`, c.art, { view: 'main' }),
        parentCategoryId,
        attributes: seedAttributes(vendor, c.slug),
      });
      for (const p of c.products ?? []) addProduct(p, id, chain);
      for (const child of c.children ?? []) addCategory(child, id, chain);
    };
    for (const c of tree) addCategory(c, null, []);
  }
  return plan;
}

/** Writes every planned image that the blob store does not have yet; returns how many were written. */
export async function ensureDemoImages(blobs: BlobStore, images: PlannedImage[]): Promise<number> {
  const seen = new Set<string>();
  const todo = images.filter((i) => {
    const key = `${i.container}/${i.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return ensureBlobs(blobs, todo.map((img) => ({ container: img.container, path: img.path, draw: () => renderArt(img.kind, img.options) })));
}

/**
 * Loads the demo catalogue (idempotent; see the module docstring for the rule).
 * @returns counts of demo rows and whether the rows were already there (`skipped`).
 */
export async function seedDemoCatalog(
  db: Database,
  blobs: BlobStore,
  log: { info(msg: string): void },
): Promise<{ categories: number; products: number; skipped: boolean; imagesWritten: number }> {
  const plan = planDemoCatalog();
  const imagesWritten = await ensureDemoImages(blobs, plan.images);
  const ids = plan.categories.map((c) => c.id!);
  const productIds = plan.products.map((p) => p.id!);
  const loaded = await db.transaction(async (tx) => {
    // Instances starting together on one database: the first takes the lock and loads, the others wait here and
    // then find the rows, so the catalogue is loaded exactly once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${DEMO_SEED_LOCK}))`);
    const existing = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids)).limit(1);
    const existingProduct = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).limit(1);
    if (existing.length > 0 || existingProduct.length > 0) return false;
    // Parents come before children in the plan, so one ordered insert satisfies the foreign key.
    await tx.insert(categories).values(plan.categories).onConflictDoNothing();
    await tx.insert(products).values(plan.products).onConflictDoNothing();
    await tx.insert(productQuantities).values(plan.quantities).onConflictDoNothing();
    return true;
  });
  if (!loaded) return { categories: plan.categories.length, products: plan.products.length, skipped: true, imagesWritten };
  log.info(`demo catalogue: ${plan.categories.length} categories, ${plan.products.length} products, ${imagesWritten} images`);
  return { categories: plan.categories.length, products: plan.products.length, skipped: false, imagesWritten };
}

/** Name of the root category that holds a vendor's synthetic catalogue. */
export const SYNTHETIC_ROOT_NAME = 'Synthetic catalogue (benchmark)';

/**
 * Replaces the vendor's synthetic catalogue with `scale` products: one 'Bench 200' category with exactly 200
 * products and the rest in categories of 100 under one root category. Ids are stable per index, so repeated runs
 * give the same URLs. Rows go in batches of 500 inside one transaction.
 */
export async function seedSyntheticCatalog(
  db: Database,
  options: { scale: number; vendor?: VendorKey },
): Promise<{ categories: number; products: number; bench200CategoryId: string; rootCategoryId: string }> {
  const vendor = options.vendor ?? 'radhe';
  const scale = Math.max(200, Math.floor(options.scale));
  const plan = planDemoCatalog();
  const sample = plan.products.filter((p) => p.vendor === vendor);
  const rootId = stableId(`${vendor}:synthetic:root`);
  const benchId = stableId(`${vendor}:synthetic:bench-200`);
  // Every attribute of the vendor's demo categories, so the copied ratings are typed, filterable and searchable.
  const attributes = effectiveAttributes(plan.categories.filter((c) => c.vendor === vendor).map((c) => ({ attributes: c.attributes ?? [] })));
  const cats: CategoryInsert[] = [
    { id: rootId, vendor, name: SYNTHETIC_ROOT_NAME, description: 'Generated for benchmarks.', parentCategoryId: null, attributes },
    { id: benchId, vendor, name: 'Bench 200', description: 'Exactly 200 products.', parentCategoryId: rootId },
  ];
  const rows: ProductInsert[] = [];
  for (let i = 0; i < scale; i += 1) {
    let categoryId = benchId;
    if (i >= 200) {
      const group = Math.floor((i - 200) / 100);
      categoryId = stableId(`${vendor}:synthetic:group:${group}`);
      if ((i - 200) % 100 === 0) {
        cats.push({ id: categoryId, vendor, name: `Group ${String(group + 1).padStart(4, '0')}`, description: '', parentCategoryId: rootId });
      }
    }
    const base = sample[i % sample.length];
    rows.push({
      ...base,
      id: stableId(`${vendor}:synthetic:product:${i}`),
      categoryId,
      name: `${base.name} — variant ${String(i + 1).padStart(5, '0')}`,
    });
  }
  const quantities: QuantityInsert[] = rows.flatMap((row) =>
    numericValues(attributes, row.specifications ?? []).map((n) => ({ productId: row.id!, vendor, categoryId: row.categoryId ?? null, ...n })),
  );
  await db.transaction(async (tx) => {
    await tx.delete(categories).where(eq(categories.id, rootId)); // cascades to the previous synthetic rows
    for (let i = 0; i < cats.length; i += 500) await tx.insert(categories).values(cats.slice(i, i + 500));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(products).values(rows.slice(i, i + 500));
    for (let i = 0; i < quantities.length; i += 500) await tx.insert(productQuantities).values(quantities.slice(i, i + 500));
  });
  return { categories: cats.length, products: rows.length, bench200CategoryId: benchId, rootCategoryId: rootId };
}
