/**
 * A product page's actions — product-spec.md §2 "Product detail", §4: Request Quote and Download Catalog (each opens
 * ProductEnquiryDialog), Add to quote and Compare, with a line on what each does; the compare bar; the dialog.
 *
 * - The actions stay at the foot of the screen (sticky, also without script) from the first screen to the end of
 *   the product, where they rest in their place after the sections, so they are in reach on a phone's first screen.
 * - The dialog follows the page's query (`?enquiry=quote|catalog`): Request Quote and Download Catalog are links to
 *   it, which work before the script runs and without JavaScript (the server renders the page with the dialog open);
 *   once it runs, a plain click opens the dialog in place (lib/navigation.tsx `setSearch`: a new history entry, so
 *   Back closes it) and Close takes the query off again in place.
 * - One island of the product page (docs/decisions/0014): its props are JSON, and it reads no route data, so the same
 *   component serves the app (the staff's preview) and the islands page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { VendorCode, VendorKey } from '../../../../../contracts/vendors.ts';
import { useSiteNavigation } from '../../../lib/navigation.tsx';
import { CompareBar } from '../../../components/compare/LazyCompareBar.tsx';
import { CompareToggle } from '../../../components/compare/CompareToggle.tsx';
import { AddToQuote } from '../../../components/quote/AddToQuote.tsx';
import { ProductEnquiryDialog, useEnquiryDialogQuery, type ProductEnquiryStates } from '../../../components/enquiry/ProductEnquiryDialog.tsx';

/** Under the product's actions: what Request Quote and Add to quote each do. */
export const PRODUCT_ACTIONS_HINT = 'Request Quote asks about this product now; Add to quote collects several products for one request.';

/** The success panel's link after Download Catalog. */
export const DATASHEET_LINK_TEXT = 'Download the datasheet (PDF)';

/** The actions' bar: see the module comment. */
const productActionsSx = {
  mt: { xs: 4, md: 5 },
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
  py: { xs: 1, sm: 1.5 },
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'divider',
  '@media print': { display: 'none' },
} as const;

const buttonsSx = {
  display: { xs: 'grid', sm: 'flex' },
  gridTemplateColumns: '1fr 1fr',
  flexWrap: 'wrap',
  gap: { xs: 1, sm: 1.5 },
  '& .MuiButton-root': { width: { xs: '100%', sm: 'auto' } },
  '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
} as const;

export interface ProductActionsProps {
  code: VendorCode;
  vendor: VendorKey;
  product: { id: string; name: string };
  /** The product's datasheet (PDF), offered once Download Catalog's form is sent. */
  datasheetHref: string;
  /** What the page says about the dialog's forms sent without JavaScript (useProductEnquiryStates of the page). */
  posted: ProductEnquiryStates;
}

/** See the module comment. */
export function ProductActions({ code, vendor, product, datasheetHref, posted }: ProductActionsProps) {
  const { Link } = useSiteNavigation();
  const dialog = useEnquiryDialogQuery('push');
  return (
    <>
      <Box component="section" aria-label="Product actions" sx={productActionsSx}>
        <Box sx={buttonsSx}>
          <Button component={Link} to={dialog.openTo('quote')} onClick={dialog.open('quote')} variant="contained" size="large" startIcon={<RequestQuoteOutlined />}>
            Request Quote
          </Button>
          <Button component={Link} to={dialog.openTo('catalog')} onClick={dialog.open('catalog')} variant="outlined" size="large" startIcon={<DownloadOutlined />}>
            Download Catalog
          </Button>
          <AddToQuote code={code} vendor={vendor} product={product} size="large" />
          <CompareToggle code={code} vendor={vendor} product={product} size="large" />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
          {PRODUCT_ACTIONS_HINT}
        </Typography>
      </Box>
      <CompareBar code={code} vendor={vendor} />
      <ProductEnquiryDialog
        kind={dialog.kind}
        productName={product.name}
        productIds={[product.id]}
        download={{ href: datasheetHref, label: DATASHEET_LINK_TEXT }}
        onClose={dialog.close}
        closeTo={dialog.closeTo}
        posted={posted}
      />
    </>
  );
}
