import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from '../config.ts';
import { describeBlobStore } from './configured.ts';

const AZURITE =
  'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;';

describe('blob and upload configuration', () => {
  it('defaults to the disk store and 15 MB / 200 MB / 25 MB upload limits', () => {
    const config = loadConfig({});
    expect(config.azureStorageConnectionString).toBeUndefined();
    expect(config.uploads).toEqual({ imageBytes: 15 * 1024 * 1024, videoBytes: 200 * 1024 * 1024, documentBytes: 25 * 1024 * 1024 });
    expect(describeBlobStore(config)).toBe(config.blobDir);
  });

  it('reads the Azure connection string and the limits', () => {
    const config = loadConfig({ AZURE_STORAGE_CONNECTION_STRING: AZURITE, UPLOAD_MAX_IMAGE_BYTES: '1000', UPLOAD_MAX_VIDEO_BYTES: '2000', UPLOAD_MAX_DOCUMENT_BYTES: '3000' });
    expect(config.azureStorageConnectionString).toBe(AZURITE);
    expect(config.uploads).toEqual({ imageBytes: 1000, videoBytes: 2000, documentBytes: 3000 });
  });

  it('names the Azure account in logs, never the key, and keeps the string away from the browser', () => {
    const config = loadConfig({ AZURE_STORAGE_CONNECTION_STRING: AZURITE });
    expect(describeBlobStore(config)).toBe('Azure Blob Storage (account devstoreaccount1)');
    expect(JSON.stringify(publicConfig(config))).not.toContain('AccountKey');
  });

  it('refuses a string that is no Azure connection string and limits that are not positive whole numbers', () => {
    try {
      loadConfig({ AZURE_STORAGE_CONNECTION_STRING: 'https://account.example/container', UPLOAD_MAX_IMAGE_BYTES: '0', UPLOAD_MAX_VIDEO_BYTES: '1.5' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/AZURE_STORAGE_CONNECTION_STRING/);
      expect(problems).toMatch(/UPLOAD_MAX_IMAGE_BYTES/);
      expect(problems).toMatch(/UPLOAD_MAX_VIDEO_BYTES/);
      expect(problems).not.toContain('account.example');
    }
  });
  // That AZURE_STORAGE_CONNECTION_STRING really puts the app's blobs in Azure is proven in azure.api.test.ts.
});
