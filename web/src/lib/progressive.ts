/**
 * Progressive enhancement helpers: a server-rendered public page works before its JavaScript runs and
 * with it off; the app takes its controls over once it runs.
 */
import { useSyncExternalStore, type MouseEvent } from 'react';

const subscribe = () => () => {};

/**
 * Whether the app is running this component: false on the server and during hydration, true from the render right
 * after it (and from the first render of anything mounted later, e.g. after a client-side navigation).
 *
 * A control that only works with the app (a carousel's previous/next or pause button) is drawn only once this is
 * true, and markup that differs with the app (a carousel's `inert` slides, its scroll container) switches on it.
 * Built on `useSyncExternalStore`, whose server snapshot React uses during hydration, so the first browser render
 * matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Whether a click on a link is a plain primary-button click the app may take over (preventDefault and act in
 * place), rather than one asking for a new tab or window, a download, or already handled.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The part of an Embla carousel's API that `continueFromScrolledRow` uses. */
export interface ScrolledRowCarousel {
  rootNode(): HTMLElement;
  slideNodes(): HTMLElement[];
  scrollTo(index: number, jump?: boolean): void;
}

/**
 * For a carousel whose slides, before the app ran, sat in a row the visitor could scroll sideways: once Embla has
 * taken the row over (it moves the slides itself and expects the row unscrolled), it carries on from the slide
 * that was in view, without an animation. Nothing happens when the row was not scrolled.
 */
export function continueFromScrolledRow(carousel: ScrolledRowCarousel): void {
  const row = carousel.rootNode();
  const slideWidth = carousel.slideNodes()[0]?.offsetWidth ?? 0;
  if (row.scrollLeft <= 0 || slideWidth <= 0) return;
  const inView = Math.round(row.scrollLeft / slideWidth);
  row.scrollLeft = 0;
  carousel.scrollTo(inView, true);
}
