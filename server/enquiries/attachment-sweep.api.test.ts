import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { validEnquiry } from '../test/enquiry.ts';
import { multipart, testPdf } from '../test/uploads.ts';
import { ENQUIRY_FILES_CONTAINER } from './attachments.ts';
import { sweepOrphanAttachments } from './attachment-sweep.ts';

const PDF = testPdf();

describeEachDatabase('sweep of orphan enquiry attachments', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build(kind, { env: { CONTACT_MIN_FILL_MS: '0' } });
  });
  afterAll(() => t?.close());

  const listed = async () => {
    const paths: string[] = [];
    for await (const blob of t.blobs.list(ENQUIRY_FILES_CONTAINER)) paths.push(blob.path);
    return paths.sort();
  };

  it("removes the files of an enquiry that was never stored once they are old enough, and keeps a stored enquiry's", async () => {
    // A stored enquiry with one file, through the route.
    const body = multipart([
      { name: 'enquiry', data: JSON.stringify({ ...validEnquiry, email: 'sweep@utility.example' }) },
      { name: 'attachments', filename: 'drawing.pdf', data: PDF },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/with-attachments', ...body });
    expect(res.statusCode, res.body).toBe(200);
    const storedId = res.json().id as string;
    // The files of an enquiry whose instance died before storing it, and a file the site never writes.
    const orphan = '0b5f3c1e-5d0a-4c39-9a51-6a0f0f2b7e11';
    await t.blobs.put(ENQUIRY_FILES_CONTAINER, `${orphan}/0.pdf`, PDF, { contentType: 'application/pdf' });
    await t.blobs.put(ENQUIRY_FILES_CONTAINER, `${orphan}/1.pdf`, PDF, { contentType: 'application/pdf' });
    await t.blobs.put(ENQUIRY_FILES_CONTAINER, 'notes/readme.pdf', PDF, { contentType: 'application/pdf' });
    expect(await listed()).toEqual([`${orphan}/0.pdf`, `${orphan}/1.pdf`, `${storedId}/0.pdf`, 'notes/readme.pdf'].sort());

    // Younger than the age: nothing goes (a request may still be sending its enquiry).
    expect(await sweepOrphanAttachments(t.database.db, t.blobs, { olderThanMs: 60_000 })).toEqual([]);
    // Older: the orphans go, the stored enquiry's file and the foreign file stay.
    const removed = await sweepOrphanAttachments(t.database.db, t.blobs, { olderThanMs: 60_000, now: Date.now() + 120_000 });
    expect(removed.sort()).toEqual([`${orphan}/0.pdf`, `${orphan}/1.pdf`]);
    expect(await listed()).toEqual([`${storedId}/0.pdf`, 'notes/readme.pdf']);
    const download = await t.app.inject({ url: `/api/enquiries/${storedId}/attachments/0`, headers: bearer(await adminToken(t)) });
    expect(download.statusCode).toBe(200);
  });
});
