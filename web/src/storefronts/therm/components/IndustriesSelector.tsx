/**
 * The /fd home industries selector — product-spec.md §2 "an industries selector list (defaults to Steel
 * Plants)": a list of the industries, the chosen one marked, beside a panel showing what our products do there.
 *
 * Progressive enhancement: every industry has its own panel (`#industry-<slug>`), and each entry of the
 * list is an in-page link to it. Before the app runs, and without JavaScript, the default industry's panel shows
 * and a followed link shows its panel instead (CSS `:target`; the list marks it with `:has()`); nothing needs the
 * server. Once the app runs it keeps the choice in state (starting from a panel the visitor opened before), a
 * plain click changes it in place without touching the address, and the other panels are `hidden`. Lazy images of
 * panels not shown are not loaded.
 */
import { useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { industryImage, thermSlug } from '../../../../../content/therm/media.ts';
import type { Industry } from '../../../../../content/therm/industries.ts';
import { ThermImage } from './ThermImage.tsx';
import { IndustryText } from './IndustryText.tsx';
import { imageSizes } from '../../../lib/media-srcset.ts';
import { isPlainClick, useHydrated } from '../../../lib/progressive.ts';

export interface IndustriesSelectorProps {
  industries: Industry[];
  /** Name of the industry selected first. */
  defaultIndustry: string;
}

/** Calls `onChange` when the address's fragment changes. */
function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The id of an industry's panel, the target of its link. */
export const industryPanelId = (name: string) => `industry-${thermSlug(name)}`;

const selectedEntrySx = { bgcolor: 'accent.tint', borderLeft: 4, borderColor: 'accent.strong', pl: 1.5, '& .MuiListItemText-primary': { fontWeight: 700 } };

/**
 * Before the app runs: only the default panel shows, unless another panel is the page's target; the target's
 * entry in the list is marked instead of the default's.
 */
function targetRules(industries: Industry[], defaultName: string) {
  const rules: Record<string, object> = {
    '& [data-industry-panel]:not([data-default]), &:has([data-industry-panel]:target) [data-industry-panel][data-default]': { display: 'none' },
    '& [data-industry-panel]:target': { display: 'block' },
    [`&:has([data-industry-panel]:target) a[href="#${industryPanelId(defaultName)}"]`]: {
      bgcolor: 'transparent',
      borderLeft: 0,
      pl: 2,
      '& .MuiListItemText-primary': { fontWeight: 500 },
    },
  };
  for (const industry of industries) {
    const id = industryPanelId(industry.name);
    rules[`&:has(#${id}:target) a[href="#${id}"]`] = selectedEntrySx;
  }
  return rules;
}

/** List of industries beside the panel of the selected one; see the module comment. */
export function IndustriesSelector({ industries, defaultIndustry }: IndustriesSelectorProps) {
  const hydrated = useHydrated();
  const [chosenName, setSelectedName] = useState<string | null>(null);
  // A panel opened before the app ran (the page's target) stays the chosen one until the visitor picks another.
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '');
  const targetName = industries.find((i) => `#${industryPanelId(i.name)}` === hash)?.name;
  const selectedName = chosenName ?? targetName ?? defaultIndustry;
  const selected = industries.find((i) => i.name === selectedName) ?? industries[0];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
        alignItems: 'start',
        ...(hydrated ? {} : targetRules(industries, selected.name)),
      }}
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List aria-label="Industries" data-testid="industries-list" disablePadding>
          {industries.map((industry) => {
            const isSelected = industry.name === selected.name;
            const panelId = industryPanelId(industry.name);
            return (
              <ListItem key={industry.name} disablePadding divider>
                <ListItemButton
                  component="a"
                  href={`#${panelId}`}
                  selected={isSelected}
                  aria-current={isSelected ? 'true' : undefined}
                  aria-controls={panelId}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    setSelectedName(industry.name);
                  }}
                  sx={{
                    py: 1.25,
                    '&.Mui-selected': selectedEntrySx,
                    '&.Mui-selected:hover': { bgcolor: 'accent.tintHover' },
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'accent.strong', outlineOffset: -2 },
                  }}
                >
                  <ListItemText primary={industry.name} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Box aria-live="polite" data-testid="industry-panel">
        {industries.map((industry) => (
          <IndustryPanel
            key={industry.name}
            industry={industry}
            isDefault={industry.name === selected.name}
            hidden={hydrated && industry.name !== selected.name}
          />
        ))}
      </Box>
    </Box>
  );
}

interface IndustryPanelProps {
  industry: Industry;
  /** The panel shown before the app runs when no other is the page's target. */
  isDefault: boolean;
  /** Hidden by the app (another industry is chosen). */
  hidden: boolean;
}

/** One industry: its picture, name, summary and uses. Below the fixed bar when the browser scrolls to it. */
function IndustryPanel({ industry, isDefault, hidden }: IndustryPanelProps) {
  return (
    <Paper
      id={industryPanelId(industry.name)}
      variant="outlined"
      hidden={hidden}
      data-industry-panel=""
      data-default={isDefault ? '' : undefined}
      sx={{ overflow: 'hidden', scrollMarginTop: 80 }}
    >
      <ThermImage
        image={industryImage(industry.name)}
        sizes={imageSizes({ lg: '820px', md: 'calc(100vw - 380px)' })}
        sx={{ width: '100%', aspectRatio: '16 / 8', objectFit: 'cover', objectPosition: 'center bottom' }}
      />
      <Box sx={{ p: { xs: 2.5, md: 3.5 } }}>
        <IndustryText industry={industry} twoColumns />
      </Box>
    </Paper>
  );
}
