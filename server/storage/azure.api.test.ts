/**
 * The Azure Blob Storage driver against a real Azurite started by this suite (server/test/azurite.ts): the shared
 * BlobStore contract, Azure-only details, and the upload and media routes on an app whose blobs are in Azurite.
 * No skip: when Azurite cannot start the suite fails, in CI and everywhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobServiceClient } from '@azure/storage-blob';
import { createAzureBlobStore } from './azure.ts';
import { describeBlobStoreContract } from './blob-store.contract.ts';
import { readAll } from '../test/streams.ts';
import { UnsafeBlobPathError } from './blob-store.ts';
import { startAzurite, type AzuriteHandle } from '../test/azurite.ts';
import { uploadFileName } from '../../contracts/media.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { build, type TestContext } from '../test/build.ts';
import { fileUpload, testImage, testMp4, uploadUrl } from '../test/uploads.ts';

let azurite: AzuriteHandle;
let prefixes = 0;
beforeAll(async () => {
  azurite = await startAzurite();
});
afterAll(() => azurite?.stop());

// Every test gets its own containers (`t1-radhe`, `t2-radhe`, …) in the one Azurite.
describeBlobStoreContract('azure blob store', {
  create: () => createAzureBlobStore(azurite.connectionString, { containerPrefix: `t${++prefixes}-` }),
});

describe('azure blob store (Azure-only details)', () => {
  it('maps a container to an Azure container of the same name, created private on the first put', async () => {
    const service = BlobServiceClient.fromConnectionString(azurite.connectionString);
    const store = createAzureBlobStore(azurite.connectionString);
    expect(await service.getContainerClient('fd-images').exists()).toBe(false);
    await store.put('fd-images', 'banner/1.webp', Buffer.from('w'), { contentType: 'image/webp' });
    const container = service.getContainerClient('fd-images');
    expect(await container.exists()).toBe(true);
    expect((await container.getAccessPolicy()).blobPublicAccess).toBeUndefined();
    const props = await container.getBlobClient('banner/1.webp').getProperties();
    expect(props.contentType).toBe('image/webp');
    expect((await readAll((await store.get('fd-images', 'banner/1.webp'))!.stream)).toString()).toBe('w');
  });

  it('refuses container names Azure would refuse', async () => {
    const store = createAzureBlobStore(azurite.connectionString, { containerPrefix: 'x'.repeat(60) });
    await expect(store.stat('radhe', 'a.png')).rejects.toBeInstanceOf(UnsafeBlobPathError);
    await expect(createAzureBlobStore(azurite.connectionString).stat('a--b', 'a.png')).rejects.toBeInstanceOf(UnsafeBlobPathError);
  });
});

describe('POST /api/upload and /media on Azure (Azurite)', () => {
  const MiB = 1024 * 1024;
  let t: TestContext;
  let admin: Record<string, string>;
  let n = 0;
  const fresh = (name: string) => uploadFileName(name, 1_800_000_000_000 + ++n);
  const post = (fileName: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: uploadUrl('radhe', fileName), payload: body.payload, headers: { ...body.headers, ...admin } });

  beforeAll(async () => {
    // The database does not matter here: PGlite only.
    t = await build('pglite', { env: { AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, UPLOAD_MAX_VIDEO_BYTES: String(6 * MiB) } });
    admin = bearer(await adminToken(t));
  });
  afterAll(() => t?.close());

  it('stores an image as a blob with its type and serves it', async () => {
    const png = await testImage('png');
    const fileName = fresh('rod.png');
    const res = await post(fileName, fileUpload('rod.png', png));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ path: `images/${fileName}` });
    const service = BlobServiceClient.fromConnectionString(azurite.connectionString);
    expect((await service.getContainerClient('radhe').getBlobClient(`images/${fileName}`).getProperties()).contentType).toBe('image/png');
    const served = await t.app.inject(`/media/radhe/images/${fileName}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers.etag).toMatch(/^"0x[0-9A-F]+"$/);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('streams a video of several blocks, and refuses one over the limit without committing anything', async () => {
    const fileName = fresh('tour.mp4');
    const video = testMp4(5 * MiB);
    expect((await post(fileName, fileUpload('tour.mp4', video))).statusCode).toBe(200);
    const part = await t.app.inject({ url: `/media/radhe/images/${fileName}`, headers: { range: `bytes=${5 * MiB}-${5 * MiB + 9}` } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(5 * MiB, 5 * MiB + 10))).toBe(true);

    const tooBig = fresh('long.mp4');
    const res = await post(tooBig, fileUpload('long.mp4', testMp4(7 * MiB)));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
    expect(await t.blobs.stat('radhe', `images/${tooBig}`)).toBeNull();
  });

  it('answers 409 for a taken name and keeps the first blob', async () => {
    const fileName = fresh('twice.webp');
    const first = await testImage('webp');
    expect((await post(fileName, fileUpload('twice.webp', first))).statusCode).toBe(200);
    const again = await post(fileName, fileUpload('twice.webp', await testImage('webp', { width: 8, height: 8 })));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FILE_EXISTS');
    expect((await readAll((await t.blobs.get('radhe', `images/${fileName}`))!.stream)).equals(first)).toBe(true);
  });
});
