import Fastify, { type FastifyInstance } from 'fastify';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { slowRequestsPlugin } from './slow-requests.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What a raw connection saw: the text received and when (ms after opening) the server closed it, or null. */
interface Connection {
  socket: Socket;
  received: () => string;
  closedAfterMs: () => number | null;
}

function open(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = '';
    let closedAt: number | null = null;
    const socket = connect(port, '127.0.0.1', () => resolve({ socket, received: () => text, closedAfterMs: () => (closedAt === null ? null : closedAt - started) }));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => (closedAt = Date.now()));
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

const post = (bodyBytes: number) =>
  `POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`;

describe('slow requests (slow bodies are cut, slow uploads are not)', () => {
  let app: FastifyInstance;
  let port: number;
  const connections: Socket[] = [];

  async function start() {
    // Node checks header deadlines every connectionsCheckingInterval (30 s by default); 100 ms here.
    app = Fastify({ logger: false, http: { connectionsCheckingInterval: 100 } });
    await app.register(slowRequestsPlugin, { headersMs: 600, minBytesPerS: 1024, graceMs: 500 });
    app.post('/echo', async (request) => ({ bytes: JSON.stringify(request.body).length }));
    app.get('/ok', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }

  afterEach(async () => {
    for (const socket of connections.splice(0)) socket.destroy();
    await app?.close();
  });

  async function connection(): Promise<Connection> {
    const c = await open(port);
    connections.push(c.socket);
    return c;
  }

  it('closes a connection whose body stalls', async () => {
    await start();
    const c = await connection();
    c.socket.write(post(1000) + '{"a":"');
    await sleep(1500);
    expect(c.closedAfterMs()).not.toBeNull();
    expect(c.closedAfterMs()!).toBeLessThan(1200);
  });

  it('closes a connection that trickles its body a few bytes at a time', async () => {
    await start();
    const c = await connection();
    c.socket.write(post(1000) + '{"a":"');
    for (let i = 0; i < 20 && c.closedAfterMs() === null; i += 1) {
      c.socket.write('xx');
      await sleep(100);
    }
    expect(c.closedAfterMs()).not.toBeNull();
  });

  it('lets a body that keeps the rate take as long as it needs', async () => {
    await start();
    const c = await connection();
    const body = `{"a":"${'x'.repeat(3000 - 8)}"}`;
    c.socket.write(post(body.length));
    // 3000 bytes in 300-byte steps every 150 ms: 2 KiB/s for 1.5 s, three times the grace.
    for (let i = 0; i < body.length; i += 300) {
      c.socket.write(body.slice(i, i + 300));
      await sleep(150);
    }
    await sleep(100);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(c.closedAfterMs()).toBeNull();
  });

  it('leaves requests without a body and idle keep-alive connections alone', async () => {
    await start();
    const c = await connection();
    c.socket.write('GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await sleep(1200);
    c.socket.write('GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await sleep(100);
    expect(c.received().match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(c.closedAfterMs()).toBeNull();
  });

  it('answers 408 to headers that do not arrive in time', async () => {
    await start();
    const c = await connection();
    c.socket.write('GET /ok HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await sleep(1200);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(c.closedAfterMs()).not.toBeNull();
  });
});
