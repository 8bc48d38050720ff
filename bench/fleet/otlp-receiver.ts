/**
 * The fleet test's telemetry collector: an OTLP/HTTP receiver with JSON encoding (the instances export with
 * OTEL_EXPORTER_OTLP_PROTOCOL=http/json) on 127.0.0.1 that keeps every span and metric data point it is sent, so
 * the test can check what an operator's collector would get.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import { LOOPBACK } from '../harness/site-process.ts';

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
type KeyValue = { key: string; value: AnyValue };

/** One span as received, its attributes flattened. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  service: string;
  /** The exporting instance (resource `service.instance.id`). */
  instance: string;
  attributes: Record<string, string | number | boolean | undefined>;
}

/** One metric data point as received. */
export interface ReceivedPoint {
  metric: string;
  service: string;
  attributes: Record<string, string | number | boolean | undefined>;
  /** The value of a sum or gauge point, the count of a histogram point. */
  value: number;
}

export interface OtlpReceiver {
  /** `http://127.0.0.1:{port}` for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  points: ReceivedPoint[];
  stop(): Promise<void>;
}

const flatten = (attributes: KeyValue[] = []) =>
  Object.fromEntries(attributes.map((a) => [a.key, a.value.stringValue ?? (a.value.intValue !== undefined ? Number(a.value.intValue) : (a.value.doubleValue ?? a.value.boolValue))]));

/** Starts the receiver on `port`; answers 200 `{}` to every export (the OTLP success answer). */
export async function startOtlpReceiver(port: number): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const points: ReceivedPoint[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (request.url === '/v1/traces') {
        for (const rs of body.resourceSpans ?? []) {
          const resource = flatten(rs.resource?.attributes);
          const service = String(resource['service.name']);
          const instance = String(resource['service.instance.id']);
          for (const ss of rs.scopeSpans ?? []) {
            for (const s of ss.spans ?? []) spans.push({ traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId || undefined, name: s.name, kind: s.kind, scope: ss.scope?.name, service, instance, attributes: flatten(s.attributes) });
          }
        }
      } else if (request.url === '/v1/metrics') {
        for (const rm of body.resourceMetrics ?? []) {
          const service = String(flatten(rm.resource?.attributes)['service.name']);
          for (const sm of rm.scopeMetrics ?? []) {
            for (const m of sm.metrics ?? []) {
              const data = m.sum ?? m.gauge ?? m.histogram;
              for (const p of data?.dataPoints ?? []) points.push({ metric: m.name, service, attributes: flatten(p.attributes), value: Number(p.asInt ?? p.asDouble ?? p.count ?? 0) });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } catch {
      response.writeHead(400).end();
    }
  });
  server.listen(port, LOOPBACK);
  await once(server, 'listening');
  return {
    url: `http://${LOOPBACK}:${port}`,
    spans,
    points,
    async stop() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
