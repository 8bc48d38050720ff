/**
 * `npm run seed` — loads the demo catalogue into the configured database and blob store (idempotent).
 * `npm run seed -- --scale 10000 [--vendor radhe|therm]` — (re)creates a synthetic catalogue for benchmarks.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createBlobStore } from '../../storage/configured.ts';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { seedDemoCatalog, seedSyntheticCatalog } from './index.ts';

const { values } = parseArgs({
  options: { scale: { type: 'string' }, vendor: { type: 'string', default: 'radhe' } },
});
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const blobs = createBlobStore(config);
  const demo = await seedDemoCatalog(database.db, blobs, console);
  console.log(demo.skipped ? 'Demo catalogue already present; images checked.' : 'Demo catalogue loaded.', demo);
  if (values.scale) {
    const scale = Number(values.scale);
    if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale must be a positive whole number');
    if (values.vendor !== 'radhe' && values.vendor !== 'therm') throw new Error('--vendor must be radhe or therm');
    const started = Date.now();
    const result = await seedSyntheticCatalog(database.db, { scale, vendor: values.vendor });
    console.log(`Synthetic catalogue: ${result.products} products in ${result.categories} categories (${Date.now() - started} ms).`);
    console.log(`Bench 200 category id: ${result.bench200CategoryId}`);
  }
} finally {
  await database.close();
}
