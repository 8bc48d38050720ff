/**
 * Server configuration, parsed once from the environment with zod (design.md "environment validated once at
 * start"). `loadConfig` throws a `ConfigError` listing every problem at once; `publicConfig` is the whitelist
 * the browser sees (contracts/public-config.ts).
 *
 * Defaults give the embedded set-up: PGlite in ./data/pglite, blobs in ./data/blobs, port 3000, the
 * demo catalogue seeded on first start, a 5-minute browser cache (product-spec.md §9) and a fictitious company
 * contact (the US office in Pennsylvania, a phone in the 555-01xx fiction range, e-mail on the reserved .example
 * domain, so nothing leaks; the production sites in Vadodara, Gujarat).
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { publicConfigSchema, type PublicConfig } from '../contracts/public-config.ts';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../contracts/upload.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Which proxies may tell the client's address (X-Forwarded-For) and the original protocol and host: `false` (none: the socket's peer is the client), a hop count (that many proxies in front of the server,
 * each appending the address it saw), or the addresses/CIDRs of the proxies (proxy-addr's syntax, also
 * `loopback`, `linklocal`, `uniquelocal`). Fastify's `trustProxy` takes the last two (server/proxy.ts).
 */
export type TrustProxySetting = false | number | string[];

/** An IPv4/IPv6 address, a CIDR (`10.0.0.0/8`, `fd00::/8`), an IPv4 with a netmask, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/** TRUST_PROXY: false (default) | a hop count 1–20 | comma-separated proxy addresses/CIDRs; `true` is refused. */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxySetting => {
    if (/^(false|0|no)$/i.test(value)) return false;
    if (/^\d+$/.test(value) && Number(value) <= 20) return Number(value);
    if (/^(true|yes)$/i.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust any X-Forwarded-For a client writes (every per-address rate limit could be bypassed); set the number of proxies in front of the server (TRUST_PROXY=1 on Azure App Service) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a hop count (1–20) nor proxy addresses/CIDRs: ${bad.map((b) => JSON.stringify(b)).join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The outbox lease must cover this many SMTP timeouts: a send waits at most one timeout each for the connection,
 * the greeting and every answer (MAIL FROM, RCPT TO, DATA, the end of data), and the outcome is recorded after it.
 */
export const OUTBOX_LEASE_PER_SMTP_TIMEOUT = 5;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: readable lines (pino-pretty, a devDependency); json: pino's JSON lines. Default by NODE_ENV (`logFormat`). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  BLOB_DIR: z.string().min(1).optional(),
  /** Azure Blob Storage instead of the disk store (docs/operations.md "Azure Blob Storage"). */
  AZURE_STORAGE_CONNECTION_STRING: z
    .string()
    .regex(/(^|;)\s*(AccountName|BlobEndpoint|UseDevelopmentStorage)=/i, 'must be an Azure Storage connection string (AccountName=…;AccountKey=… or BlobEndpoint=…)')
    .optional(),
  UPLOAD_MAX_IMAGE_BYTES: z.coerce.number().int().min(1).max(2 ** 32).default(DEFAULT_UPLOAD_LIMITS.imageBytes),
  UPLOAD_MAX_VIDEO_BYTES: z.coerce.number().int().min(1).max(2 ** 32).default(DEFAULT_UPLOAD_LIMITS.videoBytes),
  UPLOAD_MAX_DOCUMENT_BYTES: z.coerce.number().int().min(1).max(2 ** 32).default(DEFAULT_UPLOAD_LIMITS.documentBytes),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  /** The server-render bundle (`npm run build`; docs/decisions/0006). */
  WEB_RENDER_ENTRY: z.string().min(1).default('./dist/ssr/entry-server.js'),
  /** false: every page is left to the browser, as before server rendering. */
  SERVER_RENDER: bool.default(true),
  API_BASE: z.string().startsWith('/').or(z.url()).default('/api'),
  MEDIA_BASE: z.string().startsWith('/').or(z.url()).default('/media'),
  CACHE_LIFETIME_MS: z.coerce.number().int().positive().default(300_000),
  /** Memory for the server's catalogue read cache, in MiB (server/catalog/read-cache.ts); 0 turns it off. */
  CATALOG_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  /** Page renders (pages not in the cache) one client address may cause per minute (server/routes/spa.ts). */
  PAGE_RENDER_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Searches not in the read cache one client address may make per minute (server/search/admission.ts). */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Searches not in the read cache the server runs at once; more wait, up to 8 per slot (server/search/admission.ts). */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  LOGO_HREF: z.string().min(1).default('/'),
  SEED_ON_START: bool.default(true),
  /**
   * Age (ms) after which an enquiry attachment no enquiry names is removed (server/enquiries/attachment-sweep.ts).
   * The default, 48 h, is longer than the slowest upload the slow-request rule lets through (5 files of 25 MB at
   * 1 KiB/s: about 36 h), so a request still under way is never swept.
   */
  ATTACHMENT_ORPHAN_AGE_MS: z.coerce.number().int().min(1_000).default(48 * 60 * 60 * 1000),
  /** OpenTelemetry over OTLP (server/telemetry/sdk.ts): on when one of the endpoints is set; the SDK reads the rest. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  OTEL_SDK_DISABLED: bool.default(false),
  OTEL_SERVICE_NAME: z.string().min(1).default('radhe-therm-site'),
  /** After SIGTERM, how long /readyz answers 503 'draining' while requests are still served, before the server closes. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Proxies trusted for X-Forwarded-* (TrustProxySetting; docs/operations.md "Behind a proxy"). */
  TRUST_PROXY: trustProxySchema.default(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  ENQUIRY_TO: z.email().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(2000),
  // Messages the outbox sends at once per instance (server/mail/outbox.ts lanes).
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
  // Longest wait for the SMTP relay's connection, greeting and each answer (server/mail/transport.ts).
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  // How long an outbox claim lasts (server/mail/outbox.ts): a message claimed by an instance that died mid-send is
  // sent again once it runs out. At least OUTBOX_LEASE_PER_SMTP_TIMEOUT × SMTP_TIMEOUT_MS (checked below).
  OUTBOX_LEASE_MS: z.coerce.number().int().min(5000).default(120_000),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  // A Redis command not answered within this many ms is answered from this instance's memory instead.
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  // Enquiry allowances (docs/operations.md "Rate limits"): accepted enquiries per client address and
  // per e-mail address within the window, and the shortest time a person takes to fill the form (0 = no check).
  CONTACT_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  CONTACT_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(3_600_000),
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  // Replaced by the two allowances above: refused rather than ignored, so a limit someone set is not lost silently.
  CONTACT_RATE_LIMIT: z.undefined({ error: 'no longer read: set CONTACT_RATE_LIMIT_PER_ADDRESS and CONTACT_RATE_LIMIT_PER_EMAIL instead' }).optional(),
  COMPANY_NAME: z.string().min(1).default('Radhe Group of Industries'),
  // The contact record's postal address and phone: the US contact office in a Pennsylvania city (product-spec.md
  // §1, §9 "Contact: a US office on a street in a Pennsylvania city"). Fictitious: the phone is in the
  // 555-0100…0199 range reserved for fiction. The Vadodara works are the production sites below.
  COMPANY_ADDRESS_LINE1: z.string().default('Suite 210, 25 West Market Street'),
  COMPANY_ADDRESS_LINE2: z.string().default('West Chester, PA 19382, USA'),
  COMPANY_EMAIL: z.email().default('enquiry@radhe-therm.example'),
  COMPANY_PHONE: z.string().min(1).default('+1 610 555 0142'),
  // Four production-site address strings (product-spec.md §3): radhe's two units, then therm's UNIT-1 and UNIT-2.
  PRODUCTION_SITE_1: z.string().default('Plot 412, GIDC Industrial Estate, Makarpura, Vadodara, Gujarat 390010, India'),
  PRODUCTION_SITE_2: z.string().default('Plot 57, GIDC Estate, Por–Ramangamdi, Vadodara, Gujarat 391243, India'),
  PRODUCTION_SITE_3: z.string().default('UNIT-1: Plot 118, GIDC Estate, Savli, Vadodara, Gujarat 391775, India'),
  PRODUCTION_SITE_4: z.string().default('UNIT-2: Plot 23, GIDC Estate, Waghodia, Vadodara, Gujarat 391760, India'),
  // Sign-in. Without OIDC_ISSUER the embedded OpenID provider is mounted at {PUBLIC_URL}/oidc.
  PUBLIC_URL: z.url().optional(),
  /** Page requests made at another host name than PUBLIC_URL's are redirected there (server/plugins/canonical-host.ts). */
  REDIRECT_TO_PUBLIC_URL: bool.default(true),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Replaced by OIDC_LOGIN_SCOPES and OIDC_API_SCOPES; refused with a message saying so. */
  OIDC_SCOPES: z.string().optional(),
  OIDC_LOGIN_SCOPES: z.string().min(1).optional(),
  OIDC_API_SCOPES: z.string().min(1).optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_JWKS_URI: z.url().optional(),
  OIDC_ALGORITHMS: z.string().min(1).default('RS256,ES256,PS256'),
  OIDC_CLOCK_TOLERANCE_S: z.coerce.number().int().min(0).max(300).default(30),
  OIDC_COOKIE_KEYS: z.string().min(32).optional(),
  ADMIN_ROLE_CLAIM: z.string().min(1).default('roles'),
  ADMIN_ROLE: z.string().min(1).default('admin'),
  ADMIN_EMAILS: z.string().optional(),
  ADMIN_EMAIL: z.email().default('admin@radhe-therm.example'),
  ADMIN_NAME: z.string().min(1).max(200).default('Site Administrator'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(900_000),
});

/** The validated configuration of one server process. Paths are absolute. */
export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  logLevel: string;
  /**
   * How log lines are written (LOG_FORMAT): 'pretty' (readable, one line per event; the default in development) or
   * 'json' (pino's JSON lines; the default in production and tests). server/logging.ts falls back to 'json' when
   * pino-pretty, a devDependency, is not installed.
   */
  logFormat: 'pretty' | 'json';
  dataDir: string;
  databaseUrl: string | undefined;
  blobDir: string;
  /** Azure Storage connection string; set → blobs live in Azure Blob Storage, not in `blobDir`. A secret: never log it. */
  azureStorageConnectionString: string | undefined;
  /** Upload size limits in bytes (contracts/upload.ts; UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_VIDEO_BYTES, UPLOAD_MAX_DOCUMENT_BYTES). */
  uploads: UploadLimits;
  webDistDir: string;
  /** Path of the server-render bundle (WEB_RENDER_ENTRY), or null when pages are left to the browser (SERVER_RENDER=false). */
  webRenderEntry: string | null;
  apiBase: string;
  mediaBase: string;
  cacheLifetimeMs: number;
  /** Bytes the catalogue read cache may hold (CATALOG_CACHE_MB); 0 = no cache, every read queries the database. */
  catalogCacheBytes: number;
  /** Server renders one client address may cause per minute; cached pages never count (PAGE_RENDER_RATE_LIMIT). */
  pageRenderRateLimit: number;
  /** Uncached searches per client address and minute, and how many run at once (SEARCH_RATE_LIMIT, SEARCH_CONCURRENCY). */
  search: { perMinute: number; concurrency: number };
  logoHref: string;
  seedOnStart: boolean;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, /readyz answers 503 'draining' this long (ms) while requests are still served,
   * so a load balancer's health check takes the instance out before it stops listening (server/main.ts).
   */
  shutdownDrainMs: number;
  /**
   * OpenTelemetry (server/telemetry/sdk.ts): `enabled` when OTEL_EXPORTER_OTLP_ENDPOINT (or its _TRACES_ or _METRICS_
   * form) is set and OTEL_SDK_DISABLED is not true; `serviceName` from OTEL_SERVICE_NAME. The SDK reads its other
   * OTEL_* settings itself.
   */
  telemetry: { enabled: boolean; serviceName: string };
  /** ATTACHMENT_ORPHAN_AGE_MS: an enquiry attachment no enquiry names is removed once this old (ms). */
  attachmentOrphanAgeMs: number;
  /** TRUST_PROXY: whose X-Forwarded-For, -Proto and -Host are believed (TrustProxySetting). */
  trustProxy: TrustProxySetting;
  contact: PublicConfig['contact'];
  mail: {
    /** SMTP relay URL; absent → messages are written as .eml files to `dir`. */
    smtpUrl: string | undefined;
    dir: string;
    from: string;
    /** Where enquiries go: ENQUIRY_TO, else the company e-mail. */
    enquiryTo: string;
    pollMs: number;
    /** OUTBOX_CONCURRENCY: messages sent at once by this instance's outbox worker. */
    concurrency: number;
    /** SMTP_TIMEOUT_MS: longest wait for each step of the relay, in ms. */
    smtpTimeoutMs: number;
    /** OUTBOX_LEASE_MS: how long a claim on a message lasts, in ms. */
    leaseMs: number;
  };
  /** Shared rate-limit store; absent → per-process memory (also this instance's stand-in while Redis is down). */
  redisUrl: string | undefined;
  /** REDIS_COMMAND_TIMEOUT_MS: a rate-limit command slower than this is counted in memory (server/rate-limits/shared-store.ts). */
  redisCommandTimeoutMs: number;
  /** POST /api/contact's allowances (server/rate-limits/enquiry-limits.ts). */
  enquiryLimits: EnquiryLimitsConfig;
  /** The site's public origin, e.g. 'https://www.example.com' (no trailing slash); the embedded issuer lives under it. */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. Unset, `publicUrl` is `http://localhost:{PORT}`, which only a browser on the server's
   * own computer reaches: pages are then served at any host name and only loopback names are redirected
   * (server/plugins/canonical-host.ts), and the API document names no server.
   */
  publicUrlSet: boolean;
  /** Redirect page requests for another host name to `publicUrl` (REDIRECT_TO_PUBLIC_URL; server/plugins/canonical-host.ts). */
  redirectToPublicUrl: boolean;
  auth: AuthConfig;
}

/**
 * The enquiry allowances: only accepted enquiries count,
 * at most `perAddress` from one client address and `perEmail` from one e-mail address per `windowMs`; a form sent
 * less than `minFillMs` after it was opened is a bot's (0 turns that check off).
 */
export interface EnquiryLimitsConfig {
  perAddress: number;
  perEmail: number;
  windowMs: number;
  minFillMs: number;
}

/**
 * Sign-in and access-token rules (product-spec.md §6). `embedded` is true when no external issuer is
 * configured: the server then runs its own OpenID provider at `{publicUrl}/oidc`.
 */
export interface AuthConfig {
  embedded: boolean;
  /** The issuer (`iss`) every access token must carry. */
  issuer: string;
  /** The SPA's client id at the issuer. */
  clientId: string;
  /**
   * Scopes the SPA asks for when it signs in (space-separated; product-spec.md §6 "Login scope is User.Read").
   * Always holds `openid` (the ID token carries the display name).
   */
  loginScopes: string;
  /**
   * Scopes of the API's access token, which the SPA sends with every write (product-spec.md §6 "an API scope is the
   * app client id with .default"); requested apart from the login scopes, with the refresh token.
   */
  apiScopes: string;
  /** The audience (`aud`) every access token must carry. */
  audience: string;
  /** JWKS location for an external issuer; absent → taken from the issuer's discovery document. */
  jwksUri: string | undefined;
  /** Accepted JWS algorithms (never 'none', never HMAC). */
  algorithms: string[];
  /** Allowed clock skew for exp/nbf/iat, in seconds. */
  clockToleranceS: number;
  /** Administrators: tokens whose `adminRoleClaim` holds `adminRole`, or whose e-mail is in `adminEmails`. */
  adminRoleClaim: string;
  adminRole: string;
  adminEmails: string[];
  /** Cookie signing keys for the embedded provider; absent → generated once and kept in the database. */
  cookieKeys: string[] | undefined;
  /** The embedded provider's administrator account. `password` absent → generated once outside production. */
  admin: { email: string; name: string; password: string | undefined };
  /** Login attempts accepted per IP per window at the embedded provider. */
  loginRateLimit: { max: number; windowMs: number };
}

/** The SPA's client id at the embedded provider (OIDC_CLIENT_ID overrides it). */
const EMBEDDED_CLIENT_ID = 'radhe-therm-web';

/** The embedded provider's API scope, unless OIDC_API_SCOPES names others (server/auth/embedded-provider.ts). */
const EMBEDDED_API_SCOPE = 'api';

/**
 * The login and API scopes (product-spec.md §6), each space-separated with single spaces:
 * - embedded provider: login `openid profile email api`, API `api`. It serves one API, so its sign-in asks for the
 *   API scope too and the sign-in's access token is already the API's. No `offline_access`: OpenID Connect keeps
 *   that scope only after a consent screen, which the site's own client never shows; the provider gives the SPA
 *   refresh tokens without it (docs/decisions/0005);
 * - external issuer (Microsoft Entra ID): login `openid profile offline_access User.Read`, API
 *   `{clientId}/.default`. Entra ID issues an access token for one resource at a time, so the SPA signs in for
 *   Microsoft Graph's `User.Read` and then asks for the API's token with the (multi-resource) refresh token.
 * OIDC_LOGIN_SCOPES / OIDC_API_SCOPES replace either list.
 */
export function signInScopes(
  embedded: boolean,
  clientId: string,
  login: string | undefined,
  api: string | undefined,
): { loginScopes: string; apiScopes: string } {
  const words = (value: string) => value.split(/\s+/).filter(Boolean).join(' ');
  return {
    loginScopes: words(login ?? (embedded ? `openid profile email ${EMBEDDED_API_SCOPE}` : 'openid profile offline_access User.Read')),
    apiScopes: words(api ?? (embedded ? EMBEDDED_API_SCOPE : `${clientId}/.default`)),
  };
}

/** Thrown by `loadConfig`; `problems` holds one line per invalid variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Parses the environment into a Config. Empty strings count as unset.
 * @throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const problems: string[] = [];
  const embedded = !e.OIDC_ISSUER;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (e.NODE_ENV === 'production') {
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (the site\'s https origin)');
    if (embedded && !e.ADMIN_PASSWORD) {
      problems.push('ADMIN_PASSWORD: required in production when the embedded sign-in provider is used (no OIDC_ISSUER)');
    }
  }
  if (e.OUTBOX_LEASE_MS < OUTBOX_LEASE_PER_SMTP_TIMEOUT * e.SMTP_TIMEOUT_MS) {
    problems.push(
      `OUTBOX_LEASE_MS: must be at least ${OUTBOX_LEASE_PER_SMTP_TIMEOUT} × SMTP_TIMEOUT_MS (${OUTBOX_LEASE_PER_SMTP_TIMEOUT * e.SMTP_TIMEOUT_MS} ms), so a send ends well inside its claim`,
    );
  }
  if (!embedded && !e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: required with OIDC_ISSUER');
  if (!embedded && !e.OIDC_AUDIENCE) problems.push('OIDC_AUDIENCE: required with OIDC_ISSUER');
  if (e.OIDC_SCOPES !== undefined) {
    problems.push('OIDC_SCOPES: replaced by OIDC_LOGIN_SCOPES (sign-in) and OIDC_API_SCOPES (the API\'s access token); see docs/operations.md "Sign-in"');
  }
  const scopes = signInScopes(embedded, e.OIDC_CLIENT_ID ?? EMBEDDED_CLIENT_ID, e.OIDC_LOGIN_SCOPES, e.OIDC_API_SCOPES);
  const loginScopes = scopes.loginScopes.split(' ');
  if (!loginScopes.includes('openid')) problems.push('OIDC_LOGIN_SCOPES: must include openid');
  if (embedded && loginScopes.includes('offline_access')) {
    problems.push('OIDC_LOGIN_SCOPES: leave out offline_access with the embedded provider (its refresh tokens come without it, and asking for it on a refresh is refused)');
  }
  const algorithms = e.OIDC_ALGORITHMS.split(',').map((a) => a.trim()).filter(Boolean);
  const unsafe = algorithms.filter((a) => !/^(RS|PS|ES)(256|384|512)$|^EdDSA$/.test(a));
  if (unsafe.length > 0) problems.push(`OIDC_ALGORITHMS: only asymmetric algorithms are accepted, not ${unsafe.join(', ')}`);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    blobDir: resolve(e.BLOB_DIR ?? `${dataDir}/blobs`),
    azureStorageConnectionString: e.AZURE_STORAGE_CONNECTION_STRING,
    uploads: { imageBytes: e.UPLOAD_MAX_IMAGE_BYTES, videoBytes: e.UPLOAD_MAX_VIDEO_BYTES, documentBytes: e.UPLOAD_MAX_DOCUMENT_BYTES },
    webDistDir: resolve(e.WEB_DIST_DIR),
    webRenderEntry: e.SERVER_RENDER ? resolve(e.WEB_RENDER_ENTRY) : null,
    apiBase: e.API_BASE,
    mediaBase: e.MEDIA_BASE,
    cacheLifetimeMs: e.CACHE_LIFETIME_MS,
    catalogCacheBytes: Math.floor(e.CATALOG_CACHE_MB * 1024 * 1024),
    pageRenderRateLimit: e.PAGE_RENDER_RATE_LIMIT,
    search: { perMinute: e.SEARCH_RATE_LIMIT, concurrency: e.SEARCH_CONCURRENCY },
    logoHref: e.LOGO_HREF,
    seedOnStart: e.SEED_ON_START,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    attachmentOrphanAgeMs: e.ATTACHMENT_ORPHAN_AGE_MS,
    telemetry: {
      enabled: !e.OTEL_SDK_DISABLED && Boolean(e.OTEL_EXPORTER_OTLP_ENDPOINT || e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || e.OTEL_EXPORTER_OTLP_METRICS_ENDPOINT),
      serviceName: e.OTEL_SERVICE_NAME,
    },
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      dir: resolve(e.MAIL_DIR ?? `${dataDir}/mail`),
      from: e.MAIL_FROM ?? `${e.COMPANY_NAME} <${e.COMPANY_EMAIL}>`,
      enquiryTo: e.ENQUIRY_TO ?? e.COMPANY_EMAIL,
      pollMs: e.OUTBOX_POLL_MS,
      concurrency: e.OUTBOX_CONCURRENCY,
      smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
      leaseMs: e.OUTBOX_LEASE_MS,
    },
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    enquiryLimits: {
      perAddress: e.CONTACT_RATE_LIMIT_PER_ADDRESS,
      perEmail: e.CONTACT_RATE_LIMIT_PER_EMAIL,
      windowMs: e.CONTACT_RATE_WINDOW_MS,
      minFillMs: e.CONTACT_MIN_FILL_MS,
    },
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    redirectToPublicUrl: e.REDIRECT_TO_PUBLIC_URL,
    auth: {
      embedded,
      // An external issuer is kept exactly as configured: `iss` is compared as a string.
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      clientId: e.OIDC_CLIENT_ID ?? EMBEDDED_CLIENT_ID,
      ...scopes,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      jwksUri: e.OIDC_JWKS_URI,
      algorithms,
      clockToleranceS: e.OIDC_CLOCK_TOLERANCE_S,
      adminRoleClaim: e.ADMIN_ROLE_CLAIM,
      adminRole: e.ADMIN_ROLE,
      adminEmails: (e.ADMIN_EMAILS ?? '').split(',').map((m) => m.trim().toLowerCase()).filter(Boolean),
      cookieKeys: e.OIDC_COOKIE_KEYS?.split(',').map((k) => k.trim()).filter(Boolean),
      admin: { email: e.ADMIN_EMAIL.toLowerCase(), name: e.ADMIN_NAME, password: e.ADMIN_PASSWORD },
      loginRateLimit: { max: e.LOGIN_RATE_LIMIT, windowMs: e.LOGIN_RATE_WINDOW_MS },
    },
    contact: {
      companyName: e.COMPANY_NAME,
      addressLine1: e.COMPANY_ADDRESS_LINE1,
      addressLine2: e.COMPANY_ADDRESS_LINE2,
      email: e.COMPANY_EMAIL,
      phoneNumber: e.COMPANY_PHONE,
      productionSites: [e.PRODUCTION_SITE_1, e.PRODUCTION_SITE_2, e.PRODUCTION_SITE_3, e.PRODUCTION_SITE_4].filter(Boolean),
    },
  };
}

/**
 * The whitelist of configuration the browser may see, checked against its contract (contracts/public-config.ts)
 * here, where it is written: the browser reads it without loading zod (web/src/lib/config.ts).
 * @throws ZodError when a configured value breaks the contract (a programming error: loadConfig checked them)
 */
export function publicConfig(config: Config): PublicConfig {
  return publicConfigSchema.parse({
    apiBase: config.apiBase,
    mediaBase: config.mediaBase,
    siteUrl: config.publicUrl,
    cacheLifetimeMs: config.cacheLifetimeMs,
    logoHref: config.logoHref,
    contact: config.contact,
    uploads: config.uploads,
    auth: {
      authority: config.auth.issuer,
      clientId: config.auth.clientId,
      loginScopes: config.auth.loginScopes,
      apiScopes: config.auth.apiScopes,
      audience: config.auth.audience,
      // The embedded provider knows the SPA's redirect addresses at PUBLIC_URL only (server/auth/embedded-provider.ts).
      ...(config.auth.embedded ? { signInOrigin: new URL(config.publicUrl).origin } : {}),
    },
  });
}
