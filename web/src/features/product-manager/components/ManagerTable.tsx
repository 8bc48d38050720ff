/**
 * The Product Manager's table — product-spec.md §2: columns Name, Image, Actions; the level's subcategory rows
 * first (the name opens the subcategory, as does a click anywhere on the row; Edit; Delete), then its product
 * rows (Edit; Delete). Every action is a button with a name that says what it acts on ('Edit category X'),
 * so the table works by keyboard and screen reader. It scrolls sideways when it does not fit.
 *
 * Products come a page at a time: under the table, MUI's TablePagination shows
 * 'Products 1–48 of 600', the page size (24, 48 or 96) and previous/next page buttons. The subcategory rows are
 * the first page's (they come before every product).
 *
 * Parts: the rows (ManagerTableRows.tsx) and the pagination (ManagerPagination.tsx).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { visuallyHidden } from '@mui/utils';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CategoryListing, CategorySummary, Product } from '../../../../../contracts/catalog.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { CategoryRow, ProductRow } from './ManagerTableRows.tsx';
import { ManagerPagination, type ManagerTablePaging } from './ManagerPagination.tsx';
import { SortableList, SortableTable } from './SortableRows.tsx';
import type { LevelOrder } from '../hooks/use-level-order.ts';
import type { BulkItem } from '../api/bulk.ts';

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
  /** Opens the product dialog on a copy of `product` (duplicate-product.ts); no Duplicate button without it. */
  onDuplicateProduct?: (product: Product) => void;
  onDeleteProduct: (product: Product) => void;
  /** Opens an item's History; no History button without it. */
  onHistory?: (kind: 'category' | 'product', item: { id: string; name: string }) => void;
  /** Opens "Move to…" for a row; no Move buttons without it. */
  onMove?: (kind: 'category' | 'product', item: { id: string; name: string }) => void;
  /** Paging of the product rows. */
  paging: ManagerTablePaging;
  /** Drag and drop of the rows (hooks/use-level-order.ts): the rows in their shown order; no handles without it. */
  order?: LevelOrder;
  /** The multi-select (ManagerBulkBar.tsx): the chosen ids and the toggle of one row; no checkboxes without it. */
  selection?: { selected: ReadonlySet<string>; onToggle: (item: BulkItem) => void };
}

/** The table; see the module comment. */
export function ManagerTable({ listing, vendor, label, onOpenCategory, onEditCategory, onDeleteCategory, onEditProduct, onDuplicateProduct, onDeleteProduct, onHistory, onMove, paging, order, selection }: ManagerTableProps) {
  const selectionOf = (kind: BulkItem['kind'], item: { id: string; name: string }) =>
    selection && { checked: selection.selected.has(item.id), onToggle: () => selection.onToggle({ kind, id: item.id, name: item.name }) };
  const subCategories = order ? order.categories : listing && listing.productsOffset === 0 ? listing.subCategories : [];
  const products = order ? order.products : (listing?.products ?? []);
  const columns = order ? 4 : 3;
  const empty = listing && subCategories.length === 0 && listing.products.length === 0;
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
        <Table aria-label={label} size="small" sx={{ minWidth: 320, '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              {order && (
                <TableCell padding="none" sx={{ width: 40 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Order
                  </Box>
                </TableCell>
              )}
              <TableCell sx={{ minWidth: 120 }}>Name</TableCell>
              <TableCell sx={{ width: { xs: 72, sm: 96 } }}>Image</TableCell>
              <TableCell align="right" sx={{ width: { xs: 168, md: 368 } }}>
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <SortableTable onDrop={order?.onDrop ?? (() => undefined)}>
            <SortableList ids={subCategories.map((category) => category.id)}>
            {subCategories.map((category) => (
              <CategoryRow
                key={category.id}
                category={category}
                vendor={vendor}
                onOpen={() => onOpenCategory(category)}
                onEdit={() => onEditCategory(category)}
                onDelete={() => onDeleteCategory(category)}
                onHistory={onHistory && (() => onHistory('category', category))}
                onMove={onMove && (() => onMove('category', category))}
                selection={selectionOf('category', category)}
                drag={order && { id: category.id, name: category.name }}
              />
            ))}
            </SortableList>
            <SortableList ids={products.map((product) => product.id)}>
            {listing && products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                vendor={vendor}
                onEdit={() => onEditProduct(product)}
                onDelete={() => onDeleteProduct(product)}
                onDuplicate={onDuplicateProduct && (() => onDuplicateProduct(product))}
                onHistory={onHistory && (() => onHistory('product', product))}
                onMove={onMove && (() => onMove('product', product))}
                selection={selectionOf('product', product)}
                drag={order && { id: product.id, name: product.name, disabledReason: order.productDragReason }}
              />
            ))}
            </SortableList>
            </SortableTable>
            {(empty || !listing) && (
              <TableRow>
                <TableCell colSpan={columns}>
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
      {listing && (listing.productsTotal > 0 || paging.page > 0) && <ManagerPagination listing={listing} paging={paging} />}
    </Paper>
  );
}
