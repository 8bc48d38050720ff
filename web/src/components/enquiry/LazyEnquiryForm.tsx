/**
 * The enquiry form in its own chunk — issue 8 (the form brings react-hook-form, the zod rules and MUI's text fields,
 * about 35 KB gzip) and issue 17 (every control works before the app runs).
 *
 * The server renders the whole form into the page (its render waits for the chunk), so with JavaScript off, or
 * before the app runs, it is a real `<form method="post">` (components/enquiry/form-post.ts). In the browser the
 * form's part of the page is a Suspense boundary of its own: React hydrates it when its chunk has arrived, after
 * the rest of the page, and hydrates it first when the visitor touches it (selective hydration). A page drawn in
 * the browser (a client navigation) shows a box of the form's height until the chunk arrives, so nothing below it
 * shifts.
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { EnquiryFormProps } from './EnquiryForm.tsx';

const EnquiryForm = lazy(() => import('./EnquiryForm.tsx').then((module) => ({ default: module.EnquiryForm })));

/**
 * Height reserved for the form while its code loads, in px: the radhe form with its title, five fields (four with
 * their limit stated under them, issue 16) and Send measures 611 px at 390 and 1440 px.
 */
export const ENQUIRY_FORM_PLACEHOLDER_HEIGHT = 611;

export interface LazyEnquiryFormProps extends EnquiryFormProps {
  /** Height reserved while loading, in px; defaults to ENQUIRY_FORM_PLACEHOLDER_HEIGHT. */
  placeholderHeight?: number;
}

/** The enquiry form (same props as EnquiryForm) in its own chunk and Suspense boundary; see the module comment. */
export function LazyEnquiryForm({ placeholderHeight = ENQUIRY_FORM_PLACEHOLDER_HEIGHT, ...formProps }: LazyEnquiryFormProps) {
  return (
    <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: placeholderHeight }} />}>
      <EnquiryForm {...formProps} />
    </Suspense>
  );
}
