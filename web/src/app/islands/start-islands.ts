/**
 * The islands of a server-rendered islands page in the browser (docs/decisions/0014): each island is hydrated on
 * its own, with its own root, when it can be touched, and nothing else of the page runs script. This half decides
 * when, without React; React DOM, MUI's theme and emotion come with the first island that starts
 * (hydrate-island.tsx), so a page none of whose islands starts at load runs no React; once the visitor uses the page
 * (a finger down, the pointer moved, a key) they are fetched ahead when the browser is idle, so a first touch of an
 * island waits only for the island's own code.
 *
 * - A `load` island (components/island/island-names.ts) starts at once; a `visible` island when its place comes
 *   within NEAR_SCREEN_PX of the screen; a `touch` island when a pointer comes over it, a finger or the pointer goes
 *   down on it, or it takes the focus, or at once when the visitor used it before this script ran
 *   (usedBeforeScript); an `idle` island as a `touch` one, or at the browser's first idle moment IDLE_START_MS after
 *   the page's start if no touch came first; an `in-use` island never but as follows. A `touch` or `in-use` island
 *   also starts when what it holds or shows says it is in use (IN_USE): at once, or the moment the visitor's kept
 *   lists change to say so (a Compare on this page or another tab picks a product: the compare bar comes, and the
 *   card of that product).
 * - A click on an island that has not started yet is never lost: a link (unless it has HOLD_CLICK_ATTRIBUTE), a
 *   menu's `<summary>` or a text field does what it does without script (the page works without it,
 *   docs/decisions/0007); any other click (a button, a checkbox or its label) is held, the island started, and the
 *   same element clicked again once it runs. A focus inside an island that starts is given to it
 *   again, and so is the toggle of a disclosure opened before, so the island behaves as if they came after.
 * - An island whose code does not come (the connection dropped) stays the server's markup, which works without
 *   script: a click held for it is given back to the browser (a form's button submits its form), and the visitor's
 *   next touch tries again.
 * - Each island is hydrated from the page's islands data (its props, as the server rendered it) with the useId
 *   prefix the server gave it, inside the same providers (IslandProviders.tsx).
 * - `<html data-app="ready">` once the `load` islands and those on the first screen have started and every other one waits for its
 *   moment: from then on every control of the page answers (browser tests wait for it, e2e/support/app.ts).
 * - Storefront pages keep the storefront as the selected vendor (product-spec.md §2), as the app does.
 */
import { DEFAULT_ENQUIRY_TITLE } from '../../../../contracts/enquiry-title.ts';
import { nextTask, whenIdle } from '../start/next-task.ts';
import { storeVendor, vendorOfPath } from '../../lib/selected-vendor.ts';
import { HOLD_CLICK_ATTRIBUTE, IDLE_START_MS, ISLAND_ATTRIBUTE, ISLAND_STARTS, NEAR_SCREEN_PX, type IslandName } from '../../components/island/island-names.ts';
import { enquiryFormInUse } from '../../components/enquiry/draft-key.ts';
import { COMPARE_LIST } from '../../components/compare/compare-picks.ts';
import { readStoredListOf, subscribeToStoredLists } from '../../lib/stored-list-store.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import type { IslandData } from './islands-data.ts';
import type { HydrateIsland } from './hydrate-island.tsx';
import { islandRegistry } from './registry.ts';

/** The events on a `touch` island that start it. */
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The events that say the visitor is using the page, where a touch of an island may follow. */
const ACTIVE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

/** The attribute set on an island's element once it runs. */
const STARTED_ATTRIBUTE = 'data-island-started';

/** True for a checkbox or a radio button: a field whose change is a tick, not a value typed. */
function isToggle(field: Element | null): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * True for a checkbox or radio button, or a label of one: a click on it before its island runs is held, not left to
 * the browser, so the tick reaches the island's change handler once it runs rather than landing while React hydrates
 * the form (where neither React nor the island's mount check may see it).
 */
function togglesABox(element: Element): boolean {
  return isToggle(element instanceof HTMLLabelElement ? element.control : element);
}

/** True when a field differs from the server's markup: a box ticked, a word typed, an option chosen. */
function changedFromMarkup(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** What the visitor can click or focus in an island. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Where `target` stands among the controls of `island` (CONTROLS, in the document's order), the control it is part
 * of counted (a button's icon: the button); -1 when it is part of none. With controlAt, finds again a control the
 * island drew anew once it ran (a link that becomes a switch, as the comparison's "Show differences only", keeps its
 * place among the island's controls; a card's Compare and Add to quote keep their element, island/held-link.ts).
 */
function controlIndex(island: HTMLElement, target: Element): number {
  const control = target.closest(CONTROLS);
  return control ? [...island.querySelectorAll(CONTROLS)].indexOf(control) : -1;
}

/** The control at `index` among those of `island` (see controlIndex), or null. */
function controlAt(island: HTMLElement, index: number): HTMLElement | null {
  const control = index < 0 ? null : island.querySelectorAll(CONTROLS)[index];
  return control instanceof HTMLElement ? control : null;
}

/**
 * True when the visitor used a `touch` island before this script ran (its touch went unheard): the focus is inside
 * it, or one of its fields changed from the server's markup. It starts at once, so the island sees what was done
 * (e.g. the facets apply a box ticked then).
 */
function usedBeforeScript(element: HTMLElement, doc: Document): boolean {
  if (doc.activeElement && doc.activeElement !== doc.body && element.contains(doc.activeElement)) return true;
  const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select');
  return [...fields].some(changedFromMarkup);
}

/**
 * Islands that start, whatever ISLAND_STARTS says, when what they hold or show says they are in use: read at the
 * start and again whenever the visitor's kept lists change (lib/stored-list-store.ts), until they start.
 * - An enquiry form whose place holds no form of the server's (its outcome panel), or whose draft the session keeps,
 *   to be shown again after a reload (product-spec.md §8: "reload the page"; components/enquiry/draft-key.ts).
 * - A card's actions whose product is on the compare list: its Compare shows it ticked (product-spec.md §2).
 * - The compare bar, once the compare list holds a product.
 */
const IN_USE: Partial<Record<IslandName, (element: HTMLElement, props: unknown, pathname: string) => boolean>> = {
  'enquiry-form': (element, props, pathname) =>
    enquiryFormInUse(element, vendorOfPath(pathname)?.code ?? '', pathname, (props as { title?: string }).title ?? DEFAULT_ENQUIRY_TITLE),
  'card-actions': (_element, props) => {
    const { vendor, product } = props as { vendor: VendorKey; product: { id: string } };
    return readStoredListOf(COMPARE_LIST, vendor).some((pick) => pick.id === product.id);
  },
  'compare-bar': (_element, props) => readStoredListOf(COMPARE_LIST, (props as { vendor: VendorKey }).vendor).length > 0,
};

/**
 * Starts the islands of the page described by `islands` (readIslandsData). Returns a function that stops them all:
 * every started island unmounted, none started after, the page's listeners removed (a page that is left in a test,
 * where the document outlives the page).
 */
export function startIslands(islands: IslandData[], doc: Document = document): () => void {
  const { pathname } = window.location;
  const vendor = vendorOfPath(pathname);
  if (vendor) storeVendor(vendor);
  let stopped = false;
  /** React's half, loaded when the first island starts, or ahead of it once the visitor uses the page (below). */
  let hydrator: Promise<HydrateIsland> | undefined;
  const loadHydrator = () =>
    // A failed load is forgotten, so the next island to start asks again.
    (hydrator ??= import('./hydrate-island.tsx')
      .then((module) => module.islandHydrator(doc))
      .catch((error: unknown) => {
        hydrator = undefined;
        throw error;
      }));
  // The visitor's first use of the page (a finger down to scroll, the pointer moved, a key) says a touch of an
  // island may follow: React's half is fetched ahead, when the browser is next idle, so that touch waits only for
  // its island's own code. A page only looked at, as a crawler or Lighthouse loads it, fetches none of it.
  const fetchAhead = () => {
    for (const type of ACTIVE_EVENTS) doc.removeEventListener(type, fetchAhead, { capture: true });
    whenIdle(() => {
      if (!stopped) void loadHydrator().catch(() => {});
    });
  };
  for (const type of ACTIVE_EVENTS) doc.addEventListener(type, fetchAhead, { capture: true, passive: true });

  const started = new Map<Element, Promise<void>>();
  const roots: Array<{ unmount: () => void }> = [];
  /** Starts the island of `element` once; resolves when its first render is committed. */
  const start = (element: HTMLElement): Promise<void> => {
    let running = started.get(element);
    if (running) return running;
    const index = Number(element.getAttribute(ISLAND_ATTRIBUTE));
    const island = islands[index];
    if (!island) return Promise.resolve();
    running = Promise.all([loadHydrator(), islandRegistry[island.name](), nextTask()]).then(
      ([hydrate, component]) =>
        new Promise<void>((resolve) => {
          if (stopped) return resolve();
          // The control that has the focus as the island starts (a keyboard's Tab is a `touch` island's start), and
          // where it stands: the island may draw it anew (a link that becomes a switch), and the focus then goes to
          // the control drawn in its place rather than to the page's body.
          const focusedBefore = doc.activeElement && element.contains(doc.activeElement) ? doc.activeElement : null;
          const focusedAt = focusedBefore ? controlIndex(element, focusedBefore) : -1;
          const committed = () => {
            element.setAttribute(STARTED_ATTRIBUTE, '');
            // A disclosure the visitor opened before its island ran (the menu, the search box): its toggle told again.
            for (const details of element.querySelectorAll('details[open]')) details.dispatchEvent(new Event('toggle'));
            // The focus a control took before its island ran: given again, now that the island listens.
            const focused = doc.activeElement;
            if (focused && element.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
            resolve();
            // Once the island's render after its hydration is drawn too (useHydrated: a later render, at once).
            if (focusedBefore)
              void nextTask().then(() => {
                if (focusedBefore.isConnected || (doc.activeElement && doc.activeElement !== doc.body)) return;
                controlAt(element, focusedAt)?.focus();
              });
          };
          // Each island in a task of its own (nextTask), hydrated in a transition.
          roots.push(hydrate({ element, component, props: island.props, index }, committed));
        }),
      (error: unknown) => {
        // Its code did not come (the connection dropped): the island stays the server's markup, which works without
        // script, and the visitor's next touch of it tries again.
        started.delete(element);
        listenForTouch(element);
        console.warn(`The ${island.name} island could not start`, error);
        throw error;
      },
    );
    started.set(element, running);
    return running;
  };
  /** Starts the island of `element` without waiting for it (a failure is told by `start`). */
  const wake = (element: HTMLElement) => void start(element).catch(() => {});
  /** Starts the island of `element` on the visitor's first touch of it (TOUCH_EVENTS). */
  const listenForTouch = (element: HTMLElement) => {
    for (const type of TOUCH_EVENTS) element.addEventListener(type, () => wake(element), { capture: true, passive: true, once: true });
  };

  const elements = [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const firstScreen: Array<Promise<void>> = [];
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const element = entry.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)!;
              for (const child of element.children) observer!.unobserve(child);
              wake(element);
            }
          },
          { rootMargin: `${NEAR_SCREEN_PX}px 0px` },
        );
  /** Timers of the `idle` islands still waiting for the page to settle. */
  const settleTimers: Array<ReturnType<typeof setTimeout>> = [];
  /** Starts the island of `element` at the browser's first idle moment IDLE_START_MS after the page's start. */
  const startWhenSettled = (element: HTMLElement) => {
    const wait = Math.max(0, IDLE_START_MS - performance.now());
    settleTimers.push(setTimeout(() => whenIdle(() => stopped || wake(element)), wait));
  };
  /** Islands not started yet that start once IN_USE says they are in use. */
  const waitingForUse = new Map<HTMLElement, () => boolean>();
  for (const element of elements) {
    const island = islands[Number(element.getAttribute(ISLAND_ATTRIBUTE))];
    if (!island) continue;
    const when = ISLAND_STARTS[island.name];
    const inUse = IN_USE[island.name];
    if (when === 'load') firstScreen.push(start(element));
    else if (when === 'visible') {
      // The island's element has no box of its own (display: contents): its children are watched.
      if (!observer || element.children.length === 0) firstScreen.push(start(element));
      else {
        for (const child of element.children) observer.observe(child);
        const rect = element.firstElementChild!.getBoundingClientRect();
        if (rect.top < window.innerHeight + NEAR_SCREEN_PX && rect.bottom > -NEAR_SCREEN_PX) firstScreen.push(start(element));
      }
    } else if (usedBeforeScript(element, doc) || inUse?.(element, island.props, pathname)) firstScreen.push(start(element));
    else {
      if (when === 'touch' || when === 'idle') listenForTouch(element);
      if (when === 'idle') startWhenSettled(element);
      if (inUse) waitingForUse.set(element, () => inUse(element, island.props, pathname));
    }
  }
  const stopWaitingForUse =
    waitingForUse.size === 0
      ? () => {}
      : subscribeToStoredLists(() => {
          for (const [element, inUse] of waitingForUse) {
            if (!started.has(element) && !inUse()) continue;
            waitingForUse.delete(element);
            wake(element);
          }
        });

  // A click on an island that has not started: see the module comment.
  /** Controls whose held click is given back to the browser, as the island holding them could not start. */
  const passedThrough = new WeakSet<Element>();
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && passedThrough.delete(target)) return;
    const element = target?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]:not([${STARTED_ATTRIBUTE}])`);
    if (!target || !element) return;
    const native = target.closest(`a[href]:not([${HOLD_CLICK_ATTRIBUTE}]), summary, label, input, textarea, select`);
    wake(element);
    if (native && element.contains(native) && !togglesABox(native)) return;
    event.preventDefault();
    event.stopPropagation();
    const index = controlIndex(element, target);
    start(element).then(
      () => {
        // The island may have drawn the control anew (a link that becomes a switch): then the one in its place.
        const again = target.isConnected ? target : controlAt(element, index);
        if (again instanceof HTMLElement && element.contains(again)) again.click();
      },
      () => {
        // The island could not start: the click does what it does without script (a form's button submits it).
        if (!(target instanceof HTMLElement)) return;
        passedThrough.add(target);
        // A label's click goes on to its box: that one too.
        if (target instanceof HTMLLabelElement && target.control) passedThrough.add(target.control);
        target.click();
      },
    );
  };
  doc.addEventListener('click', onClick, { capture: true });

  // (An island that could not start counts as started: the page is as ready as it will be, its markup works.)
  void Promise.allSettled(firstScreen).then(() => {
    if (!stopped) doc.documentElement.dataset.app = 'ready';
  });

  return () => {
    stopped = true;
    for (const type of ACTIVE_EVENTS) doc.removeEventListener(type, fetchAhead, { capture: true });
    observer?.disconnect();
    for (const timer of settleTimers) clearTimeout(timer);
    stopWaitingForUse();
    doc.removeEventListener('click', onClick, { capture: true });
    for (const root of roots.splice(0)) root.unmount();
  };
}
