/**
 * The 'Get in Touch' enquiry form of the radhe pages (product-spec.md §2 "/in" and "/in/contact-us"): the
 * shared enquiry form of issue 7 (features/enquiry) on a card.
 */
import Paper from '@mui/material/Paper';
import { LazyEnquiryForm } from '../../../features/enquiry/LazyEnquiryForm.tsx';

/** Title of the form on the radhe home and contact pages (product-spec.md §2). */
export const GET_IN_TOUCH_TITLE = 'Get in Touch';

/** The enquiry form titled 'Get in Touch' on an outlined card. */
export function GetInTouch() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2, boxShadow: '0 12px 40px rgba(15,42,68,0.08)' }}>
      <LazyEnquiryForm title={GET_IN_TOUCH_TITLE} />
    </Paper>
  );
}
