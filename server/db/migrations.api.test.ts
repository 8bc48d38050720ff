/**
 * Migrations never lose data (issue 18 "Data that cannot be lost"), on PGlite and PostgreSQL: a database is
 * migrated one migration at a time, from the first to the last, through the app's own migrator (a shortened copy
 * of the drizzle journal per step). As soon as a table exists it is filled with raw SQL valid at that step — the
 * demo catalogue and enquiries at 0000, their outbox messages at 0001, an account and sign-in state at 0002 — and
 * every row is snapshotted. After the last migration every snapshotted row is still there with the same values,
 * and the app finds every category, product and enquiry through its API.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CategoryListing, Product } from '../../contracts/catalog.ts';
import type { EnquiryPage } from '../../contracts/enquiry.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type DatabaseHandle } from './client.ts';
import { planDemoCatalog } from './seed/index.ts';
import { adminToken, bearer } from '../test/auth.ts';
import { createPostgresDatabase, describeEachDatabase, type TestContext } from '../test/build.ts';

interface JournalEntry {
  idx: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };

/** A migrations folder holding the journal's first `count` migrations only. */
function migrationsUpTo(root: string, count: number): string {
  const folder = join(root, `upto-${count}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

/** Rows of a raw query on either driver. */
async function rows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Every row of `table` as JSON objects keyed by `key` (all columns at this step, values as PostgreSQL prints them). */
async function snapshot(database: DatabaseHandle, table: string, key: string): Promise<Map<string, Record<string, unknown>>> {
  const found = await rows<{ row: Record<string, unknown> | string }>(database, sql.raw(`select to_jsonb(t) as row from ${table} t`));
  const map = new Map<string, Record<string, unknown>>();
  for (const { row } of found) {
    const value = typeof row === 'string' ? (JSON.parse(row) as Record<string, unknown>) : row;
    map.set(key.split(',').map((k) => String(value[k])).join('/'), value);
  }
  return map;
}

/** Enquiries as visitors send them: accents, rupee sign, quotes, line breaks, an empty phone, a dark colour. */
const ENQUIRIES = [
  { id: 'a0000000-0000-4000-8000-000000000001', vendor: 'radhe', name: 'Asha Patel', email: 'asha@utility.example', phone: '+91 98250 00000', option: 'Surge Arresters', message: 'Need 400 units of 66 kV "long rod" — quote in ₹, please.\nDelivery to Vadodara.', title: 'Get in Touch', dark: null },
  { id: 'a0000000-0000-4000-8000-000000000002', vendor: 'therm', name: 'Jürgen Müller', email: 'jm@plant.example', phone: '', option: 'N/A', message: "Expansion joints: what's the lead time?", title: "What's On Your Mind?", dark: '#1a1a2e' },
  { id: 'a0000000-0000-4000-8000-000000000003', vendor: 'radhe', name: "O'Brien & Sons", email: 'ob@sons.example', phone: '020 7946 0000', option: 'Switchgear', message: '', title: 'Get in Touch', dark: null },
];

/** What each migration step adds, run right after migration `idx` is applied (only on tables that exist then). */
const FILL: Record<number, (database: DatabaseHandle) => Promise<void>> = {
  0: async (database) => {
    const plan = planDemoCatalog();
    // Parents come before children in the plan.
    for (const c of plan.categories) {
      await database.db.execute(sql`insert into categories (id, vendor, name, description, image_path, parent_category_id)
        values (${c.id}, ${c.vendor}, ${c.name}, ${c.description ?? ''}, ${c.imagePath ?? ''}, ${c.parentCategoryId ?? null})`);
    }
    for (const p of plan.products) {
      await database.db.execute(sql`insert into products (id, vendor, category_id, name, description, image_path, properties, other_images, configurations)
        values (${p.id}, ${p.vendor}, ${p.categoryId ?? null}, ${p.name}, ${p.description ?? ''}, ${p.imagePath ?? ''},
          ${JSON.stringify(p.properties ?? [])}::jsonb, ${JSON.stringify(p.otherImages ?? [])}::jsonb, ${JSON.stringify(p.configurations ?? [])}::jsonb)`);
    }
    for (const [i, e] of ENQUIRIES.entries()) {
      await database.db.execute(sql`insert into enquiries (id, vendor, name, email, phone_no, option, message, title, dark_color, created_at)
        values (${e.id}, ${e.vendor}, ${e.name}, ${e.email}, ${e.phone}, ${e.option}, ${e.message}, ${e.title}, ${e.dark},
          ${`2026-01-0${i + 1}T10:00:00.123Z`})`);
    }
  },
  1: async (database) => {
    for (const [i, e] of ENQUIRIES.entries()) {
      for (const kind of ['company', 'copy']) {
        const sent = i === 0;
        await database.db.execute(sql`insert into mail_outbox (enquiry_id, kind, to_address, reply_to, subject, text, html, status, attempts, sent_at, last_error)
          values (${e.id}, ${kind}, ${kind === 'company' ? 'sales@radhe.example' : e.email}, ${kind === 'company' ? e.email : null},
            ${`Enquiry from ${e.name}`}, ${e.message}, ${`<p>${e.message}</p>`}, ${sent ? 'sent' : 'failed'}, ${sent ? 1 : 8},
            ${sent ? '2026-01-01T10:00:05Z' : null}, ${sent ? null : '451 relay busy'})`);
      }
    }
  },
  2: async (database) => {
    await database.db.execute(sql`insert into accounts (email, name, password_hash, roles)
      values ('admin@radhe-therm.example', 'Site Administrator', 'scrypt$16384$8$1$c2FsdA$aGFzaA', '["admin"]'::jsonb)`);
    await database.db.execute(sql`insert into auth_secrets (name, value) values ('cookie-keys', '["k1","k2"]'::jsonb)`);
    await database.db.execute(sql`insert into oidc_payloads (type, id, payload, grant_id, expires_at)
      values ('Session', 'session-1', '{"accountId":"a"}'::jsonb, 'grant-1', '2030-01-01T00:00:00Z')`);
  },
};

/** Tables with their keys, as they appear (the migration that creates them). */
const TABLES: Array<{ from: number; table: string; key: string }> = [
  { from: 0, table: 'categories', key: 'id' },
  { from: 0, table: 'products', key: 'id' },
  { from: 0, table: 'enquiries', key: 'id' },
  { from: 1, table: 'mail_outbox', key: 'id' },
  { from: 2, table: 'accounts', key: 'id' },
  { from: 2, table: 'auth_secrets', key: 'name' },
  { from: 2, table: 'oidc_payloads', key: 'type,id' },
];

describeEachDatabase('migrations keep every row', (kind) => {
  let root: string;
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | null = null;
  /** Each table's rows as they were right after they were written, keyed by primary key. */
  const before = new Map<string, Map<string, Record<string, unknown>>>();

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'migrations-'));
    const fresh = kind === 'postgres' ? await createPostgresDatabase() : null;
    drop = fresh ? fresh.drop : null;
    database = await openDatabase({ databaseUrl: fresh?.url, dataDir: ':memory:' });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    rmSync(root, { recursive: true, force: true });
  });

  it('migrates a filled database from the first migration to the last, one at a time, losing and changing nothing', async () => {
    expect(journal.entries.length).toBeGreaterThan(1);
    for (let count = 1; count <= journal.entries.length; count += 1) {
      await migrateDatabase(database, migrationsUpTo(root, count));
      const idx = count - 1;
      const [{ applied }] = await rows<{ applied: number }>(database, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      expect(applied).toBe(count);
      await FILL[idx]?.(database);
      for (const t of TABLES.filter((t) => t.from === idx)) before.set(t.table, await snapshot(database, t.table, t.key));
    }
    const plan = planDemoCatalog();
    expect(before.get('categories')!.size).toBe(plan.categories.length);
    expect(before.get('products')!.size).toBe(plan.products.length);
    expect(before.get('enquiries')!.size).toBe(ENQUIRIES.length);
    expect(before.get('mail_outbox')!.size).toBe(ENQUIRIES.length * 2);

    for (const { table, key } of TABLES) {
      const after = await snapshot(database, table, key);
      const was = before.get(table)!;
      expect([...after.keys()].sort(), table).toEqual([...was.keys()].sort());
      // Every column a row had keeps its value (a later migration may add columns).
      for (const [id, row] of was) expect(after.get(id), `${table} ${id}`).toMatchObject(row);
    }
  });

  it('serves every category, product and enquiry of the migrated database through the API', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: root, SEED_ON_START: 'false', SERVER_RENDER: 'false' });
    const app: FastifyInstance = await buildApp({ config, database, logger: false, startOutbox: false });
    try {
      await app.ready();
      const plan = planDemoCatalog();
      // Walk each vendor's tree from its root, as the storefront does.
      const seenCategories: string[] = [];
      const seenProducts: string[] = [];
      for (const vendor of ['radhe', 'therm']) {
        const queue: Array<string | null> = [null];
        while (queue.length > 0) {
          const id = queue.shift()!;
          const res = await app.inject(`/api/Categories/${vendor}${id ? `?categoryId=${id}` : ''}`);
          expect(res.statusCode).toBe(200);
          const listing = res.json() as CategoryListing;
          for (const c of listing.subCategories) {
            seenCategories.push(c.id);
            queue.push(c.id);
          }
          seenProducts.push(...listing.products.map((p) => p.id));
        }
      }
      expect(seenCategories.sort()).toEqual(plan.categories.map((c) => c.id).sort());
      expect(seenProducts.sort()).toEqual(plan.products.map((p) => p.id).sort());
      for (const p of plan.products) {
        const product = (await app.inject(`/api/Products/${p.id}`)).json() as Product;
        expect({ name: product.name, properties: product.properties, otherImages: product.otherImages, configurations: product.configurations }).toEqual({
          name: p.name,
          properties: p.properties,
          otherImages: p.otherImages,
          configurations: p.configurations,
        });
      }
      const inbox = await app.inject({ url: '/api/enquiries?limit=100', headers: bearer(await adminToken({ config, database } as TestContext)) });
      expect(inbox.statusCode).toBe(200);
      const page = inbox.json() as EnquiryPage;
      expect(page.items.map((e) => ({ id: e.id, name: e.name, email: e.email, mail: e.mail }))).toEqual(
        [...ENQUIRIES].reverse().map((e, i) => ({
          id: e.id,
          name: e.name,
          email: e.email,
          mail: i === ENQUIRIES.length - 1 ? { status: 'sent', sent: 2, total: 2 } : { status: 'failed', sent: 0, total: 2 },
        })),
      );
    } finally {
      await app.close();
    }
  });
});
