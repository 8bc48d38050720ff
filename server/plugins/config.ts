/**
 * Plugin `config`: decorates the instance with the validated configuration (`fastify.config`), so routes and
 * other plugins read settings from one place (design.md, fastify/demo habit "named plugins that decorate").
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Registers `fastify.config`. Options: `{ config }` from `loadConfig()`. */
export const configPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    app.decorate('config', opts.config);
  },
  { name: 'config', fastify: '5.x' },
);
