/**
 * /in — the radhe storefront home (product-spec.md §2 "radhe storefront", §9): banner carousel (3 banners,
 * mobile set), client-logo strip, dark section with the catalogue's subcategory cards, facilities block, four
 * quality-assurance cards, testing-lab recognitions, contact information and the 'Get in Touch' form.
 * The layout gives this page no top padding; the banner sits under the translucent top bar.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
import { useCategory } from '../../lib/catalog-api/index.ts';
import { CatalogGrid } from '../../components/catalog/CatalogGrid.tsx';
import { CategoryCard } from '../../components/catalog/CategoryCard.tsx';
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
import { CardText } from '../components/CardText.tsx';

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

/** The catalogue's root subcategories on a dark band (product-spec.md §2 "Dark section with subcategory cards"). */
function ProductsSection() {
  const { data, isPending, isError } = useCategory('radhe');
  return (
    <Box component="section" aria-labelledby="home-products" sx={{ bgcolor: 'secondary.main', py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="home-products" eyebrow={homePage.productsEyebrow} title={homePage.productsTitle} lead={homePage.productsLead} inverted />
        {isError ? (
          <Alert severity="warning">{homePage.productsError}</Alert>
        ) : (
          <CatalogGrid loading={isPending}>
            {data?.subCategories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} code="in" />
              </li>
            ))}
          </CatalogGrid>
        )}
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} component={RouterLink} to={paths.products('in')}>
            {homePage.productsCta}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

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

      <ProductsSection />

      <Box component="section" aria-labelledby="home-facilities" sx={{ py: { xs: 7, md: 10 } }}>
        <Container maxWidth="lg">
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
        </Container>
      </Box>

      <Box component="section" aria-labelledby="home-qa" sx={{ py: { xs: 7, md: 10 }, bgcolor: 'grey.50' }}>
        <Container maxWidth="lg">
          <SectionHeading id="home-qa" eyebrow={homePage.qaEyebrow} title={homePage.qaTitle} align="center" />
          <Grid container spacing={3} component="ul" data-testid="qa-cards" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {qaCards.map((card) => {
              const Icon = QA_ICONS[card.icon];
              return (
                <Grid key={card.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                  <Card sx={{ height: '100%', borderRadius: 2 }}>
                    <CardContent sx={{ p: 3 }}>
                      <Box sx={{ width: 52, height: 52, borderRadius: 2, bgcolor: 'primary.main', color: 'common.white', display: 'grid', placeItems: 'center', mb: 2 }}>
                        <Icon />
                      </Box>
                      <CardText title={card.title} text={card.text} />
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="home-testing" sx={{ py: { xs: 7, md: 10 } }}>
        <Container maxWidth="lg">
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
        </Container>
      </Box>

      <Box component="section" aria-labelledby="home-contact" sx={{ py: { xs: 7, md: 10 }, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 5, md: 8 }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <SectionHeading id="home-contact" eyebrow={homePage.contactEyebrow} title={homePage.contactTitle} lead={homePage.contactLead} />
              <ContactDetails contact={contact} productionSites={radheProductionSites(contact)} />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <GetInTouch />
            </Grid>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
