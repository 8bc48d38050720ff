/**
 * GET /api/me: the signed-in account and whether it is an administrator, as the server decides it
 * (ADMIN_ROLE_CLAIM / ADMIN_ROLE / ADMIN_EMAILS), for any valid bearer token; 401 otherwise.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountSchema } from '../../contracts/account.ts';
import { adminToken, bearer, signToken, userToken } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';

describeEachDatabase('GET /api/me', (kind) => {
  let t: TestContext;

  beforeAll(async () => {
    t = await build(kind, { env: { ADMIN_EMAILS: 'Listed@Staff.example' } });
  });
  afterAll(() => t?.close());

  const me = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/me', headers });

  it('names an administrator as one', async () => {
    const res = await me(bearer(await adminToken(t)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(accountSchema.parse(res.json())).toEqual({ name: 'Test Admin', email: 'admin@test.example', isAdmin: true, roles: ['admin'] });
  });

  it('answers a signed-in account without the administrator role with isAdmin false', async () => {
    const res = await me(bearer(await userToken(t)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Test Reader', email: 'reader@test.example', isAdmin: false, roles: [] });
  });

  it('follows the server\'s rules: an e-mail in ADMIN_EMAILS, a token without e-mail', async () => {
    const listed = await me(bearer(await signToken(t, { name: 'Listed', email: 'listed@staff.example' })));
    expect(listed.json()).toMatchObject({ isAdmin: true });
    const bare = await me(bearer(await signToken(t, { name: undefined, roles: [] })));
    expect(bare.json()).toEqual({ name: '', email: null, isAdmin: false, roles: [] });
  });

  it('refuses a missing, expired or foreign token with 401 and a Bearer challenge', async () => {
    const missing = await me();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    const expired = await me(bearer(await signToken(t, { roles: ['admin'] }, { expiresInS: -600 })));
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toContain('invalid_token');
    const foreign = await me(bearer(await signToken(t, { roles: ['admin'] }, { audience: 'https://other.example/api' })));
    expect(foreign.statusCode).toBe(401);
  });
});
