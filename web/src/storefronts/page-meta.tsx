/**
 * The head of a storefront's own pages ("Each page has its own title, meta description, canonical URL and
 * Open Graph / Twitter card with an image"): the home and each page of its menu get a title of their own, the
 * storefront's description, its hero image for link previews, and on the home page the company as a schema.org
 * Organization. The catalogue pages (category, product, search) draw their own PageMeta.
 */
import { mediaUrl } from '../../../contracts/media.ts';
import { organizationJsonLd } from '../../../contracts/structured-data.ts';
import type { VendorCode } from '../../../contracts/vendors.ts';
import { absoluteUrl, PageMeta } from '../components/PageMeta.tsx';
import { appConfig } from '../lib/config.ts';
import { mediaVariantUrl } from '../lib/media-srcset.ts';
import { paths } from '../lib/paths.ts';
import { storefrontContent } from './content.ts';
import { menus } from './menu.ts';

/** The image link previews of a storefront's pages show: its home hero, 1280 px wide. */
export function storefrontShareImage(code: VendorCode): string {
  const { container, path } = storefrontContent[code].shareImage;
  return mediaVariantUrl(mediaUrl(appConfig.mediaBase, container, path), 1280);
}

/** The title of a storefront page: "Facilities | Radhe Polymer Insulators"; the home's is the brand and its line. */
export function storefrontPageTitle(code: VendorCode, label: string | null): string {
  const { brand, hero } = storefrontContent[code];
  return label === null ? `${brand} — ${hero.title}` : `${label} | ${brand}`;
}

/** The PageMeta of `pathname` when it is the storefront's home or a page of its menu, else nothing. */
export function StorefrontPageMeta({ code, pathname }: { code: VendorCode; pathname: string }) {
  const home = paths.storefront(code);
  const path = pathname.replace(/\/+$/, '') || '/';
  const item = menus[code].find((entry) => entry.path === path);
  if (!item) return null;
  const content = storefrontContent[code];
  const isHome = path === home;
  return (
    <PageMeta
      title={storefrontPageTitle(code, isHome ? null : item.label)}
      description={isHome ? content.hero.lead : content.footerDescription}
      path={path}
      image={storefrontShareImage(code)}
      jsonLd={isHome ? [organizationJsonLd(appConfig.contact, absoluteUrl(home), absoluteUrl(content.logo.src))] : []}
    />
  );
}
