/**
 * The comparison table (product-spec.md §2 "Compare"): a column per product (its image and name, a link to its
 * page; a placeholder while it is read) and a row per specification (compare-table.ts), the rows that differ marked
 * "Differs" with a warning bar, a missing value read as "not given"; under them, Add to quote for each product (not
 * printed; each an island of its own on the islands page). Its caption, hidden on screen, names the products for
 * screen readers and in print. It scrolls sideways with the row labels kept in view; on a phone it is a box of its
 * own height that scrolls both ways with the products' names kept at its top, and a line above it says that it
 * scrolls sideways.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Product } from '../../../../contracts/catalog.ts';
import type { VendorCode } from '../../../../contracts/vendors.ts';
import { MediaImage } from '../../components/MediaImage.tsx';
import { useMediaSrc } from '../../components/catalog/use-media-src.ts';
import { AddToQuote } from '../../components/quote/AddToQuote.tsx';
import { Island } from '../../components/island/Island.tsx';
import { paths } from '../../lib/paths.ts';
import type { CompareRow } from './compare-table.ts';
import { COMPARE_SCROLL_HINT, namesInSentence } from './texts.ts';

/** The background of a row that differs. */
const DIFFERS_BG = '#fff8e1';

export interface CompareTableProps {
  code: VendorCode;
  /** The products found, in column order. */
  products: readonly Product[];
  /** While the products are read: the columns are their ids, drawn as placeholders, and Add to quote waits. */
  pending: boolean;
  /** The ids being read (useComparedProducts). */
  readIds: readonly string[];
  /** The rows shown (all, or only those that differ). */
  rows: readonly CompareRow[];
  differencesOnly: boolean;
  /** How many products the URL names: the table's width. */
  idCount: number;
}

/** See the module comment. */
export function CompareTable({ code, products, pending, readIds, rows, differencesOnly, idCount }: CompareTableProps) {
  const src = useMediaSrc();
  const names = namesInSentence(products.map((p) => p.name));
  return (
    <>
      {idCount > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, mb: 1, displayPrint: 'none' }}>
          {COMPARE_SCROLL_HINT}
        </Typography>
      )}
      <Box
        data-print="table"
        role="region"
        aria-label="Comparison table"
        tabIndex={0}
        sx={{
          // The box that clips the table also holds what is positioned inside it (the cells' visually hidden "not
          // given"), which would otherwise widen a phone's page beyond its screen.
          position: 'relative',
          overflowX: 'auto',
          // A phone: the table scrolls in its own box, so the names (sticky at its top) stay in view.
          overflowY: { xs: 'auto', sm: 'visible' },
          maxHeight: { xs: '75vh', sm: 'none' },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '@media print': { maxHeight: 'none', overflow: 'visible' },
        }}
      >
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', minWidth: { xs: 136 + 150 * Math.max(idCount, 1), sm: 180 + 180 * Math.max(idCount, 1) }, '& th, & td': { p: 1.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'top' } }}>
          {/* Read by screen readers and printed; on screen the heading and the columns say it. */}
          <Box component="caption" sx={{ ...visuallyHidden, captionSide: 'top', textAlign: 'left' }}>
            {differencesOnly ? `The rows that differ between ${names}.` : `Specifications of ${names}, side by side.`}
          </Box>
          <thead>
            <tr>
              <Box component="td" sx={{ width: { xs: 136, sm: 180 }, position: 'sticky', left: 0, top: { xs: 0, sm: 'auto' }, zIndex: 3, bgcolor: 'background.paper' }} />
              {(pending ? readIds : products).map((item, index) => {
                const product = typeof item === 'string' ? undefined : item;
                return (
                  <Box component="th" scope="col" key={product?.id ?? `${item}-${index}`} sx={{ minWidth: { xs: 150, sm: 180 }, position: { xs: 'sticky', sm: 'static' }, top: 0, zIndex: 2, bgcolor: 'background.paper' }}>
                    {product ? (
                      <Link component={RouterLink} to={paths.productDetails(code, product)} underline="hover" sx={{ display: 'block', color: 'text.primary' }}>
                        <MediaImage src={src(product.imagePath, product.vendor)} alt={product.imageAlts?.[product.imagePath]?.trim() ?? ''} width={160} height={120} sizes="160px" loading="eager" sx={{ display: 'block', width: { xs: 72, sm: 160 }, maxWidth: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', bgcolor: 'grey.50', mb: 1 }} />
                        <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
                          {product.name}
                        </Typography>
                      </Link>
                    ) : (
                      <Skeleton variant="rectangular" sx={{ width: { xs: 72, sm: 160 }, height: { xs: 90, sm: 150 } }} />
                    )}
                  </Box>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Box component="tr" key={row.key} data-differs={row.differs || undefined} sx={row.differs ? { bgcolor: DIFFERS_BG, '& > th': { boxShadow: (t) => `inset 4px 0 0 ${t.palette.warning.main}` } } : undefined}>
                <Box component="th" scope="row" sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: row.differs ? DIFFERS_BG : 'background.paper', fontWeight: 600 }}>
                  {row.label}
                  {row.differs && (
                    <Typography component="span" variant="caption" color="warning.dark" sx={{ display: 'block', fontWeight: 600 }}>
                      Differs
                    </Typography>
                  )}
                </Box>
                {row.values.map((value, index) => (
                  <td key={index}>
                    {value || (
                      <>
                        <span aria-hidden>—</span>
                        <Box component="span" sx={visuallyHidden}>
                          not given
                        </Box>
                      </>
                    )}
                  </td>
                ))}
              </Box>
            ))}
          </tbody>
          {!pending && products.length > 0 && (
            // Each product onto the quote list, with the rows above to choose by. Not printed.
            <Box component="tfoot" sx={{ displayPrint: 'none' }}>
              <tr>
                <Box component="td" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper' }} />
                {products.map((product) => (
                  <td key={product.id}>
                    <Island name="add-to-quote" component={AddToQuote} props={{ code, vendor: product.vendor, product: { id: product.id, name: product.name } }} />
                  </td>
                ))}
              </tr>
            </Box>
          )}
        </Box>
      </Box>
    </>
  );
}
