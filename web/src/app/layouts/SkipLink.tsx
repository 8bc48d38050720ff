/**
 * "Skip to main content": the first stop of the keyboard on every page, out of sight
 * until it is focused, a plain link to the page's `<main id="main">` (which takes focus: tabIndex -1), so it works
 * with JavaScript off too.
 */
import Box from '@mui/material/Box';

/** The id every layout gives its <main>. */
export const MAIN_ID = 'main';

/** The skip link; see the module comment. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        textDecoration: 'underline',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
