/**
 * /admin/manage — the admin Product Manager, product-spec.md §2 "Admin Product Manager", §4, §5, §8.
 *
 * Title 'Product Manager', the vendor selector (the app's vendor context; changing it resets the view to Root),
 * the trail starting at 'Root' (the storefront and the shown category are in the address, so a reload or a sent
 * link opens the same level: hooks/use-manager-place.ts), the buttons 'Category' and 'Product' (add at the shown level), and the table of
 * the level's subcategories then products. Dialogs: Category, Product, delete confirmation. One bottom-centre
 * toast for every message, a loading backdrop while the level loads or a save or delete runs. A failed load
 * shows 'Failed to fetch categories and products.' with a Retry button.
 *
 * The table shows a level's products a page at a time: the page is the cursor of each page
 * passed so far (moving on adds the shown page's nextCursor, moving back drops the last), reset to the first page
 * when the level, the vendor or the page size changes; a page left empty by a delete gives way to the one before.
 *
 * Roles (lib/staff-access.tsx): an account that edits no storefront sees one line saying why instead of the
 * manager; the vendor selector offers only the storefronts the account may edit, and a storefront the address names
 * (`?vendor=`) that it may not edit is replaced by a notice saying why (hooks/use-permitted-vendor.ts).
 *
 * Renders only the screen content: the admin layout around it brings the top bar, the sign-in protection and
 * the <main> landmark.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { CategoryListing, CategorySummary, Product } from '../../../../../contracts/catalog.ts';
import type { Vendor, VendorKey } from '../../../../../contracts/vendors.ts';
import { StaffOnly } from '../../../components/staff/StaffOnly.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { managerHiddenText, storefrontRefusedText, useStaffAccess } from '../../../lib/staff-access.tsx';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { FIRST_MANAGER_PAGE, MANAGER_PAGE_SIZES, useManagerListing } from '../api/get-listing.ts';
import { adminKeys } from '../api/query-keys.ts';
import { CatalogueSheetButtons } from '../components/CatalogueSheets.tsx';
import { CategoryDialog } from '../components/CategoryDialog.tsx';
import { ConfirmDeleteDialog, type DeleteRequest } from '../components/ConfirmDeleteDialog.tsx';
import { ManagerBreadcrumbs, ROOT_LABEL } from '../components/ManagerBreadcrumbs.tsx';
import { ManagerFilterBar } from '../components/ManagerFilterBar.tsx';
import { ManagerBulkBar } from '../components/ManagerBulkBar.tsx';
import { bulkOutcomeText, useBulk, type BulkAction, type BulkItem } from '../api/bulk.ts';
import { ManagerTable } from '../components/ManagerTable.tsx';
import { ShortcutsDialog } from '../components/ShortcutsDialog.tsx';
import { filterListing, isFiltering, NO_FILTER, type ManagerFilter } from '../manager-filter.ts';
import { useManagerShortcuts } from '../hooks/use-manager-shortcuts.ts';
import { ProductDialog } from '../components/ProductDialog.tsx';
import { duplicateOf } from '../duplicate-product.ts';
import { ToastProvider, useNotify } from '../hooks/toast.tsx';
import { usePermittedVendor } from '../hooks/use-permitted-vendor.ts';
import { useManagerPlace } from '../hooks/use-manager-place.ts';
import { useLevelOrder } from '../hooks/use-level-order.ts';
import { ADMIN_ERRORS, ADMIN_SUCCESS, CATEGORY_GONE_TEXT } from '../texts.ts';
import type { HistoryTarget } from '../api/revisions.ts';
import type { MoveTarget } from '../components/MoveDialog.tsx';

const HistoryDialog = lazy(() => import('../components/HistoryDialog.tsx'));
const RecentlyDeletedDialog = lazy(() => import('../components/RecentlyDeletedDialog.tsx'));
const MoveDialog = lazy(() => import('../components/MoveDialog.tsx'));

/** The page title (product-spec.md §2). */
export const PRODUCT_MANAGER_TITLE = 'Product Manager';

/** An opening of a dialog: `session` gives each opening a fresh form; `item` is the edited one, if any. */
interface Editor<T> {
  open: boolean;
  session: number;
  item?: T;
  /** The item is a copy not stored yet (a duplicated product): the dialog adds it. */
  copy?: boolean;
}

const closed = <T,>(editor: Editor<T>): Editor<T> => ({ ...editor, open: false });
const opened = <T,>(editor: Editor<T>, item?: T): Editor<T> => ({ open: true, session: editor.session + 1, item });

/** The Product Manager screen (default export for the lazy route). */
export default function ProductManagerPage() {
  return (
    <ToastProvider>
      <title>Product Manager | Radhe &amp; Therm admin</title>
      <StaffOnly permission="catalog.edit" hiddenText={managerHiddenText}>
        <ProductManager />
      </StaffOnly>
    </ToastProvider>
  );
}

/**
 * The listing of one level, a page of products at a time: the cursor of each page passed so far (null: the first),
 * reset when the level or the page size changes; a later page that a delete left empty gives way to the one before.
 * @returns the query and the table's paging commands.
 */
function useLevelListing(vendorKey: VendorKey, levelId: string | null) {
  const level = `${vendorKey}:${levelId ?? ''}`;
  const [paging, setPaging] = useState({ level, limit: FIRST_MANAGER_PAGE.limit, cursors: [null] as (string | null)[] });
  if (paging.level !== level) setPaging({ level, limit: paging.limit, cursors: [null] });
  const cursors = paging.level === level ? paging.cursors : [null];
  const listing = useManagerListing(vendorKey, levelId, { limit: paging.limit, cursor: cursors.at(-1) ?? null });
  const shown = listing.isPlaceholderData ? undefined : listing.data;
  if (shown && shown.products.length === 0 && cursors.length > 1) setPaging({ ...paging, cursors: cursors.slice(0, -1) });
  const tablePaging = {
    page: cursors.length - 1,
    rowsPerPage: paging.limit,
    rowsPerPageOptions: MANAGER_PAGE_SIZES,
    onNextPage: () => {
      const next = listing.data?.nextCursor;
      if (next && !listing.isPlaceholderData) setPaging({ level, limit: paging.limit, cursors: [...cursors, next] });
    },
    onPreviousPage: () => setPaging({ level, limit: paging.limit, cursors: cursors.length > 1 ? cursors.slice(0, -1) : [null] }),
    onRowsPerPageChange: (limit: number) => setPaging({ level, limit, cursors: [null] }),
  };
  return { listing, tablePaging };
}

/** The delete confirmation: what is asked about, and the delete itself with its toast (product-spec.md §8). */
function useDeletion(vendorKey: VendorKey) {
  const notify = useNotify();
  const [deletion, setDeletion] = useState<{ open: boolean; request: DeleteRequest | null }>({ open: false, request: null });
  const deleteCategory = useDeleteCategory();
  const deleteProduct = useDeleteProduct();
  const close = () => setDeletion((state) => ({ ...state, open: false }));

  const confirm = () => {
    const request = deletion.request;
    if (!request) return;
    const isCategory = request.kind === 'category';
    const mutation = isCategory ? deleteCategory : deleteProduct;
    mutation.mutate(
      { id: request.id, vendor: vendorKey },
      {
        onSuccess: () => {
          close();
          notify(isCategory ? ADMIN_SUCCESS.deleteCategory : ADMIN_SUCCESS.deleteProduct, 'success');
        },
        onError: () => {
          close();
          notify(isCategory ? ADMIN_ERRORS.deleteCategory : ADMIN_ERRORS.deleteProduct, 'error');
        },
      },
    );
  };
  return {
    deletion,
    deleting: deleteCategory.isPending || deleteProduct.isPending,
    ask: (request: DeleteRequest) => setDeletion({ open: true, request }),
    cancel: close,
    confirm,
  };
}

/**
 * The multi-select of the shown level (ManagerBulkBar.tsx, api/bulk.ts): the chosen rows, kept while the level is
 * shown and dropped when another is; an action runs on the chosen rows the table shows (after the filter), says
 * what it did in the toast, and leaves chosen only what was refused.
 */
function useLevelSelection(vendorKey: VendorKey, levelId: string | null, shownListing: CategoryListing | undefined) {
  const notify = useNotify();
  const bulk = useBulk();
  const [state, setState] = useState<{ level: string | null; items: ReadonlyMap<string, BulkItem> }>({ level: levelId, items: new Map() });
  const items = state.level === levelId ? state.items : new Map<string, BulkItem>();
  const set = (next: Iterable<BulkItem>) => setState({ level: levelId, items: new Map([...next].map((item) => [item.id, item])) });
  const shown: BulkItem[] = shownListing
    ? [
        ...(shownListing.productsOffset === 0 ? shownListing.subCategories : []).map(({ id, name }) => ({ kind: 'category' as const, id, name })),
        ...shownListing.products.map(({ id, name }) => ({ kind: 'product' as const, id, name })),
      ]
    : [];
  const selected = new Set(items.keys());
  const run = (action: BulkAction) => {
    const chosen = shown.filter((item) => selected.has(item.id));
    bulk.mutate(
      { action, vendor: vendorKey, items: chosen },
      {
        onSuccess: (outcome) => {
          notify(bulkOutcomeText(action, outcome), outcome.refused.length > 0 ? 'error' : 'success');
          set(outcome.refused.map(({ item }) => item));
        },
      },
    );
  };
  return {
    shown,
    selected,
    busy: bulk.isPending,
    selectOnly: (next: readonly BulkItem[]) => set(next),
    toggle: (item: BulkItem) => set(items.has(item.id) ? [...items.values()].filter(({ id }) => id !== item.id) : [...items.values(), item]),
    run,
  };
}

/** The title and the vendor selector, offering `options` (the storefronts the account may edit); `value` '' for none. */
function ManagerHeader({ value, options, onSelect }: { value: string; options: readonly Vendor[]; onSelect: (key: string) => void }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
    >
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        {PRODUCT_MANAGER_TITLE}
      </Typography>
      <TextField
        select
        label="Vendor"
        size="small"
        value={value}
        onChange={(event) => onSelect(event.target.value)}
        sx={{ minWidth: 180 }}
      >
        {options.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** The screen: header, the trail with the add buttons, the level's table, the dialogs and the loading backdrop. */
function ProductManager() {
  const { vendor, refused, options, select } = usePermittedVendor();
  const { roles } = useStaffAccess();
  const { levelId, trailOf, setTrail, moved } = useManagerPlace(vendor.key);
  const { listing, tablePaging } = useLevelListing(vendor.key, levelId);
  const trail = trailOf(listing.data);
  const current = trail.at(-1) ?? null;
  const writing = useIsMutating({ mutationKey: adminKeys.write() }) > 0;
  const [categoryEditor, setCategoryEditor] = useState<Editor<CategorySummary>>({ open: false, session: 0 });
  const [productEditor, setProductEditor] = useState<Editor<Product>>({ open: false, session: 0 });
  const [historyTarget, setHistoryTarget] = useState<HistoryTarget | null>(null);
  const [deletedOpen, setDeletedOpen] = useState(false);
  const [moveTarget, setMoveTarget] = useState<MoveTarget | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const deletion = useDeletion(vendor.key);
  // The filter belongs to the level shown: another level starts unfiltered.
  const [filterState, setFilterState] = useState<{ level: string | null; filter: ManagerFilter }>({ level: levelId, filter: NO_FILTER });
  const filter = filterState.level === levelId ? filterState.filter : NO_FILTER;
  const filterInput = useRef<HTMLInputElement>(null);
  const dialogOpen = categoryEditor.open || productEditor.open || deletion.deletion.open || historyTarget !== null || deletedOpen || helpOpen || moveTarget !== null;
  useManagerShortcuts(
    {
      addProduct: () => setProductEditor((e) => opened(e)),
      addCategory: () => setCategoryEditor((e) => opened(e)),
      focusFilter: () => filterInput.current?.focus(),
      up: () => setTrail(trail.slice(0, -1)),
      showHelp: () => setHelpOpen(true),
    },
    !refused && !dialogOpen,
  );
  const shownListing = listing.data && filterListing(listing.data, filter);
  const bulk = useLevelSelection(vendor.key, levelId, shownListing);
  const order = useLevelOrder(listing.data, vendor.key, levelId);

  if (refused) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <ManagerHeader value="" options={options} onSelect={select} />
        <Alert severity="warning" data-testid="storefront-refused">
          <AlertTitle>{`${refused.key} storefront`}</AlertTitle>
          {storefrontRefusedText(roles)}
        </Alert>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <ManagerHeader value={vendor.key} options={options} onSelect={select} />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <ManagerBreadcrumbs trail={trail} focusCurrent={moved} onNavigate={(depth) => setTrail(trail.slice(0, depth))} />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
          <CatalogueSheetButtons vendor={vendor.key} category={current} />
          <Button variant="outlined" onClick={() => setDeletedOpen(true)}>
            Recently deleted
          </Button>
          <Button variant="text" onClick={() => setHelpOpen(true)} aria-keyshortcuts="Shift+?">
            Shortcuts
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCategoryEditor((e) => opened(e))}>
            Category
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setProductEditor((e) => opened(e))}>
            Product
          </Button>
        </Stack>
      </Stack>

      {listing.data && (
        <ManagerFilterBar
          filter={filter}
          onChange={(next) => setFilterState({ level: levelId, filter: next })}
          attributes={listing.data.productAttributes}
          shown={(shownListing?.subCategories.length ?? 0) + (shownListing?.products.length ?? 0)}
          total={listing.data.subCategories.length + listing.data.products.length}
          inputRef={filterInput}
        />
      )}
      {shownListing && <ManagerBulkBar shown={bulk.shown} selected={bulk.selected} onSelect={bulk.selectOnly} onAction={bulk.run} busy={bulk.busy} />}
      {listing.isError && levelId !== null && (isApiError(listing.error, 404) || isApiError(listing.error, 400)) ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setTrail([])}>
              Go to Root
            </Button>
          }
        >
          {CATEGORY_GONE_TEXT}
        </Alert>
      ) : listing.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void listing.refetch()}>
              Retry
            </Button>
          }
        >
          {ADMIN_ERRORS.fetchListing}
        </Alert>
      ) : (
        <ManagerTable
          listing={shownListing}
          vendor={vendor.key}
          label={`Contents of ${current?.name ?? ROOT_LABEL}`}
          onOpenCategory={(category) => setTrail([...trail, { id: category.id, name: category.name }])}
          onEditCategory={(category) => setCategoryEditor((e) => opened(e, category))}
          onDeleteCategory={(category) => deletion.ask({ kind: 'category', id: category.id, name: category.name })}
          onEditProduct={(product) => setProductEditor((e) => opened(e, product))}
          onDuplicateProduct={(product) => setProductEditor((e) => ({ ...opened(e, duplicateOf(product)), copy: true }))}
          onDeleteProduct={(product) => deletion.ask({ kind: 'product', id: product.id, name: product.name })}
          paging={tablePaging}
          // A filtered view is not the level's whole order: no dragging while filtering.
          order={isFiltering(filter) ? undefined : order}
          onHistory={(kind, item) => setHistoryTarget({ kind, id: item.id, name: item.name, vendor: vendor.key })}
          onMove={(kind, item) => setMoveTarget({ kind, id: item.id, name: item.name, from: levelId })}
          selection={{ selected: bulk.selected, onToggle: bulk.toggle }}
        />
      )}

      <CategoryDialog
        key={`category-${categoryEditor.session}`}
        open={categoryEditor.open}
        vendor={vendor}
        parentCategoryId={levelId}
        category={categoryEditor.item}
        onClose={() => setCategoryEditor(closed)}
      />
      <ProductDialog
        key={`product-${productEditor.session}`}
        open={productEditor.open}
        vendor={vendor}
        categoryId={levelId}
        product={productEditor.item}
        copy={productEditor.copy}
        attributes={listing.data?.productAttributes ?? []}
        onClose={() => setProductEditor(closed)}
      />
      <ConfirmDeleteDialog
        open={deletion.deletion.open}
        request={deletion.deletion.request}
        deleting={deletion.deleting}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
      {/* The history and move dialogs load on first use. */}
      {historyTarget && (
        <Suspense fallback={null}>
          <HistoryDialog target={historyTarget} onClose={() => setHistoryTarget(null)} />
        </Suspense>
      )}
      {deletedOpen && (
        <Suspense fallback={null}>
          <RecentlyDeletedDialog open vendor={vendor.key} onClose={() => setDeletedOpen(false)} />
        </Suspense>
      )}
      {moveTarget && (
        <Suspense fallback={null}>
          <MoveDialog target={moveTarget} vendor={vendor.key} onClose={() => setMoveTarget(null)} />
        </Suspense>
      )}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <Backdrop open={listing.isFetching || writing} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: 'common.white' })}>
        <CircularProgress color="inherit" aria-label="Loading" />
      </Backdrop>
    </Container>
  );
}
