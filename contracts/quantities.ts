/**
 * Quantities with units, as the catalogue's typed specifications hold them (issue 20 "Typed specifications").
 *
 * Each unit a product is rated in has a key (its symbol as engineers write it: 'kV', 'kN', 'mm/kV', 'DN'), the
 * UN/CEFACT common code (Recommendation 20) where one exists, for schema.org `unitCode`, and a canonical unit of its
 * dimension: a value is stored in the canonical unit (kV, kN, mm, bar, kA, °C …), so "0.6 MPa" and "6 bar" compare
 * as the same pressure. Units without a dimension to convert within (mm/kV, kJ/kV, DN, counts) are their own
 * canonical unit.
 *
 * Used by the server (storing typed values, the unit-aware search) and the browser (formatting, facets), so this
 * module depends on nothing but the number wording (number-format.ts).
 */
import { formatNumber } from './number-format.ts';

/** One unit: how it is written, its UN/CEFACT code (null where Rec. 20 has none: schema.org `unitText` then). */
export interface UnitDefinition {
  /** The symbol shown after a value: 'kV'. Empty for a plain count. */
  readonly symbol: string;
  /** What it measures, for labels and docs: 'voltage'. */
  readonly quantity: string;
  /** UN/CEFACT Recommendation 20 common code, e.g. 'KVT'; null when there is none. */
  readonly unitCode: string | null;
  /** Whether a space separates value and symbol (SI: yes, except the plane-angle degree). */
  readonly spaced: boolean;
}

/** The units of the catalogue's specifications, by key. Canonical units are those with `factor` 1 below. */
export const UNITS = {
  kV: { symbol: 'kV', quantity: 'voltage', unitCode: 'KVT', spaced: true },
  kN: { symbol: 'kN', quantity: 'force', unitCode: 'B47', spaced: true },
  mm: { symbol: 'mm', quantity: 'length', unitCode: 'MMT', spaced: true },
  'mm/kV': { symbol: 'mm/kV', quantity: 'specific creepage distance', unitCode: null, spaced: true },
  kA: { symbol: 'kA', quantity: 'current', unitCode: 'B22', spaced: true },
  C: { symbol: 'C', quantity: 'charge', unitCode: 'COU', spaced: true },
  'kJ/kV': { symbol: 'kJ/kV', quantity: 'specific energy', unitCode: null, spaced: true },
  '°C': { symbol: '°C', quantity: 'temperature', unitCode: 'CEL', spaced: true },
  bar: { symbol: 'bar', quantity: 'pressure', unitCode: 'BAR', spaced: true },
  DN: { symbol: 'DN', quantity: 'nominal size', unitCode: null, spaced: true },
  '°': { symbol: '°', quantity: 'angle', unitCode: 'DD', spaced: false },
  A: { symbol: 'A', quantity: 'current', unitCode: 'AMP', spaced: true },
  kg: { symbol: 'kg', quantity: 'mass', unitCode: 'KGM', spaced: true },
  count: { symbol: '', quantity: 'count', unitCode: 'C62', spaced: false },
} as const satisfies Record<string, UnitDefinition>;

/** A unit key of UNITS. */
export type UnitKey = keyof typeof UNITS;

/** The unit keys, in UNITS order (for select lists and schema enums). */
export const UNIT_KEYS = Object.keys(UNITS) as [UnitKey, ...UnitKey[]];

/** Whether `value` is a unit key. */
export function isUnitKey(value: string): value is UnitKey {
  return Object.hasOwn(UNITS, value);
}

/**
 * What a person may type after (or, for DN and NB, before) a number, lower-cased, and what it means: the canonical
 * unit and the factor to it. 'NB' (nominal bore, as Indian practice writes pipe sizes: 600 NB) is DN's number;
 * a bare 'c' could be coulombs or degrees Celsius and is read as both.
 */
const ALIASES: Record<string, Array<{ unit: UnitKey; factor: number }>> = {
  kv: [{ unit: 'kV', factor: 1 }],
  v: [{ unit: 'kV', factor: 0.001 }],
  kn: [{ unit: 'kN', factor: 1 }],
  n: [{ unit: 'kN', factor: 0.001 }],
  mm: [{ unit: 'mm', factor: 1 }],
  cm: [{ unit: 'mm', factor: 10 }],
  m: [{ unit: 'mm', factor: 1000 }],
  'mm/kv': [{ unit: 'mm/kV', factor: 1 }],
  ka: [{ unit: 'kA', factor: 1 }],
  a: [{ unit: 'A', factor: 1 }],
  'kj/kv': [{ unit: 'kJ/kV', factor: 1 }],
  '°c': [{ unit: '°C', factor: 1 }],
  '° c': [{ unit: '°C', factor: 1 }],
  degc: [{ unit: '°C', factor: 1 }],
  c: [
    { unit: '°C', factor: 1 },
    { unit: 'C', factor: 1 },
  ],
  bar: [{ unit: 'bar', factor: 1 }],
  barg: [{ unit: 'bar', factor: 1 }],
  mpa: [{ unit: 'bar', factor: 10 }],
  kpa: [{ unit: 'bar', factor: 0.01 }],
  psi: [{ unit: 'bar', factor: 0.0689475729 }],
  'kg/cm2': [{ unit: 'bar', factor: 0.980665 }],
  'kg/cm²': [{ unit: 'bar', factor: 0.980665 }],
  dn: [{ unit: 'DN', factor: 1 }],
  nb: [{ unit: 'DN', factor: 1 }],
  '°': [{ unit: '°', factor: 1 }],
  deg: [{ unit: '°', factor: 1 }],
  kg: [{ unit: 'kg', factor: 1 }],
};

/** A quantity found in text: its value in the canonical unit, the unit, and the text it was read from. */
export interface ParsedQuantity {
  value: number;
  unit: UnitKey;
  text: string;
}

// A number (thousands with commas, a decimal point) and a unit after it, or DN/NB before it ("DN 600").
const UNIT_PATTERN = Object.keys(ALIASES)
  .sort((a, b) => b.length - a.length)
  .map((alias) => alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  .join('|');
const QUANTITY = new RegExp(
  String.raw`(?:\b(dn|nb)\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\b)|(?:(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)\s*(${UNIT_PATTERN})(?![a-z0-9/²]))`,
  'giu',
);

/**
 * The quantities in free text ("long rod 220 kV 120kN", "DN 600 10 bar", "600 NB"), each in its canonical unit
 * ("0.6 MPa" → 6 bar); an ambiguous unit ("350 C") yields one quantity per reading. Also returns the text with the
 * quantities taken out (for the word search). Never throws; text without quantities gives none.
 */
export function parseQuantities(text: string): { quantities: ParsedQuantity[]; rest: string } {
  const quantities: ParsedQuantity[] = [];
  const rest = text.replace(QUANTITY, (match: string, prefixUnit?: string, prefixNumber?: string, number?: string, unit?: string) => {
    const alias = (prefixUnit ?? unit ?? '').toLowerCase();
    const raw = Number((prefixNumber ?? number ?? '').replace(/,/g, ''));
    for (const meaning of ALIASES[alias] ?? []) {
      quantities.push({ value: roundCanonical(raw * meaning.factor), unit: meaning.unit, text: match.trim() });
    }
    return ' ';
  });
  return { quantities, rest: rest.replace(/\s+/g, ' ').trim() };
}

/** Rounds a converted value to 6 significant decimals, so 0.6 MPa is 6 bar and not 5.999999999. */
function roundCanonical(value: number): number {
  return Number(value.toPrecision(12));
}

/**
 * A value or a range with its unit, as product pages and cards show it: "220 kV", "1,015 mm", "15°", "−10 to
 * 350 °C" style ranges as "10–16 bar" (an en dash; "to" when a bound is negative, so a minus is not read as a dash),
 * "DN 600" (the nominal size's designation comes first), "12" for a count.
 */
export function formatQuantity(unit: UnitKey, min: number, max: number = min): string {
  const separator = min < 0 || max < 0 ? ' to ' : '–';
  const numbers = min === max ? formatNumber(min) : `${formatNumber(min)}${separator}${formatNumber(max)}`;
  const { symbol, spaced } = UNITS[unit];
  if (unit === 'DN') return `DN ${numbers}`;
  if (!symbol) return numbers;
  return spaced ? `${numbers} ${symbol}` : `${numbers}${symbol}`;
}
