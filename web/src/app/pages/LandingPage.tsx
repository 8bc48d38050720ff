/**
 * The landing screen at / (product-spec.md §2 "content not shown": our design). It introduces the company and
 * leads to both storefronts.
 */
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { singleLineAddress } from '../../../../contracts/public-config-rules.ts';
import { ACCENTS } from '../theme.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { appConfig } from '../../lib/config.ts';
import { telHref } from '../../lib/contact-links.ts';
import { storefrontContent } from '../../storefronts/content.ts';
import { paths } from '../../lib/paths.ts';
import { EmailLink } from '../../components/EmailLink.tsx';

const storefronts = [
  {
    code: 'in' as const,
    title: 'Radhe — power-line products',
    text: 'Composite insulators, surge arresters & switchgear',
    detail: 'Long rod 66-765 kV · disc, pin & post 11-33 kV · arresters & switchgear up to 220 kV',
    accent: ACCENTS.in.main,
    illustration: { src: '/landing-radhe.svg', alt: 'A transmission tower carrying composite long rod insulators' },
  },
  {
    code: 'fd' as const,
    title: 'Therm — flexible piping',
    text: 'Expansion joints, bellows, dampers & metal hoses',
    detail: 'Metallic & fabric expansion joints to EJMA · dampers · flexible metallic hoses',
    accent: ACCENTS.fd.main,
    illustration: { src: '/landing-therm.svg', alt: 'A metallic expansion joint with bellows between two flanged pipes' },
  },
];

/** A storefront logo at its intrinsic size (decorative: the card's heading names the storefront). */
function Logo({ src, width, height }: { src: string; width: number; height: number }) {
  return <img src={src} alt="" width={width} height={height} style={{ alignSelf: 'flex-start' }} />;
}

/** The landing page's title and description: index.html's defaults. */
export const LANDING_TITLE = 'Radhe & Therm — insulators and expansion joints, made in Vadodara';
export const LANDING_DESCRIPTION =
  'Composite insulators, surge arresters and switchgear (radhe) and expansion joints, bellows, dampers and metal hoses (therm), made in Vadodara, India.';

/** The landing page. */
export default function LandingPage() {
  const { contact } = appConfig;
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      {/* index.html's own title and description, set again so a client-side return to / shows them. */}
      <PageMeta title={LANDING_TITLE} description={LANDING_DESCRIPTION} path={paths.home()} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 }, flex: 1 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          Made in Vadodara, India · since 1992
        </Typography>
        <Typography variant="h3" component="h1" sx={{ mt: 1, mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
          {contact.companyName || 'Radhe & Therm'}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 720, mb: { xs: 4, md: 6 }, fontSize: { md: '1.15rem' } }}>
          Engineered products for power transmission and for industrial piping — choose a storefront to browse the
          catalogue and send an enquiry.
        </Typography>
        <Grid container spacing={3}>
          {storefronts.map((s) => (
            <Grid key={s.code} size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%', borderTop: 4, borderTopColor: s.accent }}>
                <CardActionArea
                  component={RouterLink}
                  to={paths.storefront(s.code)}
                  sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
                >
                  <Box
                    component="img"
                    src={s.illustration.src}
                    alt={s.illustration.alt}
                    width={480}
                    height={200}
                    sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '12 / 5', borderBottom: 1, borderColor: 'divider' }}
                  />
                  <Stack spacing={2} sx={{ p: { xs: 3, md: 4 } }}>
                    <Logo {...storefrontContent[s.code].logo} />
                    <Typography variant="h5" component="h2">
                      {s.title}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{s.text}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {s.detail}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: s.accent, fontWeight: 700 }}>
                      <span>Visit the {s.code === 'in' ? 'radhe' : 'therm'} storefront</span>
                      <ArrowForwardIcon fontSize="small" />
                    </Stack>
                  </Stack>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center', px: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {/* Only the configured parts, so an unconfigured dev build shows no stray separators. */}
          {[
            singleLineAddress(contact),
            contact.phoneNumber && <Link href={telHref(contact.phoneNumber)}>{contact.phoneNumber}</Link>,
            contact.email && <EmailLink address={contact.email} />,
          ]
            .filter(Boolean)
            .map((part, i) => (
              <Fragment key={i}>
                {i > 0 ? ' · ' : null}
                {part}
              </Fragment>
            ))}
        </Typography>
      </Box>
    </Box>
  );
}
