/**
 * /in/about-us — product-spec.md §2: breadcrumb 'Products' linking to /in, about text, a vision accordion of
 * five items and the edge advantages (six items). Company facts from §1.
 *
 * The vision accordion is five `<details>` sharing one `name` (an exclusive accordion: opening one closes the one
 * open), the first open: the browser runs it, so every item is readable before the app runs and without JavaScript.
 * A browser without exclusive accordions lets several stay open.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { paths } from '../../lib/paths.ts';
import { PageBand } from '../components/PageBand.tsx';
import { aboutPage as copy, advantages, visionItems, type AdvantageIcon } from '../../../../content/radhe/about.ts';
import { IconCardGrid } from '../components/IconCardGrid.tsx';
import { PageIntro } from './components/PageIntro.tsx';
import { SectionBand } from '../components/SectionBand.tsx';

const ADVANTAGE_ICONS: Record<AdvantageIcon, typeof FactoryOutlined> = {
  factory: FactoryOutlined,
  science: ScienceOutlined,
  verified: VerifiedOutlined,
  engineering: EngineeringOutlined,
  public: PublicOutlined,
  support: SupportAgentOutlined,
};

/** The About Us page. */
export default function AboutUsPage() {
  return (
    <>
      <PageBand eyebrow={copy.eyebrow} title={copy.title}>
        <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 2 }}>
          <Link component={RouterLink} to={paths.storefront('in')} underline="hover" color="inherit">
            Products
          </Link>
          <Typography color="text.primary" aria-current="page">
            {copy.breadcrumbCurrent}
          </Typography>
        </Breadcrumbs>
      </PageBand>
      <PageIntro
        paragraphs={copy.paragraphs}
        aside={
          <Grid container spacing={2}>
            {copy.facts.map((fact) => (
              <Grid key={fact.label} size={{ xs: 6 }}>
                <Box sx={{ p: 2.5, borderRadius: 2, bgcolor: 'secondary.main', color: 'common.white', height: '100%' }}>
                  <Typography component="p" variant="h5" sx={{ fontWeight: 700, fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
                    {fact.value}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'grey.300' }}>
                    {fact.label}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        }
      />
      <SectionBand id="about-vision" heading={{ title: copy.visionTitle, align: 'center' }} tone="tint" maxWidth="md">
        <Box data-testid="vision-items">
          {visionItems.map((item, i) => (
            <VisionItem key={item.title} title={item.title} body={item.body} open={i === 0} />
          ))}
        </Box>
      </SectionBand>
      <SectionBand id="about-edge" heading={{ title: copy.advantagesTitle, lead: copy.advantagesLead, align: 'center' }}>
        <IconCardGrid cards={advantages.map((a) => ({ Icon: ADVANTAGE_ICONS[a.icon], title: a.title, text: a.body }))} columns={3} icon="plain" testId="advantages" />
      </SectionBand>
    </>
  );
}

/** The accordion's items share this name: the browser keeps one open at a time. */
const VISION_ACCORDION = 'about-vision';

/** One vision item: a disclosure whose summary is the title (with a turning chevron) and whose content the body. */
function VisionItem({ title, body, open }: { title: string; body: string; open: boolean }) {
  return (
    <Box
      component="details"
      name={VISION_ACCORDION}
      open={open}
      sx={{
        mb: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 1,
        '& > summary': {
          listStyle: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          minHeight: 48,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          cursor: 'pointer',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
        },
        '& .vision-chevron': { ml: 'auto', color: 'action.active', transition: 'transform 150ms' },
        '&[open] .vision-chevron': { transform: 'rotate(180deg)' },
        '@media (prefers-reduced-motion: reduce)': { '& .vision-chevron': { transition: 'none' } },
      }}
    >
      <summary>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <ExpandMoreIcon className="vision-chevron" />
      </summary>
      <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
        {body}
      </Typography>
    </Box>
  );
}
