/**
 * The emotion cache of the app in the browser, and how it takes over the styles of a server-rendered page
 * (docs/decisions/0006, docs/performance.md).
 *
 * Emotion's own SSR markup (`<style data-emotion="css {ids}">`) is adopted by every cache emotion creates in the
 * browser by moving the element into the head, which makes the browser drop and re-apply the page's whole
 * stylesheet: about 20 ms and a full style recalculation on the bench host, before the app can respond. The server
 * render therefore marks its component styles with `data-server-styles="{ids}"` instead, which emotion does not
 * look for, and the browser's cache is told those ids are in the page already: the element stays where it is and
 * emotion inserts only rules the page does not have. (The few global rules keep emotion's format: its `Global`
 * component adopts them itself, moving their small element behind the component styles, so one move of a
 * stylesheet remains; the global rules select elements only, so the order does not change how the page looks.)
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** The attribute of the server render's component-style element: the space-separated ids of its rules. */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The key of the app's class names (`css-{id}`), the same on the server and in the browser. */
export const EMOTION_KEY = 'css';

/** A cache for the browser that treats the rules of `doc`'s server-rendered style elements as inserted. */
export function createBrowserEmotionCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const element of doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of (element.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ')) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
