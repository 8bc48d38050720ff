/**
 * Plugin `blobs`: decorates the instance with the blob store (`fastify.blobs`) — the one given, or the one the
 * configuration asks for (server/storage/configured.ts: Azure Blob Storage when AZURE_STORAGE_CONNECTION_STRING
 * is set, else the disk store at BLOB_DIR; design.md "blob store"). Depends on `config`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../storage/blob-store.ts';
import { createBlobStore } from '../storage/configured.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blobs: BlobStore;
  }
}

/** Registers `fastify.blobs`. Options: `{ blobs? }`. */
export const blobsPlugin = fp(
  async (app: FastifyInstance, opts: { blobs?: BlobStore }) => {
    app.decorate('blobs', opts.blobs ?? createBlobStore(app.config));
  },
  { name: 'blobs', dependencies: ['config'], fastify: '5.x' },
);
