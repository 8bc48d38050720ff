/**
 * The product gallery's buttons over the slides (product-spec.md §4): previous, next and, unless motion is reduced,
 * pause/play of the slideshow (WCAG 2.2.2). Only the app can honour them, so the gallery draws them once it runs.
 */
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';

/** A round, light button laid over the slides. */
const overlayButtonSx = {
  position: 'absolute',
  bgcolor: 'rgba(255,255,255,0.85)',
  boxShadow: 1,
  '&:hover': { bgcolor: 'common.white' },
} as const;

export interface GalleryControlsProps {
  reducedMotion: boolean;
  userPaused: boolean;
  onStep: (delta: 1 | -1) => void;
  onTogglePaused: () => void;
}

/** Previous, next and (unless motion is reduced) pause/play over the slides; the app's alone, so drawn once it runs. */
export function GalleryControls({ reducedMotion, userPaused, onStep, onTogglePaused }: GalleryControlsProps) {
  return (
    <>
      <IconButton aria-label="Previous media" onClick={() => onStep(-1)} sx={{ ...overlayButtonSx, left: 8, top: '50%', transform: 'translateY(-50%)' }}>
        <ChevronLeft />
      </IconButton>
      <IconButton aria-label="Next media" onClick={() => onStep(1)} sx={{ ...overlayButtonSx, right: 8, top: '50%', transform: 'translateY(-50%)' }}>
        <ChevronRight />
      </IconButton>
      {!reducedMotion && (
        <IconButton
          aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
          aria-pressed={userPaused}
          size="small"
          onClick={onTogglePaused}
          sx={{ ...overlayButtonSx, right: 8, bottom: 8 }}
        >
          {userPaused ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
        </IconButton>
      )}
    </>
  );
}
