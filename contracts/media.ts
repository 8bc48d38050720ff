/**
 * Media path rules shared by the browser and the server — product-spec.md §3 and §5.
 */

/** File extensions that count as video (product-spec.md §3: ".mp4 and .webm count as video"). */
export const VIDEO_EXTENSIONS = ['.mp4', '.webm'] as const;

/** True when the media path names a video (.mp4 or .webm, case-insensitive, query string ignored). */
export function isVideoPath(path: string): boolean {
  const clean = path.split(/[?#]/, 1)[0].toLowerCase();
  return VIDEO_EXTENSIONS.some((ext) => clean.endsWith(ext));
}

/**
 * The widths, in CSS/image pixels, that `/media/{container}/{path}?w=` resizes raster images to
 * ("Responsive images"): the server refuses any other `w` with 400, and the browser's srcset lists only these
 * (web/src/lib/media-srcset.ts), so every variant a page asks for is one the server may have stored already.
 */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

/**
 * Image URL = storage base + vendor folder + path (product-spec.md §3).
 * Absolute URLs (http:, https:, data:) and site-absolute paths ('/…') are returned unchanged.
 * @param base media base, e.g. '/media' (a trailing slash is tolerated)
 * @param folder vendor key ('radhe' | 'therm') or a marketing folder ('in-images', 'fd-images')
 * @param path stored path such as 'images/1700000000000-rod.png'; '' gives ''
 */
export function mediaUrl(base: string, folder: string, path: string): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('/')) return path;
  return `${base.replace(/\/+$/, '')}/${folder}/${path.replace(/^\/+/, '')}`;
}

/**
 * Sanitises an upload file name exactly as product-spec.md §5 says: decoded first; the characters
 * <>:"/\|?*%& become '_'; whitespace becomes '-'; repeated dashes collapse; the name is trimmed.
 * A name that cannot be URI-decoded is used as it is.
 */
export function sanitizeFileName(name: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    decoded = name;
  }
  return decoded
    .trim()
    .replace(/[<>:"/\\|?*%&]/g, '_')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
}

/** The stored upload name: millisecond timestamp + '-' + sanitised name (product-spec.md §5). */
export function uploadFileName(name: string, now: number = Date.now()): string {
  return `${now}-${sanitizeFileName(name)}`;
}
