/**
 * Removes the attachment blobs no enquiry names. The files of an enquiry are stored before the enquiry itself
 * (server/enquiries/attachments.ts, then intake.ts `store`); when the enquiry is refused the route removes them, but
 * an instance killed between the two (SIGKILL, a lost machine) or a blob store that failed during that removal
 * leaves them behind. Any instance may sweep: deletes are idempotent, and a blob is only removed when it is older
 * than `olderThanMs` and no `enquiry_attachments` row names it, so a request still under way is never touched as
 * long as `olderThanMs` exceeds the longest an enquiry's upload can take (config.ts ATTACHMENT_ORPHAN_AGE_MS).
 */
import { inArray } from 'drizzle-orm';
import { enquiryAttachments } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { ENQUIRY_FILES_CONTAINER } from './attachments.ts';

/** `{enquiry id}/…`: the enquiry id is a GUID. */
const GUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\//i;

/** Blob paths looked up per query. */
const BATCH = 500;

/**
 * One sweep of the container ENQUIRY_FILES_CONTAINER.
 * @param now the clock (ms since the epoch), for tests
 * @returns the paths removed, `{enquiry id}/{position}.{ext}`
 * @throws what the blob store or the database throws (a sweep is simply tried again later)
 */
export async function sweepOrphanAttachments(db: Database, blobs: BlobStore, options: { olderThanMs: number; now?: number }): Promise<string[]> {
  const cutoff = (options.now ?? Date.now()) - options.olderThanMs;
  const old: string[] = [];
  for await (const blob of blobs.list(ENQUIRY_FILES_CONTAINER)) {
    // Only paths of the form the site writes; anything else in the container is left alone.
    if (blob.lastModified.getTime() < cutoff && GUID_PREFIX.test(blob.path)) old.push(blob.path);
  }
  const removed: string[] = [];
  for (let i = 0; i < old.length; i += BATCH) {
    const batch = old.slice(i, i + BATCH);
    const ids = [...new Set(batch.map((path) => path.slice(0, path.indexOf('/'))))];
    const named = await db.select({ blobPath: enquiryAttachments.blobPath }).from(enquiryAttachments).where(inArray(enquiryAttachments.enquiryId, ids));
    const kept = new Set(named.map((row) => row.blobPath));
    for (const path of batch) {
      if (kept.has(path)) continue;
      await blobs.delete(ENQUIRY_FILES_CONTAINER, path);
      removed.push(path);
    }
  }
  return removed;
}
