/**
 * The inbox's filters: words, status, storefront and a
 * received-between range of days. They live in the address (`?q=&status=&vendor=&from=&to=`), so a filtered inbox
 * can be bookmarked, shared with a colleague and survives a reload; the downloads take the same filters. The words
 * reach the address 300 ms after the last key (use-debounce); the rest at once.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedCallback } from 'use-debounce';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ENQUIRY_SEARCH_MAX, ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, enquiryFilterSchema, type EnquiryFilter } from '../../../../../contracts/enquiry-inbox.ts';
import { VENDORS } from '../../../../../contracts/vendors.ts';
import { INBOX_TEXTS } from '../texts.ts';

/** The filter fields, in the address's names. */
const FILTER_KEYS = ['q', 'status', 'vendor', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** A select whose empty choice ('Any status') is shown as chosen, under its label. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The filters in `params`; a value the server would refuse (a made-up status, a malformed day) is left out. */
export function readFilter(params: URLSearchParams): EnquiryFilter {
  const filter: EnquiryFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = enquiryFilterSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(filter, { [key]: parsed.data });
  }
  return filter;
}

/** A day picker (YYYY-MM-DD) of the received-between range; `bounds` keeps from ≤ to. */
function DayField({ label, value, onChange, bounds }: { label: string; value?: string; onChange: (day: string) => void; bounds: { min?: string; max?: string } }) {
  return (
    <TextField
      label={label}
      type="date"
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
    />
  );
}

/** The filter bar over the inbox table; see the module comment. */
export function InboxFilters() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [words, setWords] = useState(filter.q ?? '');
  const set = (changes: Partial<Record<FilterKey, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const setWordsLater = useDebouncedCallback((value: string) => set({ q: value.trim() }), 300);
  const active = FILTER_KEYS.some((key) => params.get(key));

  return (
    <Stack
      component="form"
      role="search"
      aria-label={INBOX_TEXTS.filtersLabel}
      onSubmit={(event) => {
        event.preventDefault();
        setWordsLater.flush();
      }}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
    >
      <TextField
        label={INBOX_TEXTS.search}
        type="search"
        size="small"
        value={words}
        onChange={(event) => {
          setWords(event.target.value);
          setWordsLater(event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: ENQUIRY_SEARCH_MAX } }}
        sx={{ minWidth: { md: 260 }, flexGrow: 1 }}
      />
      <TextField select label="Status" size="small" value={filter.status ?? ''} onChange={(event) => set({ status: event.target.value })} slotProps={SHOW_EMPTY} sx={{ minWidth: 150 }}>
        <MenuItem value="">Any status</MenuItem>
        {ENQUIRY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {ENQUIRY_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Storefront" size="small" value={filter.vendor ?? ''} onChange={(event) => set({ vendor: event.target.value })} slotProps={SHOW_EMPTY} sx={{ minWidth: 150 }}>
        <MenuItem value="">Both storefronts</MenuItem>
        {VENDORS.map((vendor) => (
          <MenuItem key={vendor.key} value={vendor.key}>
            {vendor.name}
          </MenuItem>
        ))}
      </TextField>
      <DayField label="Received from" value={filter.from} onChange={(from) => set({ from })} bounds={{ max: filter.to }} />
      <DayField label="Received to" value={filter.to} onChange={(to) => set({ to })} bounds={{ min: filter.from }} />
      {active && (
        <Button
          onClick={() => {
            setWords('');
            setWordsLater.cancel();
            set(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])));
          }}
        >
          {INBOX_TEXTS.clearFilters}
        </Button>
      )}
    </Stack>
  );
}
