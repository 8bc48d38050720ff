/**
 * The Product Manager's table — product-spec.md §2: columns Name, Image, Actions; the level's subcategory rows
 * first (the name opens the subcategory, as does a click anywhere on the row; Edit; Delete), then its product
 * rows (Edit; Delete). Every action is a button with a name that says what it acts on ('Edit category X'),
 * so the table works by keyboard and screen reader. It scrolls sideways when it does not fit.
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
}: ManagerTableProps) {
  const empty = listing && listing.subCategories.length === 0 && listing.products.length === 0;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
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
          {listing?.subCategories.map((category) => (
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
  );
}
