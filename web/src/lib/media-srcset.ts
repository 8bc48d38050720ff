/**
 * Responsive image attributes for media served by `/media` ("every catalogue and
 * marketing image uses srcset/sizes"). The server resizes PNG/JPEG/WebP/AVIF to `?w=` — one of
 * MEDIA_VARIANT_WIDTHS (contracts/media.ts), never wider than the source — and picks AVIF/WebP by Accept
 * (server/media/variants.ts), so the browser only has to be told which widths exist (`srcset`) and how wide the
 * picture is drawn (`sizes`); it then fetches the smallest variant that is sharp on its screen.
 *
 * `mediaSrcSet` builds the srcset; `imageSizes` builds a `sizes` value from the drawn width per MUI breakpoint;
 * `LAYOUT_SIZES` names the layouts the pages share. Pure functions: no React, no DOM.
 */
import { MEDIA_VARIANT_WIDTHS } from '../../../contracts/media.ts';
import { appConfig } from './config.ts';

/** Extensions the server makes variants of (GIF, SVG and videos are served as they are). */
const RESIZABLE = /\.(png|jpe?g|webp|avif)$/i;

/** The URL of the `width` variant of a media URL: `src` plus `w={width}` in its query. */
export function mediaVariantUrl(src: string, width: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
}

/**
 * The srcset of a media image: `{src}?w=320 320w, {src}?w=640 640w, …`, or undefined when `src` is not a
 * PNG/JPEG/WebP/AVIF under the media base (placeholders from /public, blob: previews, SVG, GIF, videos).
 * @param options.sourceWidth the stored image's width in pixels when known (marketing media): the server never
 *   upscales, so widths from it upward collapse into one candidate described by that width
 *   (`{src}?w=960 780w` for a 780 px source). Unknown (uploads): every width is offered.
 * @param options.mediaBase the media base; default the runtime config's (`/media` unless MEDIA_BASE says otherwise)
 */
export function mediaSrcSet(src: string, options: { sourceWidth?: number; mediaBase?: string } = {}): string | undefined {
  const base = (options.mediaBase ?? appConfig.mediaBase).replace(/\/+$/, '');
  const path = src.split(/[?#]/, 1)[0];
  if (!src.startsWith(`${base}/`) || !RESIZABLE.test(path)) return undefined;
  const candidates: string[] = [];
  for (const width of MEDIA_VARIANT_WIDTHS) {
    const drawn = options.sourceWidth ? Math.min(width, options.sourceWidth) : width;
    candidates.push(`${mediaVariantUrl(src, width)} ${drawn}w`);
    if (drawn < width) break; // every wider variant is this same picture
  }
  return candidates.join(', ');
}

/** MUI's default breakpoints in CSS pixels (web/src/app/theme.ts keeps them). */
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * A `sizes` value from the drawn width at each breakpoint and up (CSS lengths: '560px', '50vw',
 * 'calc(50vw - 40px)'), widest breakpoint first, then `below` for narrower screens.
 * E.g. `imageSizes({ lg: '560px', md: '50vw' })` → '(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw'.
 */
export function imageSizes(fromBreakpoint: Partial<Record<Breakpoint, string>>, below = '100vw'): string {
  const entries = (Object.keys(BREAKPOINTS) as Breakpoint[])
    .filter((key) => fromBreakpoint[key] !== undefined)
    .sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a])
    .map((key) => `(min-width: ${BREAKPOINTS[key]}px) ${fromBreakpoint[key]}`);
  return [...entries, below].join(', ');
}

/**
 * `sizes` of the layouts the pages share. The content column is MUI's `Container maxWidth="lg"`: 1200 px wide
 * with 24 px gutters, so 1152 px of content at most.
 */
export const LAYOUT_SIZES = {
  /** Across the whole viewport (hero pictures). */
  fullBleed: '100vw',
  /** The whole content column. */
  container: imageSizes({ lg: '1152px' }),
  /** One of two columns from md up, full width below. */
  halfFromMd: imageSizes({ lg: '560px', md: '50vw' }),
  /** One of three columns from md up, two from sm, full width below. */
  thirds: imageSizes({ lg: '370px', md: '33vw', sm: '50vw' }),
  /** A card of the catalogue grid (`minmax(260px, 1fr)` columns: one on phones, about 270–300 px each above). */
  card: imageSizes({ sm: '300px' }),
} as const;
