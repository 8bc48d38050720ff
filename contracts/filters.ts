/**
 * Category page filters in the URL ("The filter state lives in the URL
 * query, so a filtered page can be shared and bookmarked; the server renders it, and with JavaScript off the facets
 * are a GET form that works").
 *
 * One query parameter per active filter, named `f.{attribute key}`:
 * - a number or range attribute: `f.nominal-system-voltage=200..400` (either bound may be left out: `200..`,
 *   `..400`; one number `220` means exactly that), in the attribute's canonical unit;
 * - a choice attribute: the parameter repeated once per chosen value, `f.pollution-class=d+Heavy&f.pollution-class=e+Very+heavy`.
 * The GET form of the facets sends a range as two fields, `f.{key}.min` and `f.{key}.max`, which read the same.
 * Parameters that are not filters are left alone (paging, `enquiry`), so filters compose with them.
 *
 * Plain functions, no zod: the pages' first JavaScript uses them (the facets' schema is in catalog.ts, which
 * loads with the first read).
 */

/** The prefix of a filter parameter. */
export const FILTER_PREFIX = 'f.';

/** At most this many filters and choices are read from one URL (more are ignored, never an error). */
export const FILTER_LIMITS = { filters: 20, choices: 20, text: 120 } as const;

/** One active filter: a number range (a bound may be absent) or a set of choices. */
export type Filter = { kind: 'range'; min?: number; max?: number } | { kind: 'choice'; values: string[] };

/** The active filters of a page, by attribute key. */
export type Filters = Record<string, Filter>;

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A bound as typed: a finite number (',' as thousands separator allowed), or undefined for '' or anything else. */
function bound(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.replace(/,/g, '').trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The filters of a URL query (`URLSearchParams`), as `FILTER_PREFIX` says. `kinds` tells which attribute keys
 * are choices (the rest are read as ranges); unknown keys and unreadable values are dropped, so a shared link
 * with a stale filter still opens the page. Bounds given the wrong way round are swapped.
 */
export function readFilters(query: URLSearchParams, choiceKeys: ReadonlySet<string>): Filters {
  const filters: Filters = {};
  const ranges = new Map<string, { min?: string; max?: string; exact?: string }>();
  for (const [name, raw] of query) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    const rest = name.slice(FILTER_PREFIX.length);
    const [key, part] = rest.endsWith('.min') ? [rest.slice(0, -4), 'min'] : rest.endsWith('.max') ? [rest.slice(0, -4), 'max'] : [rest, 'exact'];
    if (!KEY.test(key)) continue;
    const value = raw.slice(0, FILTER_LIMITS.text);
    if (choiceKeys.has(key)) {
      if (part !== 'exact' || value.trim() === '') continue;
      const current = filters[key];
      const values = current?.kind === 'choice' ? current.values : [];
      if (!values.includes(value) && values.length < FILTER_LIMITS.choices) values.push(value);
      filters[key] = { kind: 'choice', values };
    } else {
      ranges.set(key, { ...ranges.get(key), [part]: value });
    }
  }
  for (const [key, { min, max, exact }] of ranges) {
    let lower: number | undefined;
    let upper: number | undefined;
    if (exact !== undefined && exact.includes('..')) {
      const [a, b] = exact.split('..');
      [lower, upper] = [bound(a), bound(b)];
    } else if (exact !== undefined) {
      lower = upper = bound(exact);
    }
    lower = bound(min) ?? lower;
    upper = bound(max) ?? upper;
    if (lower === undefined && upper === undefined) continue;
    if (lower !== undefined && upper !== undefined && lower > upper) [lower, upper] = [upper, lower];
    filters[key] = { kind: 'range', ...(lower !== undefined ? { min: lower } : {}), ...(upper !== undefined ? { max: upper } : {}) };
  }
  return Object.fromEntries(Object.entries(filters).slice(0, FILTER_LIMITS.filters));
}

/**
 * `query` with its filter parameters replaced by `filters` (in a stable order: keys sorted, choices as given),
 * keeping every other parameter except `drop` (e.g. the paging cursor, which a new filter makes stale).
 */
export function writeFilters(query: URLSearchParams, filters: Filters, drop: readonly string[] = []): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of query) if (!name.startsWith(FILTER_PREFIX) && !drop.includes(name)) next.append(name, value);
  for (const key of Object.keys(filters).sort()) {
    const filter = filters[key];
    if (filter.kind === 'choice') {
      for (const value of filter.values) next.append(`${FILTER_PREFIX}${key}`, value);
    } else if (filter.min !== undefined || filter.max !== undefined) {
      const text = filter.min === filter.max ? String(filter.min) : `${filter.min ?? ''}..${filter.max ?? ''}`;
      next.append(`${FILTER_PREFIX}${key}`, text);
    }
  }
  return next;
}

/**
 * The filter parameters of `search` in their one spelling: `f.*` parameters with a non-empty value (the GET form
 * sends empty bounds), at most FILTER_LIMITS.filters × FILTER_LIMITS.choices of them, values cut to
 * FILTER_LIMITS.text, sorted by name (values of one name in the order given); '' when none. What the page
 * renderer, the listing's cache key and the API request carry, so equal filters are one page and one read.
 */
export function filterQuery(search: string | URLSearchParams): string {
  const given = typeof search === 'string' ? new URLSearchParams(search) : search;
  const entries: Array<[string, string]> = [];
  for (const [name, raw] of given) {
    const value = raw.trim().slice(0, FILTER_LIMITS.text);
    if (name.startsWith(FILTER_PREFIX) && name.length <= 100 && value !== '') entries.push([name, value]);
  }
  const names = [...new Set(entries.map(([name]) => name))].sort().slice(0, FILTER_LIMITS.filters * 2);
  const kept = new URLSearchParams();
  for (const name of names) {
    for (const [, value] of entries.filter(([n]) => n === name).slice(0, FILTER_LIMITS.choices)) kept.append(name, value);
  }
  return kept.toString();
}
