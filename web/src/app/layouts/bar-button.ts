/**
 * The look of a top-bar button that is a `<details>` summary (the phone menu's, TopBarMenu; the search's,
 * HeaderSearch): a round 44 px target, no disclosure marker, a hover tint where there is hover and a visible focus
 * ring (issue 17).
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
