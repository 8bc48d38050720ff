/**
 * When a server-rendered page's script may start: once the page has loaded (its eager images, the largest among
 * them) and been painted, so on a slow connection the script does not share the bandwidth with them and its
 * evaluation cannot hold back the paint of the largest image (docs/decisions/0006). A load event that has not come
 * APP_LOAD_LATEST_MS after the call (a stalled image) does not hold it back longer.
 */

/** The longest the script waits for the page's load event, in ms. */
export const APP_LOAD_LATEST_MS = 5000;

/** Runs `run` once, after the page's load event and the next frame, or APP_LOAD_LATEST_MS from now. */
export function afterPageLoad(run: () => void): void {
  let requested = false;
  const go = () => {
    if (requested) return;
    requested = true;
    requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (document.readyState === 'complete') go();
  else {
    window.addEventListener('load', go, { once: true });
    setTimeout(go, APP_LOAD_LATEST_MS);
  }
}
