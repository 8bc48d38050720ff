import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { oidcPayloads } from '../db/schema.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { changeRole, upsertAccount } from './accounts.ts';
import { LOGIN_FAILED, REFRESH_TOKEN_LIFETIME_S, refreshTokenTtl } from './embedded-provider.ts';

const PASSWORD = 'correct-horse-battery-staple';

/**
 * A browser-like client over `inject`: keeps cookies, follows nothing by itself; `headers` go with every request
 * (e.g. a Host header of another site).
 */
function browser(t: TestContext, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  return async (url: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {}) => {
    const path = url.replace(t.config.publicUrl, '');
    const res = await t.app.inject({
      method: init.method ?? 'GET',
      url: path,
      headers: {
        ...headers,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const c of res.cookies) jar.set(c.name, c.value);
    return res;
  };
}

describeEachDatabase('embedded OpenID provider', (kind) => {
  let t: TestContext;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  beforeAll(async () => {
    t = await build(kind, { env: { ADMIN_PASSWORD: PASSWORD, ADMIN_NAME: 'Asha Patel', PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t?.close());

  /** Starts an authorization request (each request carrying `headers`); returns the client and the interaction URL. */
  async function startSignIn(headers: Record<string, string> = {}) {
    const go = browser(t, headers);
    const query = new URLSearchParams({
      client_id: t.config.auth.clientId,
      redirect_uri: `${t.config.publicUrl}/`,
      response_type: 'code',
      scope: t.config.auth.loginScopes,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
    });
    const res = await go(`/oidc/auth?${query}`);
    expect(res.statusCode).toBe(303);
    return { go, interaction: res.headers.location as string };
  }

  it('publishes discovery and public keys only', async () => {
    const discoveryResponse = await t.app.inject('/oidc/.well-known/openid-configuration');
    // The provider writes its answers itself (a hijacked reply): the site's security headers are still there.
    expect(discoveryResponse.headers['x-content-type-options']).toBe('nosniff');
    expect(discoveryResponse.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const discovery = discoveryResponse.json();
    expect(discovery.issuer).toBe('http://localhost:3000/oidc');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await t.app.inject('/oidc/jwks')).json();
    expect(jwks.keys.map((k: { alg: string }) => k.alg).sort()).toEqual(['ES256', 'RS256']);
    for (const key of jwks.keys) expect(key.d).toBeUndefined();
  });

  it('refuses an authorization request without PKCE', async () => {
    const res = await t.app.inject(
      `/oidc/auth?${new URLSearchParams({ client_id: t.config.auth.clientId, redirect_uri: 'http://localhost:3000/', response_type: 'code', scope: 'openid' })}`,
    );
    expect(res.headers.location ?? '').toContain('error=invalid_request');
  });

  it('shows the login page with Email, Password and Sign in', async () => {
    const { go, interaction } = await startSignIn();
    const page = await go(interaction);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('<button type="submit">Sign in</button>');
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const { go, interaction } = await startSignIn();
    const wrong = await go(`${interaction}/login`, { method: 'POST', form: { email: 'admin@radhe-therm.example', password: 'nope' } });
    const unknown = await go(`${interaction}/login`, { method: 'POST', form: { email: 'ghost@radhe-therm.example', password: 'nope' } });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(LOGIN_FAILED);
    }
    // The typed e-mail is kept, HTML-escaped.
    const xss = await go(`${interaction}/login`, { method: 'POST', form: { email: '"><script>alert(1)</script>', password: 'x' } });
    expect(xss.body).not.toContain('<script>alert(1)</script>');
  });

  it('signs the administrator in with PKCE and issues tokens the API accepts, surviving a restart', async () => {
    const { go, interaction } = await startSignIn();
    const login = await go(`${interaction}/login`, { method: 'POST', form: { email: 'ADMIN@radhe-therm.example', password: PASSWORD } });
    expect(login.statusCode).toBe(303);
    const back = await go(login.headers.location as string);
    const redirect = new URL(back.headers.location as string);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://localhost:3000/');
    expect(redirect.searchParams.get('state')).toBe('state-1');
    const code = redirect.searchParams.get('code')!;

    const tokenRes = await go('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:3000/', client_id: t.config.auth.clientId, code_verifier: verifier },
    });
    expect(tokenRes.statusCode).toBe(200);
    const tokens = tokenRes.json();
    expect(tokens.refresh_token).toEqual(expect.any(String));
    // The answer says when the refresh token expires, as Microsoft Entra ID's does.
    expect(tokens.refresh_token_expires_in).toBeGreaterThan(REFRESH_TOKEN_LIFETIME_S - 60);
    expect(tokens.refresh_token_expires_in).toBeLessThanOrEqual(REFRESH_TOKEN_LIFETIME_S);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ name: 'Asha Patel', email: 'admin@radhe-therm.example' });
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({ iss: 'http://localhost:3000/oidc', aud: 'http://localhost:3000/api', roles: ['admin'] });

    const write = await t.app.inject({
      method: 'POST', url: '/api/Categories',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: { name: 'Made by a real sign-in', vendor: 'radhe' },
    });
    expect(write.statusCode).toBe(200);

    // Sessions and tokens live in the database: a refresh works after the app restarts on it.
    const [{ n }] = await t.database.db.select({ n: count() }).from(oidcPayloads);
    expect(n).toBeGreaterThan(0);
    await t.app.close();
    const { buildApp } = await import('../app.ts');
    t.app = await buildApp({ config: t.config, database: t.database, blobs: t.blobs, logger: false, startOutbox: false });
    const refreshed = await browser(t)('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: t.config.auth.clientId },
    });
    expect(refreshed.statusCode).toBe(200);
    const again = refreshed.json();
    expect(again.refresh_token).not.toBe(tokens.refresh_token);
    // A rotated refresh token ends when the sign-in's first one would have: the lifetime is not extended.
    expect(again.refresh_token_expires_in).toBeLessThanOrEqual(tokens.refresh_token_expires_in);
    expect(again.refresh_token_expires_in).toBeGreaterThan(tokens.refresh_token_expires_in - 60);
    const write2 = await t.app.inject({
      method: 'POST', url: '/api/Categories',
      headers: { authorization: `Bearer ${again.access_token}` },
      payload: { name: 'After restart', vendor: 'radhe' },
    });
    expect(write2.statusCode).toBe(200);
    // The code is single-use; replaying it revokes the whole grant, refresh tokens included.
    const replay = await browser(t)('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:3000/', client_id: t.config.auth.clientId, code_verifier: verifier },
    });
    expect(replay.statusCode).toBe(400);

    const revoked = await browser(t)('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: again.refresh_token, client_id: t.config.auth.clientId },
    });
    expect(revoked.json().error).toBe('invalid_grant');
  });

  /** Signs `email` in through the login page and redeems the code; returns the token answer. */
  async function signInAs(email: string, password: string) {
    const { go, interaction } = await startSignIn();
    const login = await go(`${interaction}/login`, { method: 'POST', form: { email, password } });
    expect(login.statusCode).toBe(303);
    const back = await go(login.headers.location as string);
    const code = new URL(back.headers.location as string).searchParams.get('code')!;
    const tokenRes = await go('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'authorization_code', code, redirect_uri: `${t.config.publicUrl}/`, client_id: t.config.auth.clientId, code_verifier: verifier },
    });
    expect(tokenRes.statusCode).toBe(200);
    return tokenRes.json() as { access_token: string; refresh_token: string; scope: string };
  }

  it('signs in a staff account without the administrator role: /api/me says so and writes are refused', async () => {
    const outcome = await upsertAccount(t.database.db, { email: 'Ravi@Radhe-Therm.example', name: 'Ravi Shah', password: 'member-password-12', roles: [] });
    expect(outcome).toBe('created');
    const tokens = await signInAs('ravi@radhe-therm.example', 'member-password-12');
    expect(decodeJwt(tokens.access_token)).toMatchObject({ roles: [], name: 'Ravi Shah' });
    const me = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.json()).toEqual({ name: 'Ravi Shah', email: 'ravi@radhe-therm.example', isAdmin: false, roles: [] });
    const write = await t.app.inject({
      method: 'POST', url: '/api/Categories',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: { name: 'Not allowed', vendor: 'radhe' },
    });
    expect(write.statusCode).toBe(403);
    // Updating the account replaces its password and roles.
    expect(await upsertAccount(t.database.db, { email: 'ravi@radhe-therm.example', name: 'Ravi Shah', password: 'another-password-1', roles: ['admin'] })).toBe('updated');
    const promoted = await signInAs('ravi@radhe-therm.example', 'another-password-1');
    expect(decodeJwt(promoted.access_token)).toMatchObject({ roles: ['admin'] });
    await expect(upsertAccount(t.database.db, { email: 'x@y.example', name: 'X', password: 'short', roles: [] })).rejects.toThrow(/12 characters/);
  });

  it('puts a role given with `npm run account -- grant` in the next sign-in\'s token: an editor of therm writes therm only', async () => {
    await upsertAccount(t.database.db, { email: 'meera@radhe-therm.example', name: 'Meera Iyer', password: 'editor-password-12', roles: [] });
    expect(await changeRole(t.database.db, 'meera@radhe-therm.example', 'editor.therm', 'grant')).toEqual({ roles: ['editor.therm'], changed: true });
    const tokens = await signInAs('meera@radhe-therm.example', 'editor-password-12');
    expect(decodeJwt(tokens.access_token)).toMatchObject({ roles: ['editor.therm'] });
    const authorization = `Bearer ${tokens.access_token}`;
    expect((await t.app.inject({ url: '/api/me', headers: { authorization } })).json()).toMatchObject({ isAdmin: false, roles: ['editor.therm'] });
    const write = (vendor: string) => t.app.inject({ method: 'POST', url: '/api/Categories', headers: { authorization }, payload: { name: 'Meera\'s category', vendor } });
    expect((await write('therm')).statusCode).toBe(200);
    const refused = await write('radhe');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('gives the API\'s token for the API scopes asked with the refresh token (how the SPA gets it)', async () => {
    const tokens = await signInAs('admin@radhe-therm.example', PASSWORD);
    expect(tokens.scope.split(' ')).toContain('api');
    const apiScope = ['openid', 'profile', 'email', ...t.config.auth.apiScopes.split(' ')].join(' ');
    const res = await browser(t)('/oidc/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: t.config.auth.clientId, scope: apiScope },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(decodeJwt(answer.access_token)).toMatchObject({ aud: t.config.auth.audience, scope: 'api', roles: ['admin'] });
    expect(answer.id_token).toEqual(expect.any(String));
  });

  /** Every absolute URL of `value` (a JSON answer or a header), wherever it sits. */
  function urlsIn(value: unknown): string[] {
    return (JSON.stringify(value).match(/https?:\/\/[^"\\\s]*/g) ?? []).filter((url) => url !== 'http://openid.net/specs/openid-connect-discovery-1_0.html');
  }

  it('writes PUBLIC_URL into discovery and every redirect whatever Host the request names', async () => {
    const discovery = (await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: 'evil.example' } })).json();
    expect(discovery.authorization_endpoint).toBe('http://localhost:3000/oidc/auth');
    expect(urlsIn(discovery).length).toBeGreaterThan(5);
    for (const url of urlsIn(discovery)) expect(url).toMatch(/^http:\/\/localhost:3000\/oidc(\/|$)/);

    // The whole sign-in from another host name: each redirect is a path or PUBLIC_URL.
    const { go, interaction } = await startSignIn({ host: 'evil.example:8443' });
    expect(interaction).toMatch(/^(\/oidc\/|http:\/\/localhost:3000\/oidc\/)/);
    const login = await go(`${interaction}/login`, { method: 'POST', form: { email: 'admin@radhe-therm.example', password: PASSWORD } });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toMatch(/^http:\/\/localhost:3000\/oidc\/auth\//);
    const back = await go(login.headers.location as string);
    expect(back.headers.location).toMatch(/^http:\/\/localhost:3000\/\?code=/);
    expect(new URL(back.headers.location as string).searchParams.get('iss')).toBe('http://localhost:3000/oidc');
  });

  it('writes PUBLIC_URL into discovery behind a trusted proxy that forwards another host and scheme', async () => {
    const proxied = await build(kind, { env: { ADMIN_PASSWORD: PASSWORD, PUBLIC_URL: 'https://www.radhe.example', TRUST_PROXY: '1' } });
    try {
      const discovery = (
        await proxied.app.inject({
          url: '/oidc/.well-known/openid-configuration',
          headers: { host: 'internal:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' },
        })
      ).json();
      expect(discovery.issuer).toBe('https://www.radhe.example/oidc');
      expect(discovery.token_endpoint).toBe('https://www.radhe.example/oidc/token');
      for (const url of urlsIn(discovery)) expect(url).toMatch(/^https:\/\/www\.radhe\.example\/oidc(\/|$)/);
    } finally {
      await proxied.close();
    }
  });

  it('rate-limits login attempts per IP', async () => {
    const limited = await build(kind, { env: { ADMIN_PASSWORD: PASSWORD, LOGIN_RATE_LIMIT: '3' } });
    try {
      const go = browser(limited);
      const query = new URLSearchParams({
        client_id: limited.config.auth.clientId, redirect_uri: `${limited.config.publicUrl}/`, response_type: 'code',
        scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256',
      });
      const interaction = (await go(`/oidc/auth?${query}`)).headers.location as string;
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await go(`${interaction}/login`, { method: 'POST', form: { email: 'admin@radhe-therm.example', password: `guess-${i}` } })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('refreshTokenTtl (one end for a sign-in\'s refresh tokens)', () => {
  it('gives a new sign-in the full lifetime and a rotated token what its predecessor had left', () => {
    expect(refreshTokenTtl(undefined)).toBe(REFRESH_TOKEN_LIFETIME_S);
    expect(refreshTokenTtl({ remainingTTL: 3600 })).toBe(3600);
    expect(refreshTokenTtl({ remainingTTL: -5 })).toBe(0);
  });
});
