/**
 * The catalogue read cache: serialised answers of GET /api/Categories and GET /api/Products kept in
 * process memory, keyed by the catalogue's version in the database, so a cached read costs no listing query,
 * no JSON serialisation and no hashing — and still never answers with a catalogue older than the last write
 * committed before the request arrived, whichever instance made it.
 *
 * How a read stays fresh across several server instances (PostgreSQL):
 * - Every write to categories or products, by any instance or straight in SQL, gives the one `catalog_version`
 *   row a new random value in the writing transaction (statement triggers, migration 0003), so the new version
 *   is visible exactly when the write is.
 * - Each request waits for a version read *issued after the request arrived* (`CatalogVersionReader`): it
 *   joins the next read, which is issued at the end of the event-loop turn once no other read is in flight.
 *   Hence any write committed before the request arrived is seen. Under load one version query (a primary-key
 *   read of one row) serves every request that arrived while the previous one ran.
 * - An entry is used only when it was stored under the version the request saw; a new version empties the
 *   cache. Data queries run after the version read, so an entry is never older than its version.
 * - The ETag is the SHA-1 of the JSON (weak, as @fastify/etag makes it), so every instance sends the same ETag
 *   for the same answer, and `Cache-Control: no-cache` makes browsers revalidate each time (304 when unchanged).
 *
 * PGlite lives inside one process, so that process makes every write: the same trigger also sends a NOTIFY,
 * which PGlite delivers in-process before the writing statement (or COMMIT) returns, and the cache runs in
 * in-process mode — `changed()` on each notification, no version query at all (plugins/catalog-cache.ts).
 *
 * Compressed variants (brotli, gzip) are made once per entry on first demand and kept beside it, so a cached
 * read never compresses. Size is bounded by CATALOG_CACHE_MB (lru-cache: least recently used entries go first);
 * 0 turns the cache off, and then every read queries the database as before. Rendered pages (server/pages/site-pages.ts)
 * have their own share of it (PAGE_BUDGET_SHARE), so pages — large, and one per path —
 * never push the API's answers out. Content negotiation and If-None-Match are the maintained packages'
 * (@fastify/accept-negotiator, fresh).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { catalogCacheLookups } from '../telemetry/metrics.ts';

/** A read of the catalogue's current version; `null` when the version row is missing (then nothing is cached). */
export type ReadVersion = () => Promise<string | null>;

/**
 * Coalesces version reads: `current()` resolves with a value read by a query issued after the call. Callers
 * share the next read until it is issued; it is issued at the end of the current event-loop turn (so every
 * request that arrived in that turn shares it, even when the driver answers without ever yielding, as PGlite
 * does) and never while another read is in flight — so at most one read runs and one waits.
 */
export class CatalogVersionReader {
  private readonly read: ReadVersion;
  private readonly onRead: (version: string | null) => void;
  /** The read in flight (its query issued). */
  private running: Promise<string | null> | null = null;
  /** The next read, not issued yet: callers may still join it. */
  private next: Promise<string | null> | null = null;
  /** How many version queries were issued (for tests and diagnostics). */
  reads = 0;

  /** `onRead` is called with every value read, in the order the reads ran. */
  constructor(read: ReadVersion, onRead: (version: string | null) => void = () => {}) {
    this.read = read;
    this.onRead = onRead;
  }

  current(): Promise<string | null> {
    if (this.next) return this.next;
    const previous = this.running;
    const next = (async () => {
      if (previous) await previous.catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
      // From here on, callers need a later read: this one is issued now.
      this.next = null;
      return this.issue();
    })();
    this.next = next;
    return next;
  }

  private issue(): Promise<string | null> {
    this.reads += 1;
    const run: Promise<string | null> = this.read()
      .then((version) => {
        this.onRead(version);
        return version;
      })
      .finally(() => {
        if (this.running === run) this.running = null;
      });
    this.running = run;
    return run;
  }
}

export type ContentCoding = 'br' | 'gzip';

/** Bodies below this size go out uncompressed (as @fastify/compress's threshold in plugins/http.ts). */
export const COMPRESS_THRESHOLD = 1024;

const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** One serialised answer: the JSON bytes, their ETag, and its compressed variants made so far. */
export class CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  private readonly variants = new Map<ContentCoding, Promise<Buffer>>();
  private readonly onGrow: (bytes: number) => void;

  /** `onGrow` is told the size of every compressed variant once made. */
  constructor(body: Buffer, onGrow: (bytes: number) => void = () => {}) {
    this.body = body;
    this.onGrow = onGrow;
    this.etag = `W/"${createHash('sha1').update(body).digest('base64')}"`;
  }

  /** Serialises `value` as the API sends it. */
  static of(value: unknown, onGrow?: (bytes: number) => void): CachedAnswer {
    return new CachedAnswer(Buffer.from(JSON.stringify(value)), onGrow);
  }

  /** The body in `coding`, compressed on first demand (off the event loop) and kept. */
  encoded(coding: ContentCoding): Promise<Buffer> {
    let variant = this.variants.get(coding);
    if (!variant) {
      variant = compressors[coding](this.body);
      this.variants.set(coding, variant);
      variant.then(
        (bytes) => this.onGrow(bytes.length),
        () => this.variants.delete(coding),
      );
    }
    return variant;
  }
}

/** Turns a loaded value into a CachedAnswer (or a subclass `A`); `onGrow` as CachedAnswer's. */
export type Serialise<A extends CachedAnswer = CachedAnswer> = (value: unknown, onGrow?: (bytes: number) => void) => A;

/** The part of CATALOG_CACHE_MB that rendered pages may hold; the API's answers have the rest. */
export const PAGE_BUDGET_SHARE = 0.5;

/** How `CatalogReadCache.get` treats one key (all optional). */
export interface GetOptions<A extends CachedAnswer> {
  /** Whose bytes the entry counts against: the API's answers (default) or the rendered pages' share. */
  budget?: 'answers' | 'pages';
  /**
   * Whether a loaded answer is kept (default: always). One that is not (a 404 page) still goes to every request
   * that asked for it while it loaded, then the next request loads again.
   */
  keep?: (answer: A) => boolean;
  /**
   * Runs before this request's own load (a miss), never for an answer in the cache or one already loading; a
   * rejection refuses this request only and loads nothing (a rate limit on page renders).
   */
  admit?: () => Promise<void>;
}

interface Entry {
  version: string;
  answer: Promise<CachedAnswer>;
  bytes: number;
}

/** Entries cost their bytes plus this much bookkeeping each, plus their key (two bytes a character). */
const ENTRY_OVERHEAD = 256;

/** The version-keyed answer cache of one server instance (see the module docstring). */
export class CatalogReadCache {
  /** The shared version reads; null in in-process mode. */
  readonly versions: CatalogVersionReader | null;
  /** Answers of the newest version, least recently used dropped first once over their budget; null when off. */
  private readonly entries: LRUCache<string, Entry> | null;
  /** Rendered pages, the same way within their own budget; null when off (or that budget is under a byte). */
  private readonly pages: LRUCache<string, Entry> | null;
  private latest: string | null = null;
  /** In-process mode: how many changes were announced (`changed()`). */
  private changes = 0;

  /**
   * @param readVersion reads the catalogue's version from the database; null for in-process mode, where the
   *   owner calls `changed()` on every committed change before the writer hears of its commit (PGlite: the one
   *   process that can write to it is this one, and it announces commits as they happen) and no version
   *   query is ever made.
   * @param maxBytes bound on the bytes held (bodies and compressed variants); 0 turns the cache off.
   * @param pageShare the part of `maxBytes` for rendered pages (`budget: 'pages'`); the answers have the rest.
   */
  constructor(readVersion: ReadVersion | null, maxBytes: number, pageShare = PAGE_BUDGET_SHARE) {
    const pageBytes = Math.floor(maxBytes * pageShare);
    const lru = (bytes: number) => (bytes >= 1 ? new LRUCache<string, Entry>({ maxSize: bytes, sizeCalculation: (entry) => entry.bytes }) : null);
    this.entries = maxBytes > 0 ? lru(maxBytes - pageBytes) : null;
    this.pages = maxBytes > 0 ? lru(pageBytes) : null;
    this.versions = readVersion ? new CatalogVersionReader(readVersion, (version) => this.observe(version)) : null;
    if (!readVersion) this.observe(this.inProcessVersion());
  }

  /** In-process mode: the catalogue changed; every answer kept so far is stale. */
  changed(): void {
    this.changes += 1;
    this.observe(this.inProcessVersion());
  }

  private inProcessVersion(): string {
    return `in-process:${this.changes}`;
  }

  /** A version was read (in the order of the reads): a new one empties the cache. */
  private observe(version: string | null): void {
    if (version === this.latest) return;
    this.latest = version;
    this.entries?.clear();
    this.pages?.clear();
  }

  /** Whether answers are kept at all (CATALOG_CACHE_MB > 0). */
  get enabled(): boolean {
    return this.entries !== null;
  }

  /** Bytes held now (bodies and compressed variants), answers and pages together. */
  get size(): number {
    return this.sizeOf('answers') + this.sizeOf('pages');
  }

  /** Bytes held now against `budget`. */
  sizeOf(budget: 'answers' | 'pages'): number {
    return ((budget === 'pages' ? this.pages : this.entries)?.calculatedSize) ?? 0;
  }

  /**
   * The answer for `key`: from the cache when it was stored under the catalogue's current version, else
   * `load()`ed (after the version read), serialised and kept. Concurrent misses of one key share one load.
   * A load that throws (404, database error) is not kept. `serialise` turns the loaded value into bytes (JSON by
   * default; a rendered page is its HTML); `options` as GetOptions says.
   */
  async get<A extends CachedAnswer = CachedAnswer>(
    key: string,
    load: () => Promise<unknown>,
    serialise: Serialise<A> = CachedAnswer.of as Serialise<A>,
    { budget = 'answers', keep = () => true, admit = async () => {} }: GetOptions<A> = {},
  ): Promise<A> {
    const entries = budget === 'pages' ? this.pages : this.entries;
    const loadNow = async () => {
      await admit();
      return serialise(await load());
    };
    if (!entries) return loadNow();
    const version = this.versions ? await this.versions.current() : this.inProcessVersion();
    if (version === null) return loadNow();
    const cached = () => {
      const hit = entries.get(key);
      return hit && hit.version === version ? (hit.answer as Promise<A>) : null;
    };
    const hit = cached();
    catalogCacheLookups.add(1, { result: hit ? 'hit' : 'miss', budget });
    if (hit) return hit;
    await admit();
    // Another request may have started this key's load while this one was admitted: share it.
    const started = cached();
    if (started) return started;
    // Sizes are counted only while this load's entry is the one kept under `key`; setting a new entry object
    // with the new size makes lru-cache count it (and drop least recently used entries to fit).
    const grow = (bytes: number) => {
      const current = entries.peek(key);
      if (current?.answer !== answer) return;
      entries.set(key, { ...current, bytes: current.bytes + bytes });
    };
    const forget = () => {
      if (entries.peek(key) === kept) entries.delete(key);
    };
    const answer = load().then((value) => {
      const serialised = serialise(value, grow);
      if (keep(serialised)) grow(serialised.body.length);
      else forget();
      return serialised;
    });
    // A long key (a search text, a filter query) counts too, so many of them cannot outgrow the budget.
    const kept: Entry = { version, bytes: ENTRY_OVERHEAD + 2 * key.length, answer };
    // Only answers of the newest version are kept; a request that saw an older one still gets its answer.
    if (version === this.latest) {
      entries.set(key, kept);
      answer.catch(forget);
    }
    return answer;
  }
}

/** The preferred coding the client accepts (brotli, then gzip, by q-value), or null for identity. */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  return negotiate(acceptEncoding.replace(/\bx-gzip\b/gi, 'gzip'), ['br', 'gzip']) as ContentCoding | null;
}

/**
 * Sends a cached answer: JSON (or `type`) with its ETag, `Cache-Control: no-cache` (or `cacheControl`; no ETag with
 * no-store) and `Vary: Accept-Encoding`; 304 when If-None-Match matches; the cached brotli or gzip variant when the
 * client accepts one.
 */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  { type = 'application/json; charset=utf-8', cacheControl = 'no-cache' }: { type?: string; cacheControl?: string } = {},
): Promise<FastifyReply> {
  reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').type(type);
  // A page that is never stored (no-store) has no use for a validator.
  if (cacheControl !== 'no-store') {
    reply.header('etag', answer.etag);
    if (fresh(request.headers, { etag: answer.etag })) return reply.code(304).send();
  }
  const coding = answer.body.length >= COMPRESS_THRESHOLD ? negotiateCoding(request.headers['accept-encoding']) : null;
  if (!coding) return reply.send(answer.body);
  // A Content-Encoding already set makes @fastify/compress leave the body alone.
  return reply.header('content-encoding', coding).send(await answer.encoded(coding));
}
