/**
 * The dialog behind 'Request Quote' and 'Download Catalog' — product-spec.md §3 and §4: the same enquiry form,
 * prefilled with the product, in a dialog titled exactly 'Request Quote' or 'Download Catalog'; the title is also
 * the enquiry's title.
 *
 * the dialog is open when the page's URL says so (`?enquiry=quote|catalog`), so the server renders it
 * open for a visitor whose click came before the app ran (or without JavaScript): a dialog open at the first render
 * is drawn in place (no portal, which the server cannot render) and without its opening fade. Its Close is a link
 * to the page without the parameter.
 */
import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { EnquiryDownload } from './EnquiryPanels.tsx';
import { EnquiryFormIsland } from './LazyEnquiryForm.tsx';
import { useEnquiryFormState, type EnquiryFormState } from './form-state.ts';
import { searchWithParam, useSiteNavigation } from '../../lib/navigation.tsx';
import { isPlainClick } from '../../lib/progressive.ts';

export type EnquiryKind = 'quote' | 'catalog';

/** Dialog titles (product-spec.md §4). */
export const ENQUIRY_TITLES: Record<EnquiryKind, string> = {
  quote: 'Request Quote',
  catalog: 'Download Catalog',
};

/** Above Download Catalog's form: the datasheet comes once the form is sent (the spec's form stays, §4). */
export const catalogNoteText = (productName: string) =>
  `Send the form below and the datasheet (PDF) of ${productName} is ready to download here at once; the e-mails carry its link too.`;

/** The message the form starts with for `kind` and the product. */
export function prefilledMessage(kind: EnquiryKind, productName: string): string {
  return kind === 'quote'
    ? `Please send a quotation for: ${productName}.`
    : `Please send the catalogue and data sheet for: ${productName}.`;
}

export interface ProductEnquiryDialogProps {
  /** Which button opened the dialog; null when closed. */
  kind: EnquiryKind | null;
  productName: string;
  /** The products asked about, sent as the enquiry's lines ("produces a one-line quote"). */
  productIds: readonly string[];
  /** For Download Catalog: the file the success panel then offers (the product's datasheet). */
  download?: EnquiryDownload;
  /** Closes it (Escape, the backdrop, Close with JavaScript). */
  onClose: () => void;
  /** Where Close leads without JavaScript: the page without `?enquiry` (a path with its query, or only the query). */
  closeTo: string;
  /** What the page says about each kind's form sent without JavaScript (useProductEnquiryStates, JSON). */
  posted: ProductEnquiryStates;
}

/** What the page says about the dialog's two forms (form-state.ts), by kind. */
export type ProductEnquiryStates = Record<EnquiryKind, EnquiryFormState>;

/**
 * What the page says about the dialog's two forms: a hook of the router's page, read there and handed to the dialog,
 * which may run inside an island without the router (features/catalog/components/ProductActions.tsx).
 */
export function useProductEnquiryStates(): ProductEnquiryStates {
  return { quote: useEnquiryFormState(ENQUIRY_TITLES.quote), catalog: useEnquiryFormState(ENQUIRY_TITLES.catalog) };
}

/**
 * The dialog as the page's query says (`?enquiry=quote|catalog`), for the buttons that open it: `kind` open (null:
 * none); `openTo(kind)`, the link target that opens it (without JavaScript the server draws the page with it open);
 * `open(kind)`, the click handler that opens it in place on a plain click (lib/navigation.tsx `setSearch`); `close`,
 * which takes the query off in place of the current entry; and `closeTo`, Close's link target.
 * @param opening 'push': opening adds a history entry, so Back closes it (the product page); 'replace': it does not
 *   (the comparison, whose switch also changes the page in place).
 */
export function useEnquiryDialogQuery(opening: 'push' | 'replace') {
  const { pathname, search, setSearch } = useSiteNavigation();
  const wanted = new URLSearchParams(search).get('enquiry');
  const kind: EnquiryKind | null = wanted === 'quote' || wanted === 'catalog' ? wanted : null;
  /** The page's query with `enquiry` set to `next`, or removed (null): `?…` or ''. */
  const withKind = (next: EnquiryKind | null) => searchWithParam(search, 'enquiry', next);
  return {
    kind,
    openTo: (next: EnquiryKind) => pathname + withKind(next),
    open: (next: EnquiryKind) => (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      setSearch(withKind(next), { replace: opening === 'replace' });
    },
    close: () => setSearch(withKind(null), { replace: true }),
    closeTo: pathname + withKind(null),
  };
}

/** The enquiry dialog; see the module comment. */
export function ProductEnquiryDialog({ kind, productName, productIds, download, onClose, closeTo, posted }: ProductEnquiryDialogProps) {
  // Fixed at the first render, so the server's markup and the hydrated dialog are the same element.
  const [openAtFirstRender] = useState(kind !== null);
  const { Link: RouterLink } = useSiteNavigation();
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="enquiry-dialog-title"
      disablePortal={openAtFirstRender}
      // No opening fade for the dialog or its backdrop: the server's markup is the dialog already open.
      slotProps={openAtFirstRender ? { transition: { appear: false }, backdrop: { slotProps: { transition: { appear: false } } } } : undefined}
    >
      {kind && (
        <>
          <DialogTitle id="enquiry-dialog-title">{ENQUIRY_TITLES[kind]}</DialogTitle>
          <DialogContent>
            {kind === 'catalog' && download && <DialogContentText sx={{ mb: 2 }}>{catalogNoteText(productName)}</DialogContentText>}
            <EnquiryFormIsland
              posted={posted[kind]}
              hideTitle
              title={ENQUIRY_TITLES[kind]}
              defaultMessage={prefilledMessage(kind, productName)}
              lines={productIds.map((productId) => ({ productId }))}
              download={kind === 'catalog' ? download : undefined}
            />
          </DialogContent>
          <DialogActions>
            <Button
              component={RouterLink}
              to={closeTo}
              replace
              preventScrollReset
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                onClose();
              }}
            >
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
