import type { SxProps, Theme } from '@mui/material/styles';

/**
 * sx of a CSS line clamp: at most `lines` lines, then an ellipsis (product-spec.md §9: product card
 * description clamped to 4 lines). Line breaks of the plain text are kept.
 */
export function clampLines(lines: number): SxProps<Theme> {
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: String(lines),
    lineClamp: String(lines),
    overflow: 'hidden',
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  };
}
