/**
 * The storefronts' themes: actions keep the spec's blue on both storefronts (product-spec.md §2),
 * each storefront's accent is defined once, and every accent role is readable where it is used (WCAG 2.2: text
 * 4.5:1, marks and borders 3:1), and no theme asks for CSS variables, which the browser's builds leave out of MUI
 * (vite.config.ts muiThemeWithoutCssVariables).
 */
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ACCENTS, storefrontThemes, theme } from './theme.ts';

describe('storefront themes', () => {
  it("keeps the spec's primary blue for actions on both storefronts, each with its own accent", () => {
    expect(storefrontThemes.in.palette.primary.main).toBe('#1565c0');
    expect(storefrontThemes.fd.palette.primary.main).toBe('#1565c0');
    expect(storefrontThemes.in.palette.accent).toEqual(ACCENTS.in);
    expect(storefrontThemes.fd.palette.accent).toEqual(ACCENTS.fd);
    expect(theme.palette.accent).toEqual(ACCENTS.in);
  });

  it.each(Object.entries(ACCENTS))('makes the %s accent readable in every role', (_code, accent) => {
    expect(getContrastRatio(accent.strong, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(accent.strong, accent.tint)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(accent.strong, accent.tintHover)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(accent.onDark, accent.band)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio('#ffffff', accent.band)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(accent.main, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(storefrontThemes))('builds the %s theme without CSS variables or color schemes', (_code, storefrontTheme) => {
    expect(storefrontTheme.vars).toBeUndefined();
    expect(storefrontTheme).not.toHaveProperty('colorSchemes');
    expect(storefrontTheme).not.toHaveProperty('cssVariables');
  });
});
