/**
 * The blob store the configuration asks for (design.md "blob store: ./data/blobs (default) | Azure Blob Storage
 * (connection string)"): Azure Blob Storage when AZURE_STORAGE_CONNECTION_STRING is set, otherwise the disk
 * store at BLOB_DIR. Used by the `blobs` plugin, server/main.ts and the seed command, so all three write to
 * the same place.
 */
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { createAzureBlobStore } from './azure.ts';
import { createDiskBlobStore } from './disk.ts';

type StoreConfig = Pick<Config, 'blobDir' | 'azureStorageConnectionString'>;

/** Creates the configured blob store. @throws when the Azure connection string cannot be parsed. */
export function createBlobStore(config: StoreConfig): BlobStore {
  return config.azureStorageConnectionString
    ? createAzureBlobStore(config.azureStorageConnectionString)
    : createDiskBlobStore(config.blobDir);
}

/**
 * Where blobs go, for logs: 'Azure Blob Storage (account NAME)' or the disk folder. Never the connection
 * string: it holds the account key.
 */
export function describeBlobStore(config: StoreConfig): string {
  if (!config.azureStorageConnectionString) return config.blobDir;
  const account = /(?:^|;)\s*AccountName=([^;]*)/i.exec(config.azureStorageConnectionString)?.[1];
  return `Azure Blob Storage (account ${account || 'from BlobEndpoint'})`;
}
