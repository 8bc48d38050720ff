/**
 * The site's own metrics (OpenTelemetry API; the SDK, when server/telemetry/sdk.ts started it, exports them over
 * OTLP, otherwise every call here is a no-op). Names follow OpenTelemetry's conventions (`site.` for ours, units
 * in UCUM). Request latency by route is the HTTP instrumentation's `http.server.request.duration` (seconds, with
 * `http.route` set by @fastify/otel); docs/operations.md "Alerts" names what to watch.
 *
 * The meter is taken when this module is first imported: the SDK must be started before (server/main.ts does).
 */
import { metrics, type Attributes, type BatchObservableResult } from '@opentelemetry/api';

const meter = metrics.getMeter('radhe-therm-site');

/** Lookups of the catalogue read cache, by `result` ('hit', 'miss') and `budget` ('answers', 'pages'): read-cache.ts. */
export const catalogCacheLookups = meter.createCounter('site.catalog_cache.lookups', {
  description: 'Catalogue read-cache lookups, by result (hit, miss) and budget (answers, pages)',
  unit: '{lookup}',
});

/** Enquiries answered, by `outcome` ('accepted', 'refused') and `http.response.status_code` (server/plugins/telemetry.ts). */
export const enquiries = meter.createCounter('site.enquiries', {
  description: 'Enquiries answered, by outcome (accepted, refused) and status code',
  unit: '{enquiry}',
});

/** Searches the admission refused, by `http.response.status_code` (429 allowance used up, 503 busy). */
export const searchRefusals = meter.createCounter('site.search.refusals', {
  description: 'Searches refused by the search admission (429 allowance, 503 busy)',
  unit: '{search}',
});

/** What the outbox gauges read at each collection (server/mail/outbox.ts `readOutboxBacklog`). */
export interface OutboxState {
  /** Messages queued or being sent. */
  unsent: number;
  /** Age of the oldest of them in seconds, 0 when there is none. */
  oldestAgeS: number;
  /** Messages given up for good. */
  failed: number;
}

/**
 * Observes the mail outbox at every collection: `site.mail_outbox.unsent`, `site.mail_outbox.oldest_unsent_age`
 * (s) and `site.mail_outbox.failed`. `read` runs only when a collection happens (never while telemetry is off); a read that fails reports nothing
 * for that collection. @returns a function that stops observing.
 */
export function observeOutbox(read: () => Promise<OutboxState>, attributes: Attributes = {}): () => void {
  const unsent = meter.createObservableGauge('site.mail_outbox.unsent', { description: 'Mail messages not sent yet', unit: '{message}' });
  const oldest = meter.createObservableGauge('site.mail_outbox.oldest_unsent_age', { description: 'Age of the oldest mail message not sent yet', unit: 's' });
  const failed = meter.createObservableGauge('site.mail_outbox.failed', { description: 'Mail messages given up after every attempt', unit: '{message}' });
  const callback = async (result: BatchObservableResult) => {
    try {
      const state = await read();
      result.observe(unsent, state.unsent, attributes);
      result.observe(oldest, state.oldestAgeS, attributes);
      result.observe(failed, state.failed, attributes);
    } catch {
      // The database is down: this collection has no outbox figures (the readiness probe says why).
    }
  };
  meter.addBatchObservableCallback(callback, [unsent, oldest, failed]);
  return () => meter.removeBatchObservableCallback(callback, [unsent, oldest, failed]);
}
