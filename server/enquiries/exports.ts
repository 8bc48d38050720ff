/**
 * The inbox's downloads ("the CSV export follows the filters; an XLSX export too"):
 * one list of columns, written as CSV (csv-stringify, UTF-8 with BOM) or as an XLSX workbook (exceljs' streaming
 * writer), both streamed row by row from `everyInboxRow`, so an export of any size holds one batch in memory.
 */
import { once } from 'node:events';
import { PassThrough, pipeline, Readable, type Readable as ReadableStream } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { ENQUIRY_STATUS_LABELS, enquiryMailState, type EnquiryFilter, type EnquiryStatus } from '../../contracts/enquiry-inbox.ts';
import { vendorByKey } from '../../contracts/vendors.ts';
import { csvSafe } from '../../contracts/spreadsheet-cells.ts';
import type { Database } from '../db/types.ts';
import { everyInboxRow, type InboxRow } from './inbox.ts';

export { csvSafe };

/** One column of the exports: its header, its width in the workbook (characters) and its value for a row. */
interface Column {
  header: string;
  width: number;
  value: (row: InboxRow) => string | number | Date;
}

/** The exports' columns, in order. */
export const EXPORT_COLUMNS: readonly Column[] = [
  { header: 'Received', width: 20, value: (r) => r.createdAt },
  { header: 'Reference', width: 16, value: (r) => r.reference },
  { header: 'Storefront', width: 12, value: (r) => vendorByKey(r.vendor)?.name ?? r.vendor },
  { header: 'Status', width: 12, value: (r) => ENQUIRY_STATUS_LABELS[r.status as EnquiryStatus] ?? r.status },
  { header: 'Assignee', width: 20, value: (r) => r.assignee?.name ?? '' },
  { header: 'Name', width: 24, value: (r) => r.name },
  { header: 'Email', width: 28, value: (r) => r.email },
  { header: 'Phone', width: 16, value: (r) => r.phoneNo },
  { header: 'Company', width: 24, value: (r) => r.company },
  { header: 'Country', width: 14, value: (r) => r.country },
  { header: 'Project or tender reference', width: 24, value: (r) => r.projectReference },
  { header: 'Required by', width: 12, value: (r) => r.requiredBy ?? '' },
  { header: 'Delivery location', width: 20, value: (r) => r.deliveryLocation },
  { header: 'Incoterms', width: 10, value: (r) => r.incoterm },
  { header: 'Interested in', width: 18, value: (r) => r.option },
  { header: 'Title', width: 24, value: (r) => r.title },
  { header: 'Products', width: 40, value: (r) => r.products },
  { header: 'Message', width: 60, value: (r) => r.message },
  { header: 'Mail status', width: 11, value: (r) => enquiryMailState(r) },
  { header: 'Mails sent', width: 10, value: (r) => `${r.sent} of ${r.total}` },
  { header: 'Enquiry id', width: 38, value: (r) => r.id },
];

/** The filtered enquiries as CSV (times as ISO 8601 UTC, every cell csvSafe). `onError` hears a failure mid-export. */
export function enquiriesCsv(db: Database, filter: EnquiryFilter, onError: (error: Error) => void): ReadableStream {
  const csv = stringify({ header: true, bom: true, columns: EXPORT_COLUMNS.map((c) => c.header) });
  const records = Readable.from(
    (async function* () {
      for await (const row of everyInboxRow(db, filter)) {
        yield EXPORT_COLUMNS.map((c) => {
          const value = c.value(row);
          return csvSafe(value instanceof Date ? value.toISOString() : String(value));
        });
      }
    })(),
  );
  // On a database error mid-export the stream is destroyed, so the download ends incomplete instead of hanging.
  pipeline(records, csv, (error) => {
    if (error) onError(error);
  });
  return csv;
}

/**
 * The filtered enquiries as an XLSX workbook with one sheet, "Enquiries": a bold, frozen header row, an autofilter,
 * times as date cells (UTC). Strings are written as strings, never as formulas, so no cell needs csvSafe.
 * `onError` hears a failure mid-export (the stream is then destroyed).
 */
export function enquiriesXlsx(db: Database, filter: EnquiryFilter, onError: (error: Error) => void): ReadableStream {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Radhe–Therm website inbox';
  const sheet = workbook.addWorksheet('Enquiries', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  sheet.getColumn(1).numFmt = 'yyyy-mm-dd hh:mm';
  (async () => {
    for await (const row of everyInboxRow(db, filter)) {
      sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(row))).commit();
      // Backpressure: at most what the client has not read yet is held; a client that left stops the export.
      if (out.destroyed) return;
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => {
    onError(error);
    out.destroy(error);
  });
  return out;
}
