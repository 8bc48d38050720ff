/**
 * The company's side of an enquiry: the staff who have signed in, and the
 * writes of the inbox — a status, an assignee, an internal note — each recorded in the enquiry's history with its
 * author and time, in the same transaction as the change.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus, type EnquiryUpdate, type StaffMember } from '../../contracts/enquiry-inbox.ts';
import type { Principal } from '../auth/verify.ts';
import { enquiries, enquiryEvents, staff, type StaffRow } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { sqlStateOf } from '../db/sql-state.ts';
import { fieldError, notFound } from '../errors.ts';

/** The name staff are shown by: the token's name, else its e-mail, else its subject. */
function displayName(principal: Principal): string {
  return principal.name || principal.email || principal.subject;
}

/**
 * Records that `principal` has signed in (or acted) now: its staff row, created on the first time, with the name
 * and e-mail of this token. @returns the row.
 */
export async function recordStaff(db: Database, principal: Principal): Promise<StaffRow> {
  const values = { subject: principal.subject, name: displayName(principal), email: principal.email ?? null, lastSeenAt: new Date() };
  const [row] = await db
    .insert(staff)
    .values(values)
    .onConflictDoUpdate({ target: staff.subject, set: { name: values.name, email: values.email, lastSeenAt: sql`now()` } })
    .returning();
  return row;
}

/** Everyone who has signed in, by name (GET /api/staff). */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).orderBy(asc(sql`lower(${staff.name})`), asc(staff.id));
  return rows;
}

/**
 * Applies `update` (a status and/or an assignee) to enquiry `id` by `author`, writing a history entry for each value
 * that changes (none when nothing does). The enquiry's row is locked for the transaction, so two changes at once
 * are applied one after the other and both are in the history.
 * @throws 404 when there is no such enquiry; 400 on `assigneeId` when that member of staff does not exist
 */
export async function updateEnquiry(db: Database, id: string, update: EnquiryUpdate, author: StaffRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: enquiries.status, assigneeId: enquiries.assigneeId, assigneeName: staff.name })
      .from(enquiries)
      .leftJoin(staff, eq(staff.id, enquiries.assigneeId))
      .where(eq(enquiries.id, id))
      .for('update', { of: enquiries });
    if (!current) throw notFound('Enquiry not found');
    const events: (typeof enquiryEvents.$inferInsert)[] = [];
    const set: Partial<typeof enquiries.$inferInsert> = {};
    const by = { enquiryId: id, authorId: author.id, authorName: author.name };
    if (update.status !== undefined && update.status !== current.status) {
      set.status = update.status;
      events.push({ ...by, kind: 'status', fromValue: ENQUIRY_STATUS_LABELS[current.status as EnquiryStatus] ?? current.status, toValue: ENQUIRY_STATUS_LABELS[update.status] });
    }
    if (update.assigneeId !== undefined && (update.assigneeId?.toLowerCase() ?? null) !== current.assigneeId) {
      let assigneeName: string | null = null;
      if (update.assigneeId !== null) {
        const [member] = await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, update.assigneeId.toLowerCase()));
        if (!member) throw fieldError('assigneeId', 'Choose a member of staff who has signed in.');
        assigneeName = member.name;
      }
      set.assigneeId = update.assigneeId?.toLowerCase() ?? null;
      events.push({ ...by, kind: 'assignee', fromValue: current.assigneeName ?? null, toValue: assigneeName });
    }
    if (events.length === 0) return;
    await tx.update(enquiries).set(set).where(eq(enquiries.id, id));
    await tx.insert(enquiryEvents).values(events);
  });
}

/**
 * Adds internal note `note` (already checked: contracts/enquiry-inbox.ts enquiryNoteSchema) to enquiry `id` by `author`.
 * @throws 404 when there is no such enquiry
 */
export async function addNote(db: Database, id: string, note: string, author: StaffRow): Promise<void> {
  try {
    await db.insert(enquiryEvents).values({ enquiryId: id, kind: 'note', note, authorId: author.id, authorName: author.name });
  } catch (error) {
    // No enquiry with that id (or deleted just now): the foreign key refuses the note.
    if (sqlStateOf(error) === '23503') throw notFound('Enquiry not found');
    throw error;
  }
}
