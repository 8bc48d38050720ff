/**
 * `npm run backup` / `npm run restore` of the embedded default
 * (server/db/backup.ts). PGlite only: the archive holds PGlite's own folder dump, the embedded format (the hosted
 * setup's pg_dump procedure is tested in pg-dump.api.test.ts). A PGlite folder with the demo catalogue, enquiries
 * with their mail state and uploaded blobs is backed up, restored into a fresh data folder, and an app on the
 * restored folder serves every category, product, media file and enquiry. Damaged archives, a folder that is not
 * empty and a database still open are refused, and leave the data as it was.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDiskBlobStore } from '../storage/disk.ts';
import { createBackup, restoreBackup, verifyBackup, type BackupManifest } from './backup.ts';
import { migrateDatabase, openDatabase } from './client.ts';
import { planDemoCatalog } from '../demo/seed/index.ts';
import { DEMO_ENQUIRIES, expectDemoDataServed, insertDemoOutbox, insertDemoRows } from '../test/demo-data.ts';

/** An uploaded image and a video, as the Product Manager stores them; the marker makes the image findable in the tar. */
const MARKER = 'BACKUP-TEST-IMAGE-CONTENT';
const UPLOADS = [
  { container: 'radhe', path: 'uploads/2026-01-01-insulator.png', body: Buffer.concat([Buffer.from(MARKER), Buffer.alloc(5000, 7)]) },
  { container: 'therm', path: 'uploads/2026-01-02-joint.mp4', body: Buffer.alloc(300_000, 3) },
  { container: 'therm', path: 'uploads/2026-01-03-empty.txt', body: Buffer.alloc(0) },
];

describe('embedded backup and restore (PGlite only: the embedded format)', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'backup-test-'));
  const source = join(tmp, 'source');
  const archive = join(tmp, 'site.tar.gz');
  let manifest: BackupManifest;
  const location = (dataDir: string) => ({ dataDir, blobDir: join(dataDir, 'blobs') });

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: source });
    try {
      await migrateDatabase(database);
      await insertDemoRows(database);
      await insertDemoOutbox(database);
    } finally {
      await database.close();
    }
    const blobs = createDiskBlobStore(join(source, 'blobs'));
    for (const u of UPLOADS) await blobs.put(u.container, u.path, u.body, { contentType: 'application/octet-stream' });
    // Rebuilt on demand or writes under way: not backed up.
    mkdirSync(join(source, 'blobs', 'radhe', '_variants', 'uploads'), { recursive: true });
    writeFileSync(join(source, 'blobs', 'radhe', '_variants', 'uploads', 'a-320.webp'), 'variant');
    manifest = await createBackup(location(source), archive);
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('the manifest names the version, the migration, the row counts and every file with its checksum', () => {
    const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: Array<{ tag: string }> };
    expect(manifest.migration).toBe(journal.entries.at(-1)!.tag);
    const plan = planDemoCatalog();
    expect(manifest.counts).toEqual({ categories: plan.categories.length, products: plan.products.length, enquiries: DEMO_ENQUIRIES.length });
    expect(manifest.files.map((f) => f.path).sort()).toEqual([
      'blobs/radhe/uploads/2026-01-01-insulator.png',
      'blobs/therm/uploads/2026-01-02-joint.mp4',
      'blobs/therm/uploads/2026-01-03-empty.txt',
      'database.tar.gz',
    ]);
    expect(manifest.files.find((f) => f.path.endsWith('.mp4'))).toMatchObject({ size: 300_000, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('restores into a fresh data folder: every category, product, media file and enquiry is served', async () => {
    const target = join(tmp, 'fresh');
    await restoreBackup(archive, location(target));
    expect(existsSync(join(target, 'blobs', 'radhe', '_variants'))).toBe(false);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: target, ADMIN_PASSWORD: 'backup-test-password-1', SEED_ON_START: 'false', SERVER_RENDER: 'false' });
    const database = await openDatabase({ dataDir: target });
    try {
      await migrateDatabase(database);
      const app = await buildApp({ config, database, logger: false, startOutbox: false });
      try {
        await app.ready();
        await expectDemoDataServed(app, config, database);
        for (const u of UPLOADS) {
          const media = await app.inject(`/media/${u.container}/${u.path}`);
          expect(media.statusCode).toBe(200);
          expect(media.rawPayload.equals(u.body)).toBe(true);
        }
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('a byte changed in a file of the archive: refused, naming the file, nothing written', async () => {
    const tarBytes = gunzipSync(readFileSync(archive));
    const at = tarBytes.indexOf(MARKER);
    expect(at).toBeGreaterThan(0);
    tarBytes[at] ^= 0xff;
    const damaged = join(tmp, 'damaged.tar.gz');
    writeFileSync(damaged, gzipSync(tarBytes));
    const target = join(tmp, 'not-restored');
    await expect(restoreBackup(damaged, location(target))).rejects.toThrow(
      /damaged; nothing was restored:\n- blobs\/radhe\/uploads\/2026-01-01-insulator\.png: its checksum \(SHA-256\) differs/,
    );
    expect(existsSync(target)).toBe(false);
  });

  it('a byte changed in the compressed archive: refused, naming the archive', async () => {
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    const damaged = join(tmp, 'flipped.tar.gz');
    writeFileSync(damaged, bytes);
    await expect(verifyBackup(damaged)).rejects.toThrow(`The archive ${damaged}`);
    await expect(restoreBackup(damaged, location(join(tmp, 'not-restored-2')))).rejects.toThrow(/damaged/);
    expect(existsSync(join(tmp, 'not-restored-2'))).toBe(false);
  });

  it('over a folder that is not empty: refused without --force; with it the old data is moved aside, not deleted', async () => {
    const target = join(tmp, 'occupied');
    mkdirSync(join(target, 'blobs', 'radhe'), { recursive: true });
    writeFileSync(join(target, 'blobs', 'radhe', 'old.png'), 'old');
    await expect(restoreBackup(archive, location(target))).rejects.toThrow(/blobs is not empty.*--force/);
    expect(readdirSync(target)).toEqual(['blobs']);

    const result = await restoreBackup(archive, location(target), { force: true });
    expect(result.movedAside).toEqual([expect.stringMatching(/blobs\.before-restore-/)]);
    expect(readFileSync(join(result.movedAside[0], 'radhe', 'old.png'), 'utf8')).toBe('old');
    expect(existsSync(join(target, 'blobs', 'radhe', 'old.png'))).toBe(false);
    expect(readFileSync(join(target, 'blobs', UPLOADS[1].container, UPLOADS[1].path)).equals(UPLOADS[1].body)).toBe(true);
    expect(existsSync(join(target, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('into empty folders that exist already (a fresh volume): restored, the folders kept', async () => {
    const target = join(tmp, 'volume');
    mkdirSync(join(target, 'pglite'), { recursive: true });
    mkdirSync(join(target, 'blobs'), { recursive: true });
    const result = await restoreBackup(archive, location(target));
    expect(result.movedAside).toEqual([]);
    expect(readFileSync(join(target, 'blobs', UPLOADS[0].container, UPLOADS[0].path)).equals(UPLOADS[0].body)).toBe(true);
    expect(existsSync(join(target, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(readdirSync(target).sort()).toEqual(['blobs', 'pglite']);
  });

  it('while the database is open in another process (a running server): backup and restore refuse', async () => {
    const database = await openDatabase({ dataDir: source });
    try {
      await expect(createBackup(location(source), join(tmp, 'while-open.tar.gz'))).rejects.toThrow(/is open .*stop the server first/);
      await expect(restoreBackup(archive, location(source), { force: true })).rejects.toThrow(/stop the server first/);
      expect(existsSync(join(tmp, 'while-open.tar.gz'))).toBe(false);
    } finally {
      await database.close();
    }
  });
});
