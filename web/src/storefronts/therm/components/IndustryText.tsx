/**
 * What the /fd pages say about one industry (product-spec.md §2 "/fd/applications", the /fd home's industries
 * selector): its name (a level-3 heading), its summary and what the products do there, as a checklist — in two
 * columns from sm where the panel is wide enough (`twoColumns`).
 */
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { Industry } from '../../../../../content/therm/industries.ts';
import { Checklist } from '../../components/Checklist.tsx';

/** See the module comment. */
export function IndustryText({ industry, twoColumns = false }: { industry: Industry; twoColumns?: boolean }) {
  return (
    <>
      <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
        {industry.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {industry.summary}
      </Typography>
      <Checklist items={industry.uses} mark={<CheckIcon fontSize="small" sx={{ color: 'accent.strong', mt: '2px' }} aria-hidden />} variant="body2" gap={1} columns={twoColumns ? 'sm' : undefined} />
    </>
  );
}
