/**
 * The Product Manager's product pages (product-spec.md §2; MUI's TablePagination): 'Products 1–48 of 600', the page
 * size (24, 48 or 96) and previous/next page buttons. Pages continue by cursor, so the next page exists exactly when
 * the answer names one. On a phone the parts wrap (the page buttons under the count) instead of scrolling out of
 * sight.
 */
import TablePagination from '@mui/material/TablePagination';
import type { CategoryListing } from '../../../../../contracts/catalog.ts';

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

/** See the module comment. */
export function ManagerPagination({ listing, paging }: { listing: CategoryListing; paging: ManagerTablePaging }) {
  // MUI checks the page against the count; a page emptied by a delete is left at once (ProductManagerPage).
  const shownPage = Math.min(paging.page, Math.max(0, Math.ceil(listing.productsTotal / paging.rowsPerPage) - 1));
  return (
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
      slotProps={{
        actions: {
          previousButton: { disabled: paging.page === 0 },
          nextButton: { disabled: listing.nextCursor === null },
        },
      }}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 }, pr: { xs: 0.5, sm: 1 } },
        '& .MuiTablePagination-input': { mr: { xs: 1.5, sm: 4 } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
