/**
 * The enquiry form in its own chunk — (the form brings react-hook-form, the zod rules and MUI's text fields,
 * about 60 KB gzip with what they pull in) and (every control works before the app runs; nothing of a
 * first visit's JavaScript that the page does not need before it can be used).
 *
 * The server renders the whole form into the page (its render waits for the chunk), so with JavaScript off, or
 * before the app runs, it is a real `<form method="post">` (components/enquiry/form-post.ts). In the browser the
 * form's part of the page is a Suspense boundary of its own, and its code is asked for only once the form is wanted
 * (`whenWanted`): its place comes within NEAR_SCREEN_PX of the screen (the distance at which an islands page starts
 * the form's island), or the visitor touches it (a pointer, the focus, a key, typing). Until then React leaves the
 * server's markup of the form as it is (a boundary that suspends while hydrating keeps its server HTML), so what is
 * typed there stays and Send posts the form as without JavaScript; the form below the fold of the /in home page
 * costs the first visit nothing. A page drawn in the browser (a client navigation) shows a box of the form's height
 * until the code arrives, so nothing below it shifts.
 */
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { DEFAULT_ENQUIRY_TITLE } from '../../../../contracts/enquiry-title.ts';
import { Island } from '../island/Island.tsx';
import { NEAR_SCREEN_PX } from '../island/island-names.ts';
import { EnsureQueryClient } from '../../lib/ensure-query-client.tsx';
import type { EnquiryFormProps } from './EnquiryForm.tsx';
import { useEnquiryFormState } from './form-state.ts';

/** The events on the form's place that want it at once, whatever its position. */
const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

let markWanted: () => void = () => {};
/** Settles once any enquiry form of the page is wanted (at once on the server, which renders the form whole). */
const whenWanted = new Promise<void>((resolve) => {
  markWanted = resolve;
  if (typeof document === 'undefined') resolve();
});

const EnquiryForm = lazy(() => whenWanted.then(() => import('./EnquiryForm.tsx')).then((module) => ({ default: module.EnquiryForm })));

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
 * Watches `place` and marks the form wanted when it comes near the screen or is touched (see the module comment);
 * without IntersectionObserver, at once.
 */
function useWantedWhenNear(place: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      markWanted();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && markWanted(), {
      rootMargin: `${NEAR_SCREEN_PX}px 0px`,
    });
    observer.observe(element);
    for (const type of TOUCH_EVENTS) element.addEventListener(type, markWanted, { capture: true, passive: true });
    const stop = () => {
      observer.disconnect();
      for (const type of TOUCH_EVENTS) element.removeEventListener(type, markWanted, { capture: true });
    };
    void whenWanted.then(stop);
    return stop;
  }, [place]);
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
export function EnquiryFormIsland({ placeholderHeight = ENQUIRY_FORM_PLACEHOLDER_HEIGHT, ...formProps }: LazyEnquiryFormProps) {
  const place = useRef<HTMLDivElement>(null);
  useWantedWhenNear(place);
  return (
    <Box ref={place}>
      <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: placeholderHeight }} />}>
        <EnsureQueryClient>
          <EnquiryForm {...formProps} />
        </EnsureQueryClient>
      </Suspense>
    </Box>
  );
}
