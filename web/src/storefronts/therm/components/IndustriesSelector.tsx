/**
 * The /fd home industries selector — product-spec.md §2 "an industries selector list (defaults to Steel
 * Plants)": an MUI List with the chosen industry selected, and a panel showing what our products do there.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { industryImage } from '../media.ts';
import type { Industry } from '../content/industries.ts';
import { ThermImage } from './ThermImage.tsx';
import { imageSizes } from '../../../lib/media-srcset.ts';

export interface IndustriesSelectorProps {
  industries: Industry[];
  /** Name of the industry selected first. */
  defaultIndustry: string;
}

/** List of industries beside the panel of the selected one. */
export function IndustriesSelector({ industries, defaultIndustry }: IndustriesSelectorProps) {
  const [selectedName, setSelectedName] = useState(defaultIndustry);
  const selected = industries.find((i) => i.name === selectedName) ?? industries[0];
  const panelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List aria-label="Industries" data-testid="industries-list" disablePadding>
          {industries.map((industry) => {
            const isSelected = industry.name === selected.name;
            return (
              <ListItem key={industry.name} disablePadding divider>
                <ListItemButton
                  selected={isSelected}
                  aria-current={isSelected ? 'true' : undefined}
                  aria-controls={panelId}
                  onClick={() => setSelectedName(industry.name)}
                  sx={{
                    py: 1.25,
                    '&.Mui-selected': { bgcolor: '#fbeeee', borderLeft: 4, borderColor: '#b71c1c', pl: 1.5 },
                    '&.Mui-selected:hover': { bgcolor: '#f7e1e1' },
                  }}
                >
                  <ListItemText primary={industry.name} slotProps={{ primary: { sx: { fontWeight: isSelected ? 700 : 500 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Paper id={panelId} variant="outlined" aria-live="polite" data-testid="industry-panel" sx={{ overflow: 'hidden' }}>
        <ThermImage image={industryImage(selected.name)} sizes={imageSizes({ lg: '820px', md: 'calc(100vw - 380px)' })} sx={{ width: '100%', aspectRatio: '16 / 8', objectFit: 'cover', objectPosition: 'center bottom' }} />
        <Box sx={{ p: { xs: 2.5, md: 3.5 } }}>
          <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
            {selected.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {selected.summary}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {selected.uses.map((use) => (
              <Box component="li" key={use} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckIcon fontSize="small" sx={{ color: '#b71c1c', mt: '2px' }} aria-hidden />
                <Typography variant="body2">{use}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
