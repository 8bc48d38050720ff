/**
 * The visitor's quote list: the products of one
 * storefront to ask a quotation for, each with a quantity and its unit, a configuration and a note, kept in this
 * browser per storefront (lib/stored-list.ts: `quote:{vendor}`, shared by its tabs, surviving reloads). A product
 * appears once per configuration; adding it again adds to its quantity. At most ENQUIRY_LINE_LIMITS.lines lines,
 * each within the limits the server applies (contracts/enquiry.ts), so the list can always be sent.
 */
import { useCallback } from 'react';
import type { EnquiryLineInput } from '../../../../contracts/enquiry.ts';
import { ENQUIRY_LINE_LIMITS } from '../../../../contracts/quote-lines.ts';
import type { VendorKey } from '../../../../contracts/vendors.ts';
import { useStoredList } from '../../lib/stored-list.ts';
import { clampQuantity, newLineId, QUOTE_LIST, type QuoteLine } from './quote-list-lines.ts';

export { clampQuantity, parseQuoteLines, type QuantityUnit, type QuoteLine } from './quote-list-lines.ts';

/** What `add` did: the line was added, its quantity raised, or it was refused because the list is full. */
export type AddResult = 'added' | 'increased' | 'full';

const sameLine = (a: Pick<QuoteLine, 'productId' | 'configuration'>, b: Pick<QuoteLine, 'productId' | 'configuration'>) =>
  a.productId === b.productId && a.configuration === b.configuration;

/** The lines as the enquiry sends them (contracts/enquiry.ts `lines`). */
export function enquiryLinesOf(lines: readonly QuoteLine[]): EnquiryLineInput[] {
  return lines.map(({ productId, quantity, unit, configuration, note }) => ({ productId, quantity, unit, configuration, note }));
}

/** The quote list of `vendor` and its changes; see the module comment. Lines are addressed by their `id`. */
export function useQuoteList(vendor: VendorKey) {
  const { items: lines, update, current } = useStoredList(QUOTE_LIST, vendor);
  /** Adds `quantity` of the product in `configuration`, or raises the quantity of the line it already has. */
  const add = useCallback(
    (product: { id: string; name: string }, quantity = 1, configuration = ''): AddResult => {
      const now = current();
      const line = { productId: product.id, configuration };
      if (now.some((l) => sameLine(l, line))) {
        update((list) => list.map((l) => (sameLine(l, line) ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l)));
        return 'increased';
      }
      if (now.length >= ENQUIRY_LINE_LIMITS.lines) return 'full';
      update((list) => [...list, { id: newLineId(), productId: product.id, name: product.name, quantity: clampQuantity(quantity), unit: 'pieces', configuration, note: '' }]);
      return 'added';
    },
    [current, update],
  );
  /**
   * Changes line `id` (quantity clamped to the limits). A configuration that another line of the product already
   * has merges the two: their quantities add up in that line.
   */
  const change = useCallback(
    (id: string, patch: Partial<Pick<QuoteLine, 'quantity' | 'unit' | 'configuration' | 'note'>>) =>
      update((list) => {
        const changed = list.map((l) => (l.id === id ? { ...l, ...patch, ...(patch.quantity !== undefined ? { quantity: clampQuantity(patch.quantity) } : {}) } : l));
        const line = changed.find((l) => l.id === id);
        const twin = line && changed.find((l) => l.id !== id && sameLine(l, line));
        if (!line || !twin) return changed;
        return changed.filter((l) => l.id !== id).map((l) => (l.id === twin.id ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l));
      }),
    [update],
  );
  const remove = useCallback((id: string) => update((list) => list.filter((l) => l.id !== id)), [update]);
  const clear = useCallback(() => update(() => []), [update]);
  /** How many lines the list holds (a product in two configurations is two). */
  const count = lines.length;
  return { lines, count, add, change, remove, clear };
}
