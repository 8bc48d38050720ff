import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/catalog.ts';
import { HttpError } from '../errors.ts';
import { errorHandlerPlugin, INTERNAL_ERROR_MESSAGE } from './error-handler.ts';
import { fieldMessages, fieldPaths } from '../test/errors.ts';

describe('error handler: one shape { message, code, details? }', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get('/http', async () => {
      throw new HttpError(409, 'CONFLICT', 'Already there', [{ path: 'name', message: 'Taken' }]);
    });
    app.get('/zod', async () => {
      z.object({ name: z.string().min(1, 'Name is required'), items: z.array(z.object({ key: z.string() })) }).parse({
        name: '',
        items: [{ key: 1 }],
      });
    });
    app.get('/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
    });
    app.post('/json', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('passes an HttpError through', async () => {
    const res = await app.inject('/http');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Already there', code: 'CONFLICT', details: [{ path: 'name', message: 'Taken' }] });
  });

  it('turns a ZodError into 400 with messages per field path', async () => {
    const res = await app.inject('/zod');
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(fieldMessages(body, 'name')).toEqual(['Name is required']);
    expect(fieldPaths(body)).toContain('items.0.key');
  });

  it('hides the text of an unexpected error', async () => {
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' });
    expect(res.body).not.toContain('secret_table');
  });

  it("keeps Fastify's own 4xx errors in the same shape", async () => {
    const res = await app.inject({ method: 'POST', url: '/json', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).code).toMatch(/^FST_/);
  });
});
