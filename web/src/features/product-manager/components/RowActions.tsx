/**
 * One row of an ordered list of a dialog (properties, other media, configurations): `ListRow`, a named group
 * that stacks on phones, and `RowActions`, its Move up / Move down / Remove buttons. Reordering with buttons
 * rather than drag and drop keeps it usable by keyboard and screen reader; each button's name says which row it
 * acts on (e.g. 'Move Property 2 up').
 */
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';

export interface RowActionsProps {
  /** Name of the row in the buttons' labels, e.g. 'Property 2'. */
  rowLabel: string;
  index: number;
  count: number;
  /** Moves the row from `index` to `to`. */
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** The three row buttons; Move up is disabled on the first row, Move down on the last. */
export function RowActions({ rowLabel, index, count, onMove, onRemove, disabled = false }: RowActionsProps) {
  const buttons = [
    { label: `Move ${rowLabel} up`, icon: <ArrowUpward fontSize="small" />, off: index === 0, act: () => onMove(index, index - 1) },
    { label: `Move ${rowLabel} down`, icon: <ArrowDownward fontSize="small" />, off: index === count - 1, act: () => onMove(index, index + 1) },
    { label: `Remove ${rowLabel}`, icon: <DeleteOutline fontSize="small" />, off: false, act: () => onRemove(index) },
  ];
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      {buttons.map(({ label, icon, off, act }) => (
        <Tooltip key={label} title={label} describeChild>
          {/* The span keeps the tooltip working on a disabled button. */}
          <span>
            <IconButton size="small" aria-label={label} disabled={disabled || off} onClick={act}>
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}

export interface ListRowProps {
  /** The group's accessible name, e.g. 'Property 2'. */
  label: string;
  /** A line under the row on every width (rows with several lines of content); phones always get one. */
  divider?: boolean;
  children: ReactNode;
}

/** A role="group" row: one line from the small breakpoint up, stacked (with a line under it) below it. */
export function ListRow({ label, divider = false, children }: ListRowProps) {
  return (
    <Stack
      role="group"
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={divider ? 1.5 : 1}
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        // Stacked rows need a line to show where one ends.
        pb: { xs: 1.5, sm: divider ? 1.5 : 0 },
        borderBottomStyle: 'solid',
        borderBottomColor: 'divider',
        borderBottomWidth: { xs: 1, sm: divider ? 1 : 0 },
      }}
    >
      {children}
    </Stack>
  );
}
