/**
 * The enquiry place of /fd/contact-us — product-spec.md §2 "/fd/contact-us : … plus the enquiry form".
 * A heading, a real mailto link to the configured company e-mail (appConfig.contact.email) and the enquiry form
 * (components/enquiry), which sends the therm vendor's name with the enquiry.
 */
import { ENQUIRY_DEFAULT_TITLE } from '../../../components/enquiry/texts.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LazyEnquiryForm } from '../../../components/enquiry/LazyEnquiryForm.tsx';
import { appConfig } from '../../../lib/config.ts';
import { thermContact } from '../../../../../content/therm/contact.ts';
import { EmailLink } from '../../../components/EmailLink.tsx';

/** Heading, mailto link and the enquiry form. */
export function ThermEnquiryPlace() {
  const email = appConfig.contact.email;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="therm-enquiry" data-testid="therm-enquiry-place" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography id="therm-enquiry" variant="h5" component="h2" sx={{ mb: 1 }}>
        {ENQUIRY_DEFAULT_TITLE}
      </Typography>
      {email && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {thermContact.enquiryLead} <EmailLink address={email} />.
        </Typography>
      )}
      <Box>
        <LazyEnquiryForm hideTitle placeholderHeight={491} />
      </Box>
    </Paper>
  );
}
