/**
 * "Add to quote" on product cards, the product page and the compare table: puts the product on the
 * storefront's quote list (quote-list.ts), or raises its quantity when it is there, and then offers the list. Before
 * the app runs (and with JavaScript off, where the list cannot work) it is a link to the product's Request Quote,
 * the one-product quote that works without JavaScript, so a click is never lost; on an islands page a click
 * before its island runs is held for the island, not followed; the island then makes the same element its button
 * (island/held-link.ts).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import { ENQUIRY_LINE_LIMITS } from '../../../../contracts/quote-lines.ts';
import type { VendorCode, VendorKey } from '../../../../contracts/vendors.ts';
import { paths } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/progressive.ts';
import { useQuoteList, type AddResult } from './quote-list.ts';
import { ActionMessage, ActionMessageLink } from '../catalog/ActionMessage.tsx';
import { heldLinkProps } from '../island/held-link.ts';

/** The button's text. */
export const ADD_TO_QUOTE_TEXT = 'Add to quote';
/** What a refused line says. */
export const QUOTE_FULL_TEXT = `Your quote list holds ${ENQUIRY_LINE_LIMITS.lines} products, the most one request can carry. Send it, or remove some first.`;

/** What a press did, with the line's quantity now: 'Added, quantity 1.' or 'Quantity now 3.' */
export const addedText = (result: 'added' | 'increased', quantity: number) => (result === 'added' ? `Added, quantity ${quantity}.` : `Quantity now ${quantity}.`);
/** The way on, counting the list's lines as the top bar's link does: 'See the quote list (2 items)'. */
export const seeListText = (count: number) => `See the quote list (${count} ${count === 1 ? 'item' : 'items'})`;

export interface AddToQuoteProps {
  code: VendorCode;
  vendor: VendorKey;
  product: { id: string; name: string };
  /** 'small' on cards and in the compare table, 'large' on the product page. */
  size?: 'small' | 'large';
}

/** See the module comment. */
export function AddToQuote({ code, vendor, product, size = 'small' }: AddToQuoteProps) {
  const hydrated = useHydrated();
  const list = useQuoteList(vendor);
  const [result, setResult] = useState<AddResult | null>(null);
  // The quantity of the product's line (its plain configuration), which each press raises: the message says so
  // anew each time (an alert is announced when its text changes), in the same count as the list's.
  const quantity = list.lines.find((line) => line.productId === product.id && line.configuration === '')?.quantity ?? 0;
  const label = `${ADD_TO_QUOTE_TEXT}: ${product.name}`;
  const variant = size === 'large' ? 'outlined' : 'text';
  return (
    <Box>
      <Button
        {...heldLinkProps(hydrated, `${paths.productDetails(code, product)}?enquiry=quote`)}
        size={size}
        variant={variant}
        startIcon={<AddShoppingCartOutlined />}
        aria-label={label}
        onClick={hydrated ? () => setResult(list.add(product)) : undefined}
      >
        {ADD_TO_QUOTE_TEXT}
      </Button>
      {result === 'full' && <ActionMessage error>{QUOTE_FULL_TEXT}</ActionMessage>}
      {/* The count makes each press new text, announced anew. */}
      {result && result !== 'full' && (
        <ActionMessage>
          {addedText(result, quantity)} <ActionMessageLink to={paths.quote(code)}>{seeListText(list.count)}</ActionMessageLink>
        </ActionMessage>
      )}
    </Box>
  );
}
