/**
 * The lines of the visitor's quote list as this browser keeps them (lib/stored-list-store.ts: `quote:{vendor}`), read
 * without React: the list's hook (quote-list.ts) and an islands page's count (show-quote-counts.ts)
 * read them alike. Each line within the limits the server applies (contracts/quote-lines.ts), at most
 * ENQUIRY_LINE_LIMITS.lines of them, so the list can always be sent.
 */
import { ENQUIRY_LINE_LIMITS, QUANTITY_UNITS } from '../../../../contracts/quote-lines.ts';
import { isGuid } from '../../../../contracts/guid.ts';
import { storedArray, type StoredListKind } from '../../lib/stored-list-store.ts';

/** A unit a quantity is asked in. */
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** One line of the list: its own id, the product (id and name as added) and what the visitor asks for. */
export interface QuoteLine {
  /** The line's id in this list (not the product's): keeps the line's fields while others come and go. */
  id: string;
  productId: string;
  name: string;
  quantity: number;
  unit: QuantityUnit;
  configuration: string;
  note: string;
}

/** A new line's id: short, random, unique enough within one list (never sent to the server). */
export function newLineId(): string {
  return Math.random().toString(36).slice(2, 12) || 'line';
}

/** A quantity within the server's limits: a whole number from 1 to ENQUIRY_LINE_LIMITS.quantityMax. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(ENQUIRY_LINE_LIMITS.quantityMax, Math.max(1, Math.round(value)));
}

/** The lines a stored text holds: well-formed ones only, within the limits, at most ENQUIRY_LINE_LIMITS.lines. */
export function parseQuoteLines(raw: string | null): readonly QuoteLine[] {
  const lines: QuoteLine[] = [];
  for (const entry of storedArray(raw)) {
    const line = (entry ?? {}) as Partial<QuoteLine>;
    if (typeof line.productId !== 'string' || !isGuid(line.productId) || typeof line.name !== 'string') continue;
    lines.push({
      id: typeof line.id === 'string' && /^[a-z0-9]{1,16}$/.test(line.id) && !lines.some((l) => l.id === line.id) ? line.id : newLineId(),
      productId: line.productId,
      name: line.name.slice(0, 300),
      quantity: clampQuantity(Number(line.quantity)),
      unit: QUANTITY_UNITS.includes(line.unit as QuantityUnit) ? (line.unit as QuantityUnit) : 'pieces',
      configuration: typeof line.configuration === 'string' ? line.configuration.slice(0, ENQUIRY_LINE_LIMITS.configuration) : '',
      note: typeof line.note === 'string' ? line.note.slice(0, ENQUIRY_LINE_LIMITS.note) : '',
    });
  }
  return lines.slice(0, ENQUIRY_LINE_LIMITS.lines);
}

/** The quote list as a kind of stored list. */
export const QUOTE_LIST: StoredListKind<QuoteLine> = { name: 'quote', parse: parseQuoteLines };
