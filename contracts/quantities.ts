/**
 * Quantities with units, as the catalogue's typed specifications hold them.
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
 * a bare 'c' could be coulombs or degrees Celsius and is read as both. 'kVp' (a peak voltage, as impulse
 * withstand levels are written) is kV.
 */
const ALIASES: Record<string, Array<{ unit: UnitKey; factor: number }>> = {
  kv: [{ unit: 'kV', factor: 1 }],
  kvp: [{ unit: 'kV', factor: 1 }],
  kilovolt: [{ unit: 'kV', factor: 1 }],
  kilovolts: [{ unit: 'kV', factor: 1 }],
  v: [{ unit: 'kV', factor: 0.001 }],
  volt: [{ unit: 'kV', factor: 0.001 }],
  volts: [{ unit: 'kV', factor: 0.001 }],
  kn: [{ unit: 'kN', factor: 1 }],
  n: [{ unit: 'kN', factor: 0.001 }],
  mm: [{ unit: 'mm', factor: 1 }],
  cm: [{ unit: 'mm', factor: 10 }],
  m: [{ unit: 'mm', factor: 1000 }],
  'mm/kv': [{ unit: 'mm/kV', factor: 1 }],
  ka: [{ unit: 'kA', factor: 1 }],
  a: [{ unit: 'A', factor: 1 }],
  amp: [{ unit: 'A', factor: 1 }],
  amps: [{ unit: 'A', factor: 1 }],
  'kj/kv': [{ unit: 'kJ/kV', factor: 1 }],
  '°c': [{ unit: '°C', factor: 1 }],
  '° c': [{ unit: '°C', factor: 1 }],
  'ºc': [{ unit: '°C', factor: 1 }],
  '℃': [{ unit: '°C', factor: 1 }],
  degc: [{ unit: '°C', factor: 1 }],
  'deg c': [{ unit: '°C', factor: 1 }],
  c: [
    { unit: '°C', factor: 1 },
    { unit: 'C', factor: 1 },
  ],
  bar: [{ unit: 'bar', factor: 1 }],
  barg: [{ unit: 'bar', factor: 1 }],
  'bar g': [{ unit: 'bar', factor: 1 }],
  'bar(g)': [{ unit: 'bar', factor: 1 }],
  mbar: [{ unit: 'bar', factor: 0.001 }],
  mpa: [{ unit: 'bar', factor: 10 }],
  kpa: [{ unit: 'bar', factor: 0.01 }],
  psi: [{ unit: 'bar', factor: 0.0689475729 }],
  psig: [{ unit: 'bar', factor: 0.0689475729 }],
  'kg/cm2': [{ unit: 'bar', factor: 0.980665 }],
  'kg/cm²': [{ unit: 'bar', factor: 0.980665 }],
  dn: [{ unit: 'DN', factor: 1 }],
  nb: [{ unit: 'DN', factor: 1 }],
  '°': [{ unit: '°', factor: 1 }],
  deg: [{ unit: '°', factor: 1 }],
  kg: [{ unit: 'kg', factor: 1 }],
};

/** The units written before their number: "DN 600", "NB 50-3000". */
const PREFIX_UNITS = ['dn', 'nb'];

/**
 * A rating read from text: the unit and the values a product's rating must reach, in the canonical unit. A single
 * value ("110 kV") is `min` = `max`; a range ("66-132 kV") its two ends; a bound ("≥ 145 kV", "up to 33 kV") has
 * `null` on its open side. A product's rating [a, b] meets it when they overlap: a ≤ max and b ≥ min.
 */
export interface QuantityReading {
  /** The text it was read from, as written: "66–132kV", "up to 33 kV". */
  text: string;
  unit: UnitKey;
  min: number | null;
  max: number | null;
}

// The words and signs around a number that make it a bound, a range or a tolerance (lower-case; longest first).
const AT_LEAST = ['not less than', 'greater than', 'more than', 'at least', 'minimum', 'min.', 'min', 'over', 'above', '≥', '>=', '=>', '>'];
const AT_MOST = ['not more than', 'not exceeding', 'less than', 'at most', 'maximum', 'max.', 'max', 'up to', 'upto', 'below', 'under', '≤', '<=', '=<', '<'];
const AT_LEAST_AFTER = ['and above', 'or above', 'and more', 'or more', 'and over', 'or over', 'and higher', 'or higher', 'minimum', 'min.', 'min', '+'];
const AT_MOST_AFTER = ['and below', 'or below', 'and less', 'or less', 'and under', 'and lower', 'or lower', 'maximum', 'max.', 'max'];
const PLUS_MINUS = ['±', '+/-', '+-'];
const RANGE_SEPARATORS = ['...', '..', '…', 'to', '-', '–', '—', '~'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * A sticky, case-insensitive pattern of `choices` (longest first), then `after`; a choice that ends with a letter or
 * digit must not run into another there ("min" is not "mine", "a" not "a1"). Its start is checked by the caller.
 */
function choicePattern(choices: readonly string[], after = ''): RegExp {
  const alternatives = [...choices]
    .sort((a, b) => b.length - a.length)
    .map((choice) => `${escape(choice)}${/[\p{L}\p{N}]$/u.test(choice) ? '(?![\\p{L}\\p{N}])' : ''}`);
  return new RegExp(`(?:${alternatives.join('|')})${after}`, 'iuy');
}
const UNIT = /*#__PURE__*/ choicePattern(Object.keys(ALIASES), '(?![\\p{L}\\p{N}/²³·])');
// A designation runs into its number or not: "DN600", "DN 600".
const PREFIX_UNIT = new RegExp(`(?:${PREFIX_UNITS.join('|')})(?!\\p{L})`, 'iuy');
const BEFORE = {
  atLeast: /*#__PURE__*/ choicePattern(AT_LEAST),
  atMost: /*#__PURE__*/ choicePattern(AT_MOST),
  plusMinus: /*#__PURE__*/ choicePattern(PLUS_MINUS),
  between: /*#__PURE__*/ choicePattern(['between']),
  from: /*#__PURE__*/ choicePattern(['from']),
};
const AFTER = { atLeast: /*#__PURE__*/ choicePattern(AT_LEAST_AFTER, '(?!\\s*[\\p{N}])'), atMost: /*#__PURE__*/ choicePattern(AT_MOST_AFTER) };
const SEPARATOR = /*#__PURE__*/ choicePattern(RANGE_SEPARATORS);
const AND = /*#__PURE__*/ choicePattern(['and', '&']);
// A number: thousands with commas ("3,625", never after a leading 0), or a decimal point or comma ("31.5", "31,5");
// never the start of a longer dotted figure ("1.2.3").
const NUMBER = /(?:[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)(?!\d|[.,]\d)/y;
const SIGN = /[-−+]/y;

/** The value of a number as NUMBER reads it: a comma with 3 digits after it groups thousands, else it is a decimal. */
function numberValue(written: string): number {
  return Number(/^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/.test(written) ? written.replace(/,/g, '') : written.replace(',', '.'));
}

/** Where the text at `at` matches the sticky `pattern`, or null. */
function matchAt(pattern: RegExp, text: string, at: number): { text: string; end: number } | null {
  pattern.lastIndex = at;
  const match = pattern.exec(text);
  return match ? { text: match[0], end: at + match[0].length } : null;
}

/** The position after the spaces at `at`. */
function skipSpaces(text: string, at: number): number {
  while (at < text.length && /\s/.test(text[at])) at += 1;
  return at;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/**
 * Whether a number or word may start at `at`: not inside a word or figure ("M16", "3,625"), and not after a dash or
 * slash that joins it to one: "60099-4", "6063-T6" and "33/11" are names, not quantities.
 */
function startsHere(text: string, at: number): boolean {
  const before = text[at - 1] ?? ' ';
  const beforeThat = text[at - 2] ?? ' ';
  if (LETTER_OR_DIGIT.test(before) || before === '.') return false;
  if (before === ',' && /\d/.test(beforeThat)) return false;
  return !(/[-–—/]/.test(before) && LETTER_OR_DIGIT.test(beforeThat));
}

/** One side of a quantity: a number with the unit written before it (DN) or after it, if any. */
interface Operand {
  value: number;
  unit: string | null;
  end: number;
}

/**
 * The operand at `at`: [DN|NB] [sign] number [unit]; null when there is no number there. `free`: nothing before it
 * was read (no bound word, no range separator), so it must start a word or figure of its own (`startsHere`).
 */
function operandAt(text: string, at: number, free: boolean): Operand | null {
  const prefix = startsHere(text, at) || !free ? matchAt(PREFIX_UNIT, text, at) : null;
  let position = prefix ? skipSpaces(text, prefix.end) : at;
  if (!prefix && free && !startsHere(text, at)) return null;
  const sign = matchAt(SIGN, text, position);
  if (sign) position = sign.end;
  const number = matchAt(NUMBER, text, position);
  if (!number) return null;
  const value = numberValue(number.text) * (sign && sign.text !== '+' ? -1 : 1);
  if (prefix) return { value, unit: prefix.text.toLowerCase(), end: number.end };
  const unit = matchAt(UNIT, text, skipSpaces(text, number.end));
  return { value, unit: unit ? unit.text.toLowerCase().replace(/\s+/g, ' ') : null, end: unit ? unit.end : number.end };
}

/** The readings of `value` in `unit` (one per meaning of the unit), as [min, max] built by `bounds`. */
function readings(unit: string, value: number, bounds: (v: number) => [number | null, number | null]) {
  return (ALIASES[unit] ?? []).map(({ unit: canonical, factor }) => {
    const [min, max] = bounds(roundCanonical(value * factor));
    return { unit: canonical, min, max };
  });
}

/**
 * The quantity that starts at `at`, or null: a value, a range ("66-132 kV", "66 kV to 132 kV", "between 66 and
 * 132 kV", "DN 50 to DN 3000", "NB 50-3000"), a bound ("≥ 145 kV", "up to 33 kV", "145 kV and above") or a
 * tolerance ("±100 mm", read as 100 mm either way). A range runs from low to high, as catalogues write them: "IEC
 * 60099-4 kA" is no range of 4 to 60,099 kA.
 */
function quantityAt(text: string, at: number): { end: number; readings: Array<Omit<QuantityReading, 'text'>> } | null {
  if (!startsHere(text, at) && !/[^\p{L}\p{N}]/u.test(text[at])) return null;
  const before = (Object.keys(BEFORE) as Array<keyof typeof BEFORE>).map((kind) => ({ kind, match: matchAt(BEFORE[kind], text, at) })).find((b) => b.match);
  const start = before ? skipSpaces(text, before.match!.end) : at;
  const first = operandAt(text, start, !before);
  if (!first) return null;

  if (!before || before.kind === 'between' || before.kind === 'from') {
    const separator = matchAt(before?.kind === 'between' ? AND : SEPARATOR, text, skipSpaces(text, first.end));
    const second = separator ? operandAt(text, skipSpaces(text, separator.end), false) : null;
    const secondUnit = second?.unit ?? (first.unit && PREFIX_UNITS.includes(first.unit) ? first.unit : null);
    if (second && secondUnit) {
      const firstUnit = first.unit ?? secondUnit;
      const range = readings(secondUnit, second.value, (v) => [v, v]).flatMap((b) =>
        readings(firstUnit, first.value, (v) => [v, v])
          .filter((a) => a.unit === b.unit && a.min! <= b.max!)
          .map((a) => ({ unit: a.unit, min: a.min, max: b.max })),
      );
      if (range.length > 0) return { end: second.end, readings: range };
    }
    if (before) return null; // "between" and "from" lead to a range or to nothing
  }
  if (!first.unit) return null;
  const { unit, value } = first;
  if (before?.kind === 'atLeast') return { end: first.end, readings: readings(unit, value, (v) => [v, null]) };
  if (before?.kind === 'atMost') return { end: first.end, readings: readings(unit, value, (v) => [null, v]) };
  if (before?.kind === 'plusMinus') return { end: first.end, readings: readings(unit, Math.abs(value), (v) => [v, v]) };
  const afterAt = skipSpaces(text, first.end);
  const atLeast = matchAt(AFTER.atLeast, text, afterAt);
  if (atLeast) return { end: atLeast.end, readings: readings(unit, value, (v) => [v, null]) };
  const atMost = matchAt(AFTER.atMost, text, afterAt);
  if (atMost) return { end: atMost.end, readings: readings(unit, value, (v) => [null, v]) };
  return { end: first.end, readings: readings(unit, value, (v) => [v, v]) };
}

/**
 * The ratings in free text, read as a person means them, each in its canonical unit: values ("220 kV", "120kN",
 * "DN 600", "600 NB", "0.6 MPa" → 6 bar, "-40 °C", a decimal comma "31,5 kA"), ranges ("66-132 kV", "66 to 132 kV",
 * "66–132kV"), bounds ("≥ 145 kV", "up to 33 kV", "10 bar max") and a quantity in brackets ("(33 kV systems)").
 * A number needs its unit; a figure joined to a word by a dash or slash ("IEC 60099-4", "6063-T6", "33/11") is a
 * name, never a quantity or a range. An ambiguous unit ("350 C") yields one reading per meaning, with the same
 * `text`. Also returns the text with the quantities taken out (for the word search). Never throws.
 */
export function readQuantities(text: string): { quantities: QuantityReading[]; rest: string } {
  const quantities: QuantityReading[] = [];
  let rest = '';
  let copied = 0;
  for (let at = 0; at < text.length; at += 1) {
    const found = quantityAt(text, at);
    if (!found) continue;
    const written = text.slice(at, found.end).trim();
    for (const reading of found.readings) quantities.push({ text: written, ...reading });
    rest += `${text.slice(copied, at)} `;
    copied = found.end;
    at = found.end - 1;
  }
  rest += text.slice(copied);
  return { quantities, rest: rest.replace(/\s+/g, ' ').trim() };
}

/** Rounds a converted value to 12 significant digits, so 0.6 MPa is 6 bar and not 5.999999999. */
function roundCanonical(value: number): number {
  return Number(value.toPrecision(12));
}

/** A reading as the search page shows it: "110 kV", "66–132 kV", "≥ 145 kV", "≤ 33 kV". */
export function formatReading(reading: Pick<QuantityReading, 'unit' | 'min' | 'max'>): string {
  if (reading.min !== null && reading.max !== null) return formatQuantity(reading.unit, reading.min, reading.max);
  if (reading.min !== null) return `≥ ${formatQuantity(reading.unit, reading.min)}`;
  if (reading.max !== null) return `≤ ${formatQuantity(reading.unit, reading.max)}`;
  return UNITS[reading.unit].symbol;
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
