/**
 * The facets of a category page: for each filter attribute of the
 * listing's products, a range (two number inputs, in the attribute's canonical unit) or checkboxes with counts,
 * each counted by the server under the other active filters (the listing's `facets`); the active filters as chips
 * that each clear one, and "Clear all".
 *
 * Progressive enhancement: the facets are a GET form to the page itself and the chips are links, so
 * filtering works with JavaScript off (the server renders the filtered page, contracts/filters.ts names the
 * parameters). With script, a ticked box applies at once and the form goes to the filters in their one spelling
 * (`filterQuery`), so the URL stays shareable: in the app in place, on an islands page (an island that starts at the
 * first touch, docs/decisions/0014) as the server's page. A box ticked before the island ran applies once it runs.
 *
 * On a phone the facets fold into a disclosure whose button says how many products match; from the md
 * breakpoint they are a sidebar, always open. After "Apply filters" or "Clear all" the page shows the top of the
 * results (RESULTS_ID), not the foot of the form where the button was, and a phone folds the facets again; a page
 * the browser loads for them (JavaScript off, or an islands page) has #results in its address, so the browser lands
 * there too. A ticked box, which applies at once, leaves the page where it is (the buyer may tick another); on an
 * islands page the filtered page opens at the facets (FILTERS_ID).
 *
 * One island of the listing pages: its props are JSON and it reads no route data (lib/navigation.tsx).
 */
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useSiteNavigation } from '../../../lib/navigation.tsx';
import { isPlainClick } from '../../../lib/progressive.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import type { CategoryListing, Facet } from '../../../../../contracts/catalog.ts';
import { FILTER_PREFIX, filterQuery, readFilters, type Filter } from '../../../../../contracts/filters.ts';
import { formatNumber } from '../../../../../contracts/number-format.ts';
import { formatQuantity, UNITS } from '../../../../../contracts/quantities.ts';
import type { AttributeDefinition } from '../../../../../contracts/specifications.ts';

/** The facets' accessible name and heading. */
export const FILTERS_TITLE = 'Filter products';
/** Label of the link that clears every filter. */
export const CLEAR_ALL_TEXT = 'Clear all';

/** Label of the form's button (a ticked box applies at once with the app; bounds apply with this or Enter). */
export const APPLY_TEXT = 'Apply filters';
/** The id of the element that starts a category page's results (CategoryPage), where Apply and Clear all lead. */
export const RESULTS_ID = 'results';
/**
 * The id of the facets' form: a box ticked on an islands page loads the filtered page at `#filters`, where the browser
 * opens the folded facets (a fragment inside a closed `<details>` opens it) and shows them, so the buyer may tick
 * another, as in the app, where the page stays where it is.
 */
export const FILTERS_ID = 'filters';

/** An attribute's label with its unit: "Nominal System Voltage (kV)". */
function labelOf(attribute: AttributeDefinition): string {
  const symbol = attribute.unit ? UNITS[attribute.unit].symbol : '';
  return symbol ? `${attribute.name} (${symbol})` : attribute.name;
}

/** An active filter as its chip reads: "Nominal System Voltage: 200–400 kV", "≥ 200 kV", "d – Heavy or e – Very heavy". */
export function filterLabel(attribute: AttributeDefinition, filter: Filter): string {
  if (filter.kind === 'choice') return `${attribute.name}: ${filter.values.join(' or ')}`;
  const unit = attribute.unit ?? 'count';
  if (filter.min !== undefined && filter.max !== undefined) return `${attribute.name}: ${formatQuantity(unit, filter.min, filter.max)}`;
  return filter.min !== undefined ? `${attribute.name}: ≥ ${formatQuantity(unit, filter.min)}` : `${attribute.name}: ≤ ${formatQuantity(unit, filter.max!)}`;
}

/** `search` without the parameters of the filter on `key` (and without the paging cursor, which it makes stale). */
function withoutFilter(search: URLSearchParams, key: string | null): string {
  const next = new URLSearchParams();
  for (const [name, value] of search) {
    const ofKey = key === null ? name.startsWith(FILTER_PREFIX) : name === `${FILTER_PREFIX}${key}` || name.startsWith(`${FILTER_PREFIX}${key}.`);
    if (!ofKey && name !== 'after') next.append(name, value);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

function RangeFacet({ attribute, facet, filter }: { attribute: AttributeDefinition; facet: Extract<Facet, { kind: 'range' }>; filter: Filter | undefined }) {
  const id = useId();
  const active = filter?.kind === 'range' ? filter : undefined;
  const inputSx = { boxSizing: 'border-box', width: '100%', minWidth: 0, font: 'inherit', fontSize: 16, p: '8px 10px', border: 1, borderColor: 'grey.400', borderRadius: 1, bgcolor: 'background.paper' };
  const field = (bound: 'min' | 'max', label: string, placeholder: number | null, value: number | undefined) => (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="label" htmlFor={`${id}-${bound}`} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Box
        component="input"
        id={`${id}-${bound}`}
        type="number"
        step="any"
        inputMode="decimal"
        name={`${FILTER_PREFIX}${attribute.key}.${bound}`}
        defaultValue={value ?? ''}
        placeholder={placeholder === null ? '' : String(placeholder)}
        sx={inputSx}
      />
    </Box>
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {labelOf(attribute)}
      </Typography>
      {facet.min !== null && facet.max !== null && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
          {facet.min === facet.max ? formatNumber(facet.min) : `${formatNumber(facet.min)} to ${formatNumber(facet.max)}`} in {facet.count} {facet.count === 1 ? 'product' : 'products'}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        {field('min', 'From', facet.min, active?.min)}
        {field('max', 'To', facet.max, active?.max)}
      </Stack>
    </Box>
  );
}

function ChoiceFacet({ attribute, facet, filter, onTick }: { attribute: AttributeDefinition; facet: Extract<Facet, { kind: 'choice' }>; filter: Filter | undefined; onTick: (event: FormEvent<HTMLInputElement>) => void }) {
  const chosen = new Set(filter?.kind === 'choice' ? filter.values : []);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {labelOf(attribute)}
      </Typography>
      <Stack spacing={0.25}>
        {facet.choices.map(({ value, count }) => {
          const checked = chosen.has(value);
          return (
            <Box
              component="label"
              key={value}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32, color: count === 0 && !checked ? 'text.disabled' : 'text.primary', cursor: 'pointer' }}
            >
              <input type="checkbox" name={`${FILTER_PREFIX}${attribute.key}`} value={value} defaultChecked={checked} disabled={count === 0 && !checked} onChange={onTick} style={{ width: 18, height: 18, margin: 0 }} />
              <Typography variant="body2" component="span" sx={{ flex: 1 }}>
                {value}
              </Typography>
              <Typography variant="caption" component="span" color="text.secondary">
                {count}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The facets of `listing` with its `productsTotal` (what every filter leaves); see the module comment. */
export function ListingFilters({ listing }: { listing: Pick<CategoryListing, 'facets' | 'productAttributes' | 'productsTotal'> }) {
  const { Link, pathname, search: pageSearch, navigate, loadsDocuments } = useSiteNavigation();
  // The query as the server renders it: other parameters, then the filters in their one spelling (no empty
  // bounds), so links drawn here match between the server's markup and the browser's.
  const raw = new URLSearchParams(pageSearch);
  const search = new URLSearchParams([...[...raw].filter(([name]) => !name.startsWith(FILTER_PREFIX)), ...new URLSearchParams(filterQuery(raw))]);
  const attributes = new Map(listing.productAttributes.map((a) => [a.key, a]));
  const filters = readFilters(search, new Set(listing.productAttributes.filter((a) => a.kind === 'choice').map((a) => a.key)));
  const active = Object.entries(filters).filter(([key]) => attributes.get(key)?.filter);
  const query = filterQuery(search);
  const details = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);

  /** After Apply or Clear all: fold the facets on a phone and bring the top of the results into view. */
  const showResults = () => {
    if (details.current && window.matchMedia?.('(max-width: 899.95px)').matches) details.current.open = false;
    document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
  };

  /** With script: go to the form's filters in their one spelling (no empty bounds, no cursor). */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') chosen.append(name, value);
    const kept = new URLSearchParams();
    for (const [name, value] of search) if (!name.startsWith(FILTER_PREFIX) && name !== 'after') kept.append(name, value);
    const next = [kept.toString(), filterQuery(chosen)].filter(Boolean).join('&');
    // The Apply button leads to the results; a ticked box (no submitter) stays where it is.
    const applied = (event.nativeEvent as SubmitEvent).submitter != null;
    const fragment = applied ? `#${RESULTS_ID}` : loadsDocuments ? `#${FILTERS_ID}` : '';
    navigate(`${pathname}${next ? `?${next}` : ''}${fragment}`, { preventScrollReset: true });
    if (applied) showResults();
  };

  // A box ticked or cleared before the page's islands script ran at all (once it runs, a tick on a box is held until
  // this island runs, app/islands/start-islands.tsx): applied now, as a tick would be. The form keeps no state across
  // a reload or Back (autoComplete off), so a difference is the visitor's tick.
  useEffect(() => {
    const boxes = form.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [];
    if ([...boxes].some((box) => box.checked !== box.defaultChecked)) form.current?.requestSubmit();
  }, []);

  return (
    <Box
      component="details"
      ref={details}
      // Open from the first paint on wide screens (the sidebar); on a phone it opens on its button.
      sx={{
        mb: 3,
        '& > summary': { listStyle: 'none', cursor: 'pointer' },
        '& > summary::-webkit-details-marker': { display: 'none' },
        // A browser without ::details-content keeps the button on wide screens too, so the facets always open.
        '@media (min-width: 900px)': {
          '@supports selector(::details-content)': { '& > summary': { display: 'none' }, '&::details-content': { contentVisibility: 'visible', display: 'block' } },
        },
      }}
    >
      <Box component="summary" sx={{ display: 'flex' }}>
        <Box
          component="span"
          // At least a 44 px tap target (WCAG 2.5.5).
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 44, boxSizing: 'border-box', border: 1, borderColor: 'primary.main', color: 'primary.main', borderRadius: 1, fontWeight: 600 }}
        >
          <TuneIcon fontSize="small" aria-hidden />
          Filters{active.length > 0 ? ` (${active.length})` : ''} · {listing.productsTotal} {listing.productsTotal === 1 ? 'product' : 'products'}
        </Box>
      </Box>
      <Box
        component="form"
        id={FILTERS_ID}
        ref={form}
        method="get"
        action={`${pathname}#${RESULTS_ID}`}
        autoComplete="off"
        aria-label={FILTERS_TITLE}
        onSubmit={submit}
        key={query}
        // Shown below the sticky top bar when the address leads to it (#filters).
        sx={{ mt: { xs: 2, md: 0 }, p: { xs: 2, md: 0 }, border: { xs: 1, md: 0 }, borderColor: 'divider', borderRadius: 1, scrollMarginTop: { xs: 72, md: 88 } }}
      >
        <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
          {FILTERS_TITLE}
        </Typography>
        {active.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {active.map(([key, filter]) => (
              <Chip
                key={key}
                component={Link}
                to={pathname + withoutFilter(search, key)}
                preventScrollReset
                clickable
                size="small"
                sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
                label={filterLabel(attributes.get(key)!, filter)}
                icon={<CloseIcon fontSize="small" aria-hidden />}
                aria-label={`Remove filter ${filterLabel(attributes.get(key)!, filter)}`}
              />
            ))}
            <MuiLink
              component={Link}
              to={`${pathname}${withoutFilter(search, null)}#${RESULTS_ID}`}
              onClick={(event) => isPlainClick(event) && showResults()}
              preventScrollReset
              underline="hover"
              sx={{ alignSelf: 'center', fontSize: 14 }}
            >
              {CLEAR_ALL_TEXT}
            </MuiLink>
          </Stack>
        )}
        <Stack spacing={2.5}>
          {listing.facets.map((facet) => {
            const attribute = attributes.get(facet.attribute);
            if (!attribute) return null;
            return facet.kind === 'range' ? (
              <RangeFacet key={facet.attribute} attribute={attribute} facet={facet} filter={filters[facet.attribute]} />
            ) : (
              <ChoiceFacet key={facet.attribute} attribute={attribute} facet={facet} filter={filters[facet.attribute]} onTick={(event) => event.currentTarget.form?.requestSubmit()} />
            );
          })}
        </Stack>
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2.5 }}>
          {APPLY_TEXT}
        </Button>
      </Box>
    </Box>
  );
}
