/**
 * What a public page tells search engines and link previews: its
 * own `<title>`, meta description, canonical URL, Open Graph and Twitter card (with an image), and JSON-LD.
 *
 * React 19 hoists `<title>`, `<meta>` and `<link>` into the document's head wherever they are rendered: in the
 * browser it puts them there and swaps them on navigation; in the server render they come first in the markup,
 * and the server moves them into the head in place of index.html's defaults (web/src/entry-server.tsx
 * `splitHoisted`, server/pages/document.ts). JSON-LD stays in the body, where search engines read it too; its text
 * is escaped by contracts/structured-data.ts `jsonLdText`, so no catalogue text can end the script.
 *
 * One PageMeta per page: the storefront layout draws it for the pages of its menu, the catalogue pages their own.
 */
import { jsonLdText } from '../../../contracts/structured-data.ts';
import { appConfig } from '../lib/config.ts';

/** Longest meta description, in characters (longer text is cut at a word and ends with '…'). */
export const DESCRIPTION_LIMIT = 160;

/** `text` on one line, cut to DESCRIPTION_LIMIT at a word boundary. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LIMIT) return line;
  const cut = line.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A catalogue page's title: "Long Rod Insulator 220 kV, 120 kN | Radhe". */
export function catalogPageTitle(name: string, vendorName: string): string {
  return `${name} | ${vendorName}`;
}

/** The absolute URL of a site path ('/in/products'): PUBLIC_URL's origin, else the page's own. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const origin = appConfig.siteUrl || (typeof window !== 'undefined' ? window.location.origin : '');
  return `${origin}${path}`;
}

export interface PageMetaProps {
  /** The page's own title, e.g. "Long Rod Insulator 220 kV, 120 kN | Radhe". */
  title: string;
  /** What the page is about, in a sentence or two (cut to DESCRIPTION_LIMIT). */
  description: string;
  /** The page's path without query (its canonical URL is made absolute). */
  path: string;
  /** A site path or absolute URL of the image previews show (a product's own image). */
  image?: string;
  /** The image's alt text (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  /** Keep the page out of search results (e.g. search result pages). */
  noindex?: boolean;
  /** schema.org objects (contracts/structured-data.ts), one script each. */
  jsonLd?: readonly unknown[];
}

/** The page's head elements and JSON-LD; see the module comment. */
export function PageMeta({ title, description, path, image, imageAlt, noindex = false, jsonLd = [] }: PageMetaProps) {
  const url = absoluteUrl(path);
  const text = metaDescription(description);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta name="twitter:image:alt" content={imageAlt} />}
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
