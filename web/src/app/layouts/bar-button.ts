/**
 * The look of a top-bar button that is a `<details>` summary (the phone menu's, TopBarMenu; the search's,
 * HeaderSearch): a round 44 px target, no disclosure marker, a hover tint where there is hover and a visible focus
 * ring.
 */
export const barSummarySx = {
  listStyle: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  cursor: 'pointer',
  color: 'inherit',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&::-webkit-details-marker': { display: 'none' },
  '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** Hidden on screen, read by assistive technology (a label, the menu button's other name). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
