/**
 * The enquiry form in its own chunk — (the form brings react-hook-form, the zod rules and MUI's text fields,
 * about 60 KB gzip with what they pull in) and (every control works before the app runs; nothing of a
 * first visit's JavaScript that the page does not need before it can be used).
 *
 * The server renders the whole form into the page (its render waits for the chunk), so with JavaScript off, or
 * before its code runs, it is a real `<form method="post">` (components/enquiry/form-post.ts). In the browser the
 * form's part of the page is a Suspense boundary of its own, and its code is asked for only once the form is wanted
 * (`whenWanted`): the visitor touches it (a pointer over it or down on it, the focus, a key, typing), or a draft
 * typed before a reload is to be shown again, or its place holds no form of the server's (a page drawn in the
 * browser, a dialog opened by a click, an outcome panel). Until then React leaves the server's markup of the form
 * as it is (a boundary that suspends while hydrating keeps its server HTML), so what is typed there stays and Send
 * posts the form as without JavaScript; the form costs a page's first visit nothing, also where it is on the first
 * screen (/in/contact-us, whose script issue 35 measures beside the same page without script); on an islands page
 * even the island starts only on that touch (components/island/island-names.ts). Its fill time counts from the
 * page's first paint, when the page began showing the server's form (EnquiryForm `shownAt`). A page
 * drawn in the browser shows a box of the form's height until the code arrives, so nothing below it shifts.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { DEFAULT_ENQUIRY_TITLE } from '../../../../contracts/enquiry-title.ts';
import { Island } from '../island/Island.tsx';
import { useVendor } from '../../lib/vendor-context.tsx';
import type { EnquiryFormProps } from './EnquiryForm.tsx';
import { enquiryFormInUse } from './draft-key.ts';
import { useEnquiryFormState } from './form-state.ts';
import { useHydrated } from '../../lib/progressive.ts';

/** The events on the form's place that want it: the visitor is about to use it. */
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

let markWanted: () => void = () => {};
/** Settles once any enquiry form of the page is wanted (at once on the server, which renders the form whole). */
const whenWanted = new Promise<void>((resolve) => {
  markWanted = resolve;
  if (typeof document === 'undefined') resolve();
});

/**
 * Makes every enquiry form of this process wanted at once: the server's render (entry-server.tsx) draws each form
 * whole, with its code, also where a DOM is present (a test's jsdom).
 */
export function renderEnquiryFormsWhole(): void {
  markWanted();
}

/** Set once the server's markup of a form's place is shown (the form or a panel), not the loading box. */
let serverMarkupShown = false;

/** The attribute of the box shown while the form's code loads in a place drawn in the browser. */
const LOADING_ATTRIBUTE = 'data-enquiry-form-loading';

/** Said where the form's code could not be loaded and no markup of the server's is there to use instead. */
export const FORM_NOT_LOADED_TEXT =
  'The enquiry form could not be loaded: the connection may have dropped. Reload the page to try again.';

/** Shown in the form's place when its code could not be loaded (a place drawn in the browser). */
function FormNotLoaded() {
  return (
    <Box role="alert" sx={{ p: 2, border: 1, borderColor: 'error.main', borderRadius: 1, color: 'error.main' }}>
      {FORM_NOT_LOADED_TEXT}
    </Box>
  );
}

/**
 * The form under a query client (its Send is a TanStack mutation), both loaded once the form is wanted. Where they
 * cannot be loaded (the connection dropped), the server's markup stays as it is: its form, with what was typed in it,
 * posts as without JavaScript (the boundary waits for good); a place drawn in the browser says so (FormNotLoaded).
 */
const EnquiryForm = lazy(() =>
  whenWanted
    .then(() => Promise.all([import('./EnquiryForm.tsx'), import('../../lib/ensure-query-client.tsx')]))
    .then(
      ([form, query]) => ({
        default: (props: EnquiryFormProps) => (
          <query.EnsureQueryClient>
            <form.EnquiryForm {...props} />
          </query.EnsureQueryClient>
        ),
      }),
      () => (serverMarkupShown ? new Promise<never>(() => {}) : { default: FormNotLoaded }),
    ),
);

/**
 * Height reserved for the form while its code loads, in px: the radhe form with its title, five fields (four with
 * their limit stated under them) and Send measures 611 px at 390 and 1440 px.
 */
export const ENQUIRY_FORM_PLACEHOLDER_HEIGHT = 611;

export interface LazyEnquiryFormProps extends EnquiryFormProps {
  /** Height reserved while loading, in px; defaults to ENQUIRY_FORM_PLACEHOLDER_HEIGHT. */
  placeholderHeight?: number;
}

/**
 * Marks the form wanted (see the module comment) at once when `place` holds no form of the server's, when the
 * session keeps a typed draft of this form (draft-key.ts), or when the focus or the pointer is already inside it (on
 * an islands page the form's island starts on that touch: app/islands/start-islands.ts); else on the first of
 * TOUCH_EVENTS on it. The events are heard on the document, before they reach the island: React stops
 * those aimed into a boundary it has not hydrated yet at the island's root (to replay them once it has).
 */
function useWantedWhenTouched(place: RefObject<HTMLDivElement | null>, vendorCode: string, title: string): void {
  useEffect(() => {
    const element = place.current;
    if (element && !element.querySelector(`[${LOADING_ATTRIBUTE}]`)) serverMarkupShown = true;
    if (
      !element ||
      enquiryFormInUse(element, vendorCode, window.location.pathname, title) ||
      element.contains(document.activeElement) ||
      element.matches(':hover')
    ) {
      markWanted();
      return;
    }
    const onTouch = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) markWanted();
    };
    for (const type of TOUCH_EVENTS) document.addEventListener(type, onTouch, { capture: true, passive: true });
    const stop = () => {
      for (const type of TOUCH_EVENTS) document.removeEventListener(type, onTouch, { capture: true });
    };
    void whenWanted.then(stop);
    return stop;
  }, [place, vendorCode, title]);
}

/** When the page was first painted, in ms since the epoch (the navigation's start where no paint is recorded). */
function pageShownAt(): number {
  const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
  return Math.round(performance.timeOrigin + (paint?.startTime ?? 0));
}

/**
 * The enquiry form (same props as EnquiryForm) in its own chunk and Suspense boundary, told what the page says about
 * it (form-state.ts); an island of its own on an islands page (docs/decisions/0014). See the module comment.
 */
export function LazyEnquiryForm(props: LazyEnquiryFormProps) {
  const posted = useEnquiryFormState(props.title ?? DEFAULT_ENQUIRY_TITLE);
  return <Island name="enquiry-form" component={EnquiryFormIsland} props={{ ...props, posted }} />;
}

/** LazyEnquiryForm's island: the form's place, its code loaded when wanted. */
export function EnquiryFormIsland(props: LazyEnquiryFormProps) {
  const place = useRef<HTMLDivElement>(null);
  // The place's id, the fragment the form posts to without JavaScript: the page's answer (the form with a field's
  // message, or the outcome panel) opens at the form, not at the top of the page (the same on the answer's render).
  const placeId = useId();
  const { vendor } = useVendor();
  useWantedWhenTouched(place, vendor.code, props.title ?? DEFAULT_ENQUIRY_TITLE);
  // The server's form has shown since the page's first paint (the island may start only when the visitor touches
  // it); a place drawn in the browser (a dialog) shows it from its first render.
  const hydrated = useHydrated();
  const [shownAt] = useState(() => (hydrated ? Date.now() : pageShownAt()));
  // Built once for the island's props: the render that follows hydration (useHydrated's) must not reach a boundary
  // still showing the server's form, which React would otherwise drop and draw anew, losing what was typed in it (a
  // boundary not yet hydrated that receives new props switches to rendering in the browser).
  const boundary = useMemo(() => {
    const { placeholderHeight = ENQUIRY_FORM_PLACEHOLDER_HEIGHT, ...formProps } = props;
    return (
      <Suspense fallback={<Box aria-busy="true" {...{ [LOADING_ATTRIBUTE]: '' }} sx={{ minHeight: placeholderHeight }} />}>
        <EnquiryForm {...formProps} shownAt={shownAt} action={`#${placeId}`} />
      </Suspense>
    );
  }, [props, shownAt, placeId]);
  return (
    <Box ref={place} id={placeId} sx={{ scrollMarginTop: 96 }}>
      {boundary}
    </Box>
  );
}
