/**
 * /in/contact-us — product-spec.md §2: cards for company name, phone and email, address and production address,
 * plus the enquiry form, under its default title "What's On Your Mind?" (§5: the page names none). Every
 * value comes from the runtime configuration (appConfig.contact).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { singleLineAddress } from '../../../../contracts/public-config-rules.ts';
import { ENQUIRY_DEFAULT_TITLE } from '../../components/enquiry/texts.ts';
import { appConfig } from '../../lib/config.ts';
import { telHref } from './components/ContactDetails.tsx';
import { GetInTouch } from './components/GetInTouch.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { radheProductionSites } from './components/sites.ts';
import { contactPage as copy } from '../../../../content/radhe/contact.ts';
import { EmailLink } from '../../components/EmailLink.tsx';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card component="li" sx={{ height: '100%', borderRadius: 2 }}>
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: 'primary.main', color: 'common.white', display: 'grid', placeItems: 'center', mb: 2 }}>
          {icon}
        </Box>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

/** The contact page. */
export default function ContactUsPage() {
  const contact = appConfig.contact;
  const sites = radheProductionSites(contact);
  return (
    <>
      <PageBand eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          component="ul"
          data-testid="contact-cards"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        >
          <ContactCard icon={<BusinessOutlined />} title={copy.cards.company}>
            <Typography>{contact.companyName}</Typography>
          </ContactCard>
          <ContactCard icon={<PhoneOutlined />} title={copy.cards.phoneEmail}>
            <Typography>
              {copy.phoneLabel}: <Link href={telHref(contact.phoneNumber)}>{contact.phoneNumber}</Link>
            </Typography>
            <Typography>
              {copy.emailLabel}: <EmailLink address={contact.email} />
            </Typography>
          </ContactCard>
          <ContactCard icon={<LocationOnOutlined />} title={copy.cards.address}>
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {singleLineAddress(contact)}
            </Typography>
          </ContactCard>
          <ContactCard icon={<FactoryOutlined />} title={copy.cards.production}>
            {sites.map((site) => (
              <Typography key={site} component="address" sx={{ fontStyle: 'normal', '& + &': { mt: 1 } }}>
                {site}
              </Typography>
            ))}
          </ContactCard>
        </Box>
        <Grid container sx={{ mt: { xs: 5, md: 8 }, justifyContent: 'center' }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <GetInTouch title={ENQUIRY_DEFAULT_TITLE} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
