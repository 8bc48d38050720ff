/**
 * The /in home carousel's dots and pause button (product-spec.md §9; WCAG 2.2.2 and 2.5.8): a dot per banner, the
 * current one drawn long, each a link to its banner (`#banner-N`) that works before the app runs and without
 * JavaScript; once the app runs a plain click moves the carousel instead. The pause button, which only the app can
 * honour, keeps its place but is not shown until then, so the dots do not move when it appears.
 */
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { isPlainClick } from '../../../lib/progressive.ts';
import { bannerId, type Banner } from './BannerSlide.tsx';

export interface BannerDotsProps {
  banners: readonly Banner[];
  selected: number;
  /** Shows banner `index` (the carousel's scrollTo). */
  onSelect: (index: number) => void;
  /** The banners rotate by themselves (not with prefers-reduced-motion): a pause button is offered. */
  rotates: boolean;
  paused: boolean;
  onTogglePause: () => void;
  /** The app runs (useHydrated). */
  hydrated: boolean;
}

/** See the module comment. */
export function BannerDots({ banners, selected, onSelect, rotates, paused, onTogglePause, hydrated }: BannerDotsProps) {
  return (
    <Box sx={{ position: 'absolute', bottom: 13, left: 0, right: 0, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
      {banners.map((banner, i) => (
        <ButtonBase
          key={banner.title}
          href={`#${bannerId(i)}`}
          aria-label={`Show banner ${i + 1}`}
          aria-current={i === selected ? 'true' : undefined}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onSelect(i);
          }}
          sx={{
            // A 24 px touch target (WCAG 2.2 target size) around the small pill that is drawn.
            width: i === selected ? 36 : 24,
            height: 24,
            borderRadius: 12,
            transition: 'width 200ms',
            '&::before': {
              content: '""',
              width: i === selected ? 28 : 10,
              height: 10,
              borderRadius: 5,
              bgcolor: i === selected ? 'common.white' : 'rgba(255,255,255,0.5)',
              transition: 'width 200ms, background-color 200ms',
            },
            '&:focus-visible, &.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -2 },
          }}
        />
      ))}
      {rotates && (
        <IconButton
          size="small"
          aria-label={paused ? 'Play banner rotation' : 'Pause banner rotation'}
          onClick={onTogglePause}
          // Kept in place but not shown before the app runs, so the dots do not move when it appears.
          sx={{ ml: 1, visibility: hydrated ? 'visible' : 'hidden', color: 'common.white', bgcolor: 'rgba(255,255,255,0.15)', '&:hover': { bgcolor: 'rgba(255,255,255,0.3)' } }}
        >
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}
