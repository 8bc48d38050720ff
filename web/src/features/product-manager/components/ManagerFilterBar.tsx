/**
 * The Product Manager's filter bar (manager-filter.ts): a name box, an attribute with a value, and the draft state.
 * The name box is `inputRef`'s, so the "/" shortcut can focus it. Says how much of the page the filter shows.
 */
import type { Ref } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttributeDefinition } from '../../../../../contracts/specifications.ts';
import { isFiltering, NO_FILTER, type DraftState, type ManagerFilter } from '../manager-filter.ts';

export interface ManagerFilterBarProps {
  filter: ManagerFilter;
  onChange: (filter: ManagerFilter) => void;
  /** The attributes of the level's products (the listing's productAttributes). */
  attributes: readonly AttributeDefinition[];
  /** Rows shown after filtering, and rows on the loaded page. */
  shown: number;
  total: number;
  inputRef?: Ref<HTMLInputElement>;
}

const STATES: Array<{ value: DraftState; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

/** The bar; see the module comment. */
export function ManagerFilterBar({ filter, onChange, attributes, shown, total, inputRef }: ManagerFilterBarProps) {
  const set = (change: Partial<ManagerFilter>) => onChange({ ...filter, ...change });
  return (
    <Stack component="search" aria-label="Filter this level" direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <TextField label="Filter by name" size="small" value={filter.name} onChange={(e) => set({ name: e.target.value })} inputRef={inputRef} sx={{ minWidth: 220 }} />
      <TextField
        select
        label="Attribute"
        size="small"
        value={filter.attribute}
        onChange={(e) => set({ attribute: e.target.value, value: '' })}
        sx={{ minWidth: 200 }}
        disabled={attributes.length === 0}
      >
        <MenuItem value="">Any attribute</MenuItem>
        {attributes.map((attribute) => (
          <MenuItem key={attribute.key} value={attribute.key}>
            {attribute.name}
          </MenuItem>
        ))}
      </TextField>
      {filter.attribute && <TextField label="Value contains" size="small" value={filter.value} onChange={(e) => set({ value: e.target.value })} sx={{ minWidth: 160 }} />}
      <TextField select label="State" size="small" value={filter.state} onChange={(e) => set({ state: e.target.value as DraftState })} sx={{ minWidth: 140 }}>
        {STATES.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {isFiltering(filter) && (
        <>
          <Typography variant="body2" role="status" color="text.secondary">
            {`Showing ${shown} of ${total} on this page`}
          </Typography>
          <Button size="small" onClick={() => onChange(NO_FILTER)}>
            Clear filter
          </Button>
        </>
      )}
    </Stack>
  );
}
