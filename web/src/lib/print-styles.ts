/**
 * How a page the buyer prints comes out (the compare table, an enquiry's confirmation): the site's header, footer,
 * menus and anything marked `data-print="hide"` left out, links as plain text. Given to MUI's GlobalStyles by the
 * page (the rules reach outside the page's own markup); a page adds its own rules under the same media query.
 */
export const PAGE_PRINT_STYLES = {
  '@media print': {
    '.MuiAppBar-root, body footer, nav, [data-print="hide"]': { display: 'none !important' },
    a: { color: 'inherit !important', textDecoration: 'none !important' },
  },
} as const;
