/**
 * A product card's actions — product-spec.md §2 "Public category page": Compare and Add to quote under the card
 * (ProductCard.tsx). One island per card on a listing that is an islands page (docs/decisions/0014): it starts when
 * the card comes near the screen, so each card shows whether its product is in the compare and quote lists, and the
 * rest of the card (image, name, description, ratings) is never hydrated.
 */
import Box from '@mui/material/Box';
import type { VendorCode, VendorKey } from '../../../../contracts/vendors.ts';
import { CompareToggle } from '../compare/CompareToggle.tsx';
import { AddToQuote } from '../quote/AddToQuote.tsx';

export interface ProductCardActionsProps {
  /** Route code of the storefront ('in' | 'fd'). */
  code: VendorCode;
  /** The product's own vendor. */
  vendor: VendorKey;
  product: { id: string; name: string };
}

/** See the module comment. */
export function ProductCardActions({ code, vendor, product }: ProductCardActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <CompareToggle code={code} vendor={vendor} product={product} />
      <AddToQuote code={code} vendor={vendor} product={product} />
    </Box>
  );
}
