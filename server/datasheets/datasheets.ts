/**
 * A product's datasheet PDF, made from its data and kept in the blob store per version
 * ("cached in the blob store per product version, and regenerated when the product changes").
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
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { sluggedId } from '../../contracts/guid.ts';
import { productPath } from '../../contracts/catalog-paths.ts';
import type { CompanyContact } from '../../contracts/public-config.ts';
import { vendorByKey, type VendorKey } from '../../contracts/vendors.ts';
import { catalogVersion, products, type ProductRow } from '../db/schema.ts';
import { publicProduct } from '../db/visibility.ts';
import type { Database } from '../db/types.ts';
import { BlobExistsError, type BlobStore } from '../storage/blob-store.ts';
import { attributesOf, catalogueProducts, categoryNames } from '../catalog/reads.ts';
import { specificationProperties, type AttributeDefinition } from '../../contracts/specifications.ts';
import { catalogueDefinition, datasheetDefinition, DOCUMENT_LAYOUT, renderPdf, type DatasheetInput, type ProductSheet } from './document.ts';

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

/** The product's datasheet, from the store or made now; null when the product does not exist or is not public (a draft). */
export async function productDatasheet(deps: DatasheetDeps, productId: string): Promise<Datasheet | null> {
  const [row] = await deps.db.select().from(products).where(and(eq(products.id, productId), publicProduct));
  if (!row) return null;
  const categoryPath = row.categoryId ? await categoryNames(deps.db, row.categoryId) : [];
  const attributes = row.categoryId ? await attributesOf(deps.db, row.categoryId) : [];
  const sheet = productSheet(deps, row, categoryPath, attributes);
  const branding = await brandingOf(deps, row.vendor);
  const revision = revisionOf({ ...sheet, ...branding, image: row.imagePath });
  const slug = sluggedId(row.name, row.id);
  const fileName = `${slug.slice(0, -37) || 'product'}-datasheet.pdf`;
  const pdf = await storedOrMade(deps, `${row.id}/${revision}.pdf`, async () => {
    const input: DatasheetInput = { ...sheet, ...branding, mainImage: await mainImage(deps, row.vendor, row.imagePath), generatedAt: new Date(), revision };
    return renderPdf(datasheetDefinition(input));
  });
  return { pdf, revision, fileName };
}

/** At most this many products are printed in a storefront catalogue; the rest are named by count. */
export const CATALOGUE_PRODUCT_LIMIT = 300;

/**
 * The storefront's catalogue PDF, from the store or made now: every
 * product in catalogue order (root products first, then each category depth-first by name, products by name), at
 * most CATALOGUE_PRODUCT_LIMIT. Kept per catalogue version: any catalogue write makes the next request make a new
 * one. Faults as for datasheets.
 */
export async function storefrontCatalogue(deps: DatasheetDeps, vendorKey: VendorKey): Promise<Datasheet> {
  const vendor = vendorByKey(vendorKey)!;
  const [{ version }] = await deps.db.select({ version: catalogVersion.version }).from(catalogVersion);
  const branding = await brandingOf(deps, vendorKey);
  const siteUrl = `${deps.publicUrl}/${vendor.code}`;
  const revision = revisionOf({ version, vendorKey, siteUrl, ...branding });
  const pdf = await storedOrMade(deps, `catalogues/${vendorKey}/${revision}.pdf`, async () => {
    const { rows, total } = await catalogueProducts(deps.db, vendorKey, CATALOGUE_PRODUCT_LIMIT);
    const products: ProductSheet[] = [];
    for (const { row, path, attributes } of rows) {
      products.push({ ...productSheet(deps, row, path, attributes), mainImage: await mainImage(deps, vendorKey, row.imagePath, 800) });
    }
    return renderPdf(
      catalogueDefinition({ ...branding, products, omitted: total - rows.length, siteUrl, generatedAt: new Date(), revision }),
    );
  });
  return { pdf, revision, fileName: `${vendor.name.toLowerCase()}-product-catalogue.pdf` };
}

/**
 * A product row as a sheet (without its image, which the caller reads when it must make the PDF); its ratings are
 * the read API's `properties`: typed values of `attributes` with units, then the free rows.
 */
function productSheet(deps: DatasheetDeps, row: ProductRow, categoryPath: string[], attributes: readonly AttributeDefinition[]): ProductSheet {
  const vendor = vendorByKey(row.vendor);
  return {
    productId: row.id,
    name: row.name,
    description: row.description,
    categoryPath,
    properties: specificationProperties(attributes, row.specifications, row.properties),
    configurations: row.configurations.map((c) => c.key),
    mainImage: null,
    pageUrl: `${deps.publicUrl}${productPath(vendor?.code ?? 'in', row)}`,
  };
}

/** The storefront's name and logo and the company's contact record. */
async function brandingOf(deps: DatasheetDeps, vendorKey: string) {
  return { storefront: vendorByKey(vendorKey)?.name ?? vendorKey, logoSvg: await storefrontLogo(vendorKey), contact: deps.contact };
}

/** A short revision name: 'R' and 8 hex digits of the SHA-256 of what the document shows and its layout's version. */
function revisionOf(shown: object): string {
  return `R${createHash('sha256').update(JSON.stringify({ layout: DOCUMENT_LAYOUT, ...shown })).digest('hex').slice(0, 8)}`;
}

/** The PDF kept at `path`, or the one `make` makes, kept there for next time (a failure to keep it is logged only). */
async function storedOrMade(deps: DatasheetDeps, path: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const stored = await readStored(deps, path);
  if (stored) return stored;
  const pdf = await make();
  try {
    await deps.blobs.put(DATASHEET_CONTAINER, path, pdf, { contentType: 'application/pdf' });
  } catch (error) {
    // Another request stored the same revision first: fine. Anything else: the PDF is still sent.
    if (!(error instanceof BlobExistsError)) deps.log.warn({ err: error, path }, 'PDF could not be stored: sent without keeping it');
  }
  return pdf;
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

/** The product's main image as JPEG (flattened on white) of at most `maxPx` pixels a side, or null when it has none or it cannot be read (logged). */
async function mainImage(deps: DatasheetDeps, container: string, imagePath: string, maxPx = IMAGE_MAX_PX): Promise<Buffer | null> {
  if (!imagePath) return null;
  try {
    const blob = await deps.blobs.get(container, imagePath);
    if (!blob) return null;
    return await sharp(await buffer(blob.stream), { limitInputPixels: 40_000_000 })
      .flatten({ background: '#ffffff' })
      .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    deps.log.warn({ err: error, imagePath }, 'datasheet image could not be read: the datasheet is made without it');
    return null;
  }
}
