/**
 * The MUI theme — product-spec.md §2 "Theme": light mode forced, primary blue, a grey scale, 8px corner radius,
 * Inter (self-hosted through @fontsource, no external font host; its @font-face rules are loaded by the entry,
 * app/fonts.ts, so a server-rendered page has them before any script runs).
 */
import { createTheme, type Theme } from '@mui/material/styles';
import type { VendorCode } from '../../../contracts/vendors.ts';
import { TAP_TARGET_PX, TOUCH_MEDIA } from '../lib/touch.ts';

/**
 * A storefront's accent, by role: the spec's primary blue stays the colour of actions on both
 * storefronts; the accent colours what marks the brand — eyebrows, bands, figures, highlights. Components name the
 * role (`color: 'accent.main'`), never a colour.
 */
export interface AccentPalette {
  /** Marks, icons and borders on light backgrounds. */
  main: string;
  /** Small text on light backgrounds (eyebrows, figures): contrast at least 4.5:1 on white and on `tint`. */
  strong: string;
  /** Text and marks on the `band` colour (at least 4.5:1). */
  onDark: string;
  /** The light background of a page band or a selected item, and the colour it fades through to white. */
  tint: string;
  tintFade: string;
  /** A selected item under the pointer. */
  tintHover: string;
  /** The dark background of a hero or a table head. */
  band: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    accent: AccentPalette;
  }
  interface PaletteOptions {
    accent?: AccentPalette;
  }
}

/** The accent of each storefront: radhe's is the spec's blue itself, therm's the red of steel and fire. */
export const ACCENTS: Record<VendorCode, AccentPalette> = {
  in: { main: '#1565c0', strong: '#1565c0', onDark: '#90caf9', tint: '#eef4fb', tintFade: '#f7f9fc', tintHover: '#e3edf9', band: '#0f2a44' },
  fd: { main: '#c62828', strong: '#b71c1c', onDark: '#ffab91', tint: '#fbeeee', tintFade: '#f8f6f5', tintHover: '#f7e1e1', band: '#1f2328' },
};

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

/** The focus ring of every control: 3 px of the primary blue. */
const FOCUS_RING = { outline: '3px solid #1565c0', outlineOffset: '2px' } as const;



export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1565c0', dark: '#0d47a1', light: '#5e92f3', contrastText: '#ffffff' },
    secondary: { main: '#0f2a44' },
    accent: ACCENTS.in,
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
    // they get it back when focused from the keyboard: by the browser's own :focus-visible where no script runs
    // (most of an islands page, docs/decisions/0014, and JavaScript off), by Mui-focusVisible where it does. A
    // focused <main> (the skip link's target) needs none.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': FOCUS_RING,
        'main:focus, main:focus-visible': { outline: 'none' },
      },
    },
    // On a touch screen every button, icon button, checkbox and clickable chip is a tap target of at least 44 × 44
    // px (WCAG 2.5.5), whatever size it is drawn at: the small Compare and Add to quote of a card, a chip's removal,
    // the gallery's pause were 30 px tall. A mouse keeps the compact sizes.
    MuiButtonBase: {
      styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': FOCUS_RING, [TOUCH_MEDIA]: { minHeight: TAP_TARGET_PX, minWidth: TAP_TARGET_PX } } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});

/** The theme of each storefront: the app's theme with that storefront's accent (StorefrontLayout provides it). */
export const storefrontThemes: Record<VendorCode, Theme> = {
  in: theme,
  fd: createTheme(theme, { palette: { accent: ACCENTS.fd } }),
};
