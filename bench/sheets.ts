/**
 * `npm run bench -- sheets` — the catalogue sheets' benchmark (docs/performance.md "Catalogue sheets"; targets of
 * docs/decisions/0013: a 5,000-product sheet's dry run and apply each under 60 s, memory under 512 MB). Not a test.
 *
 * Per database (PGlite in a fresh folder; PostgreSQL too when DATABASE_URL is set, in a fresh database
 * BENCH_SHEETS_DB, 'bench_sheets'): the demo catalogue is seeded, then a price-list-sized XLSX sheet is made from
 * the demo's own export (its 25 radhe rows repeated to BENCH_SHEET_ROWS, default 5,000, as new products, so
 * every row has a category path, typed ratings, free properties, media and configurations) and timed through the
 * service (server/catalog/sheets.ts) as the route calls it: dry run and apply of the new rows, export of the
 * whole storefront, dry run of that export (all unchanged), and apply of the export with every description
 * edited (all updated). Prints a Markdown table on stdout: seconds, the peak of the JavaScript memory (heap and
 * buffers), how much of it the step added over what the process held after a full collection before it (the
 * step's own memory: run with --expose-gc, as `npm run bench -- sheets` does), and the growth of the resident memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { SheetImportReport } from '../contracts/catalogue-sheets.ts';
import type { Actor } from '../contracts/staff-roles.ts';
import { exportCatalogueSheet, importCatalogueSheet } from '../server/catalog/sheets.ts';
import { dropDatabase } from '../server/db/admin.ts';
import { migrateDatabase, openDatabase } from '../server/db/client.ts';
import { seedDemoCatalog } from '../server/demo/seed/index.ts';
import { createDiskBlobStore } from '../server/storage/disk.ts';
import { freshPostgresDatabase } from './site.ts';

const ROWS = Number(process.env.BENCH_SHEET_ROWS ?? 5000);
const PG_NAME = process.env.BENCH_SHEETS_DB ?? 'bench_sheets';
const actor: Actor = { subject: 'bench', name: 'Benchmark', roles: ['admin'] };
const log = (line: string) => process.stderr.write(`${line}\n`);

/** One measured step. */
interface Step {
  database: string;
  step: string;
  rows: number;
  seconds: number;
  outcome: string;
  peakJsMb: number;
  /** The peak over what the process held when the step began, after a full collection: the step's own memory. */
  stepJsMb: number;
  rssGrowthMb: number;
}

/** The memory the JavaScript of the process holds: V8's heap in use plus buffers outside it. */
const jsMemory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

/**
 * Runs `work`, sampling memory every 20 ms; @returns its result, seconds, the peak of the JavaScript memory (heap
 * in use and buffers) and how much the resident memory grew (the seeding's image work leaves the process large,
 * so the resident size itself says little about the import).
 */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakJsMb: number; stepJsMb: number; rssGrowthMb: number }> {
  // A full collection first (node --expose-gc, as bench/main.ts runs this), so the baseline is what is really held.
  (globalThis as { gc?: () => void }).gc?.();
  const rssBefore = process.memoryUsage().rss;
  const baseline = jsMemory();
  let peak = baseline;
  let rssPeak = rssBefore;
  const sample = () => {
    peak = Math.max(peak, jsMemory());
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return { result, seconds: (performance.now() - started) / 1000, peakJsMb: mb(peak), stepJsMb: mb(peak - baseline), rssGrowthMb: mb(rssPeak - rssBefore) };
  } finally {
    clearInterval(sampler);
  }
}

const counted = (report: SheetImportReport) =>
  `${report.counts.created} created, ${report.counts.updated} updated, ${report.counts.unchanged} unchanged, ${report.counts.error} errors${report.applied ? ' (applied)' : ''}`;

/** A workbook's first sheet edited by `edit(row values, row number)` on every data row. */
async function editedWorkbook(bytes: Buffer, edit: (sheet: ExcelJS.Worksheet, headers: string[]) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  edit(sheet, (sheet.getRow(1).values as string[]).slice(1));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The demo's radhe rows repeated to `rows` new products (ids emptied, names numbered), as a new workbook. */
async function priceList(demo: Buffer, rows: number): Promise<Buffer> {
  const source = new ExcelJS.Workbook();
  await source.xlsx.load(demo as unknown as ArrayBuffer);
  const sheet = source.worksheets[0];
  const values = (n: number) => (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1);
  const template = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
  const target = new ExcelJS.Workbook();
  const out = target.addWorksheet('Products');
  out.addRow(values(1));
  for (let i = 0; i < rows; i++) {
    const row = [...template[i % template.length]];
    row[0] = null;
    row[2] = `${String(row[2])} · item ${i + 1}`;
    out.addRow(row);
  }
  return Buffer.from(await target.xlsx.writeBuffer());
}

async function benchOne(database: string, open: { databaseUrl?: string; dataDir: string }, blobDir: string): Promise<Step[]> {
  const steps: Step[] = [];
  const handle = await openDatabase(open);
  try {
    await migrateDatabase(handle);
    const blobs = createDiskBlobStore(blobDir);
    log(`${database}: seeding the demo catalogue`);
    await seedDemoCatalog(handle.db, blobs, { info: () => {} });
    const demo = await exportCatalogueSheet(handle.db, 'radhe', null, 'xlsx');
    const sheet = await priceList(demo.bytes, ROWS);
    const step = async (name: string, rows: number, work: () => Promise<string>) => {
      log(`${database}: ${name}`);
      const { result, seconds, peakJsMb, stepJsMb, rssGrowthMb } = await measured(work);
      steps.push({ database, step: name, rows, seconds, outcome: result, peakJsMb, stepJsMb, rssGrowthMb });
    };
    const run = async (bytes: Buffer, dryRun: boolean) => counted(await importCatalogueSheet(handle.db, blobs, 'radhe', bytes, { dryRun, actor }));

    await step(`dry run of ${ROWS} new products`, ROWS, () => run(sheet, true));
    await step(`apply of ${ROWS} new products`, ROWS, () => run(sheet, false));
    let exported: Buffer = Buffer.alloc(0);
    await step('export of the storefront (XLSX)', ROWS + 25, async () => {
      exported = (await exportCatalogueSheet(handle.db, 'radhe', null, 'xlsx')).bytes;
      return `${(exported.length / 1024 / 1024).toFixed(1)} MB`;
    });
    await step('dry run of that export', ROWS + 25, () => run(exported, true));
    const edited = await editedWorkbook(exported, (ws, headers) => {
      const column = headers.indexOf('Description') + 1;
      for (let r = 2; r <= ws.rowCount; r++) ws.getRow(r).getCell(column).value = `${String(ws.getRow(r).getCell(column).value ?? '')} (revised)`;
    });
    await step('apply of it with every description edited', ROWS + 25, () => run(edited, false));
  } finally {
    await handle.close();
  }
  return steps;
}

const tmp = mkdtempSync(join(tmpdir(), 'bench-sheets-'));
const steps: Step[] = [];
let failed = false;
try {
  steps.push(...(await benchOne('PGlite', { dataDir: join(tmp, 'data') }, join(tmp, 'blobs'))));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const url = await freshPostgresDatabase(adminUrl, PG_NAME);
    try {
      steps.push(...(await benchOne('PostgreSQL', { databaseUrl: url, dataDir: tmp }, join(tmp, 'blobs'))));
    } finally {
      await dropDatabase(adminUrl, PG_NAME);
    }
  } else {
    log('DATABASE_URL not set: PostgreSQL skipped');
  }
} catch (error) {
  failed = true;
  log(`FAILED ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const lines = [
  `## Catalogue sheets (${new Date().toISOString().slice(0, 16)}Z, Node ${process.version})`,
  '',
  '| database | step | rows | seconds | outcome | peak JS memory (MB) | of it the step’s own (MB) | resident memory growth (MB) |',
  '|---|---|---:|---:|---|---:|---:|---:|',
  ...steps.map((s) => `| ${s.database} | ${s.step} | ${s.rows} | ${s.seconds.toFixed(1)} | ${s.outcome} | ${s.peakJsMb} | ${s.stepJsMb} | ${s.rssGrowthMb} |`),
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
