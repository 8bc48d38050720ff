/**
 * The server's log options ("log no request bodies, and redact e-mail and phone in every log line").
 * pino at `config.logLevel`, written as `config.logFormat` says (LOG_FORMAT): JSON lines (production, tests), or
 * readable lines through pino-pretty (development; JSON with a process warning where pino-pretty, a
 * devDependency, is not installed). Three layers keep personal data out of both:
 *
 * 1. `redact`: fields that may hold a secret or a visitor's data are censored wherever a log call names them
 *    (authorization and cookie headers, request bodies, `email`, `phone`/`phoneNo` one level deep).
 * 2. The `err` serializer: pino's own, minus what a failed query carries — drizzle's DrizzleQueryError keeps
 *    the statement's bound values in `params` and in its message ("params: Asha,asha@…"), i.e. the request
 *    body; both are dropped (the SQL text stays: it names the failing statement, not the data).
 * 3. `hooks.streamWrite`: the last step before a JSON line is written (to stdout or to pino-pretty); every e-mail
 *    address and phone number found anywhere in the line (messages, error texts and stacks, URLs, bindings) is
 *    masked (`maskPersonalData`). JSON numbers (time, pid, status codes) are never taken for phones: they follow
 *    ':', ',' or '['. About half a microsecond per request line (a line without '@' skips the e-mail pattern).
 *
 * pino's API: `redact`, `serializers`, `hooks.streamWrite` (pino 10, docs/api.md); pino-pretty's `build`.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions, type SerializedError } from 'pino';
import type PinoPretty from 'pino-pretty';
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
 * The message of a LOG_FORMAT=pretty line: the request id first when there is one, then the message, and for
 * Fastify's two request lines what they are about on the same line ('req-1 incoming request: GET /in',
 * 'req-1 request completed: 200 in 3.2 ms') instead of their `req`/`res` objects below it.
 */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const id = typeof log.reqId === 'string' || typeof log.reqId === 'number' ? `${log.reqId} ` : '';
  const message = `${id}${String(log[messageKey] ?? '')}`;
  const req = log.req as { method?: unknown; url?: unknown } | undefined;
  const res = log.res as { statusCode?: unknown } | undefined;
  if (req && typeof req.method === 'string') return `${message}: ${req.method} ${String(req.url)}`;
  if (res && typeof res.statusCode === 'number') {
    return typeof log.responseTime === 'number' ? `${message}: ${res.statusCode} in ${log.responseTime.toFixed(1)} ms` : `${message}: ${res.statusCode}`;
  }
  return message;
}

/** pino-pretty's options for LOG_FORMAT=pretty: the time of day, `prettyMessage`, no pid or host name (one process). */
const PRETTY_OPTIONS: PinoPretty.PrettyOptions = {
  translateTime: 'HH:MM:ss.l',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat: prettyMessage,
};

/**
 * The stream of LOG_FORMAT=pretty: each JSON line pino writes (already masked) turned into a readable one by
 * pino-pretty's formatter and written to `destination` (stdout) at once, in the main thread: no worker, no line
 * left behind when the process exits. Colours when stdout is a terminal that takes them (pino-pretty's check).
 * pino-pretty is a devDependency: where it is not installed (an image built without dev dependencies) this emits a
 * process warning (code LOG_FORMAT_JSON) and returns null, and the caller writes JSON lines.
 * @param load loads a package by name (tests pass one that finds nothing)
 * @throws what loading pino-pretty throws other than "module not found"
 */
export function prettyStream(
  destination: { write(text: string): unknown } = process.stdout,
  load: (id: string) => unknown = createRequire(import.meta.url),
): DestinationStream | null {
  let pretty: typeof PinoPretty;
  try {
    pretty = load('pino-pretty') as typeof PinoPretty;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    process.emitWarning('LOG_FORMAT=pretty needs the pino-pretty package (a devDependency), which is not installed: logging JSON lines. Set LOG_FORMAT=json to say so.', {
      code: 'LOG_FORMAT_JSON',
    });
    return null;
  }
  const format = pretty.prettyFactory(PRETTY_OPTIONS);
  return { write: (line: string) => void destination.write(format(line)) };
}

/**
 * The logger options of the app: `extra` (a stream, a level, …; `true` or absent for the defaults) with the
 * redaction, the error serializer and the masking hook of this module always added; `false` stays `false`
 * (silent). Without `extra`: level from LOG_LEVEL, lines as LOG_FORMAT says (`prettyStream` for 'pretty').
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  extra?: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (extra === false) return false;
  let base: LoggerOptions & { stream?: DestinationStream };
  if (extra && typeof extra === 'object') base = extra as LoggerOptions;
  else {
    const stream = config.logFormat === 'pretty' ? prettyStream() : null;
    base = stream ? { level: config.logLevel, stream } : { level: config.logLevel };
  }
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { ...base.serializers, err: serializeError },
    hooks: { ...base.hooks, streamWrite: maskPersonalData },
  } as FastifyServerOptions['logger'];
}
