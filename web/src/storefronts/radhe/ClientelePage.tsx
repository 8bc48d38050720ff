/**
 * /in/clientele — product-spec.md §2: three groups of client logos (EPC contractors, renewable companies,
 * state electricity boards; about 56) and a world map.
 */
import Box from '@mui/material/Box';
import { PageBand } from '../components/PageBand.tsx';
import { RadheImage } from './components/RadheImage.tsx';
import { SectionBand } from '../components/SectionBand.tsx';
import { clientelePage as copy } from '../../../../content/radhe/clientele.ts';
import { clientGroups } from '../../../../content/radhe/clients.ts';
import { clientLogo, radheImages } from '../../../../content/radhe/media.ts';
import { imageSizes } from '../../lib/media-srcset.ts';

/** The clientele page. */
export default function ClientelePage() {
  return (
    <>
      <PageBand eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      {clientGroups.map((group, g) => (
        <SectionBand key={group.id} id={`clients-${group.id}`} heading={{ title: group.title, lead: group.lead }} tone={g % 2 === 1 ? 'tint' : 'plain'} space="compact" testId="client-group">
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 1.5, md: 2 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}
          >
            {group.clients.map((name) => (
              <Box component="li" key={name} sx={{ bgcolor: 'common.white', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1, md: 1.5 } }}>
                <RadheImage image={clientLogo(name)} sizes={imageSizes({ lg: '220px', md: '20vw', sm: '33vw' }, '50vw')} sx={{ width: '100%' }} />
              </Box>
            ))}
          </Box>
        </SectionBand>
      ))}
      <SectionBand id="clients-map" heading={{ title: copy.mapTitle, lead: copy.mapLead, align: 'center', inverted: true }} tone="dark">
        <RadheImage image={radheImages.worldMap} sx={{ width: '100%', borderRadius: 2 }} />
      </SectionBand>
    </>
  );
}
