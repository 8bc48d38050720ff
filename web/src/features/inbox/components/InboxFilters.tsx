/**
 * The inbox's filters: words, status, storefront and a
 * received-between range of days. They live in the address (`?q=&status=&vendor=&from=&to=`), so a filtered inbox
 * can be bookmarked, shared with a colleague and survives a reload; the downloads take the same filters. The words
 * reach the address 300 ms after the last key (use-debounce); the rest at once.
 */
import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import Button from '@mui/material/Button';
import { ENQUIRY_SEARCH_MAX, ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, enquiryFilterSchema, type EnquiryFilter } from '../../../../../contracts/enquiry-inbox.ts';
import { VENDORS } from '../../../../../contracts/vendors.ts';
import { INBOX_TEXTS } from '../texts.ts';
import { FilterDayField, FilterForm, FilterSelect, FilterWordsField } from '../../../components/staff/FilterForm.tsx';
import { useAddressFilters } from '../../../components/staff/use-address-filters.ts';

/** The filter fields, in the address's names. */
const FILTER_KEYS = ['q', 'status', 'vendor', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** A select whose empty choice ('Any status') is shown as chosen, under its label. */
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

/** The filter bar over the inbox table; see the module comment. */
export function InboxFilters() {
  const { params, set } = useAddressFilters<FilterKey>();
  const filter = readFilter(params);
  const [words, setWords] = useState(filter.q ?? '');
  const setWordsLater = useDebouncedCallback((value: string) => set({ q: value.trim() }), 300);
  const active = FILTER_KEYS.some((key) => params.get(key));

  return (
    <FilterForm label={INBOX_TEXTS.filtersLabel} onSubmit={() => setWordsLater.flush()}>
      <FilterWordsField
        label={INBOX_TEXTS.search}
        value={words}
        onChange={(text) => {
          setWords(text);
          setWordsLater(text);
        }}
        maxLength={ENQUIRY_SEARCH_MAX}
        minWidth={260}
      />
      <FilterSelect label="Status" value={filter.status} onChange={(status) => set({ status })} anyLabel="Any status" options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status] }))} />
      <FilterSelect label="Storefront" value={filter.vendor} onChange={(vendor) => set({ vendor })} anyLabel="Both storefronts" options={VENDORS.map((vendor) => ({ value: vendor.key, label: vendor.name }))} />
      <FilterDayField label="Received from" value={filter.from} onChange={(from) => set({ from })} bounds={{ max: filter.to }} />
      <FilterDayField label="Received to" value={filter.to} onChange={(to) => set({ to })} bounds={{ min: filter.from }} />
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
    </FilterForm>
  );
}
