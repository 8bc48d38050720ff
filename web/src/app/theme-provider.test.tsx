/**
 * The site's theme provider: MUI's components under it are drawn with the page's storefront theme (the nearest
 * provider wins, as a storefront's layout sits inside the app's), as with MUI's own provider.
 */
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ACCENTS, storefrontThemes, theme } from './theme.ts';
import { ThemeProvider } from './theme-provider.tsx';

function Accent() {
  return <span data-testid="accent">{useTheme().palette.accent.main}</span>;
}

describe('ThemeProvider', () => {
  it("gives MUI's components the nearest storefront theme, without CSS variables", () => {
    render(
      <ThemeProvider theme={theme}>
        <ThemeProvider theme={storefrontThemes.fd}>
          <Accent />
          <Button variant="contained">Send</Button>
        </ThemeProvider>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('accent')).toHaveTextContent(ACCENTS.fd.main);
    // The spec's blue (product-spec.md §2), drawn by emotion from the theme rather than from a CSS variable.
    expect(getComputedStyle(screen.getByRole('button', { name: 'Send' })).backgroundColor).toBe('rgb(21, 101, 192)');
  });
});
