/**
 * The rows of the Product Manager's table (product-spec.md §2): a subcategory row (a folder icon and its name, which
 * opens it, as does a click anywhere on the row) and a product row (a box icon and its name), each with its image
 * and its Edit and Delete buttons, whose names say what they act on ('Edit category X'), so the table works by
 * keyboard and screen reader. A row given `drag` starts with its drag handle (SortableRows.tsx).
 */
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import History from '@mui/icons-material/History';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import type { CategorySummary, Product } from '../../../../../contracts/catalog.ts';
import { vendorByKey, type VendorKey } from '../../../../../contracts/vendors.ts';
import { paths } from '../../../lib/paths.ts';
import { MediaPreview } from './MediaPreview.tsx';
import { DraftChip, PublishingActions, type PublishingActionsProps } from './DraftControls.tsx';
import { SortableRow, type RowDrag } from './SortableRows.tsx';

/** What a row's image and buttons need: the item's image, what the buttons name, and what they do. */
interface RowEndProps {
  imagePath: string;
  vendor: VendorKey;
  /** What the buttons act on, e.g. 'category Insulators'. */
  what: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The row's publishing (Publish / Unpublish, Preview). */
  publishing: PublishingActionsProps;
  /** Opens the item's History (its revisions); no button without it. */
  onHistory?: () => void;
  /** The item's public page (opened in a new tab). */
  publicPath: string;
  /** Opens the product dialog on a copy (products only). */
  onDuplicate?: () => void;
  /** Opens "Move to…" (MoveDialog.tsx); no button without it. */
  onMove?: () => void;
}

/** A row's Image and Actions cells: the item's image, then its actions, whose clicks do not reach the row. */
function RowEnd({ imagePath, vendor, what, onEdit, onDelete, publishing, onHistory, publicPath, onDuplicate, onMove }: RowEndProps) {
  const stop = (act: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    act();
  };
  return (
    <>
      <TableCell>
        <MediaPreview path={imagePath} vendor={vendor} alt="" size={56} />
      </TableCell>
      <TableCell align="right">
        {/* Seven actions: on a phone they wrap onto a second line rather than squeeze the name to a letter a line. */}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <PublishingActions {...publishing} />
          <Tooltip title="Public page (new tab)" describeChild>
            <IconButton component="a" href={publicPath} target="_blank" rel="noopener" aria-label={`Public page of ${what} (opens in a new tab)`} onClick={(event: MouseEvent) => event.stopPropagation()}>
              <OpenInNew />
            </IconButton>
          </Tooltip>
          {onDuplicate && (
            <Tooltip title="Duplicate" describeChild>
              <IconButton aria-label={`Duplicate ${what}`} onClick={stop(onDuplicate)}>
                <ContentCopy />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Edit" describeChild>
            <IconButton aria-label={`Edit ${what}`} onClick={stop(onEdit)}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          {onMove && (
            <Tooltip title="Move to…" describeChild>
              <IconButton aria-label={`Move ${what} to another category`} onClick={stop(onMove)}>
                <DriveFileMoveOutlined />
              </IconButton>
            </Tooltip>
          )}
          {onHistory && (
            <Tooltip title="History" describeChild>
              <IconButton aria-label={`History of ${what}`} onClick={stop(onHistory)}>
                <History />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Delete" describeChild>
            <IconButton aria-label={`Delete ${what}`} onClick={stop(onDelete)} color="error">
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      </TableCell>
    </>
  );
}

/** A row's place in the multi-select (ManagerBulkBar.tsx): chosen or not, and the toggle. */
export interface RowSelection {
  checked: boolean;
  onToggle: () => void;
}

/** The row's checkbox, named after what it chooses ('Select product X'); its clicks do not reach the row. */
function SelectBox({ selection, what }: { selection?: RowSelection; what: string }) {
  if (!selection) return null;
  return (
    <Checkbox
      size="small"
      checked={selection.checked}
      onChange={selection.onToggle}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': `Select ${what}` } }}
      sx={{ p: 0.5, ml: -0.5 }}
    />
  );
}

/** The storefront code ('in', 'fd') of vendor `key`, for its public addresses. */
const vendorCodeOf = (key: VendorKey) => vendorByKey(key)!.code;

const nameCellSx = { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 } as const;
/** The folder and box icons give way on phones, where the name needs the width (a category's name is a link). */
const kindIconSx = { display: { xs: 'none', sm: 'inline-block' } } as const;

/** A subcategory's row: its name opens it, as does a click anywhere on the row. */
export function CategoryRow({ category, vendor, onOpen, onEdit, onDelete, onHistory, onMove, drag, selection }: { category: CategorySummary; vendor: VendorKey; onOpen: () => void; onEdit: () => void; onDelete: () => void; onHistory?: () => void; onMove?: () => void; drag?: RowDrag; selection?: RowSelection }) {
  return (
    <SortableRow drag={drag} hover onClick={onOpen} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Box sx={nameCellSx}>
          <SelectBox selection={selection} what={`category ${category.name}`} />
          <FolderOutlined color="primary" fontSize="small" aria-hidden sx={kindIconSx} />
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              onOpen();
            }}
            sx={{ textAlign: 'left', fontWeight: 600, overflowWrap: 'anywhere' }}
            aria-label={`Open category ${category.name}`}
          >
            {category.name}
          </Link>
          <DraftChip published={category.published} />
        </Box>
      </TableCell>
      <RowEnd
        imagePath={category.imagePath}
        vendor={vendor}
        what={`category ${category.name}`}
        onEdit={onEdit}
        onDelete={onDelete}
        onHistory={onHistory}
        onMove={onMove}
        publicPath={paths.category(vendorCodeOf(vendor), category)}
        publishing={{ kind: 'category', id: category.id, name: category.name, vendor, published: category.published }}
      />
    </SortableRow>
  );
}

/** A product's row. */
export function ProductRow({ product, vendor, onEdit, onDelete, onDuplicate, onHistory, onMove, drag, selection }: { product: Product; vendor: VendorKey; onEdit: () => void; onDelete: () => void; onDuplicate?: () => void; onHistory?: () => void; onMove?: () => void; drag?: RowDrag; selection?: RowSelection }) {
  return (
    <SortableRow drag={drag}>
      <TableCell>
        <Box sx={nameCellSx}>
          <SelectBox selection={selection} what={`product ${product.name}`} />
          <Inventory2Outlined color="action" fontSize="small" aria-hidden sx={kindIconSx} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
          <DraftChip published={product.published} />
        </Box>
      </TableCell>
      <RowEnd
        imagePath={product.imagePath}
        vendor={vendor}
        what={`product ${product.name}`}
        onEdit={onEdit}
        onDelete={onDelete}
        onHistory={onHistory}
        onDuplicate={onDuplicate}
        onMove={onMove}
        publicPath={paths.productDetails(vendorCodeOf(vendor), product)}
        publishing={{ kind: 'product', id: product.id, name: product.name, vendor, published: product.published }}
      />
    </SortableRow>
  );
}
