/**
 * The enquiry form of the radhe pages on a card (product-spec.md §2 "/in" and "/in/contact-us"): the shared enquiry
 * form (components/enquiry), titled 'Get in Touch' on the home page (§2) and with the form's own default,
 * "What's On Your Mind?" (§5), where the page names no title.
 */
import Paper from '@mui/material/Paper';
import { LazyEnquiryForm } from '../../../components/enquiry/LazyEnquiryForm.tsx';

/** Title of the form on the radhe home and contact pages (product-spec.md §2). */
export const GET_IN_TOUCH_TITLE = 'Get in Touch';

/** The enquiry form on an outlined card, titled `title` ('Get in Touch' unless given). */
export function GetInTouch({ title = GET_IN_TOUCH_TITLE }: { title?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2, boxShadow: '0 12px 40px rgba(15,42,68,0.08)' }}>
      <LazyEnquiryForm title={title} />
    </Paper>
  );
}
