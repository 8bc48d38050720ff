/**
 * A product datasheet as a PDF: title, main image, description, the
 * ratings table with units (typed values first, then the free rows, as the read API lists `properties`),
 * configurations, the storefront's name, the company's US office and production sites with phone and e-mail, the
 * date it was made and its revision.
 *
 * `datasheetDefinition` is a pure function from the product's data to a pdfmake document definition; `renderPdf`
 * turns a definition into bytes with pdfmake (Roboto, shipped with pdfmake). pdfmake is told never to read a local
 * file or fetch a URL: every image arrives as bytes the caller read from the blob store, so no catalogue text can
 * make the server read a file.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CompanyContact } from '../../contracts/public-config.ts';

/**
 * The parts of pdfmake's document definition this module writes (pdfmake's own typings, @types/pdfmake, declare
 * the DOM library for the whole server program, so they are not used).
 */
export type Content = string | { [key: string]: unknown } | Content[];
type Margins = [number, number, number, number];
export interface TDocumentDefinitions {
  pageSize: string;
  pageMargins: Margins;
  info: Record<string, string>;
  header: Content;
  footer: (page: number, pages: number) => Content;
  content: Content[];
  defaultStyle: Record<string, unknown>;
  styles: Record<string, Record<string, unknown>>;
}

/** What pdfmake's server module offers (the calls used here). */
interface PdfMake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Uint8Array> };
}

/** One product as a datasheet or a catalogue page shows it. Images are PNG or JPEG bytes (pdfmake reads no other). */
export interface ProductSheet {
  productId: string;
  name: string;
  description: string;
  /** Category names from the root to the product's category. */
  categoryPath: readonly string[];
  /** The ratings table: §3's key/value rows (the read API's `properties`, typed values formatted with units). */
  properties: ReadonlyArray<{ key: string; value: string }>;
  /** Configuration names (§2 Configurations). */
  configurations: readonly string[];
  mainImage: Buffer | null;
  /** The public URL of the product page, printed so a reader can find it online. */
  pageUrl: string;
}

/** Whose document it is: the storefront and the company. */
export interface Branding {
  /** The storefront's display name ('Radhe'), shown in the header when there is no logo. */
  storefront: string;
  /** The storefront's logo as SVG text (web/public/{radhe,therm}-logo.svg), drawn in the header; null: the name. */
  logoSvg: string | null;
  contact: CompanyContact;
}

/** When a document was made and its revision (which changes whenever what it shows changes). */
interface Edition {
  generatedAt: Date;
  revision: string;
}

/** What a datasheet shows. */
export type DatasheetInput = ProductSheet & Branding & Edition;

/** What the storefront catalogue shows: its products in catalogue order, and how many were left out. */
export type CatalogueInput = Branding &
  Edition & {
    products: readonly ProductSheet[];
    /** Products beyond the catalogue's limit, named on the last page rather than printed. */
    omitted: number;
    /** The storefront's home page, printed on the cover. */
    siteUrl: string;
  };

const BLUE = '#1976d2';
const GREY = '#555555';

/** A data URL pdfmake reads for an image (PNG or JPEG, told apart by their signatures). */
function imageDataUrl(bytes: Buffer): string {
  const type = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? 'png' : 'jpeg';
  return `data:image/${type};base64,${bytes.toString('base64')}`;
}

/** A product's block: name (`title`: extra properties of its heading, e.g. a table-of-contents entry), image, description, ratings, configurations, its URL. */
function productBlock(product: ProductSheet, title: Record<string, unknown> = {}): Content[] {
  const ratings: Content = product.properties.length
    ? {
        table: {
          headerRows: 1,
          widths: ['45%', '55%'],
          body: [
            [
              { text: 'Rating', style: 'th' },
              { text: 'Value', style: 'th' },
            ],
            ...product.properties.map((p) => [{ text: p.key }, { text: p.value }]),
          ],
        },
        layout: 'lightHorizontalLines',
      }
    : { text: 'No ratings listed.', color: GREY };
  return [
    { text: product.categoryPath.join(' › '), color: GREY, fontSize: 9, margin: [0, 0, 0, 4] },
    { text: product.name, style: 'title', ...title },
    ...(product.mainImage ? [{ image: imageDataUrl(product.mainImage), fit: [515, 220] as const, alignment: 'center' as const, margin: [0, 8, 0, 8] as Margins }] : []),
    ...(product.description ? [{ text: product.description, margin: [0, 4, 0, 12] as Margins }] : []),
    { text: 'Ratings', style: 'h2' },
    ratings,
    ...(product.configurations.length ? [{ text: 'Configurations', style: 'h2' }, { ul: [...product.configurations] }] : []),
    { text: `Online: ${product.pageUrl}`, fontSize: 9, color: GREY, margin: [0, 12, 0, 0] },
  ];
}

/** The company's US office, phone, e-mail and production sites, in two columns. */
function contactBlock(contact: CompanyContact): Content[] {
  // Unbreakable: the heading never stays alone at the foot of a page with the addresses on the next.
  return [
    {
      unbreakable: true,
      stack: [
    { text: 'Contact', style: 'h2' },
    {
      columns: [
        {
          width: '*',
          stack: [{ text: contact.companyName, bold: true }, contact.addressLine1, contact.addressLine2, `Phone ${contact.phoneNumber}`, `E-mail ${contact.email}`],
        },
        {
          width: '*',
          stack: contact.productionSites.map((site, i) => ({ text: [{ text: `Production Facility ${i + 1}: `, bold: true }, site], margin: [0, 0, 0, 2] as Margins })),
        },
      ],
      fontSize: 9,
    },
      ],
    },
  ];
}

/**
 * The layout's version: part of every revision (datasheets.ts), so a change to how the documents are laid out makes
 * new revisions, and the PDFs stored before are not served again. Raise it with every change to this file's output.
 */
export const DOCUMENT_LAYOUT = 2;

/** A whole document: the header (logo and `kind`), the footer (date, revision, page numbers) and the styles. */
function document(branding: Branding, edition: Edition, kind: string, title: string, content: Content[]): TDocumentDefinitions {
  const generated = edition.generatedAt.toISOString().slice(0, 10);
  return {
    pageSize: 'A4',
    pageMargins: [40, 76, 40, 50],
    info: { title, author: branding.contact.companyName, subject: kind, creator: branding.storefront },
    header: {
      columns: [
        branding.logoSvg ? { svg: branding.logoSvg, width: 120 } : { text: branding.storefront.toUpperCase(), bold: true, color: BLUE, fontSize: 14 },
        { text: kind, alignment: 'right', color: GREY, fontSize: 9, margin: [0, 4, 0, 0] },
      ],
      margin: [40, 24, 40, 0],
    },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Generated ${generated} · Revision ${edition.revision}`, fontSize: 8, color: GREY },
        { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: 8, color: GREY },
      ],
      margin: [40, 16, 40, 0],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 12, bold: true, color: BLUE, margin: [0, 12, 0, 6] },
      th: { bold: true, fillColor: '#eef3fb' },
      cover: { fontSize: 30, bold: true, margin: [0, 160, 0, 8] },
      section: { fontSize: 16, bold: true, color: BLUE, margin: [0, 0, 0, 8] },
    },
  };
}

/** The pdfmake document of one datasheet (A4); see the module comment. */
export function datasheetDefinition(input: DatasheetInput): TDocumentDefinitions {
  return document(input, input, 'Product datasheet', `${input.name} — datasheet`, [...productBlock(input), ...contactBlock(input.contact)]);
}

/**
 * The pdfmake document of a storefront's catalogue ("A whole-storefront catalogue PDF: cover, table of
 * contents by category, a page per product"): a cover, the contents (each category, then its products with their
 * page numbers), a page per product in the order given, and the contact on the last page.
 */
export function catalogueDefinition(input: CatalogueInput): TDocumentDefinitions {
  const content: Content[] = [
    { text: `${input.storefront} product catalogue`, style: 'cover' },
    { text: input.contact.companyName, fontSize: 14 },
    { text: input.siteUrl, color: GREY, margin: [0, 4, 0, 0] },
    { text: `${input.products.length} products · ${input.generatedAt.toISOString().slice(0, 10)}`, color: GREY, margin: [0, 4, 0, 0] },
    { toc: { title: { text: 'Contents', style: 'section' } }, pageBreak: 'before' },
  ];
  let section = '';
  for (const product of input.products) {
    const path = product.categoryPath.join(' › ') || 'Other products';
    const heading: Content[] = [];
    if (path !== section) {
      section = path;
      heading.push({ text: path, style: 'section', tocItem: true, tocStyle: { bold: true }, tocMargin: [0, 6, 0, 0] });
    }
    content.push({ stack: [...heading, ...productBlock(product, { tocItem: true, tocMargin: [16, 0, 0, 0] })], pageBreak: 'before' });
  }
  const tail: Content[] = input.omitted > 0 ? [{ text: `${input.omitted} more products are on the website: ${input.siteUrl}`, margin: [0, 0, 0, 12] }] : [];
  content.push({ stack: [...tail, ...contactBlock(input.contact)], pageBreak: 'before' });
  return document(input, input, 'Product catalogue', `${input.storefront} product catalogue`, content);
}

let printer: PdfMake | null = null;

/** pdfmake, set up once: Roboto from its own package, no local file and no URL access. */
function pdfmake(): PdfMake {
  if (printer) return printer;
  const require = createRequire(import.meta.url);
  const loaded = require('pdfmake') as PdfMake;
  const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  loaded.setFonts({
    Roboto: {
      normal: join(fonts, 'Roboto-Regular.ttf'),
      bold: join(fonts, 'Roboto-Medium.ttf'),
      italics: join(fonts, 'Roboto-Italic.ttf'),
      bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Fonts are read by pdfmake's own font loader; document content may name no file and no URL.
  loaded.setLocalAccessPolicy((path) => path.startsWith(fonts));
  loaded.setUrlAccessPolicy(() => false);
  printer = loaded;
  return loaded;
}

/** The PDF bytes of `definition`. Throws what pdfmake throws (e.g. an image it cannot read). */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const output = pdfmake().createPdf(definition);
  return Buffer.from(await output.getBuffer());
}
