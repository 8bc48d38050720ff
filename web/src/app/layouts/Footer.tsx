/**
 * The shared footer — product-spec.md §2 "Shared footer": logo and short description, 'Quick Links' (the menu),
 * 'Contact Information' (one-line address, phone, mailto e-mail), 'Production Facility' (two factory addresses),
 * and the copyright line with the current year. Contact data comes from the runtime config, never from code.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { singleLineAddress } from '../../../../contracts/public-config-rules.ts';
import type { CompanyContact } from '../../../../contracts/public-config.ts';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { appConfig } from '../../lib/config.ts';
import { telHref } from '../../lib/contact-links.ts';
import { storefrontContent } from '../../storefronts/content.ts';
import type { MenuItem } from '../../storefronts/menu.ts';
import { TAP_LINK_SX, TAP_TARGET_PX } from '../../lib/touch.ts';
import { EmailLink } from '../../components/EmailLink.tsx';

interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface FooterProps {
  menu: MenuItem[];
  description: string;
  brand: string;
  logo: ImageRef;
  /** Text-logo image shown under the logo on small screens only (product-spec.md §2); the brand text when absent. */
  wordmark?: ImageRef;
  /** Target of the logo link (appConfig.logoHref; product-spec.md §2 "a configurable target"). */
  logoHref: string;
  contact: CompanyContact;
  /** The two factory addresses for 'Production Facility'. */
  productionSites: string[];
  /** The current date; the copyright year is computed from it (product-spec.md §9). */
  now?: Date;
}

const headingSx = { fontWeight: 700, mb: 1.5, color: 'common.white', fontSize: '1rem' } as const;
const linkSx = { color: 'grey.300', '&:hover': { color: 'common.white' } } as const;
/** A quick link: its own tap target on a touch screen. */
const quickLinkSx = { ...linkSx, ...TAP_LINK_SX } as const;

/** Site footer. */
export function Footer({ menu, description, brand, logo, wordmark, logoHref, contact, productionSites, now = new Date() }: FooterProps) {
  const isExternal = /^https?:/i.test(logoHref);
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'grey.300', mt: 'auto', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Link
              {...(isExternal ? { href: logoHref } : { component: RouterLink, to: logoHref })}
              aria-label={`${brand} — home`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, bgcolor: 'common.white', borderRadius: 1, p: 1, minHeight: TAP_TARGET_PX }}
            >
              <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
            </Link>
            {wordmark ? (
              <Box
                component="img"
                src={wordmark.src}
                alt={wordmark.alt}
                width={wordmark.width}
                height={wordmark.height}
                sx={{ display: { xs: 'block', md: 'none' }, mt: 1.5, maxWidth: '100%', height: 'auto' }}
              />
            ) : (
              <Typography component="p" sx={{ display: { xs: 'block', md: 'none' }, mt: 1.5, fontWeight: 700, color: 'common.white' }}>
                {brand}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 360 }}>
              {description}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 2 }}>
            <Typography component="h2" sx={headingSx}>
              Quick Links
            </Typography>
            <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {menu.map((item) => (
                <li key={item.path}>
                  <Link component={RouterLink} to={item.path} underline="hover" variant="body2" sx={quickLinkSx}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <Typography component="h2" sx={headingSx}>
              Contact Information
            </Typography>
            <Stack spacing={1} component="address" sx={{ fontStyle: 'normal' }}>
              <Typography variant="body2">{singleLineAddress(contact)}</Typography>
              <Typography variant="body2">
                Phone:{' '}
                <Link href={telHref(contact.phoneNumber)} sx={linkSx}>
                  {contact.phoneNumber}
                </Link>
              </Typography>
              <Typography variant="body2">
                Email:{' '}
                <EmailLink address={contact.email} sx={linkSx} />
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <Typography component="h2" sx={headingSx}>
              Production Facility
            </Typography>
            <Stack spacing={1}>
              {productionSites.slice(0, 2).map((site) => (
                <Typography key={site} variant="body2">
                  {site}
                </Typography>
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.15)', textAlign: 'center' }}>
          © {now.getFullYear()} {contact.companyName}. All rights reserved
        </Typography>
      </Container>
    </Box>
  );
}

/** The storefront's own two factory addresses (indexes into the configured list), or the first two. */
function pickSites(sites: string[], [a, b]: [number, number]): string[] {
  const own = [sites[a], sites[b]].filter(Boolean);
  return own.length > 0 ? own : sites.slice(0, 2);
}

/** The footer with storefront `code`'s brand, logo and factories and the runtime contact data, under `menu`. */
export function StorefrontFooter({ code, menu }: { code: VendorCode; menu: MenuItem[] }) {
  const content = storefrontContent[code];
  return (
    <Footer
      menu={menu}
      brand={content.brand}
      description={content.footerDescription}
      logo={content.logo}
      wordmark={content.wordmark}
      logoHref={appConfig.logoHref}
      contact={appConfig.contact}
      productionSites={pickSites(appConfig.contact.productionSites, content.productionSiteIndexes)}
    />
  );
}
