/**
 * Plugin `blobs`: decorates the instance with the blob store (`fastify.blobs`) — the one given, or the disk
 * store at BLOB_DIR (design.md "blob store: ./data/blobs (default)"). Depends on `config`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../storage/blob-store.ts';
import { createDiskBlobStore } from '../storage/disk.ts';

declare module 'fastify' {
  interface FastifyInstance {
    blobs: BlobStore;
  }
}

/** Registers `fastify.blobs`. Options: `{ blobs? }`. */
export const blobsPlugin = fp(
  async (app: FastifyInstance, opts: { blobs?: BlobStore }) => {
    app.decorate('blobs', opts.blobs ?? createDiskBlobStore(app.config.blobDir));
  },
  { name: 'blobs', dependencies: ['config'], fastify: '5.x' },
);
