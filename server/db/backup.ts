/**
 * Backup and restore of the embedded default (docs/operations.md "Backups"):
 * one gzipped tar archive holding, in this order,
 * - `manifest.json` (BackupManifest: format version, created time, app version, the database's latest migration,
 *   row counts, and every other file of the archive with its size and SHA-256),
 * - `database.tar.gz`, PGlite's own dump of its folder (`dumpDataDir('gzip')`, loaded back with `loadDataDir`),
 * - `blobs/{container}/{path}`, every blob of the disk store. Left out: `.tmp/` (writes under way or cut short)
 *   and every `_variants/` folder (resized images, drawn again from their source on demand, server/media/variants.ts).
 *
 * PGlite is one process's database: the folder must not be open in a server while it is backed up or restored.
 * Both refuse while `pglite/postmaster.pid` exists (PGlite writes it on open and removes it on close).
 * The hosted setup (DATABASE_URL, Azure Blob Storage) is backed up with pg_dump and azcopy instead.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from './client.ts';

/** The manifest's `format`; `formatVersion` changes when the archive's layout does. */
export const BACKUP_FORMAT = 'radhe-therm-site-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const DATABASE_DUMP = 'database.tar.gz';
const BLOBS = 'blobs';
/** Blob-store folders not backed up: writes under way (server/storage/disk.ts) and resized variants. */
const SKIPPED_FOLDERS = new Set(['.tmp', '_variants']);

/** One file of the archive (all but the manifest). `path` uses `/`; `size` in bytes; `sha256` in hex. */
export interface BackupFile {
  path: string;
  size: number;
  sha256: string;
}

/** `manifest.json`, the archive's first entry. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** ISO 8601. */
  createdAt: string;
  /** package.json version of the site that made it. */
  appVersion: string;
  /** Tag of the last migration applied to the backed-up database (server/db/migrations/meta/_journal.json). */
  migration: string;
  counts: { categories: number; products: number; enquiries: number };
  files: BackupFile[];
}

/** A backup or restore that must not go ahead; `message` says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where the embedded default keeps its data: PGlite in `dataDir/pglite`, blobs in `blobDir`. */
export interface EmbeddedLocation {
  dataDir: string;
  blobDir: string;
}

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  return (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

function appVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/** @throws BackupError when a PGlite instance (the server, a seed, another backup) has `pgliteDir` open. */
function assertNotOpen(pgliteDir: string): void {
  if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The database in ${pgliteDir} is open (postmaster.pid is there): stop the server first — PGlite allows one ` +
        'process at a time. If no server runs (it was killed), start and stop it once, then try again.',
    );
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Blob files under `root` as `/`-separated paths relative to it, sorted; skips SKIPPED_FOLDERS and dot names. */
async function listBlobs(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const parts = relative(root, join(entry.parentPath, entry.name)).split(sep);
    if (parts.some((part) => part.startsWith('.') || SKIPPED_FOLDERS.has(part))) continue;
    paths.push(parts.join('/'));
  }
  return paths.sort();
}

async function countRows(pg: PGlite): Promise<BackupManifest['counts']> {
  const count = async (table: string) => (await pg.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
  return { categories: await count('categories'), products: await count('products'), enquiries: await count('enquiries') };
}

/**
 * Writes a backup of `location` to `out` (a `.tar.gz` file; written as `out.partial` and renamed when complete,
 * so a failed backup never leaves a file that looks whole). Resolves with its manifest.
 * @throws BackupError when there is no database in `dataDir/pglite`, it is open in another process, or `out` exists.
 */
export async function createBackup(location: EmbeddedLocation, out: string): Promise<BackupManifest> {
  const pgliteDir = join(location.dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) throw new BackupError(`No database in ${pgliteDir}: nothing to back up (check DATA_DIR or --data-dir).`);
  if (existsSync(out)) throw new BackupError(`${out} exists already: choose another name (--out).`);
  assertNotOpen(pgliteDir);
  const staging = await mkdtemp(join(tmpdir(), 'site-backup-'));
  try {
    const pg = new PGlite(pgliteDir, { extensions: PGLITE_EXTENSIONS });
    let dump: Blob;
    let counts: BackupManifest['counts'];
    let migration: string;
    try {
      await pg.waitReady;
      const applied = await pg.query<{ created_at: string | number }>('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1');
      const when = Number(applied.rows[0]?.created_at);
      const entry = journal().find((e) => e.when === when);
      if (!entry) throw new BackupError(`The database in ${pgliteDir} has no migration this version of the site knows: back it up with the version that made it.`);
      migration = entry.tag;
      counts = await countRows(pg);
      dump = await pg.dumpDataDir('gzip');
    } finally {
      await pg.close();
    }
    await writeFile(join(staging, DATABASE_DUMP), Buffer.from(await dump.arrayBuffer()));
    // The blobs are packed through a link, so the archive holds them under blobs/ without copying them.
    await symlink(location.blobDir, join(staging, BLOBS));
    const paths = [DATABASE_DUMP, ...(await listBlobs(location.blobDir)).map((p) => `${BLOBS}/${p}`)];
    const files: BackupFile[] = [];
    for (const path of paths) {
      const full = join(staging, path);
      files.push({ path, size: (await stat(full)).size, sha256: await sha256Of(full) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      migration,
      counts,
      files,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${out}.partial`;
    await mkdir(dirname(out), { recursive: true });
    await tar.c({ file: partial, cwd: staging, gzip: true, portable: true, noDirRecurse: true }, [MANIFEST, ...paths]);
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Reads `archive` without writing anything and checks it: a manifest of this format first, then exactly the
 * files it lists, each with its size and SHA-256. Resolves with the manifest.
 * @throws BackupError naming the archive (unreadable, damaged, not a backup) or the file that differs.
 */
export async function verifyBackup(archive: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const seen = new Set<string>();
  const problems: string[] = [];
  const hashing: Array<Promise<void>> = [];
  try {
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        const path = entry.path;
        const chunks: Buffer[] = [];
        const hash = createHash('sha256');
        let size = 0;
        hashing.push(
          new Promise<void>((resolve, reject) => {
            entry.on('data', (chunk: Buffer) => {
              size += chunk.length;
              hash.update(chunk);
              if (path === MANIFEST && manifest === undefined) chunks.push(chunk);
            });
            entry.on('error', reject);
            entry.on('end', () => {
              if (manifest === undefined) {
                if (path !== MANIFEST) problems.push(`its first entry is ${path}, not ${MANIFEST}`);
                else manifest = parseManifest(Buffer.concat(chunks).toString('utf8'), archive);
                resolve();
                return;
              }
              const listed = manifest.files.find((f) => f.path === path);
              const digest = hash.digest('hex');
              if (entry.type !== 'File' || !listed) problems.push(`${path}: not listed in the manifest`);
              else if (seen.has(path)) problems.push(`${path}: twice in the archive`);
              else if (listed.size !== size || listed.sha256 !== digest) problems.push(`${path}: its checksum (SHA-256) differs from the manifest's`);
              seen.add(path);
              resolve();
            });
          }),
        );
      },
    });
    await Promise.all(hashing);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The archive ${archive} cannot be read or is damaged: ${(error as Error).message}`);
  }
  if (!manifest) problems.push(`it holds no ${MANIFEST}`);
  for (const file of manifest?.files ?? []) if (!seen.has(file.path)) problems.push(`${file.path}: missing from the archive`);
  if (problems.length > 0) throw new BackupError(`The archive ${archive} is damaged; nothing was restored:\n- ${problems.join('\n- ')}`);
  return manifest!;
}

function parseManifest(text: string, archive: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError(`The archive ${archive} has an unreadable ${MANIFEST}.`);
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.files)) throw new BackupError(`${archive} is not a backup of this site.`);
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`${archive} has format version ${manifest.formatVersion}; this version of the site reads up to ${BACKUP_FORMAT_VERSION}. Restore with a newer version.`);
  }
  if (!journal().some((e) => e.tag === manifest.migration)) {
    throw new BackupError(`${archive} holds a database at migration ${manifest.migration}, unknown to this version of the site: restore with the version that made it.`);
  }
  return manifest;
}

async function isEmptyFolder(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Moves `from` to `to`: a rename, or a copy when `to` is on another file system (only staged files are copied). */
async function move(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** What `restoreBackup` did: the manifest restored, and where the folders it replaced were moved. */
export interface RestoreResult {
  manifest: BackupManifest;
  movedAside: string[];
}

/**
 * Restores `archive` into `location`: verifies it whole first (verifyBackup; nothing is written before), unpacks
 * into a staging folder inside `dataDir`, loads the database there and checks its row counts against the
 * manifest, and only then puts `pglite/` and the blob containers in place. Without `force`, refuses when
 * `dataDir/pglite` or `blobDir` holds anything; with `force`, moves each non-empty one aside to
 * `{path}.before-restore-{time}` (never deletes it; a blob folder that cannot be renamed, e.g. a mount point, is
 * a BackupError asking to empty it by hand).
 * @throws BackupError when the archive fails verification, a target is not empty (without `force`), or the
 *   database in `dataDir/pglite` is open in another process.
 */
export async function restoreBackup(archive: string, location: EmbeddedLocation, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const pgliteDir = join(location.dataDir, 'pglite');
  assertNotOpen(pgliteDir);
  const manifest = await verifyBackup(archive);
  const occupied: string[] = [];
  for (const target of [pgliteDir, location.blobDir]) if (!(await isEmptyFolder(target))) occupied.push(target);
  if (occupied.length > 0 && !options.force) {
    throw new BackupError(`Not restoring over data: ${occupied.join(' and ')} ${occupied.length > 1 ? 'are' : 'is'} not empty. Use an empty --data-dir, or --force to move the old data aside (it is kept, not deleted).`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = join(location.dataDir, `.restore-${stamp}`);
  await mkdir(staging, { recursive: true });
  try {
    await tar.x({ file: archive, cwd: staging, strict: true });
    const stagedDb = join(staging, 'pglite');
    const pg = new PGlite(stagedDb, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([readFileSync(join(staging, DATABASE_DUMP))]) });
    try {
      await pg.waitReady;
      const counts = await countRows(pg);
      if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
        throw new BackupError(`The restored database holds ${JSON.stringify(counts)} rows, the manifest says ${JSON.stringify(manifest.counts)}; nothing was replaced.`);
      }
    } finally {
      await pg.close();
    }
    const movedAside: string[] = [];
    // The blob folder first: it may be a mount point (a container volume), which cannot be renamed; then
    // nothing has been moved yet when it fails.
    for (const target of [location.blobDir, pgliteDir].filter((t) => occupied.includes(t))) {
      const aside = `${target}.before-restore-${stamp}`;
      try {
        await rename(target, aside);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EBUSY' && code !== 'EXDEV' && code !== 'EPERM') throw error;
        throw new BackupError(
          `${target} cannot be moved aside (${code}: a mount point?)${movedAside.length ? `; already moved: ${movedAside.join(', ')}` : ''}. ` +
            'Move its content elsewhere yourself, then restore without --force.',
        );
      }
      movedAside.push(aside);
    }
    await move(stagedDb, pgliteDir);
    // Each container folder is moved into the blob folder, which is kept (it may be a mount point).
    await mkdir(location.blobDir, { recursive: true });
    const stagedBlobs = join(staging, BLOBS);
    for (const container of existsSync(stagedBlobs) ? await readdir(stagedBlobs) : []) {
      await move(join(stagedBlobs, container), join(location.blobDir, container));
    }
    return { manifest, movedAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The default archive name for a backup made at `date`: `site-backup-2026-01-31T10-00-00Z.tar.gz`. */
export function defaultBackupName(date = new Date()): string {
  return `site-backup-${date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;
}
