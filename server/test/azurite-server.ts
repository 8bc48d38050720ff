/**
 * Test helper: a real Azurite blob service (design.md "Azure: @azure/storage-blob, with Azurite as the real peer
 * in tests"), started from the project's own `azurite-blob` binary (node_modules/.bin) with this Node, on a free
 * port chosen by the OS (`--blobPort 0`; the port is read from Azurite's start-up line), in memory, with its
 * working folder in a fresh temp folder. Flags: `--skipApiVersionCheck` (the SDK speaks a newer API version
 * than Azurite knows) and `--disableTelemetry` (no calls to the internet) — design.md "Known facts".
 *
 * Outside Vitest too: the fleet test (bench/fleet) starts one as the fleet's blob storage.
 *
 * There is no skip path: when Azurite cannot start, `startAzurite` rejects and the suite fails (CI must test
 * the Azure driver).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Azurite's well-known development account (public, documented; it guards nothing). */
const ACCOUNT = 'devstoreaccount1';
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface AzuriteHandle {
  /** Connection string of the running Azurite (for AZURE_STORAGE_CONNECTION_STRING). */
  connectionString: string;
  port: number;
  /** Stops Azurite (SIGTERM, then SIGKILL after 5 s) and removes its temp folder. */
  stop(): Promise<void>;
}

/**
 * Starts Azurite's blob service and resolves once it listens.
 * @param timeoutMs how long to wait for the start-up line (default 30 s)
 * @throws Error with Azurite's output when it exits or does not listen in time.
 */
export async function startAzurite(timeoutMs = 30_000): Promise<AzuriteHandle> {
  const workDir = mkdtempSync(join(tmpdir(), 'azurite-'));
  const bin = resolve(import.meta.dirname, '../../node_modules/.bin/azurite-blob');
  const child = spawn(
    process.execPath,
    [bin, '--blobHost', '127.0.0.1', '--blobPort', '0', '--skipApiVersionCheck', '--disableTelemetry', '--silent', '--inMemoryPersistence', '--extentMemoryLimit', '1024'],
    { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`Azurite did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listens on https?:\/\/[^:\s]+:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          done(Number(match[1]));
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('error', (error) => {
        clearTimeout(timer);
        fail(new Error(`Azurite could not be started (${bin}): ${error.message}`));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        fail(new Error(`Azurite exited (${signal ?? code}) before listening:\n${output}`));
      });
    });
    const connectionString =
      `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${ACCOUNT_KEY};` +
      `BlobEndpoint=http://127.0.0.1:${port}/${ACCOUNT};`;
    return { connectionString, port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

