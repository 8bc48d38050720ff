/**
 * Test helper: an app on PGlite whose blobs live in a real Azurite (server/test/azurite-server.ts starts it).
 */
import { afterAll, beforeAll } from 'vitest';
import { build, type TestContext } from './build.ts';
import { startAzurite, type AzuriteHandle } from './azurite-server.ts';

export { startAzurite, type AzuriteHandle };

/**
 * For the enclosing `describe`: before its tests, a fresh Azurite and an app on PGlite whose blobs are there
 * (`env` adds configuration; `prepare` runs on the app, e.g. to store a blob); after them, both closed. `ready`
 * receives the two once started (the suite keeps them in its own variables).
 */
export function withAzuriteApp(
  ready: (started: { t: TestContext; azurite: AzuriteHandle }) => void,
  options: { env?: Record<string, string>; prepare?: (t: TestContext) => Promise<void> } = {},
): void {
  let started: { t?: TestContext; azurite?: AzuriteHandle } = {};
  beforeAll(async () => {
    const azurite = await startAzurite();
    started = { azurite };
    const t = await build('pglite', { env: { AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, ...options.env } });
    started.t = t;
    await options.prepare?.(t);
    ready({ t, azurite });
  }, 60_000);
  afterAll(async () => {
    await started.t?.close();
    await started.azurite?.stop();
  });
}
