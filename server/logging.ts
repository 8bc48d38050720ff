/**
 * The server's log options (issue 18: "log no request bodies, and redact e-mail and phone in every log line").
 * pino JSON lines at `config.logLevel` (pretty-printed in development on a terminal), with three layers:
 *
 * 1. `redact`: fields that may hold a secret or a visitor's data are censored wherever a log call names them
 *    (authorization and cookie headers, request bodies, `email`, `phone`/`phoneNo` one level deep).
 * 2. The `err` serializer: pino's own, minus what a failed query carries — drizzle's DrizzleQueryError keeps
 *    the statement's bound values in `params` and in its message ("params: Asha,asha@…"), i.e. the request
 *    body; both are dropped (the SQL text stays: it names the failing statement, not the data).
 * 3. `hooks.streamWrite`: the last step before a line is written; every e-mail address and phone number found
 *    anywhere in the line (messages, error texts and stacks, URLs, bindings) is masked (`maskPersonalData`).
 *    JSON numbers (time, pid, status codes) are never taken for phones: they follow ':', ',' or '['. About half
 *    a microsecond per request line (a line without '@' skips the e-mail pattern).
 *
 * pino's API: `redact`, `serializers`, `hooks.streamWrite` (pino 10, docs/api.md).
 */
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type LoggerOptions, type SerializedError } from 'pino';
import type { Config } from './config.ts';

/** What replaces an e-mail address in a log line. */
export const EMAIL_MASK = '[email]';
/** What replaces a phone number in a log line. */
export const PHONE_MASK = '[phone]';

/** An e-mail address: local part, @, a domain with at least one dot. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/**
 * A phone-number candidate: digits with spaces, hyphens or parentheses between them, not glued to letters,
 * slashes, dots, colons, commas, brackets or hyphens on either side (so ids, paths, IP addresses, times, decimals
 * and JSON numbers are not candidates; a leading '+' may follow a colon, as in 'tel:+44…'). `isPhone` then asks
 * for 7–15 digits after a '+', else 10–15.
 */
const PHONE = /(?:(?<![\w/.:,[+-])\(?|(?<![\w+])\+)\d[\d ()-]{4,}\d(?![\w/-]|[.:]\d)/g;

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  return candidate.startsWith('+') ? digits >= 7 && digits <= 15 : digits >= 10 && digits <= 15;
}

/**
 * Masks every e-mail address (EMAIL_MASK) and phone number (PHONE_MASK) in `text`: '+91 98250 00000' and
 * '098250 00000' are phones, '2024-05-01', '10.0.0.12', '1700000000000-rod.png' and UUIDs are not.
 */
export function maskPersonalData(text: string): string {
  const masked = text.includes('@') ? text.replace(EMAIL, EMAIL_MASK) : text;
  return masked.replace(PHONE, (candidate) => (isPhone(candidate) ? PHONE_MASK : candidate));
}

/**
 * pino's error serializer without a failed query's bound values (`params`, and the "params: …" part of its
 * message and stack), also in its `cause`s.
 */
export function serializeError(error: unknown): SerializedError {
  const serialized = stdSerializers.err(error as Error);
  const scrub = (value: Record<string, unknown>) => {
    delete value.params;
    for (const key of ['message', 'stack'] as const) {
      if (typeof value[key] === 'string') value[key] = value[key].replace(/\nparams: [^\n]*/g, '\nparams: [not logged]');
    }
    if (value.cause && typeof value.cause === 'object') scrub(value.cause as Record<string, unknown>);
  };
  scrub(serialized as unknown as Record<string, unknown>);
  return serialized;
}

/** Paths `redact` censors (pino's path syntax). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'req.body',
  'body',
  'email',
  'phone',
  'phoneNo',
  '*.email',
  '*.phone',
  '*.phoneNo',
];

/**
 * The logger options of the app: `extra` (a stream, a level, …; `true` or absent for the defaults) with the
 * redaction, the error serializer and the masking hook of this module always added; `false` stays `false`
 * (silent). Without `extra`: level from LOG_LEVEL, pino-pretty in development when stdout is a terminal.
 */
export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>, extra?: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (extra === false) return false;
  const base: LoggerOptions =
    extra && typeof extra === 'object'
      ? (extra as LoggerOptions)
      : config.env === 'development' && process.stdout.isTTY
        ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
        : { level: config.logLevel };
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { ...base.serializers, err: serializeError },
    hooks: { ...base.hooks, streamWrite: maskPersonalData },
  } as FastifyServerOptions['logger'];
}
