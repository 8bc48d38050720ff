/**
 * The admin Enquiries inbox (issue 7: "list newest first with vendor, product, status, and a detail view; CSV
 * export" — beyond the spec, because an enquiry whose mail failed is otherwise invisible). Administrators only
 * (`app.requireAdmin`: 401 without a valid bearer token, 403 for a user who is not an administrator); answers carry
 * `Cache-Control: no-store` (personal data).
 *
 * - GET /api/enquiries?limit=&offset= → EnquiryPage (contracts/enquiry.ts): newest first (created time, then id),
 *   each enquiry with the summary of its outbox messages (queued / sent / failed; sent of total). 400 for a bad
 *   limit (1–100) or offset (≥ 0).
 * - GET /api/enquiries/{id} → EnquiryDetail: the message text and each mail's status, attempts and last error.
 *   400 for a malformed id, 404 for an unknown one.
 * - GET /api/enquiries.csv → every enquiry, newest first, as a UTF-8 CSV attachment (with BOM, for spreadsheets),
 *   streamed in batches. Cells starting with = + - @ (or a tab / carriage return) are prefixed with ' so a
 *   spreadsheet shows them as text instead of running them as formulas (CSV injection, OWASP).
 */
import { pipeline, Readable } from 'node:stream';
import { asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify';
import { enquiryDetailSchema, enquiryListQuerySchema, enquiryPageSchema, enquiryMailState, type EnquiryDetail, type EnquiryLine, type EnquiryMessage, type EnquiryPage, type EnquirySummary, type MailCounts } from '../../contracts/enquiry-inbox.ts';
import { vendorByKey } from '../../contracts/vendors.ts';
import { enquiries, enquiryLines, mailOutbox, type EnquiryRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { BEARER_SECURITY, bytesResponse, errorResponses, idParams } from '../api/schemas.ts';
import { notFound } from '../errors.ts';

/** Enquiries per query of the CSV export. */
export const CSV_BATCH = 500;

/** A cell a spreadsheet would run as a formula gets a leading ' (OWASP "CSV Injection"). */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type SummaryRow = EnquiryRow & MailCounts;

/** Enquiries with the counts of their messages, newest first; `after` continues after that enquiry's id. */
function summaries(db: Database, options: { limit: number; offset?: number; after?: string }) {
  const after: SQL | undefined = options.after
    ? sql`(${enquiries.createdAt}, ${enquiries.id}) < (select e.created_at, e.id from enquiries e where e.id = ${options.after})`
    : undefined;
  return db
    .select({
      ...getTableColumns(enquiries),
      total: sql<number>`count(${mailOutbox.id})::int`,
      sent: sql<number>`(count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'sent'))::int`,
      failed: sql<number>`(count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'failed'))::int`,
    })
    .from(enquiries)
    .leftJoin(mailOutbox, eq(mailOutbox.enquiryId, enquiries.id))
    .where(after)
    .groupBy(enquiries.id)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

function toSummary(row: SummaryRow): EnquirySummary {
  return {
    id: row.id,
    vendor: row.vendor as EnquirySummary['vendor'],
    name: row.name,
    email: row.email,
    phoneNo: row.phoneNo,
    option: row.option,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    mail: { status: enquiryMailState(row), sent: row.sent, total: row.total },
  };
}

/** Every enquiry with its counts, newest first, fetched `CSV_BATCH` at a time (keyset paging: stable while new ones arrive). */
async function* everyEnquiry(db: Database): AsyncGenerator<SummaryRow> {
  let after: string | undefined;
  for (;;) {
    const rows = await summaries(db, { limit: CSV_BATCH, after });
    yield* rows;
    if (rows.length < CSV_BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

/** The CSV columns: header and value of a row. */
const CSV_COLUMNS: [string, (row: SummaryRow) => string][] = [
  ['Received', (r) => r.createdAt.toISOString()],
  ['Storefront', (r) => vendorByKey(r.vendor)?.name ?? r.vendor],
  ['Name', (r) => r.name],
  ['Email', (r) => r.email],
  ['Phone', (r) => r.phoneNo],
  ['Interested in', (r) => r.option],
  ['Title', (r) => r.title],
  ['Message', (r) => r.message],
  ['Mail status', (r) => enquiryMailState(r)],
  ['Mails sent', (r) => `${r.sent} of ${r.total}`],
  ['Enquiry id', (r) => r.id],
];

/** Registers the three inbox routes (see the module comment). */
export async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a request without an administrator's token is refused before anything else is looked at.
  const admin = { onRequest: app.requireAdmin };
  const common = { tags: ['enquiries'], security: BEARER_SECURITY };

  api.get(
    '/api/enquiries',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'The inbox: a page of enquiries, newest first',
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryPageSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply): Promise<EnquiryPage> => {
    const { limit, offset } = request.query;
    const [rows, [{ n }]] = await Promise.all([
      summaries(app.db, { limit, offset }),
      app.db.select({ n: sql<number>`count(*)::int` }).from(enquiries),
    ]);
    reply.header('cache-control', 'no-store');
    return { items: rows.map(toSummary), total: n, limit, offset };
    },
  );

  api.get(
    '/api/enquiries.csv',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'Every enquiry as a CSV download (UTF-8 with BOM)',
        response: { 200: bytesResponse('text/csv', 'The enquiries, newest first, as an attachment'), ...errorResponses(401, 403, 503) },
      },
    },
    async (request, reply) => {
    const csv = stringify({ header: true, bom: true, columns: CSV_COLUMNS.map(([header]) => header) });
    const records = Readable.from(
      (async function* () {
        for await (const row of everyEnquiry(app.db)) yield CSV_COLUMNS.map(([, value]) => csvSafe(value(row)));
      })(),
    );
    // On a database error mid-export the stream is destroyed, so the download ends incomplete instead of hanging.
    pipeline(records, csv, (error) => {
      if (error) request.log.error({ err: error }, 'enquiries CSV export failed');
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="enquiries-${day}.csv"`)
      .send(csv);
    },
  );

  api.get(
    '/api/enquiries/:id',
    {
      ...admin,
      schema: {
        ...common,
        summary: 'One enquiry with its message and the state of each of its mails',
        params: idParams('Enquiry'),
        response: { 200: enquiryDetailSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply): Promise<EnquiryDetail> => {
    const [enquiry] = await app.db.select().from(enquiries).where(eq(enquiries.id, request.params.id));
    if (!enquiry) throw notFound('Enquiry not found');
    const [rows, lineRows] = await Promise.all([
      app.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry.id)).orderBy(asc(mailOutbox.kind)),
      app.db.select().from(enquiryLines).where(eq(enquiryLines.enquiryId, enquiry.id)).orderBy(asc(enquiryLines.position)),
    ]);
    const lines: EnquiryLine[] = lineRows.map(({ productId, productName, quantity, unit, configuration, note }) => ({ productId, productName, quantity, unit, configuration, note }));
    const messages: EnquiryMessage[] = rows.map((m) => ({
      id: m.id,
      kind: m.kind as EnquiryMessage['kind'],
      to: m.toAddress,
      subject: m.subject,
      status: m.status as EnquiryMessage['status'],
      attempts: m.attempts,
      lastError: m.lastError,
      nextAttemptAt: m.nextAttemptAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    }));
    const counts: MailCounts = {
      total: rows.length,
      sent: rows.filter((m) => m.status === 'sent').length,
      failed: rows.filter((m) => m.status === 'failed').length,
    };
    reply.header('cache-control', 'no-store');
    return { ...toSummary({ ...enquiry, ...counts }), message: enquiry.message, darkColor: enquiry.darkColor, lines, messages };
    },
  );
}
