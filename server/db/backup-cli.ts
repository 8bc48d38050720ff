/**
 * `npm run backup -- [--out FILE] [--data-dir D]` and `npm run restore -- <archive> [--data-dir D] [--force]`
 * (docs/operations.md "Backups"): the embedded default's archive
 * (server/db/backup.ts). DATA_DIR and BLOB_DIR come from the environment as for the server; `--data-dir`
 * replaces DATA_DIR. With DATABASE_URL or AZURE_STORAGE_CONNECTION_STRING set the data is elsewhere: the command
 * says to use pg_dump / azcopy and exits 1. Any refusal (server running, damaged archive, folder not empty)
 * prints its reason and exits 1.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, createBackup, defaultBackupName, restoreBackup } from './backup.ts';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { out: { type: 'string' }, 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig({ ...process.env, ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}) });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (config.databaseUrl) {
  fail(`DATABASE_URL is set: the database is PostgreSQL, which npm run ${command} does not handle. Use pg_dump and pg_restore as docs/operations.md "Backups" → "The hosted setup" shows.`);
}
if (config.azureStorageConnectionString) {
  fail(`AZURE_STORAGE_CONNECTION_STRING is set: the blobs are in Azure, which npm run ${command} does not handle. Follow docs/operations.md "Backups" → "The hosted setup" (azcopy).`);
}
const location = { dataDir: config.dataDir, blobDir: config.blobDir };

try {
  if (command === 'backup') {
    const out = resolve(values.out ?? defaultBackupName());
    const manifest = await createBackup(location, out);
    const { categories, products, enquiries } = manifest.counts;
    console.log(`Backup written: ${out}`);
    console.log(`  ${categories} categories, ${products} products, ${enquiries} enquiries; ${manifest.files.length - 1} blobs; migration ${manifest.migration}.`);
    console.log('  Not included: the blob folders .tmp/ (writes under way) and _variants/ (resized images, drawn again on demand).');
  } else if (command === 'restore') {
    if (positionals.length !== 1) fail('Usage: npm run restore -- <archive> [--data-dir D] [--force]');
    const result = await restoreBackup(resolve(positionals[0]), location, { force: values.force });
    const { categories, products, enquiries } = result.manifest.counts;
    console.log(`Restored ${positionals[0]} (made ${result.manifest.createdAt}) into ${location.dataDir} (blobs: ${location.blobDir}).`);
    console.log(`  ${categories} categories, ${products} products, ${enquiries} enquiries; ${result.manifest.files.length - 1} blobs.`);
    for (const aside of result.movedAside) console.log(`  The old data was moved aside to ${aside}.`);
    console.log('  Start the server: it migrates the database forward if the backup is older.');
  } else {
    fail('Usage: node server/db/backup-cli.ts backup|restore …');
  }
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
