/**
 * The enquiry form, loaded only when it is needed — issue 8 ("public pages load no … code they do not use").
 * The form brings react-hook-form, the zod rules and MUI's text fields and select (about 35 KB gzip), and on the
 * storefront pages it sits below the fold: `LazyEnquiryForm` fetches its code when its place comes within
 * 600 px of the viewport (react-intersection-observer; rendered at once where IntersectionObserver is missing)
 * and reserves the form's height meanwhile, so nothing below it shifts. In a dialog, which opens on a click,
 * `eager` loads it at once.
 */
import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import Box from '@mui/material/Box';
import type { EnquiryFormProps } from './EnquiryForm.tsx';

const EnquiryForm = lazy(() => import('./EnquiryForm.tsx').then((module) => ({ default: module.EnquiryForm })));

/**
 * Height reserved for the form while its code loads, in px: the radhe form with its title, five fields (four with
 * their limit stated under them, issue 16) and Send measures 611 px at 390 and 1440 px.
 */
export const ENQUIRY_FORM_PLACEHOLDER_HEIGHT = 611;

/** Where the lazily loaded form goes: an empty box of the form's height, marked busy. */
function Placeholder({ height }: { height: number }) {
  return <Box aria-busy="true" sx={{ minHeight: height }} />;
}

export interface LazyEnquiryFormProps extends EnquiryFormProps {
  /** Load at once instead of when scrolled near (for dialogs). */
  eager?: boolean;
  /** Height reserved while loading, in px; defaults to ENQUIRY_FORM_PLACEHOLDER_HEIGHT. */
  placeholderHeight?: number;
}

/** The enquiry form (same props as EnquiryForm), its code loaded on approach; see the module comment. */
export function LazyEnquiryForm({ eager = false, placeholderHeight = ENQUIRY_FORM_PLACEHOLDER_HEIGHT, ...formProps }: LazyEnquiryFormProps) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '600px 0px', fallbackInView: true, skip: eager });
  const placeholder = <Placeholder height={placeholderHeight} />;
  return (
    <div ref={eager ? undefined : ref}>
      {eager || inView ? (
        <Suspense fallback={placeholder}>
          <EnquiryForm {...formProps} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
