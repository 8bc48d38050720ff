/**
 * /fd/quality — approvals logos, the certificates list (ISO 14001:2015, ISO 45001:2018, ISO 9001:2015, state
 * approval for metallic expansion bellows) and the six type-test pictures (product-spec.md §2 "/fd/quality", §9).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { PageBand } from '../components/PageBand.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { ThermImage } from './components/ThermImage.tsx';
import { thermQuality } from '../../../../content/therm/quality.ts';
import { approvalBadge, typeTestImage } from '../../../../content/therm/media.ts';
import { imageSizes, LAYOUT_SIZES } from '../../lib/media-srcset.ts';
import { CardText } from '../components/CardText.tsx';
import { CardGridList } from '../components/CardGridList.tsx';

/** The /fd/quality page. */
export default function ThermQualityPage() {
  const q = thermQuality;
  return (
    <>
      <PageBand eyebrow={q.eyebrow} title={q.title} lead={q.lead} />
      <SectionBand id="fd-approvals" heading={{ title: q.approvalsTitle }}>
        <CardGridList testId="approvals" columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
          {q.approvals.map((a, i) => (
            <Paper component="li" key={a.slug} variant="outlined" sx={{ p: 1.5 }}>
              <ThermImage
                image={approvalBadge(a.slug, `${a.certificate} approval badge — ${a.issuer}`)}
                loading={i < 4 ? 'eager' : 'lazy'}
                sizes={imageSizes({ lg: '270px', md: '25vw' }, '50vw')}
                sx={{ width: '100%' }}
              />
            </Paper>
          ))}
        </CardGridList>
      </SectionBand>
      <SectionBand id="fd-certificates" heading={{ title: q.certificatesTitle }} tone="tint">
        <Box component="ul" data-testid="certificates" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {q.certificates.map((c) => (
            <Paper component="li" key={c.name} variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
              <VerifiedIcon sx={{ color: 'accent.main', fontSize: 32 }} aria-hidden />
              <Box>
                <CardText title={c.name} text={c.scope} gap={0} />
              </Box>
            </Paper>
          ))}
        </Box>
      </SectionBand>
      <SectionBand id="fd-type-tests" heading={{ title: q.typeTestsTitle, lead: q.typeTestsLead }}>
        <Box
          component="ul"
          data-testid="type-tests"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
        >
          {q.typeTests.map((t) => (
            <Paper component="li" key={t.key} variant="outlined" sx={{ overflow: 'hidden' }}>
              <Box component="figure" sx={{ m: 0 }}>
                <ThermImage image={typeTestImage(t.key)} sizes={LAYOUT_SIZES.thirds} sx={{ width: '100%' }} />
                <Box component="figcaption" sx={{ p: 2.5 }}>
                  <CardText title={t.name} text={t.text} gap={0.5} />
                </Box>
              </Box>
            </Paper>
          ))}
        </Box>
      </SectionBand>
    </>
  );
}
