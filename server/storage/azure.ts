/**
 * Azure Blob Storage driver of the blob store (design.md "blob store: Azure Blob Storage (connection string)"),
 * used when AZURE_STORAGE_CONNECTION_STRING is set. Blob `radhe/images/a.webp` is blob `images/a.webp` in the
 * Azure container `radhe` (`{containerPrefix}radhe` when a prefix is given).
 *
 * - Safety: every call runs `assertSafeBlobPath`; a container name Azure would refuse (longer than 63
 *   characters with the prefix, or with `--`) is an UnsafeBlobPathError too.
 * - Containers are created (private, no anonymous access) on the first `put` into them when missing.
 * - Writes stream with `uploadStream` (staged blocks of 4 MiB, at most 4 in flight, so about 16 MiB of memory
 *   per upload whatever the size) and become visible only when the block list is committed: a source stream
 *   that fails or closes early rejects the put before the commit, and the staged blocks are never committed
 *   (Azure drops uncommitted blocks after a week). Without `overwrite` the commit carries `If-None-Match: *`,
 *   so of two racing writers exactly one wins and the other gets BlobExistsError (an existence check before
 *   the upload only makes the common case fail fast).
 * - Content type: `contentTypeOf(path)` (shared with the disk driver), stored as the blob's Content-Type too.
 * - ETag: Azure's strong ETag (`"0x8DC…"`, in quotes); every write gets a new one.
 * - Reads: `get` downloads the whole blob or one byte range in a single request (the SDK resumes a broken
 *   download with If-Match on the same ETag); `size` is the whole blob's size.
 */
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobServiceClient, RestError, type BlobDownloadResponseParsed, type ContainerClient } from '@azure/storage-blob';
import {
  assertRangeWithin,
  assertSafeBlobPath,
  BlobExistsError,
  bodyStream,
  contentTypeOf,
  UnsafeBlobPathError,
  type BlobInfo,
  type BlobStore,
} from './blob-store.ts';

/** Size of one staged block of `uploadStream`, in bytes. */
const BLOCK_BYTES = 4 * 1024 * 1024;
/** Staged blocks uploaded at once. */
const BLOCKS_IN_FLIGHT = 4;

export interface AzureBlobStoreOptions {
  /** Prepended to every container name (e.g. 'staging-'), so several sites can share one account. Default ''. */
  containerPrefix?: string;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof RestError ? error.statusCode : undefined;
}

/** Azure's answer when a conditional commit (`If-None-Match: *`) meets an existing blob. */
function isTaken(error: unknown): boolean {
  const status = statusOf(error);
  return status === 409 || status === 412;
}

/** Size of the whole blob from a `Content-Range: bytes a-b/size` header. */
function totalSize(contentRange: string | undefined): number {
  const total = Number(contentRange?.split('/')[1]);
  if (!Number.isSafeInteger(total)) throw new Error(`Unexpected Content-Range from Azure: ${contentRange}`);
  return total;
}

/** True for the marker blobs a hierarchical-namespace account keeps for folders (a folder is not a blob). */
function isFolderMarker(metadata: Record<string, string> | undefined): boolean {
  return metadata?.hdi_isfolder === 'true';
}

function infoOf(path: string, props: { contentLength?: number; etag?: string; lastModified?: Date }, size = props.contentLength ?? 0): BlobInfo {
  return { size, contentType: contentTypeOf(path), etag: props.etag ?? '""', lastModified: props.lastModified ?? new Date(0) };
}

/**
 * Creates an Azure Blob Storage blob store from a connection string (an account's, or Azurite's).
 * @throws (synchronously) when the connection string cannot be parsed. The methods throw UnsafeBlobPathError
 *   for an unsafe container or path; `put` throws BlobExistsError without `overwrite` when the blob exists;
 *   `get` throws RangeError for a range outside the blob; Azure's own errors (RestError) pass through.
 */
export function createAzureBlobStore(connectionString: string, options: AzureBlobStoreOptions = {}): BlobStore {
  // A store that does not answer costs a request a few seconds, not the SDK's default minutes of retries: three
  // tries, 250 ms then 500 ms apart, and the caller answers (503 for an enquiry's files, 500 elsewhere).
  const service = BlobServiceClient.fromConnectionString(connectionString, { retryOptions: { maxTries: 3, retryDelayInMs: 250, maxRetryDelayInMs: 2_000 } });
  const prefix = options.containerPrefix ?? '';
  const created = new Map<string, Promise<void>>();

  function containerOf(container: string, path: string): ContainerClient {
    assertSafeBlobPath(container, path);
    const name = `${prefix}${container}`;
    if (name.length > 63 || name.includes('--')) throw new UnsafeBlobPathError('Invalid container name');
    return service.getContainerClient(name);
  }

  /** Creates the container once per process when it is missing (concurrent puts share one request). */
  function ensureContainer(client: ContainerClient): Promise<void> {
    let pending = created.get(client.containerName);
    if (!pending) {
      pending = client.createIfNotExists().then(() => undefined);
      pending.catch(() => created.delete(client.containerName));
      created.set(client.containerName, pending);
    }
    return pending;
  }

  return {
    async put(container, path, body, putOptions) {
      const source = bodyStream(body);
      let client;
      try {
        const containerClient = containerOf(container, path);
        client = containerClient.getBlockBlobClient(path);
        await ensureContainer(containerClient);
        if (!putOptions.overwrite && (await client.exists())) throw new BlobExistsError();
      } catch (error) {
        source.destroy();
        throw error;
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // pipeline() turns an early close of the source into an error on `counter`, which makes uploadStream
      // reject before it commits; without it a source destroyed without an error would hang the upload.
      const piping = pipeline(source, counter);
      const abort = new AbortController();
      piping.catch(() => abort.abort());
      try {
        const response = await client.uploadStream(counter, BLOCK_BYTES, BLOCKS_IN_FLIGHT, {
          abortSignal: abort.signal,
          blobHTTPHeaders: { blobContentType: contentTypeOf(path) },
          conditions: putOptions.overwrite ? {} : { ifNoneMatch: '*' },
        });
        await piping;
        return infoOf(path, response, size);
      } catch (error) {
        counter.destroy(error as Error);
        // A failed source is the cause to report (the upload may then also fail with an AbortError).
        const sourceError: unknown = await piping.then(
          () => undefined,
          (failure: unknown) => failure,
        );
        if (!putOptions.overwrite && isTaken(error)) throw new BlobExistsError();
        throw sourceError ?? error;
      }
    },

    async get(container, path, getOptions = {}) {
      const client = containerOf(container, path).getBlobClient(path);
      const { range } = getOptions;
      if (range) assertRangeWithin(range, Number.MAX_SAFE_INTEGER);
      let response: BlobDownloadResponseParsed;
      try {
        response = range ? await client.download(range.start, range.end - range.start + 1) : await client.download();
      } catch (error) {
        if (statusOf(error) === 404) return null;
        if (statusOf(error) === 416) throw new RangeError(`Range ${range?.start}-${range?.end} outside the blob`, { cause: error });
        throw error;
      }
      const stream = (response.readableStreamBody as Readable | undefined) ?? Readable.from([]);
      try {
        if (isFolderMarker(response.metadata)) {
          stream.destroy();
          return null;
        }
        const size = range ? totalSize(response.contentRange) : (response.contentLength ?? 0);
        // Azure answers a range that runs past the end with the bytes it has; the interface says RangeError.
        if (range) assertRangeWithin(range, size);
        return { ...infoOf(path, response, size), stream };
      } catch (error) {
        stream.destroy();
        throw error;
      }
    },

    async stat(container, path) {
      const client = containerOf(container, path).getBlobClient(path);
      try {
        const props = await client.getProperties();
        return isFolderMarker(props.metadata) ? null : infoOf(path, props);
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },

    async delete(container, path) {
      const client = containerOf(container, path).getBlobClient(path);
      try {
        await client.delete({ deleteSnapshots: 'include' });
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
      }
    },

    async *list(container, prefix = '') {
      const client = containerOf(container, 'x'); // the container's name checked as every call checks it
      try {
        for await (const blob of client.listBlobsFlat({ prefix: prefix || undefined, includeMetadata: true })) {
          // The listing gives the ETag bare (0x8D…); every other call gives it quoted, as HTTP does.
          const etag = blob.properties.etag && !blob.properties.etag.startsWith('"') ? `"${blob.properties.etag}"` : blob.properties.etag;
          if (!isFolderMarker(blob.metadata)) yield { path: blob.name, ...infoOf(blob.name, { ...blob.properties, etag }) };
        }
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
      }
    },
  };
}
