/**
 * The MUI theme — product-spec.md §2 "Theme": light mode forced, primary blue, a grey scale, 8px corner radius,
 * Inter (self-hosted through @fontsource, no external font host; its @font-face rules are loaded by the entry,
 * app/fonts.ts, so a server-rendered page has them before any script runs).
 */
import { createTheme } from '@mui/material/styles';

/** Colour-mode storage keys of product-spec.md §3; both are pinned to 'light'. */
export const COLOR_MODE_KEYS = ['mui-mode', 'mui-color-scheme'] as const;

/** Forces light mode: overwrites any stored 'dark' or 'system' value under the colour-mode keys. */
export function forceLightMode(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    for (const key of COLOR_MODE_KEYS) storage?.setItem(key, 'light');
  } catch {
    // Storage unavailable: the theme below is light regardless.
  }
}

/** The focus ring of every control (issue 17 "a visible focus ring on every control"): 3 px of the primary blue. */
const FOCUS_RING = { outline: '3px solid #1565c0', outlineOffset: '2px' } as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1565c0', dark: '#0d47a1', light: '#5e92f3', contrastText: '#ffffff' },
    secondary: { main: '#0f2a44' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#14212e', secondary: '#4a5968' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    h1: { fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Keyboard focus shows a ring on links and every other focusable element; MUI's buttons reset `outline`, so
    // they get it back when focused from the keyboard (Mui-focusVisible). A focused <main> (the skip link's
    // target) needs none.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': FOCUS_RING,
        'main:focus, main:focus-visible': { outline: 'none' },
      },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
