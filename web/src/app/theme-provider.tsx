/**
 * The site's MUI theme provider: MUI's own `ThemeProvider` for a theme without CSS variables (theme.ts makes its
 * themes from a palette, so MUI always takes this path), without the code of the path never taken. MUI's
 * `ThemeProvider` chooses at run time between this and its CSS-variables provider, so every page that used it
 * loaded the color-scheme provider, its script and its storage manager too (about 5 KiB of gzip, issue 35: "what is
 * cheap to cut is cut"). As MUI does on that path, the theme is given `vars: null`, so a theme above it never leaks
 * its variables in.
 */
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import type { Theme } from '@mui/material/styles';

export interface ThemeProviderProps {
  /** A theme made by theme.ts (createTheme with a palette: no color schemes, no CSS variables). */
  theme: Theme;
  children: ReactNode;
}

/** See the module comment. */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const withoutVars = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={withoutVars}>{children}</SystemThemeProvider>;
}
