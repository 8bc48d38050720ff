/**
 * /in — the radhe storefront home (product-spec.md §2 "radhe storefront", §9): banner carousel (3 banners,
 * mobile set), client-logo strip, dark section with the catalogue's subcategory cards, facilities block, four
 * quality-assurance cards, testing-lab recognitions, contact information and the 'Get in Touch' form.
 * The layout gives this page no top padding; the banner sits under the translucent top bar.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PrecisionManufacturingOutlined from '@mui/icons-material/PrecisionManufacturingOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { paths } from '../../lib/paths.ts';
import { appConfig } from '../../lib/config.ts';
import { storefrontContent } from '../content.ts';
import { BannerCarousel } from './components/BannerCarousel.tsx';
import { homeBanners } from './home-banners.ts';
import { ContactDetails } from './components/ContactDetails.tsx';
import { GetInTouch } from './components/GetInTouch.tsx';
import { LogoStrip } from './components/LogoStrip.tsx';
import { RadheImage } from './components/RadheImage.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { radheProductionSites } from './components/sites.ts';
import { allClients } from '../../../../content/radhe/clients.ts';
import { homePage, qaCards, type QaIcon } from '../../../../content/radhe/home.ts';
import { testingEntries } from '../../../../content/radhe/testing.ts';
import { clientLogo, radheImages } from '../../../../content/radhe/media.ts';
import { LAYOUT_SIZES } from '../../lib/media-srcset.ts';
import { IconCardGrid } from '../components/IconCardGrid.tsx';
import { RootCategoryCards } from '../components/RootCategoryCards.tsx';
import { SectionBand } from '../components/SectionBand.tsx';

const QA_ICONS: Record<QaIcon, typeof Inventory2Outlined> = {
  inventory: Inventory2Outlined,
  precision: PrecisionManufacturingOutlined,
  'fact-check': FactCheckOutlined,
  'workspace-premium': WorkspacePremiumOutlined,
};

const clientLogos = allClients.map(clientLogo);

/** Hides the page's h1 visually; the banners carry the visible titles. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The /in home page. */
export default function RadheHomePage() {
  const contact = appConfig.contact;
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        {storefrontContent.in.brand}
      </Typography>
      <BannerCarousel banners={homeBanners} label="Highlights" />

      <Box component="section" aria-labelledby="home-clients" sx={{ py: { xs: 4, md: 5 }, borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Typography id="home-clients" component="h2" variant="subtitle1" sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600, mb: 2 }}>
            {homePage.clientsTitle}
          </Typography>
        </Container>
        <LogoStrip logos={clientLogos} label="Client logos" />
      </Box>

      {/* The catalogue's root subcategories on a dark band (product-spec.md §2 "Dark section with subcategory cards"). */}
      <SectionBand id="home-products" heading={{ eyebrow: homePage.productsEyebrow, title: homePage.productsTitle, lead: homePage.productsLead, inverted: true }} tone="dark" space="roomy">
        <RootCategoryCards vendor="radhe" code="in" errorText={homePage.productsError} allProducts={{ label: homePage.productsCta, space: 5 }} />
      </SectionBand>

      <SectionBand id="home-facilities" space="roomy">
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <RadheImage image={radheImages.homeFacility} sizes={LAYOUT_SIZES.halfFromMd} sx={{ width: '100%', borderRadius: 2, boxShadow: '0 20px 50px rgba(15,42,68,0.18)' }} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionHeading id="home-facilities" eyebrow={homePage.facilitiesEyebrow} title={homePage.facilitiesTitle} lead={homePage.facilitiesText} />
            <Grid container spacing={2} sx={{ mb: 4 }}>
              {homePage.facilitiesFacts.map((fact) => (
                <Grid key={fact.label} size={{ xs: 4 }}>
                  <Typography component="p" variant="h5" color="primary" sx={{ fontWeight: 700, fontSize: { xs: '1.15rem', md: '1.5rem' } }}>
                    {fact.value}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {fact.label}
                  </Typography>
                </Grid>
              ))}
            </Grid>
            <Button variant="outlined" size="large" endIcon={<ArrowForwardIcon />} component={RouterLink} to={paths.page('in', 'facilities')}>
              {homePage.facilitiesCta}
            </Button>
          </Grid>
        </Grid>
      </SectionBand>

      <SectionBand id="home-qa" heading={{ eyebrow: homePage.qaEyebrow, title: homePage.qaTitle, align: 'center' }} tone="tint" space="roomy">
        <IconCardGrid cards={qaCards.map((card) => ({ Icon: QA_ICONS[card.icon], title: card.title, text: card.text }))} columns={4} icon="tile" testId="qa-cards" />
      </SectionBand>

      <SectionBand id="home-testing" space="roomy">
        <Grid container spacing={{ xs: 3, md: 8 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SectionHeading id="home-testing" eyebrow={homePage.testingEyebrow} title={homePage.testingTitle} lead={homePage.testingLead} />
            <Button variant="outlined" endIcon={<ArrowForwardIcon />} component={RouterLink} to={paths.page('in', 'testing-quality')}>
              {homePage.testingCta}
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box component="ul" data-testid="testing-recognitions" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {testingEntries.map((entry) => (
                <Box component="li" key={entry.test} sx={{ display: 'flex', gap: 2, p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
                  <VerifiedOutlined color="primary" sx={{ mt: 0.25 }} />
                  <Box>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {entry.test}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {entry.lab}
                    </Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Grid>
        </Grid>
      </SectionBand>

      <SectionBand id="home-contact" tone="tint" space="roomy" sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Grid container spacing={{ xs: 5, md: 8 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionHeading id="home-contact" eyebrow={homePage.contactEyebrow} title={homePage.contactTitle} lead={homePage.contactLead} />
            <ContactDetails contact={contact} productionSites={radheProductionSites(contact)} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <GetInTouch />
          </Grid>
        </Grid>
      </SectionBand>
    </>
  );
}
