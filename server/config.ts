/**
 * Server configuration, parsed once from the environment with zod (design.md "environment validated once at
 * start"). `loadConfig` throws a `ConfigError` listing every problem at once; `publicConfig` is the whitelist
 * the browser sees (contracts/public-config.ts).
 *
 * Defaults give the embedded set-up of issue 2: PGlite in ./data/pglite, blobs in ./data/blobs, port 3000, the
 * demo catalogue seeded on first start, a 5-minute browser cache (product-spec.md §9) and a fictitious company
 * contact (a GIDC estate in Vadodara, Gujarat; e-mail on the reserved .example domain, so nothing leaks).
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '../contracts/public-config.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  BLOB_DIR: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  API_BASE: z.string().startsWith('/').or(z.url()).default('/api'),
  MEDIA_BASE: z.string().startsWith('/').or(z.url()).default('/media'),
  CACHE_LIFETIME_MS: z.coerce.number().int().positive().default(300_000),
  LOGO_HREF: z.string().min(1).default('/'),
  SEED_ON_START: bool.default(true),
  /** Trust X-Forwarded-* headers (only behind a reverse proxy or load balancer; otherwise clients could spoof their IP). */
  TRUST_PROXY: bool.default(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  ENQUIRY_TO: z.email().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(2000),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  COMPANY_NAME: z.string().min(1).default('Radhe Group of Industries'),
  // Four production-site address strings (product-spec.md §3): radhe's two units, then therm's UNIT-1 and UNIT-2.
  COMPANY_ADDRESS_LINE1: z.string().default('Plot 412, GIDC Industrial Estate, Makarpura'),
  COMPANY_ADDRESS_LINE2: z.string().default('Vadodara, Gujarat 390010, India'),
  COMPANY_EMAIL: z.email().default('enquiry@radhe-therm.example'),
  COMPANY_PHONE: z.string().min(1).default('+91 265 263 4100'),
  PRODUCTION_SITE_1: z.string().default('Plot 412, GIDC Industrial Estate, Makarpura, Vadodara, Gujarat 390010, India'),
  PRODUCTION_SITE_2: z.string().default('Plot 57, GIDC Estate, Por–Ramangamdi, Vadodara, Gujarat 391243, India'),
  PRODUCTION_SITE_3: z.string().default('UNIT-1: Plot 118, GIDC Estate, Savli, Vadodara, Gujarat 391775, India'),
  PRODUCTION_SITE_4: z.string().default('UNIT-2: Plot 23, GIDC Estate, Waghodia, Vadodara, Gujarat 391760, India'),
});

/** The validated configuration of one server process. Paths are absolute. */
export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  blobDir: string;
  webDistDir: string;
  apiBase: string;
  mediaBase: string;
  cacheLifetimeMs: number;
  logoHref: string;
  seedOnStart: boolean;
  trustProxy: boolean;
  contact: PublicConfig['contact'];
  mail: {
    /** SMTP relay URL; absent → messages are written as .eml files to `dir`. */
    smtpUrl: string | undefined;
    dir: string;
    from: string;
    /** Where enquiries go: ENQUIRY_TO, else the company e-mail. */
    enquiryTo: string;
    pollMs: number;
  };
  /** Shared rate-limit store; absent → per-process memory. */
  redisUrl: string | undefined;
  /** POST /api/contact: at most `max` per IP per `windowMs`. */
  contactRateLimit: { max: number; windowMs: number };
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    blobDir: resolve(e.BLOB_DIR ?? `${dataDir}/blobs`),
    webDistDir: resolve(e.WEB_DIST_DIR),
    apiBase: e.API_BASE,
    mediaBase: e.MEDIA_BASE,
    cacheLifetimeMs: e.CACHE_LIFETIME_MS,
    logoHref: e.LOGO_HREF,
    seedOnStart: e.SEED_ON_START,
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      dir: resolve(e.MAIL_DIR ?? `${dataDir}/mail`),
      from: e.MAIL_FROM ?? `${e.COMPANY_NAME} <${e.COMPANY_EMAIL}>`,
      enquiryTo: e.ENQUIRY_TO ?? e.COMPANY_EMAIL,
      pollMs: e.OUTBOX_POLL_MS,
    },
    redisUrl: e.REDIS_URL,
    contactRateLimit: { max: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_MS },
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

/** The whitelist of configuration the browser may see (contracts/public-config.ts). */
export function publicConfig(config: Config): PublicConfig {
  return {
    apiBase: config.apiBase,
    mediaBase: config.mediaBase,
    cacheLifetimeMs: config.cacheLifetimeMs,
    logoHref: config.logoHref,
    contact: config.contact,
  };
}
