/**
 * The company's contact details from the runtime configuration (appConfig.contact, product-spec.md §2 and §9):
 * phone (tel: link), e-mail (mailto: link), one-line address and production addresses. Never hard-coded.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { TAP_LINK_SX } from '../../../lib/touch.ts';
import { singleLineAddress } from '../../../../../contracts/public-config-rules.ts';
import type { CompanyContact } from '../../../../../contracts/public-config.ts';
import { telHref } from '../../../lib/contact-links.ts';
import { EmailLink } from '../../../components/EmailLink.tsx';

export { telHref };

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '0 0 auto', width: 44, height: 44, borderRadius: 1, bgcolor: 'primary.main', color: 'common.white', display: 'grid', placeItems: 'center' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Box>
  );
}

export interface ContactDetailsProps {
  contact: CompanyContact;
  /** The storefront's factory addresses (two). */
  productionSites: string[];
}

/** A vertical list of the contact rows. */
export function ContactDetails({ contact, productionSites }: ContactDetailsProps) {
  return (
    <Stack spacing={3} component="address" sx={{ fontStyle: 'normal' }}>
      <Row icon={<PhoneOutlined />} label="Phone">
        <Link href={telHref(contact.phoneNumber)} sx={TAP_LINK_SX}>
          {contact.phoneNumber}
        </Link>
      </Row>
      <Row icon={<EmailOutlined />} label="Email">
        <EmailLink address={contact.email} sx={TAP_LINK_SX} />
      </Row>
      <Row icon={<LocationOnOutlined />} label="Address">
        <Typography>{singleLineAddress(contact)}</Typography>
      </Row>
      {productionSites.length > 0 && (
        <Row icon={<FactoryOutlined />} label="Production Facility">
          {productionSites.map((site) => (
            <Typography key={site}>{site}</Typography>
          ))}
        </Row>
      )}
    </Stack>
  );
}
