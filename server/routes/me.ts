/**
 * GET /api/me — the signed-in account (contracts/account.ts): 200 `{ name, email, isAdmin, roles }` for any valid
 * bearer access token, 401 with `WWW-Authenticate` without one or with a bad one (`app.requireSignIn`). The admin
 * area asks it once after sign-in to tell an administrator from an account that may not manage products. Personal,
 * so `Cache-Control: no-store`. It also records an administrator among the staff who have signed in (the
 * inbox's assignees, server/enquiries/workflow.ts); a database that cannot record it costs only that (logged).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSchema, type Account } from '../../contracts/account.ts';
import { BEARER_SECURITY, errorResponses } from '../api/schemas.ts';
import { allows } from '../../contracts/staff-roles.ts';
import { recordStaff } from '../enquiries/workflow.ts';

/** Registers GET /api/me. */
export async function meRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    tags: ['account'],
    summary: 'The signed-in account, and whether it may manage the catalogue',
    security: BEARER_SECURITY,
    response: { 200: accountSchema, ...errorResponses(401) },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/me', { onRequest: app.requireSignIn, schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const principal = request.principal!;
    // Only sales and administrators work the inbox, so only they are offered as assignees.
    if (allows(principal.roles, 'enquiries.work')) await recordStaff(app.db, principal).catch((error: unknown) => request.log.warn({ err: error }, 'could not record the signed-in staff member'));
    const account: Account = { name: principal.name, email: principal.email ?? null, isAdmin: principal.isAdmin, roles: principal.roles };
    return account;
  });
}
