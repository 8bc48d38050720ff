/**
 * OpenTelemetry for the server (docs/operations.md "Telemetry"): started by server/main.ts before any other module
 * of the site is loaded, and only when an OTLP endpoint is configured (config.ts `telemetry.enabled`:
 * OTEL_EXPORTER_OTLP_ENDPOINT or its _TRACES_/_METRICS_ forms, and OTEL_SDK_DISABLED not true).
 *
 * What it records:
 * - a span per request (HTTP instrumentation; @fastify/otel names it by route and adds the handler's span), with the
 *   PostgreSQL queries (pg) and Redis commands (ioredis) made for it as child spans; W3C trace context from the
 *   balancer or the caller is continued;
 * - metrics: the HTTP instrumentation's `http.server.request.duration` by `http.route`, and the site's own
 *   (server/telemetry/metrics.ts);
 * - the trace and span ids on every log line written inside a request (`trace_id`, `span_id`: pino instrumentation;
 *   the lines stay on stdout, none is sent over OTLP).
 *
 * Everything else comes from the standard OTEL_* variables, read by the SDK itself: endpoints and headers
 * (OTEL_EXPORTER_OTLP_*; the protocol defaults to http/protobuf), OTEL_RESOURCE_ATTRIBUTES,
 * OTEL_METRIC_EXPORT_INTERVAL (default 60 s), OTEL_TRACES_SAMPLER.
 *
 * The packages it patches (node:http, pg, ioredis, pino) are CommonJS, patched by the SDK's require hooks, so they
 * must be loaded after `startTelemetry`; ioredis is required here (PRELOADED). No ES-module loader hook: wrapping
 * every module with one doubled the start time (measured: 2.5 s → 5.2 s; 4.3-4.9 s with it limited to ioredis).
 * Fastify is instrumented through its diagnostics channel (@fastify/otel `registerOnInitialization`): the request span and the
 * handler's; its lifecycle hooks get no span of their own (30 spans a request with them, measured in the fleet test).
 */
import { createRequire } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { startNodeSdk } from '@opentelemetry/sdk-node';

/**
 * Packages loaded through `require` right after the SDK starts, so its require hooks patch them before the site
 * imports them (the import then gets the same, patched, module): ioredis, which an ES module's import does not
 * hand to those hooks (measured: no Redis span otherwise).
 */
const PRELOADED = ['ioredis'];

/** Paths whose requests are not traced: health probes every few seconds from every balancer (their log lines carry no trace id). */
export const UNTRACED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** The running SDK; `shutdown()` flushes what is buffered (call it before the process exits). */
export interface Telemetry {
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK (see the module comment) for the service `options.serviceName` (config.ts, from
 * OTEL_SERVICE_NAME). @throws only what the SDK throws on a configuration it cannot use (it reports problems of the exporters later, through its own diagnostics, without stopping the site).
 */
export function startTelemetry(options: { serviceName: string }): Telemetry {
  const sdk = startNodeSdk({
    // The deployment names its build in OTEL_RESOURCE_ATTRIBUTES (service.version=…, docs/deploy.md).
    resourceAttributes: { 'service.name': options.serviceName },
    // Logs stay on stdout as JSON lines (docs/operations.md "Logs"); only their correlation with traces is added.
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]) }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  const require = createRequire(import.meta.url);
  for (const name of PRELOADED) require(name);
  return sdk;
}
