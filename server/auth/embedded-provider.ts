/**
 * The embedded OpenID provider (design.md "/oidc/* the embedded OpenID provider, mounted only when no
 * external issuer is configured"), built on the maintained `oidc-provider` package and mounted into Fastify at
 * /oidc:
 * - authorization code flow with PKCE (S256) for the SPA, a public client; refresh tokens (rotated); RP-initiated
 *   logout; JWKS at /oidc/jwks; discovery at /oidc/.well-known/openid-configuration;
 * - access tokens are JWTs (ES256) for the API audience (resource indicators with the audience as the default
 *   resource), carrying `roles`, `name` and `email`, so the API verifies them with jose like any issuer's;
 * - storage in the database (oidc-adapter.ts), signing and cookie keys in the database (secrets.ts);
 * - the login page ('Email', 'Password', 'Sign in') is ours, at /oidc/interaction/{uid}; wrong credentials get
 *   one message whatever was wrong (no account enumeration) and attempts are rate-limited per IP;
 * - consent is implied for the site's own client (first party), so no consent screen;
 * - every absolute URL it writes (discovery, redirects, the `iss` of an answer) is at PUBLIC_URL's origin, whatever
 *   Host or X-Forwarded-Host the request named (`pinOrigin`).
 */
import escapeHtml from 'escape-html';
import { page } from '../pages/plain-page.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { errors as oidcErrors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { authenticate, findAccountById } from './accounts.ts';
import { createOidcAdapter, purgeExpired } from './oidc-adapter.ts';
import type { PrivateJwk } from './secrets.ts';

/** Where the provider is mounted on the site. */
export const OIDC_MOUNT = '/oidc';
/** Lifetime of a sign-in's refresh tokens, in seconds, counted from the sign-in (see `refreshTokenTtl`). */
export const REFRESH_TOKEN_LIFETIME_S = 14 * 24 * 60 * 60;

/**
 * A refresh token's lifetime in seconds: a sign-in's first one lives REFRESH_TOKEN_LIFETIME_S; one that replaces a
 * used one (rotation) lives what its predecessor had left. So a sign-in's refresh tokens end at one fixed moment,
 * as Microsoft Entra ID's do for single-page apps (24 hours), and the `refresh_token_expires_in` of every token
 * answer tells the SPA that moment (product-spec.md §9: the refresh token counts as expired 300 s before it).
 * (oidc-provider's own default for public web clients; stated here because the TTL table below sets the others.)
 */
export function refreshTokenTtl(rotated: { remainingTTL: number } | undefined): number {
  return rotated ? Math.max(0, rotated.remainingTTL) : REFRESH_TOKEN_LIFETIME_S;
}

const TTL = {
  AccessToken: 60 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  Grant: REFRESH_TOKEN_LIFETIME_S,
  Session: REFRESH_TOKEN_LIFETIME_S,
  RefreshToken: (ctx: KoaContextWithOIDC) => refreshTokenTtl(ctx?.oidc?.entities.RotatedRefreshToken),
};

/** Builds the oidc-provider instance for `config` (no routes yet; see `mountEmbeddedProvider`). */
export function createEmbeddedProvider(
  config: Config,
  db: Database,
  keys: { signing: PrivateJwk[]; cookies: string[] },
): Provider {
  const { auth, publicUrl } = config;
  const siteRoot = `${publicUrl}/`;
  const provider = new Provider(auth.issuer, {
    adapter: createOidcAdapter(db),
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookies, long: { httpOnly: true, sameSite: 'lax' }, short: { httpOnly: true, sameSite: 'lax' } },
    clients: [
      {
        client_id: auth.clientId,
        client_name: config.contact.companyName,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // product-spec.md §4: redirect flows "returning to the site root"; the silent page renews in an iframe.
        redirect_uris: [siteRoot, `${publicUrl}/silent-renew.html`],
        post_logout_redirect_uris: [siteRoot],
      },
    ],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // OpenID scopes only: the API's scopes belong to the API resource (resourceIndicators below).
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // ID tokens carry name and e-mail, so the SPA shows the display name without a userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: TTL,
    clockTolerance: auth.clockToleranceS,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: (ctx, form) => logoutSource(ctx, form, config.contact.companyName) },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => auth.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== auth.audience) throw new oidcErrors.InvalidTarget();
          return {
            // The API's scopes (OIDC_API_SCOPES, default 'api'): the SPA's sign-in asks for them too.
            scope: auth.apiScopes,
            audience: auth.audience,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    // Refresh tokens for the SPA (rotated on every use: public client). Not tied to offline_access, which OpenID
    // Connect drops unless the user is asked for consent, and the first-party client never asks.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, sub) => {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({ sub: account.id, name: account.name, email: account.email, email_verified: true }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await findAccountById(db, accountId) : null;
      return account ? { roles: account.roles, name: account.name, email: account.email } : undefined;
    },
    // First party: the site's own client is granted what it asks for (no consent screen).
    loadExistingGrant: async (ctx) => {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== auth.clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(auth.audience, auth.apiScopes);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT}/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error ?? 'Something went wrong.'))}</p>
         <p><a href="${escapeHtml(siteRoot)}">Back to the site</a></p>`,
        config.contact.companyName,
      );
    },
  });
  // With TRUST_PROXY the provider believes the proxy's X-Forwarded-For (ctx.ip); its host and scheme are pinned.
  provider.proxy = config.trustProxy !== false;
  provider.use(pinOrigin(publicUrl));
  // Every token answer that carries a refresh token says when it expires, in the field Microsoft Entra ID uses
  // (`refresh_token_expires_in`, seconds), so the SPA knows it whichever issuer signed the user in.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as Record<string, unknown> | undefined;
    const refreshToken = ctx.oidc?.entities.RefreshToken;
    if (ctx.oidc?.route === 'token' && typeof body?.refresh_token === 'string' && refreshToken) {
      body.refresh_token_expires_in = Math.max(0, refreshToken.remainingTTL);
    }
  });
  return provider;
}

/**
 * Provider middleware (first in its stack) that makes every request look as if made at `publicUrl`'s origin:
 * oidc-provider builds its endpoint URLs (discovery, the `resume` redirect after sign-in, …) with `ctx.oidc.urlFor`
 * against Koa's `ctx.href`, i.e. the request's Host — or, with `proxy`, X-Forwarded-Host and -Proto — which any
 * client can write ("The Host header is reflected into the embedded provider's discovery document and
 * redirects"). Koa's `protocol`, `host` and `href` (and what derives from them: `hostname`, `secure`, so cookies
 * are Secure exactly when PUBLIC_URL is https) are set on the request object, shadowing Koa's getters.
 * @param publicUrl the site's origin, e.g. 'https://www.example.com' (config `publicUrl`)
 */
export function pinOrigin(publicUrl: string): Parameters<Provider['use']>[0] {
  const { protocol, host } = new URL(publicUrl);
  const scheme = protocol.slice(0, -1);
  return async (ctx, next) => {
    const { request } = ctx;
    Object.defineProperties(request, {
      protocol: { value: scheme },
      host: { value: host },
      // Only the path and query of the request target (an absolute-form target names a host too).
      href: {
        get: () => {
          const target = new URL(request.originalUrl, `${scheme}://${host}`);
          return `${scheme}://${host}${target.pathname}${target.search}`;
        },
      },
    });
    await next();
  };
}

/**
 * The sign-out page (RP-initiated logout); `form` is the provider's hidden form, which must be posted to end the
 * session. When the site itself sent the person here (its request carries the ID token it was given,
 * `id_token_hint`), they already chose Sign out: the page posts the form at once ("sign-out asks for a
 * second confirmation"; /sign-out.js, a file because the CSP allows no inline script), with the button as the
 * way on when scripts are off. A request without it (a link from elsewhere) is asked to confirm, so another site
 * cannot sign a person out.
 */
function logoutSource(ctx: { body: unknown; oidc?: { params?: Record<string, unknown> } }, form: string, companyName: string): void {
  const fromSite = typeof ctx.oidc?.params?.id_token_hint === 'string';
  ctx.body = fromSite
    ? page(
        'Signing out',
        `<h1>Signing you out…</h1><p>You are being signed out of the Product Manager.</p>${form}
     <button autofocus type="submit" form="op.logoutForm" value="yes" name="logout" data-sign-out-now>Sign out now</button>
     <script src="/sign-out.js" defer></script>`,
        companyName,
      )
    : page(
        'Sign out',
        `<h1>Sign out</h1><p>Do you want to sign out of the Product Manager?</p>${form}
     <button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>
     <button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
        companyName,
      );
}

/** The login form of `companyName`'s site; `error` is shown above the fields, `email` is kept. */
export function loginPage(companyName: string, action: string, email = '', error?: string): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p>Staff sign-in for the Product Manager.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
    companyName,
  );
}

/** The message for any wrong e-mail/password pair (no account enumeration). */
export const LOGIN_FAILED = 'The email or password is incorrect.';

/**
 * Mounts the provider at /oidc: the login interaction routes (ours) and everything else handed to the
 * provider's own request handler with the request body untouched. Purges expired rows hourly.
 */
export async function mountEmbeddedProvider(app: FastifyInstance, provider: Provider, db: Database): Promise<void> {
  const handler = provider.callback();
  const { loginRateLimit } = app.config.auth;

  await app.register(async (scope) => {
    // The provider reads request bodies itself: keep Fastify's parsers away from them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // As Express does for mounted apps: the provider derives its mount path from originalUrl vs url.
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_MOUNT.length) || '/';
      handler(request.raw, reply.raw);
    };
    scope.all(OIDC_MOUNT, forward);
    scope.all(`${OIDC_MOUNT}/*`, forward);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');

    scope.get<{ Params: { uid: string } }>(`${OIDC_MOUNT}/interaction/:uid`, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== request.params.uid) throw new oidcErrors.SessionNotFound('interaction mismatch');
      if (details.prompt.name === 'login') {
        return noStore(reply).send(loginPage(app.config.contact.companyName, `${OIDC_MOUNT}/interaction/${details.uid}/login`));
      }
      // Any other prompt (consent) is granted for the first-party client by loadExistingGrant; finish it.
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
    });

    scope.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
      `${OIDC_MOUNT}/interaction/:uid/login`,
      { config: { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMs, hook: 'preHandler' } } },
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid || details.prompt.name !== 'login') {
          throw new oidcErrors.SessionNotFound('interaction mismatch');
        }
        const email = String(request.body?.email ?? '').slice(0, 320);
        const password = String(request.body?.password ?? '').slice(0, 1024);
        const account = email && password ? await authenticate(db, email, password) : null;
        if (!account) {
          request.log.warn({ uid: details.uid }, 'embedded provider: failed sign-in attempt');
          return noStore(reply).code(401).send(loginPage(app.config.contact.companyName, `${OIDC_MOUNT}/interaction/${details.uid}/login`, email, LOGIN_FAILED));
        }
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account.id } }, { mergeWithLastSubmission: false });
      },
    );
  });

  const purge = setInterval(() => {
    purgeExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'embedded provider: purge failed'));
  }, 60 * 60 * 1000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
