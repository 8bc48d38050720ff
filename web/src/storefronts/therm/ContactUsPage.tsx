/**
 * /fd/contact-us — Email, Phone, Address, Production Facility 1 and 2 (from the runtime configuration:
 * appConfig.contact, productionSites[2] and [3] are therm's units) and the enquiry form place
 * (product-spec.md §2 "/fd/contact-us").
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import FactoryIcon from '@mui/icons-material/FactoryOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { singleLineAddress } from '../../../../contracts/public-config-rules.ts';
import { appConfig } from '../../lib/config.ts';
import { telHref } from '../../lib/contact-links.ts';
import { TAP_LINK_SX } from '../../lib/touch.ts';
import { storefrontContent } from '../content.ts';
import { PageBand } from '../components/PageBand.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { ThermEnquiryPlace } from './components/ThermEnquiryPlace.tsx';
import { thermContact } from '../../../../content/therm/contact.ts';

interface ContactItem {
  label: string;
  icon: ReactNode;
  value: ReactNode;
}

/** The configured sites of therm (productionSites[2] and [3]). */
function thermSites(sites: string[]): string[] {
  return storefrontContent.fd.productionSiteIndexes.map((i) => sites[i] ?? '');
}

/** The /fd/contact-us page. */
export default function ThermContactUsPage() {
  const c = appConfig.contact;
  const phoneHref = telHref(c.phoneNumber);
  const [site1, site2] = thermSites(c.productionSites);
  const items: ContactItem[] = [
    { label: thermContact.emailLabel, icon: <EmailIcon />, value: c.email ? <Link href={`mailto:${c.email}`} sx={TAP_LINK_SX}>{c.email}</Link> : null },
    { label: thermContact.phoneLabel, icon: <PhoneIcon />, value: c.phoneNumber ? <Link href={phoneHref} sx={TAP_LINK_SX}>{c.phoneNumber}</Link> : null },
    {
      label: thermContact.addressLabel,
      icon: <PlaceIcon />,
      value: (
        <>
          {c.companyName && <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>{c.companyName}</Box>}
          {singleLineAddress(c)}
        </>
      ),
    },
    { label: thermContact.facilityLabels[0], icon: <FactoryIcon />, value: site1 || null },
    { label: thermContact.facilityLabels[1], icon: <FactoryIcon />, value: site2 || null },
  ];
  return (
    <>
      <PageBand eyebrow={thermContact.eyebrow} title={thermContact.title} lead={thermContact.lead} />
      <SectionBand id="therm-enquiry">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, alignItems: 'start' }}>
          <Box component="ul" data-testid="contact-details" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {items.map((item) => (
              <Paper component="li" key={item.label} variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box sx={{ color: 'accent.main', display: 'flex', mt: 0.25 }} aria-hidden>
                  {item.icon}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
                    {item.label}
                  </Typography>
                  <Typography component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {item.value ?? '—'}
                  </Typography>
                </Box>
              </Paper>
            ))}
          </Box>
          <ThermEnquiryPlace />
        </Box>
      </SectionBand>
    </>
  );
}
