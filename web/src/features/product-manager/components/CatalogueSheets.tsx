/**
 * The Product Manager's bulk sheets (docs/catalogue-sheets.md): "Export" (XLSX or CSV) of the storefront when the
 * manager shows the root, else of the shown category's subtree; "Import" opens a dialog: choose a file → its dry
 * run's report (counts, categories to create, the rows that change and how, a table of errors with row, column and
 * message) → "Apply", enabled
 * only when the report has no errors → a toast with the result. On a refusal the file and the report stay shown.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import FileUpload from '@mui/icons-material/FileUpload';
import { SHEET_LIMITS, type SheetFormat, type SheetImportReport } from '../../../../../contracts/catalogue-sheets.ts';
import type { VendorKey } from '../../../../../contracts/vendors.ts';
import { downloadCatalogueSheet, useImportCatalogueSheet, type SheetImportOutcome } from '../api/catalogue-sheets.ts';
import { useNotify } from '../hooks/toast.tsx';

/** The Export menu and the Import button, for `vendor` at the shown level (`category`, or null at the root). */
export function CatalogueSheetButtons({ vendor, category }: { vendor: VendorKey; category: { id: string; name: string } | null }) {
  const notify = useNotify();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState({ open: false, session: 0 });
  const scope = category ? `the category ${category.name} and everything below it` : 'the whole storefront';

  const exportAs = async (format: SheetFormat) => {
    setMenu(null);
    try {
      await downloadCatalogueSheet(vendor, category?.id ?? null, format);
    } catch (error) {
      notify('The export failed.', 'error', [(error as Error).message]);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileDownload />} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)} title={`Export ${scope}`}>
        Export
      </Button>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => void exportAs('xlsx')}>Excel workbook (XLSX)</MenuItem>
        <MenuItem onClick={() => void exportAs('csv')}>CSV</MenuItem>
      </Menu>
      <Button variant="outlined" startIcon={<FileUpload />} onClick={() => setImporting((s) => ({ open: true, session: s.session + 1 }))}>
        Import
      </Button>
      <ImportSheetDialog key={importing.session} open={importing.open} vendor={vendor} onClose={() => setImporting((s) => ({ ...s, open: false }))} />
    </>
  );
}

/** The counts of a report as chips. */
function ReportCounts({ report }: { report: SheetImportReport }) {
  const { counts } = report;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Rows by outcome">
      <Chip label={`${counts.created} to create`} color={counts.created ? 'primary' : 'default'} variant="outlined" />
      <Chip label={`${counts.updated} to change`} color={counts.updated ? 'primary' : 'default'} variant="outlined" />
      <Chip label={`${counts.unchanged} unchanged`} variant="outlined" />
      <Chip label={`${counts.error} with errors`} color={counts.error ? 'error' : 'default'} variant={counts.error ? 'filled' : 'outlined'} />
    </Stack>
  );
}

/** How many changed rows the dialog lists (the counts say how many there are in all). */
const CHANGES_SHOWN = 100;

/** The rows the import creates or changes, with the columns that change (the first CHANGES_SHOWN). */
function ChangedRows({ report }: { report: SheetImportReport }) {
  const changed = report.rows.filter((row) => row.outcome === 'created' || row.outcome === 'updated');
  if (changed.length === 0) return null;
  return (
    <TableContainer sx={{ maxHeight: 240 }}>
      <Table size="small" stickyHeader aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Product</TableCell>
            <TableCell>{report.applied ? 'Changed' : 'Would change'}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changed.slice(0, CHANGES_SHOWN).map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.outcome === 'created' ? 'New product' : row.changed.join(', ')}</TableCell>
            </TableRow>
          ))}
          {changed.length > CHANGES_SHOWN && (
            <TableRow>
              <TableCell colSpan={3}>and {changed.length - CHANGES_SHOWN} more</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The import dialog (see the module comment). */
function ImportSheetDialog({ open, vendor, onClose }: { open: boolean; vendor: VendorKey; onClose: () => void }) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const mediaInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [media, setMedia] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<SheetImportOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const importing = useImportCatalogueSheet(vendor);
  const report = outcome?.report ?? null;
  const canApply = Boolean(file && report?.dryRun && report.errors.length === 0 && report.counts.created + report.counts.updated > 0);

  const run = (chosen: File, dryRun: boolean, zip: File | null = media) => {
    setFailure(null);
    importing.mutate(
      { file: chosen, dryRun, media: zip },
      {
        onSuccess: (answer) => {
          setOutcome(answer);
          if (answer.report.applied) {
            const { created, updated } = answer.report.counts;
            notify(`Imported: ${created} created, ${updated} changed.`, 'success');
            onClose();
          } else if (answer.refusal) {
            notify(answer.refusal, 'error');
          }
        },
        onError: (error) => setFailure((error as Error).message),
      },
    );
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setOutcome(null);
    run(chosen, true);
  };
  // A ZIP chosen or dropped checks the sheet again with it (or without it).
  const chooseMedia = (zip: File | null) => {
    setMedia(zip);
    setOutcome(null);
    if (file) run(file, true, zip);
  };

  return (
    <Dialog open={open} onClose={importing.isPending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="import-sheet-title">
      <DialogTitle id="import-sheet-title">Import a catalogue sheet</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            An XLSX or CSV file as the Export writes it (at most {SHEET_LIMITS.rows.toLocaleString('en')} rows). It is first checked without changing
            anything; Apply then writes every row, or none when one has an error. Images and documents the rows name that are not uploaded
            yet can come in a ZIP beside it (found by their path or file name).
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" startIcon={<FileUpload />} onClick={() => input.current?.click()} disabled={importing.isPending}>
              {file ? 'Choose another file' : 'Choose a file'}
            </Button>
            <Typography sx={{ overflowWrap: 'anywhere' }} aria-label="Chosen file">
              {file?.name ?? 'No file chosen'}
            </Typography>
            {importing.isPending && <CircularProgress size={24} aria-label="Checking the sheet" />}
          </Stack>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<FileUpload />} onClick={() => mediaInput.current?.click()} disabled={importing.isPending}>
              {media ? 'Choose another ZIP' : 'Add media (ZIP)'}
            </Button>
            <Typography sx={{ overflowWrap: 'anywhere' }} aria-label="Chosen media ZIP">
              {media?.name ?? 'No ZIP: every file a row names must be uploaded already'}
            </Typography>
            {media && (
              <Button size="small" onClick={() => chooseMedia(null)} disabled={importing.isPending}>
                Leave out the ZIP
              </Button>
            )}
          </Stack>
          <input
            ref={mediaInput}
            type="file"
            hidden
            aria-label="Media ZIP"
            accept=".zip,application/zip"
            onChange={(event) => {
              const zip = event.target.files?.[0];
              if (zip) chooseMedia(zip);
              event.target.value = '';
            }}
          />
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Sheet file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          {report && (
            <Box role="region" aria-label="Import report">
              <Stack spacing={1.5}>
                <Typography variant="subtitle1" component="h2">
                  {report.applied ? 'Imported' : report.dryRun ? 'What the import would do' : 'Nothing was imported'}
                </Typography>
                <ReportCounts report={report} />
                {report.filesFromZip.length > 0 && (
                  <Typography variant="body2">
                    {`Files from the ZIP${report.applied ? '' : ' to store'}: ${report.filesFromZip.join('; ')}`}
                  </Typography>
                )}
                {report.categoriesCreated.length > 0 && (
                  <Typography variant="body2">New categories: {report.categoriesCreated.join('; ')}</Typography>
                )}
                <ChangedRows report={report} />
                {report.errors.length === 0 ? (
                  <Alert severity="success">No errors{report.counts.created + report.counts.updated === 0 ? ': the sheet changes nothing.' : '.'}</Alert>
                ) : (
                  <TableContainer sx={{ maxHeight: 320 }}>
                    <Table size="small" stickyHeader aria-label="Errors">
                      <TableHead>
                        <TableRow>
                          <TableCell>Row</TableCell>
                          <TableCell>Column</TableCell>
                          <TableCell>Message</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {report.errors.map((error, index) => (
                          <TableRow key={index}>
                            <TableCell>{error.row}</TableCell>
                            <TableCell>{error.column}</TableCell>
                            <TableCell>{error.message}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                )}
              </Stack>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={importing.isPending}>
          Close
        </Button>
        <Button variant="contained" disabled={!canApply || importing.isPending} onClick={() => file && run(file, false)}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
