/**
 * The limits of an enquiry's lines, without zod: the quote list's code, which the top
 * bar's quote-list link loads on every storefront page, reads them without bringing the enquiry schema
 * (contracts/enquiry.ts, which applies them) into the start chunk (docs/performance.md).
 */
import { formatNumber } from './number-format.ts';

/** The units a quantity is asked in. */
export const QUANTITY_UNITS = ['pieces', 'sets', 'metres'] as const;

/** Limits of a line: whole numbers from 1 to a million. */
export const ENQUIRY_LINE_LIMITS = { lines: 50, quantityMax: 1_000_000, configuration: 200, note: 500 } as const;

const SINGULAR: Record<(typeof QUANTITY_UNITS)[number], string> = { pieces: 'piece', sets: 'set', metres: 'metre' };

/** A line's quantity in words: '1 piece', '400 pieces', '12 sets', '1,500 metres' (unit 'pieces' when none is given). */
export function quantityText(quantity: number, unit: string | null | undefined): string {
  const plural = (QUANTITY_UNITS as readonly string[]).includes(unit ?? '') ? (unit as (typeof QUANTITY_UNITS)[number]) : 'pieces';
  return `${formatNumber(quantity)} ${quantity === 1 ? SINGULAR[plural] : plural}`;
}
