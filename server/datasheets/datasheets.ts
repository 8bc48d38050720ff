/**
 * A product's datasheet PDF, made from its data and kept in the blob store per version (issue 21 "Datasheets":
 * "cached in the blob store per product version, and regenerated when the product changes").
 *
 * The revision is a hash of everything the datasheet shows except the date it was made (name, description,
 * category path, ratings, configurations, main image path, contact record, page URL): a change to any of them is a
 * new revision and a new blob `datasheets/{product id}/{revision}.pdf`; an unchanged product is served from the
 * stored blob. Making one costs a few hundred ms, so a stored datasheet is always served first.
 *
 * Faults: an unknown product is 404 'Product not found'; a blob store that cannot be read or written is logged and
 * the datasheet is made and sent anyway (never stored half: the store's put is atomic); a main image that cannot be
 * read or decoded is left out (logged), so a datasheet never fails for its picture.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { sluggedId } from '../../contracts/guid.ts';
import type { CompanyContact } from '../../contracts/public-config.ts';
import { vendorByKey } from '../../contracts/vendors.ts';
import { products } from '../db/schema.ts';
import { rowsOf, type Database } from '../db/types.ts';
import { BlobExistsError, type BlobStore } from '../storage/blob-store.ts';
import { datasheetDefinition, renderPdf, type DatasheetInput } from './document.ts';

/** The blob container of datasheets (made from public data: nothing private is kept here). */
export const DATASHEET_CONTAINER = 'datasheets';

/** Longest side of the main image in the PDF, in pixels (A4 width at about 150 dpi). */
const IMAGE_MAX_PX = 1200;

/** The storefront logos the web app shows (web/public), read once. */
const logos = new Map<string, Promise<string | null>>();

/** The SVG text of `vendorKey`'s logo, or null when it cannot be read (the sheet then shows the name). */
function storefrontLogo(vendorKey: string): Promise<string | null> {
  let logo = logos.get(vendorKey);
  if (!logo) {
    logo = readFile(new URL(`../../web/public/${vendorKey}-logo.svg`, import.meta.url), 'utf8').catch(() => null);
    logos.set(vendorKey, logo);
  }
  return logo;
}

/** What the datasheet route needs. */
export interface DatasheetDeps {
  db: Database;
  blobs: BlobStore;
  contact: CompanyContact;
  /** The site's public origin, for the page URL printed on the sheet. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A datasheet ready to send. */
export interface Datasheet {
  pdf: Buffer;
  revision: string;
  /** A file name for Content-Disposition: the product's slugged name, '-datasheet.pdf'. */
  fileName: string;
}

/** The product's datasheet, from the store or made now; null when the product does not exist. */
export async function productDatasheet(deps: DatasheetDeps, productId: string): Promise<Datasheet | null> {
  const [row] = await deps.db.select().from(products).where(eq(products.id, productId));
  if (!row) return null;
  const vendor = vendorByKey(row.vendor);
  const categoryPath = row.categoryId ? await categoryNames(deps.db, row.categoryId) : [];
  const slug = sluggedId(row.name, row.id);
  const described = {
    productId: row.id,
    name: row.name,
    description: row.description,
    storefront: vendor?.name ?? row.vendor,
    logoSvg: await storefrontLogo(row.vendor),
    categoryPath,
    properties: row.properties,
    configurations: row.configurations.map((c) => c.key),
    contact: deps.contact,
    pageUrl: `${deps.publicUrl}/${vendor?.code ?? 'in'}/products/details/${slug}`,
  };
  const revision = `R${createHash('sha256').update(JSON.stringify({ ...described, image: row.imagePath })).digest('hex').slice(0, 8)}`;
  const fileName = `${slug.slice(0, -37) || 'product'}-datasheet.pdf`;
  const path = `${row.id}/${revision}.pdf`;

  const stored = await readStored(deps, path);
  if (stored) return { pdf: stored, revision, fileName };

  const input: DatasheetInput = { ...described, mainImage: await mainImage(deps, row.vendor, row.imagePath), generatedAt: new Date(), revision };
  const pdf = await renderPdf(datasheetDefinition(input));
  try {
    await deps.blobs.put(DATASHEET_CONTAINER, path, pdf, { contentType: 'application/pdf' });
  } catch (error) {
    // Another request stored the same revision first: fine. Anything else: the sheet is still sent.
    if (!(error instanceof BlobExistsError)) deps.log.warn({ err: error, productId }, 'datasheet could not be stored: sent without keeping it');
  }
  return { pdf, revision, fileName };
}

/** Category names from the root down to `categoryId` (at most 32 levels: the tree is never deeper). */
async function categoryNames(db: Database, categoryId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive chain(id, name, parent_category_id, depth) as (
      select id, name, parent_category_id, 0 from categories where id = ${categoryId}
      union all
      select c.id, c.name, c.parent_category_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_category_id where chain.depth < 32
    )
    select name from chain order by depth desc`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** A stored datasheet's bytes, or null when there is none or the store cannot be read (logged). */
async function readStored(deps: DatasheetDeps, path: string): Promise<Buffer | null> {
  try {
    const blob = await deps.blobs.get(DATASHEET_CONTAINER, path);
    return blob ? await buffer(blob.stream) : null;
  } catch (error) {
    deps.log.warn({ err: error, path }, 'stored datasheet could not be read: making it again');
    return null;
  }
}

/** The product's main image as PNG of at most IMAGE_MAX_PX, or null when it has none or it cannot be read (logged). */
async function mainImage(deps: DatasheetDeps, container: string, imagePath: string): Promise<Buffer | null> {
  if (!imagePath) return null;
  try {
    const blob = await deps.blobs.get(container, imagePath);
    if (!blob) return null;
    return await sharp(await buffer(blob.stream), { limitInputPixels: 40_000_000 })
      .flatten({ background: '#ffffff' })
      .resize(IMAGE_MAX_PX, IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    deps.log.warn({ err: error, imagePath }, 'datasheet image could not be read: the datasheet is made without it');
    return null;
  }
}
