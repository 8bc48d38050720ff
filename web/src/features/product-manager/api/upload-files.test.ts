import { describe, expect, it, vi } from 'vitest';
import { uploadFile, uploadFiles } from './upload-files.ts';
import { installFakeApi, TEST_TOKEN, setupAdminTests } from '../test/admin-test-utils.tsx';
import { setAccessTokenProvider } from '../../../lib/access-token.ts';

setupAdminTests();

describe('uploadFile (product-spec.md §5, §7)', () => {
  it('POSTs the file as multipart field `file` to /upload with container, path=images and the §5 name', async () => {
    const api = installFakeApi();
    const path = await uploadFile('therm', new File(['x'], 'Bellows  <A&B>.png'), 1_700_000_000_123);
    expect(path).toBe('images/1700000000123-Bellows-_A_B_.png');
    const [request] = api.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/upload');
    expect(Object.fromEntries(request.query)).toEqual({
      container: 'therm',
      path: 'images',
      fileName: '1700000000123-Bellows-_A_B_.png',
    });
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(request.headers.get('Content-Type')).toBeNull(); // the browser sets the multipart boundary
    expect(((request.body as FormData).get('file') as File).name).toBe('Bellows  <A&B>.png');
  });

  it('sends nothing without an access token', async () => {
    const api = installFakeApi();
    setAccessTokenProvider(async () => null);
    await expect(uploadFile('radhe', new File(['x'], 'a.png'))).rejects.toMatchObject({ status: 401 });
    expect(api.requests).toEqual([]);
  });
});

describe('uploadFiles', () => {
  it('reports each file in order, failures as null (logged), with distinct timestamps', async () => {
    const api = installFakeApi();
    api.failIf((request) => request.query.get('fileName')?.endsWith('-b.png') ?? false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const files = ['a.png', 'b.png', 'a.png'].map((name) => new File(['x'], name));
    const outcomes = await uploadFiles({ vendor: 'radhe', files });
    expect(outcomes.map((o) => o.file)).toEqual(files);
    expect(outcomes[1].path).toBeNull();
    // A server fault (500) carries no reason for people.
    expect(outcomes[1].reason).toBeNull();
    expect(outcomes[0].path).not.toBe(outcomes[2].path);
    expect(outcomes[0].reason).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's reason for a refused file (4xx `{ message, code }`)", async () => {
    const api = installFakeApi();
    api.refuseIf((request) => request.path === '/api/upload', 409, 'A file named x already exists in radhe/images; upload it under a new name.', 'FILE_EXISTS');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [outcome] = await uploadFiles({ vendor: 'radhe', files: [new File(['x'], 'x.png')] });
    expect(outcome).toMatchObject({ path: null, reason: 'A file named x already exists in radhe/images; upload it under a new name.' });
  });
});
