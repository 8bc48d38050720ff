/**
 * Plugin `telemetry`: the site's own metrics that need the app (server/telemetry/metrics.ts): enquiries accepted
 * and refused and searches the admission refused, counted from the answers of their routes; the mail outbox's
 * depth and the age of its oldest unsent message, read from the database at each collection. While telemetry is
 * off (no OTLP endpoint) the counters are no-ops and the outbox is never read.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { readOutboxBacklog } from '../mail/outbox.ts';
import { enquiries, observeOutbox, searchRefusals } from '../telemetry/metrics.ts';

/** Routes whose POST answers are enquiries (contact.ts). */
const ENQUIRY_ROUTES = new Set(['/api/contact', '/api/contact/with-attachments']);
const SEARCH_ROUTE = '/api/Search/:vendor';

export const telemetryPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      const status = reply.statusCode;
      if (request.method === 'POST' && route && ENQUIRY_ROUTES.has(route)) {
        enquiries.add(1, { outcome: status === 200 ? 'accepted' : 'refused', 'http.response.status_code': status });
      } else if (route === SEARCH_ROUTE && (status === 429 || status === 503)) {
        searchRefusals.add(1, { 'http.response.status_code': status });
      }
    });
    const stop = observeOutbox(() => readOutboxBacklog(app.db));
    app.addHook('onClose', async () => stop());
  },
  { name: 'telemetry', dependencies: ['database'], fastify: '5.x' },
);
