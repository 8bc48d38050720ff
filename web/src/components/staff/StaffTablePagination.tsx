/**
 * The pager under the staff's tables (the enquiry inbox, the audit log): MUI's TablePagination over `count` rows;
 * choosing another page size goes back to the first page; on a phone its toolbar wraps instead of pushing the page
 * buttons off the screen.
 */
import TablePagination from '@mui/material/TablePagination';

export interface StaffTablePaginationProps {
  /** Rows in all pages. */
  count: number;
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** e.g. "Enquiries per page". */
  label: string;
}

/** See the module comment. */
export function StaffTablePagination({ count, page, pageSize, pageSizes, onPage, onPageSize, label }: StaffTablePaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onPageSize(Number(event.target.value));
        onPage(0);
      }}
      labelRowsPerPage={label}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } }}
    />
  );
}
