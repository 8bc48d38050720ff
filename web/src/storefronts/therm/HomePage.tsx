/**
 * /fd — the therm storefront home (product-spec.md §2 "therm storefront", §4, §9): hero, about, 'why choose us'
 * (5 cards), statistics (the 4 figures of §9), product categories from the catalogue, the industries selector
 * (defaults to Steel Plants) and the client-logo carousel (every 2.5 s, wrap-around previous/next, 1/3/5 per view).
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { paths } from '../../lib/paths.ts';
import { storefrontContent } from '../content.ts';
import { ClientCarousel } from './components/ClientCarousel.tsx';
import { IndustriesSelector } from './components/IndustriesSelector.tsx';
import { Island } from '../../components/island/Island.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { ProseBeside } from '../components/ProseBeside.tsx';
import { RootCategoryCards } from '../components/RootCategoryCards.tsx';
import { ThermImage } from './components/ThermImage.tsx';
import { thermClients } from '../../../../content/therm/clients.ts';
import { thermHome } from '../../../../content/therm/home.ts';
import { DEFAULT_INDUSTRY, industries } from '../../../../content/therm/industries.ts';
import { clientLogo, thermImages } from '../../../../content/therm/media.ts';
import { LAYOUT_SIZES } from '../../lib/media-srcset.ts';
import { CardText } from '../components/CardText.tsx';

const clientLogos = thermClients.map((c) => clientLogo(c.name));

/** The /fd home page. */
export default function ThermHomePage() {
  const stats = storefrontContent.fd.facts;
  return (
    <>
      <Box component="section" aria-labelledby="fd-home-title" sx={{ position: 'relative', bgcolor: 'accent.band', color: 'common.white', overflow: 'hidden' }}>
        <ThermImage
          image={thermImages.hero}
          priority
          sizes={LAYOUT_SIZES.fullBleed}
          alt=""
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' }}
        />
        <Box
          sx={{
            position: 'relative',
            background: {
              xs: 'linear-gradient(180deg, rgba(20,22,26,0.72) 0%, rgba(20,22,26,0.9) 100%)',
              md: 'linear-gradient(90deg, rgba(20,22,26,0.92) 0%, rgba(20,22,26,0.7) 50%, rgba(20,22,26,0.1) 100%)',
            },
            py: { xs: 8, md: 14 },
          }}
        >
          <Container maxWidth="lg">
            <Typography variant="overline" component="p" sx={{ fontWeight: 700, letterSpacing: 1.5, color: 'accent.onDark' }}>
              {thermHome.heroEyebrow}
            </Typography>
            <Typography id="fd-home-title" variant="h2" component="h1" sx={{ mt: 1, mb: 2, maxWidth: 720, fontSize: { xs: '2rem', md: '3.25rem' } }}>
              {thermHome.heroTitle}
            </Typography>
            <Typography sx={{ maxWidth: 640, mb: 4, fontSize: { md: '1.15rem' }, color: 'grey.200' }}>{thermHome.heroLead}</Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="contained" size="large" component={RouterLink} to={paths.products('fd')}>
                {thermHome.heroCta}
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to={paths.page('fd', 'contact-us')} sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.6)' }}>
                {thermHome.heroSecondaryCta}
              </Button>
            </Box>
          </Container>
        </Box>
      </Box>

      <SectionBand id="fd-about">
        <ProseBeside heading={{ id: 'fd-about', eyebrow: thermHome.aboutEyebrow, title: thermHome.aboutTitle }} paragraphs={thermHome.aboutParagraphs} aside={<ThermImage image={thermImages.about} sizes={LAYOUT_SIZES.halfFromMd} sx={{ width: '100%', borderRadius: 1 }} />}>
          <Button component={RouterLink} to={paths.page('fd', 'about-us')} endIcon={<ArrowForwardIcon />}>
            {thermHome.aboutCta}
          </Button>
        </ProseBeside>
      </SectionBand>

      <SectionBand id="fd-why" heading={{ eyebrow: thermHome.whyEyebrow, title: thermHome.whyTitle, align: 'center' }} tone="tint" testId="why-choose-us">
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' } }}
        >
          {thermHome.whyCards.map((card, i) => (
            <Paper component="li" key={card.title} variant="outlined" sx={{ p: 3, borderTop: 4, borderTopColor: 'accent.main' }}>
              <Typography aria-hidden sx={{ fontWeight: 800, color: 'accent.main', fontSize: '1.5rem', lineHeight: 1, mb: 1.5 }}>
                {String(i + 1).padStart(2, '0')}
              </Typography>
              <CardText title={card.title} text={card.text} />
            </Paper>
          ))}
        </Box>
      </SectionBand>

      <SectionBand id="fd-stats" tone="dark" testId="statistics">
        <Typography id="fd-stats" variant="h4" component="h2" sx={{ color: 'common.white', textAlign: 'center', mb: 4, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
          {thermHome.statsTitle}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {stats.map((stat) => (
            <Box key={stat.label} data-testid="statistic" sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" sx={{ color: 'grey.400' }}>
                {stat.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, color: 'accent.onDark', fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.5rem' } }}>
                {stat.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionBand>

      <SectionBand id="fd-products" heading={{ eyebrow: thermHome.productsEyebrow, title: thermHome.productsTitle, lead: thermHome.productsLead }}>
        {/* The catalogue's root categories as cards (product-spec.md §2 "product categories"). */}
        <RootCategoryCards vendor="therm" code="fd" errorText={thermHome.productsError} allProducts={{ label: thermHome.productsCta, space: 4 }} />
      </SectionBand>

      <SectionBand id="fd-industries" heading={{ eyebrow: thermHome.industriesEyebrow, title: thermHome.industriesTitle, lead: thermHome.industriesLead }} tone="tint">
        <Island name="industries-selector" component={IndustriesSelector} props={{ industries, defaultIndustry: DEFAULT_INDUSTRY }} />
        <Box sx={{ mt: 3 }}>
          <Button component={RouterLink} to={paths.page('fd', 'applications')} endIcon={<ArrowForwardIcon />}>
            {thermHome.industriesCta}
          </Button>
        </Box>
      </SectionBand>

      <SectionBand id="fd-clients" heading={{ eyebrow: thermHome.clientsEyebrow, title: thermHome.clientsTitle, align: 'center' }}>
        <Island name="client-carousel" component={ClientCarousel} props={{ logos: clientLogos, label: 'Client logos' }} />
      </SectionBand>
    </>
  );
}
