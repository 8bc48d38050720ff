/**
 * The Product Manager's table — product-spec.md §2: columns Name, Image, Actions; the level's subcategory rows
 * first (the name opens the subcategory, as does a click anywhere on the row; Edit; Delete), then its product
 * rows (Edit; Delete). Every action is a button with a name that says what it acts on ('Edit category X'),
 * so the table works by keyboard and screen reader. It scrolls sideways when it does not fit.
 *
 * Products come a page at a time (issue 18 item 11): under the table, MUI's TablePagination shows
 * 'Products 1–48 of 600', the page size (24, 48 or 96) and previous/next page buttons. The subcategory rows are
 * the first page's (they come before every product).
 */
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { CategoryListing, CategorySummary, Product } from '../../../../../contracts/catalog.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { MediaPreview } from './MediaPreview.tsx';

export interface ManagerTableProps {
  /** The shown level; undefined while the first load runs. */
  listing: CategoryListing | undefined;
  vendor: VendorKey;
  /** Accessible name of the table, e.g. 'Contents of Root'. */
  label: string;
  onOpenCategory: (category: CategorySummary) => void;
  onEditCategory: (category: CategorySummary) => void;
  onDeleteCategory: (category: CategorySummary) => void;
  onEditProduct: (product: Product) => void;
  onDeleteProduct: (product: Product) => void;
  /** Paging of the product rows. */
  paging: ManagerTablePaging;
}

/** Where the table's page is and how to move: `page` is the index of the shown page (0: the first). */
export interface ManagerTablePaging {
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onNextPage: () => void;
  onPreviousPage: () => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/** The pagination label: 'Products 1–48 of 600', 'Products 49–60 of 60', 'No products'. */
export function productRangeText(listing: Pick<CategoryListing, 'products' | 'productsOffset' | 'productsTotal'>): string {
  const { products, productsOffset: offset, productsTotal: total } = listing;
  if (products.length === 0) return total === 0 ? 'No products' : `No more products (${total} in all)`;
  return `Products ${offset + 1}–${offset + products.length} of ${total}`;
}

/** One row's Edit and Delete buttons; clicks do not reach the row (which would open a category). */
function RowButtons({ what, onEdit, onDelete }: { what: string; onEdit: () => void; onDelete: () => void }) {
  const stop = (act: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    act();
  };
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title="Edit" describeChild>
        <IconButton aria-label={`Edit ${what}`} onClick={stop(onEdit)}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete" describeChild>
        <IconButton aria-label={`Delete ${what}`} onClick={stop(onDelete)} color="error">
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

const nameCellSx = { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 } as const;

/** The table; see the module comment. */
export function ManagerTable({
  listing,
  vendor,
  label,
  onOpenCategory,
  onEditCategory,
  onDeleteCategory,
  onEditProduct,
  onDeleteProduct,
  paging,
}: ManagerTableProps) {
  const subCategories = listing && listing.productsOffset === 0 ? listing.subCategories : [];
  const empty = listing && subCategories.length === 0 && listing.products.length === 0;
  // MUI checks the page against the count; a page emptied by a delete is left at once (ProductManagerPage).
  const shownPage = listing ? Math.min(paging.page, Math.max(0, Math.ceil(listing.productsTotal / paging.rowsPerPage) - 1)) : 0;
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
        <Table aria-label={label} size="small" sx={{ minWidth: 320, '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={{ width: { xs: 72, sm: 96 } }}>Image</TableCell>
              <TableCell align="right" sx={{ width: 104 }}>
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {subCategories.map((category) => (
              <TableRow key={category.id} hover onClick={() => onOpenCategory(category)} sx={{ cursor: 'pointer' }}>
                <TableCell>
                  <Box sx={nameCellSx}>
                    <FolderOutlined color="primary" fontSize="small" aria-hidden />
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      onClick={(event: MouseEvent) => {
                        event.stopPropagation();
                        onOpenCategory(category);
                      }}
                      sx={{ textAlign: 'left', fontWeight: 600, overflowWrap: 'anywhere' }}
                      aria-label={`Open category ${category.name}`}
                    >
                      {category.name}
                    </Link>
                  </Box>
                </TableCell>
                <TableCell>
                  <MediaPreview path={category.imagePath} vendor={vendor} alt="" size={56} />
                </TableCell>
                <TableCell align="right">
                  <RowButtons
                    what={`category ${category.name}`}
                    onEdit={() => onEditCategory(category)}
                    onDelete={() => onDeleteCategory(category)}
                  />
                </TableCell>
              </TableRow>
            ))}
            {listing?.products.map((product) => (
              <TableRow key={product.id}>
                <TableCell>
                  <Box sx={nameCellSx}>
                    <Inventory2Outlined color="action" fontSize="small" aria-hidden />
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {product.name}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell>
                  <MediaPreview path={product.imagePath} vendor={vendor} alt="" size={56} />
                </TableCell>
                <TableCell align="right">
                  <RowButtons
                    what={`product ${product.name}`}
                    onEdit={() => onEditProduct(product)}
                    onDelete={() => onDeleteProduct(product)}
                  />
                </TableCell>
              </TableRow>
            ))}
            {(empty || !listing) && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    {listing ? 'No categories or products here yet.' : 'Loading…'}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {/* A level without products has nothing to page. */}
      {listing && (listing.productsTotal > 0 || paging.page > 0) && (
        <TablePagination
          component="div"
          count={listing.productsTotal}
          page={shownPage}
          rowsPerPage={paging.rowsPerPage}
          rowsPerPageOptions={[...paging.rowsPerPageOptions]}
          onPageChange={(_event, next) => (next > shownPage ? paging.onNextPage() : paging.onPreviousPage())}
          onRowsPerPageChange={(event) => paging.onRowsPerPageChange(Number(event.target.value))}
          labelRowsPerPage="Per page"
          labelDisplayedRows={() => productRangeText(listing)}
          getItemAriaLabel={(type) => `Go to ${type} page of products`}
          // Pages continue by cursor: the next page exists exactly when the answer names one.
          slotProps={{
            actions: {
              previousButton: { disabled: paging.page === 0 },
              nextButton: { disabled: listing.nextCursor === null },
            },
          }}
          // On a phone the parts wrap (the page buttons under the count) instead of scrolling out of sight.
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 }, pr: { xs: 0.5, sm: 1 } },
            '& .MuiTablePagination-input': { mr: { xs: 1.5, sm: 4 } },
            '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
          }}
        />
      )}
    </Paper>
  );
}
