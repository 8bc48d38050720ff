/**
 * Key/value properties of a product as a two-column table — product-spec.md §2 "Product detail".
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { shownProperties, type KeyValue } from '../../../../../contracts/catalog.ts';

export interface ProductPropertiesProps {
  properties: readonly KeyValue[];
  /** Accessible name of the table. */
  label?: string;
}

/** The properties a page shows, in their stored order (`shownProperties`: rows with neither key nor value are skipped); nothing when none. */
export function ProductProperties({ properties, label = 'Specifications' }: ProductPropertiesProps) {
  const rows = shownProperties(properties);
  if (rows.length === 0) return null;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={label}>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.key}-${index}`} sx={{ '&:nth-of-type(odd)': { bgcolor: 'grey.50' }, '&:last-child > *': { borderBottom: 0 } }}>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 600, width: '42%', verticalAlign: 'top', overflowWrap: 'anywhere' }}
              >
                {row.key}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', verticalAlign: 'top' }}>{row.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
