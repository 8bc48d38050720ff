/**
 * The filter bar of the staff's lists (the enquiry inbox, the audit log): a search form (a landmark named `label`)
 * laid out in a row on wide screens and a column on phones, and its words field, which filters as the person types
 * (the caller debounces) and at once on Enter (`onSubmit`, e.g. the debounce's flush), its choices ("any" first)
 * and its days (a range whose ends bound each other).
 */
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A select that shows its empty choice ("Any …") and keeps its label above it. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** See the module comment. */
export function FilterForm({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}
    >
      {children}
    </Stack>
  );
}

/** The words field of a FilterForm: `onChange` gets each text as typed; at most `maxLength` characters. */
export function FilterWordsField({ label, value, onChange, maxLength, minWidth }: { label: string; value: string; onChange: (text: string) => void; maxLength: number; minWidth: number }) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength } }}
      sx={{ minWidth: { md: minWidth }, flexGrow: 1 }}
    />
  );
}

/** A choice of the filter bar: `anyLabel` (the empty value: no filter) first, then `options`. */
export function FilterSelect({ label, value, onChange, anyLabel, options }: { label: string; value?: string; onChange: (value: string) => void; anyLabel: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <TextField select label={label} size="small" value={value ?? ''} onChange={(event) => onChange(event.target.value)} slotProps={SHOW_EMPTY} sx={{ minWidth: 150 }}>
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day of the filter bar (YYYY-MM-DD); `bounds` keeps a range's from ≤ to. */
export function FilterDayField({ label, value, onChange, bounds }: { label: string; value?: string; onChange: (day: string) => void; bounds: { min?: string; max?: string } }) {
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
