/**
 * The dialog behind 'Request Quote' and 'Download Catalog' — product-spec.md §4: the titles are exactly
 * 'Request Quote' and 'Download Catalog'. The online enquiry form is a later issue; until then the body offers
 * a real way to ask: an e-mail link with the subject prefilled and the phone number. The enquiry issue swaps
 * `EnquiryFallback` for the form, prefilled from `kind` and `productName`.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { appConfig } from '../../../lib/config.ts';

export type EnquiryKind = 'quote' | 'catalog';

/** Dialog titles (product-spec.md §4). */
export const ENQUIRY_TITLES: Record<EnquiryKind, string> = {
  quote: 'Request Quote',
  catalog: 'Download Catalog',
};

/** `mailto:` link with subject '{title}: {product}'. */
export function enquiryMailto(email: string, kind: EnquiryKind, productName: string): string {
  const subject = `${ENQUIRY_TITLES[kind]}: ${productName}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
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
            <EnquiryFallback kind={kind} productName={productName} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** Body until the enquiry form exists: e-mail (subject prefilled) and phone. */
function EnquiryFallback({ kind, productName }: { kind: EnquiryKind; productName: string }) {
  const { email, phoneNumber } = appConfig.contact;
  const what = kind === 'quote' ? 'a quotation for' : 'the catalogue of';
  return (
    <>
      <DialogContentText sx={{ mb: 2 }}>
        Our online enquiry form is coming soon. Until then, write to us or call us for {what}{' '}
        <strong>{productName}</strong> and our team will get back to you.
      </DialogContentText>
      <Stack spacing={1.5}>
        {email && (
          <Button
            variant="contained"
            startIcon={<EmailOutlined />}
            href={enquiryMailto(email, kind, productName)}
            sx={{ alignSelf: 'flex-start', textTransform: 'none', overflowWrap: 'anywhere' }}
          >
            Email {email}
          </Button>
        )}
        {phoneNumber && (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PhoneOutlined fontSize="small" color="action" />
            <Link href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneNumber}</Link>
          </Typography>
        )}
      </Stack>
    </>
  );
}
