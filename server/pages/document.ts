/**
 * The page document (design.md "One process, four faces"; docs/decisions/0003, 0006): which requests are pages,
 * and how the built index.html becomes the page sent — the runtime config in its placeholder, a server render's
 * markup, preloads and state in theirs. Pure functions of strings: server/pages/site-pages.ts makes the pages with them.
 */
import { publicConfig, type Config } from '../config.ts';
import { jsonDataBlock } from '../../contracts/json-data-block.ts';
import { ENQUIRY_SENT_COOKIE, type RenderedPage } from '../../contracts/server-render.ts';

/** The exact placeholder in web/index.html that the server replaces. */
export const CONFIG_PLACEHOLDER = '<script type="application/json" id="app-config">{}</script>';

/** The answer to a page request when the web app has not been built. */
export const NOT_BUILT_MESSAGE =
  'The web app is not built: run `npm run build` (it writes dist/web, or WEB_DIST_DIR), then restart the server.';

/** Path prefixes that never get index.html (each matches the bare prefix and everything under it). */
const NON_PAGE_PREFIXES = ['/api', '/media', '/oidc', '/assets', '/healthz', '/readyz'];

/**
 * index.html with the runtime config in place of CONFIG_PLACEHOLDER.
 * @param template the built index.html
 * @returns the page; unchanged when the placeholder is absent (the caller logs that)
 */
export function renderIndexHtml(template: string, config: Config): string {
  // A replacer function, so `$` sequences in the JSON are not read as replacement patterns.
  return template.replace(CONFIG_PLACEHOLDER, () => jsonDataBlock('app-config', publicConfig(config)));
}

/** The placeholder of the app's markup in web/index.html. */
export const ROOT_PLACEHOLDER = '<div id="root"></div>';

/**
 * index.html (already carrying the config) with a rendered page in it: the markup inside the root element, the
 * page's head elements (its title and meta in place of index.html's defaults, the preloads) at the end of the head, the state block at the end of the body. Replacer functions, so `$` sequences
 * in the page are not read as replacement patterns.
 */
export function renderPageHtml(indexHtml: string, page: RenderedPage): string {
  // A page with its own title and description (web/src/components/PageMeta.tsx) replaces the defaults.
  let document = indexHtml;
  if (page.head.includes('<title>')) document = document.replace(/<title>[^<]*<\/title>\s*/, '');
  if (page.head.includes('<meta name="description"')) document = document.replace(/<meta name="description"[^>]*>\s*/, '');
  return document
    .replace('</head>', () => `${page.head}</head>`)
    .replace(ROOT_PLACEHOLDER, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${page.state}</body>`);
}

/** True when `url` (path only) should get index.html as the SPA's history fallback. */
export function isPageRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (NON_PAGE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`))) return false;
  const last = url.slice(url.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** Largest form a page accepts without JavaScript (an enquiry is far smaller; POST /api/contact allows 64 KiB). */
export const PAGE_FORM_LIMIT_BYTES = 64 * 1024;

/** True when the Cookie header carries the flash of a sent enquiry (ENQUIRY_SENT_COOKIE). */
export function hasEnquiryFlash(cookie: string | undefined): boolean {
  return Boolean(cookie && cookie.split(';').some((part) => part.trim().startsWith(`${ENQUIRY_SENT_COOKIE}=`)));
}
