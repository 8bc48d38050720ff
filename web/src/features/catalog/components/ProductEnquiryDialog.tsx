/**
 * The dialog behind 'Request Quote' and 'Download Catalog' — product-spec.md §3 and §4: the same enquiry form,
 * prefilled with the product, in a dialog titled exactly 'Request Quote' or 'Download Catalog'; the title is also
 * the enquiry's title.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LazyEnquiryForm } from '../../enquiry/LazyEnquiryForm.tsx';

export type EnquiryKind = 'quote' | 'catalog';

/** Dialog titles (product-spec.md §4). */
export const ENQUIRY_TITLES: Record<EnquiryKind, string> = {
  quote: 'Request Quote',
  catalog: 'Download Catalog',
};

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
  onClose: () => void;
}

/** The enquiry dialog; see the module comment. */
export function ProductEnquiryDialog({ kind, productName, onClose }: ProductEnquiryDialogProps) {
  return (
    <Dialog open={kind !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="enquiry-dialog-title">
      {kind && (
        <>
          <DialogTitle id="enquiry-dialog-title">{ENQUIRY_TITLES[kind]}</DialogTitle>
          <DialogContent>
            <LazyEnquiryForm eager hideTitle title={ENQUIRY_TITLES[kind]} defaultMessage={prefilledMessage(kind, productName)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
