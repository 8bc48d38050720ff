/**
 * Child process of the kill test in disk.test.ts: opens the disk store at
 * `argv[2]`, starts writing `radhe/images/killed.mp4` and, after 4 MiB, prints `written` and stalls for ever, so
 * the parent can SIGKILL it in the middle of the write.
 */
import { Readable } from 'node:stream';
import { createDiskBlobStore } from './disk.ts';

const CHUNK = Buffer.alloc(64 * 1024, 7);
const STALL_AFTER = 4 * 1024 * 1024;
let sent = 0;
const body = new Readable({
  read() {
    if (sent >= STALL_AFTER) return; // never pushes again: the write stays under way
    sent += CHUNK.length;
    this.push(CHUNK);
    if (sent >= STALL_AFTER) process.stdout.write('written\n');
  },
});
// Keeps the process alive while the write stalls (a stalled stream holds no handle of its own).
setInterval(() => {}, 60_000);
const store = createDiskBlobStore(process.argv[2]);
await store.put('radhe', 'images/killed.mp4', body, { contentType: 'video/mp4' });
