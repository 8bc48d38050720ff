/**
 * The demo catalogue and a few enquiries as data that must survive: rows
 * written with raw SQL valid from the first migration on (so a test can write them at migration 0000 and migrate
 * past it), and the check that an app finds every one of them through its API — every category and product of
 * both vendors by walking the storefront listings, each product's details, each enquiry in the admin inbox with
 * its mail state. Used by the migration and backup tests.
 */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CategoryListing, Product } from '../../contracts/catalog.ts';
import type { EnquiryPage } from '../../contracts/enquiry-inbox.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { planDemoCatalog } from '../demo/seed/index.ts';
import { adminToken, bearer } from './auth.ts';
import type { TestContext } from './build.ts';

/** Enquiries as visitors send them: accents, rupee sign, quotes, line breaks, an empty phone, a dark colour. */
export const DEMO_ENQUIRIES = [
  { id: 'a0000000-0000-4000-8000-000000000001', vendor: 'radhe', name: 'Asha Patel', email: 'asha@utility.example', phone: '+91 98250 00000', option: 'Surge Arresters', message: 'Need 400 units of 66 kV "long rod" — quote in ₹, please.\nDelivery to Vadodara.', title: 'Get in Touch', dark: null },
  { id: 'a0000000-0000-4000-8000-000000000002', vendor: 'therm', name: 'Jürgen Müller', email: 'jm@plant.example', phone: '', option: 'N/A', message: "Expansion joints: what's the lead time?", title: "What's On Your Mind?", dark: '#1a1a2e' },
  { id: 'a0000000-0000-4000-8000-000000000003', vendor: 'radhe', name: "O'Brien & Sons", email: 'ob@sons.example', phone: '020 7946 0000', option: 'Switchgear', message: '', title: 'Get in Touch', dark: null },
];

/** Writes the demo catalogue (planDemoCatalog) and DEMO_ENQUIRIES with SQL valid at migration 0000. */
export async function insertDemoRows(database: DatabaseHandle): Promise<void> {
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
  for (const [i, e] of DEMO_ENQUIRIES.entries()) {
    await database.db.execute(sql`insert into enquiries (id, vendor, name, email, phone_no, option, message, title, dark_color, created_at)
      values (${e.id}, ${e.vendor}, ${e.name}, ${e.email}, ${e.phone}, ${e.option}, ${e.message}, ${e.title}, ${e.dark},
        ${`2026-01-0${i + 1}T10:00:00.123Z`})`);
  }
}

/**
 * Writes two outbox messages per demo enquiry (SQL valid from migration 0001 on): the first enquiry's both sent,
 * the others' both failed for good.
 */
export async function insertDemoOutbox(database: DatabaseHandle): Promise<void> {
  for (const [i, e] of DEMO_ENQUIRIES.entries()) {
    for (const kind of ['company', 'copy']) {
      const sent = i === 0;
      await database.db.execute(sql`insert into mail_outbox (enquiry_id, kind, to_address, reply_to, subject, text, html, status, attempts, sent_at, last_error)
        values (${e.id}, ${kind}, ${kind === 'company' ? 'sales@radhe.example' : e.email}, ${kind === 'company' ? e.email : null},
          ${`Enquiry from ${e.name}`}, ${e.message}, ${`<p>${e.message}</p>`}, ${sent ? 'sent' : 'failed'}, ${sent ? 1 : 8},
          ${sent ? '2026-01-01T10:00:05Z' : null}, ${sent ? null : '451 relay busy'})`);
    }
  }
}

/**
 * Expects `app` to serve every demo category and product (walking both vendors' listings from their roots, then
 * each product's details) and, in the admin inbox, every demo enquiry with its mail state (insertDemoOutbox).
 */
export async function expectDemoDataServed(app: FastifyInstance, config: Config, database: DatabaseHandle): Promise<void> {
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
    [...DEMO_ENQUIRIES].reverse().map((e, i) => ({
      id: e.id,
      name: e.name,
      email: e.email,
      mail: i === DEMO_ENQUIRIES.length - 1 ? { status: 'sent', sent: 2, total: 2 } : { status: 'failed', sent: 0, total: 2 },
    })),
  );
}
