/**
 * The inbox's reads ("Working the enquiries"): filtered pages of enquiries with their mail counts,
 * status and assignee; one enquiry in full with its project fields, lines, attachments, messages and history; and every
 * filtered enquiry for the exports, fetched in batches. Filters are contracts/enquiry-inbox.ts `EnquiryFilter`.
 */
import { and, asc, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  enquiryMailState,
  type EnquiryDetail,
  type EnquiryEvent,
  type EnquiryFilter,
  type EnquiryLine,
  type EnquiryMessage,
  type EnquirySummary,
  type MailCounts,
  type StaffMember,
} from '../../contracts/enquiry-inbox.ts';
import { projectOf, sentLineOf } from './confirmation.ts';
import { enquiries, enquiryAttachments, enquiryEvents, enquiryLines, mailOutbox, staff, type EnquiryAttachmentRow, type EnquiryRow, type StaffRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';

/** An enquiry row with its mail counts, assignee and (for the exports) its products in one line of text. */
export type InboxRow = EnquiryRow & MailCounts & { assignee: StaffMember | null; products: string };

/** `%` `_` and `\` taken literally inside an ILIKE pattern. */
function likeLiteral(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The instant `day` (YYYY-MM-DD) begins in the zone `tzMinutes` east of UTC, `days` later. */
function dayStart(day: string, tzMinutes: number, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000 - tzMinutes * 60_000);
}

/**
 * The WHERE condition of `filter`: each given filter narrows, and every word of `q` must appear (ILIKE) in one of
 * the visitor's texts or in the name of a product the enquiry asks about.
 */
export function filterCondition(filter: EnquiryFilter): SQL | undefined {
  const words = (filter.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  const texts = sql`concat_ws(' ', ${enquiries.reference}, ${enquiries.name}, ${enquiries.email}, ${enquiries.phoneNo}, ${enquiries.company}, ${enquiries.projectReference}, ${enquiries.country}, ${enquiries.title}, ${enquiries.message})`;
  return and(
    filter.status ? eq(enquiries.status, filter.status) : undefined,
    filter.vendor ? eq(enquiries.vendor, filter.vendor) : undefined,
    filter.from ? gte(enquiries.createdAt, dayStart(filter.from, filter.tz ?? 0)) : undefined,
    filter.to ? lt(enquiries.createdAt, dayStart(filter.to, filter.tz ?? 0, 1)) : undefined,
    ...words.map((word) => {
      const pattern = `%${likeLiteral(word)}%`;
      return sql`(${texts} ilike ${pattern} or exists (select 1 from enquiry_lines l where l.enquiry_id = ${enquiries.id} and l.product_name ilike ${pattern}))`;
    }),
  );
}

function staffMember(row: Pick<StaffRow, 'id' | 'name' | 'email'> | null): StaffMember | null {
  return row?.id ? { id: row.id, name: row.name, email: row.email } : null;
}

/**
 * Enquiries matching `filter` with their counts and assignee, newest first (created time, then id); `after`
 * continues after that enquiry (keyset paging for the exports), `offset` skips (the inbox's pages).
 */
export async function inboxRows(db: Database, filter: EnquiryFilter, options: { limit: number; offset?: number; after?: string }): Promise<InboxRow[]> {
  const after: SQL | undefined = options.after
    ? sql`(${enquiries.createdAt}, ${enquiries.id}) < (select e.created_at, e.id from enquiries e where e.id = ${options.after})`
    : undefined;
  const rows = await db
    .select({
      ...getTableColumns(enquiries),
      total: sql<number>`count(${mailOutbox.id})::int`,
      sent: sql<number>`(count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'sent'))::int`,
      failed: sql<number>`(count(${mailOutbox.id}) filter (where ${mailOutbox.status} = 'failed'))::int`,
      assigneeRow: { id: staff.id, name: staff.name, email: staff.email },
      products: sql<string>`coalesce((select string_agg(l.product_name || coalesce(' × ' || l.quantity || ' ' || l.unit, ''), '; ' order by l.position) from enquiry_lines l where l.enquiry_id = ${enquiries.id}), '')`,
    })
    .from(enquiries)
    .leftJoin(mailOutbox, eq(mailOutbox.enquiryId, enquiries.id))
    .leftJoin(staff, eq(staff.id, enquiries.assigneeId))
    .where(and(filterCondition(filter), after))
    .groupBy(enquiries.id, staff.id)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map(({ assigneeRow, ...row }) => ({ ...row, assignee: staffMember(assigneeRow) }));
}

/** How many enquiries match `filter`. */
export async function inboxCount(db: Database, filter: EnquiryFilter): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(enquiries).where(filterCondition(filter));
  return n;
}

/** An inbox row as the API answers it (contracts/enquiry-inbox.ts EnquirySummary). */
export function toSummary(row: EnquiryRow & MailCounts & { assignee: StaffMember | null }): EnquirySummary {
  return {
    id: row.id,
    reference: row.reference,
    vendor: row.vendor as EnquirySummary['vendor'],
    name: row.name,
    email: row.email,
    phoneNo: row.phoneNo,
    option: row.option,
    title: row.title,
    company: row.company,
    createdAt: row.createdAt.toISOString(),
    mail: { status: enquiryMailState(row), sent: row.sent, total: row.total },
    status: row.status as EnquirySummary['status'],
    assignee: row.assignee,
  };
}

/** Batch size of the exports' queries. */
export const EXPORT_BATCH = 500;

/** Every enquiry matching `filter`, newest first, fetched EXPORT_BATCH at a time (keyset: stable while new ones arrive). */
export async function* everyInboxRow(db: Database, filter: EnquiryFilter): AsyncGenerator<InboxRow> {
  let after: string | undefined;
  for (;;) {
    const rows = await inboxRows(db, filter, { limit: EXPORT_BATCH, after });
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

/** One enquiry in full (GET /api/enquiries/{id}), or null when there is none with `id`. */
export async function enquiryDetail(db: Database, id: string): Promise<EnquiryDetail | null> {
  const [found] = await db
    .select({ enquiry: enquiries, assignee: { id: staff.id, name: staff.name, email: staff.email } })
    .from(enquiries)
    .leftJoin(staff, eq(staff.id, enquiries.assigneeId))
    .where(eq(enquiries.id, id));
  if (!found) return null;
  const { enquiry } = found;
  const [rows, lineRows, eventRows, attachments] = await Promise.all([
    db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id)).orderBy(asc(mailOutbox.kind)),
    db.select().from(enquiryLines).where(eq(enquiryLines.enquiryId, id)).orderBy(asc(enquiryLines.position)),
    db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, id)).orderBy(asc(enquiryEvents.seq)),
    db
      .select({ position: enquiryAttachments.position, fileName: enquiryAttachments.fileName, contentType: enquiryAttachments.contentType, size: enquiryAttachments.size })
      .from(enquiryAttachments)
      .where(eq(enquiryAttachments.enquiryId, id))
      .orderBy(asc(enquiryAttachments.position)),
  ]);
  const lines: EnquiryLine[] = lineRows.map(sentLineOf);
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
  const history: EnquiryEvent[] = eventRows.map((e) => ({
    id: e.id,
    kind: e.kind as EnquiryEvent['kind'],
    from: e.fromValue,
    to: e.toValue,
    note: e.note,
    author: e.authorName,
    at: e.at.toISOString(),
  }));
  const counts: MailCounts = { total: rows.length, sent: rows.filter((m) => m.status === 'sent').length, failed: rows.filter((m) => m.status === 'failed').length };
  return {
    ...toSummary({ ...enquiry, ...counts, assignee: staffMember(found.assignee) }),
    message: enquiry.message,
    darkColor: enquiry.darkColor,
    project: projectOf(enquiry),
    lines,
    attachments,
    messages,
    history,
  };
}

/** Where attachment `position` of enquiry `id` is kept (its blob path), with its name and type; null when there is none. */
export async function attachmentOf(db: Database, id: string, position: number): Promise<EnquiryAttachmentRow | null> {
  const [row] = await db
    .select()
    .from(enquiryAttachments)
    .where(and(eq(enquiryAttachments.enquiryId, id), eq(enquiryAttachments.position, position)));
  return row ?? null;
}
