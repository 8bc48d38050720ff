/**
 * Roles per storefront on every staff route (docs/decisions/0013; contracts/staff-roles.ts): each of `admin`,
 * `editor.radhe`, `editor.therm`, `sales` and a token without a staff role, against the catalogue writes of each
 * storefront (also an update of the other storefront's row that claims the editor's own), the uploads of each
 * container, and the inbox's reads, writes and exports. An allowed request does what it says; a refused one is 403
 * in the one error shape (code FORBIDDEN) and the database and the blob store read back unchanged. GET /api/me
 * answers each account's roles. One app per database, table-driven.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { STAFF_REFUSALS, type StaffRole } from '../../contracts/staff-roles.ts';
import type { VendorKey } from '../../contracts/vendors.ts';
import { categories, enquiries, enquiryEvents, products, revisions } from '../db/schema.ts';
import { bearer, staffToken, userToken } from '../test/auth.ts';
import { build, describeEachDatabase, insertCategory, insertProduct, type TestContext } from '../test/build.ts';
import { fileUpload, testImage, uploadUrl } from '../test/uploads.ts';

/** The accounts under test: the four staff roles and a signed-in user without one. */
const ACCOUNTS = ['admin', 'editor.radhe', 'editor.therm', 'sales', 'none'] as const;
type AccountName = (typeof ACCOUNTS)[number];

const OTHER: Record<VendorKey, VendorKey> = { radhe: 'therm', therm: 'radhe' };

/** What a case's request works on: rows and paths made fresh for each account, so no case depends on another. */
interface Fixture {
  category: string;
  product: string;
  blobPath: string;
}

interface Case {
  name: string;
  /** The accounts that pass and the status they get; every other account gets 403. */
  allowed: Partial<Record<AccountName, number>>;
  request: (fx: Fixture) => InjectOptions;
  /** After an allowed request: the change (or the answer) a user would notice. */
  check?: (res: LightMyRequestResponse, fx: Fixture) => Promise<void> | void;
}

describeEachDatabase('roles per storefront on every staff route', (kind) => {
  let t: TestContext;
  let png: Buffer;
  let enquiry: string;
  const headers = {} as Record<AccountName, { authorization: string }>;
  let serial = 0;

  beforeAll(async () => {
    t = await build(kind, { env: { CONTACT_RATE_LIMIT_PER_ADDRESS: '100' } });
    for (const account of ACCOUNTS) {
      headers[account] = bearer(account === 'none' ? await userToken(t) : await staffToken(t, [account]));
    }
    png = await testImage('png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Asha Patel', email: 'asha@utility.example', phoneNo: '', option: '', vendor: 'Radhe', message: 'Please quote.', title: 'Get in Touch' },
    });
    expect(res.statusCode).toBe(200);
    enquiry = res.json().id;
  });
  afterAll(() => t?.close());

  /** Fresh rows in `vendor` and a fresh upload name. */
  async function fixture(vendor: VendorKey): Promise<Fixture> {
    serial += 1;
    const category = await insertCategory(t.database, { vendor, name: `Category ${serial}` });
    const product = await insertProduct(t.database, { vendor, name: `Product ${serial}`, categoryId: category });
    return { category, product, blobPath: `images/${1_700_000_000_000 + serial}-rod.png` };
  }

  /** Everything a refused request could have touched: catalogue rows, revisions, the enquiry and its events, the upload. */
  async function state(vendor: VendorKey, fx: Fixture) {
    const db = t.database.db;
    return {
      categories: await db.select().from(categories).orderBy(asc(categories.id)),
      products: await db.select().from(products).orderBy(asc(products.id)),
      revisions: (await db.select({ n: count() }).from(revisions))[0].n,
      enquiry: await db.select().from(enquiries).where(eq(enquiries.id, enquiry)),
      events: await db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, enquiry)),
      blob: (await t.blobs.stat(vendor, fx.blobPath)) !== null,
    };
  }

  const row = async (table: typeof categories | typeof products, id: string) => (await t.database.db.select().from(table).where(eq(table.id, id)))[0];

  function catalogueCases(vendor: VendorKey): Case[] {
    const editors = { admin: 200, [`editor.${vendor}`]: 200 } as Partial<Record<AccountName, number>>;
    const other = OTHER[vendor];
    return [
      {
        name: `POST /api/Categories creates a ${vendor} category`,
        allowed: editors,
        request: () => ({ method: 'POST', url: '/api/Categories', payload: { name: `New ${vendor} category`, vendor } }),
        check: async (res) => expect(await row(categories, res.json().id)).toMatchObject({ vendor, name: `New ${vendor} category` }),
      },
      {
        name: `POST /api/Categories updates a ${vendor} category`,
        allowed: editors,
        request: (fx) => ({ method: 'POST', url: '/api/Categories', payload: { id: fx.category, name: 'Renamed', vendor } }),
        check: async (_res, fx) => expect((await row(categories, fx.category)).name).toBe('Renamed'),
      },
      {
        // The editor of the other storefront claims its own vendor for this storefront's row; an administrator
        // may edit both, but a category keeps its storefront (400 on 'vendor').
        name: `POST /api/Categories updates a ${vendor} category claiming ${other}`,
        allowed: { admin: 400 },
        request: (fx) => ({ method: 'POST', url: '/api/Categories', payload: { id: fx.category, name: 'Taken over', vendor: other } }),
      },
      {
        name: `DELETE /api/Categories deletes a ${vendor} category with its products`,
        allowed: { admin: 204, [`editor.${vendor}`]: 204 },
        request: (fx) => ({ method: 'DELETE', url: `/api/Categories/${fx.category}` }),
        check: async (_res, fx) => {
          expect(await row(categories, fx.category)).toBeUndefined();
          expect(await row(products, fx.product)).toBeUndefined();
        },
      },
      {
        name: `POST /api/Products creates a ${vendor} product`,
        allowed: editors,
        request: (fx) => ({ method: 'POST', url: '/api/Products', payload: { name: `New ${vendor} product`, vendor, categoryId: fx.category } }),
        check: async (res) => expect(await row(products, res.json().id)).toMatchObject({ vendor, name: `New ${vendor} product` }),
      },
      {
        name: `POST /api/Products updates a ${vendor} product`,
        allowed: editors,
        request: (fx) => ({ method: 'POST', url: '/api/Products', payload: { id: fx.product, name: 'Renamed', vendor, categoryId: fx.category } }),
        check: async (_res, fx) => expect((await row(products, fx.product)).name).toBe('Renamed'),
      },
      {
        name: `POST /api/Products updates a ${vendor} product claiming ${other}`,
        allowed: { admin: 400 },
        request: (fx) => ({ method: 'POST', url: '/api/Products', payload: { id: fx.product, name: 'Taken over', vendor: other } }),
      },
      {
        name: `DELETE /api/Products deletes a ${vendor} product`,
        allowed: { admin: 204, [`editor.${vendor}`]: 204 },
        request: (fx) => ({ method: 'DELETE', url: `/api/Products/${fx.product}` }),
        check: async (_res, fx) => expect(await row(products, fx.product)).toBeUndefined(),
      },
      {
        name: `POST /api/upload stores an image in the ${vendor} container`,
        allowed: editors,
        request: (fx) => ({ method: 'POST', url: uploadUrl(vendor, fx.blobPath.slice('images/'.length)), ...fileUpload('rod.png', png, 'image/png') }),
        check: async (res, fx) => {
          expect(res.json()).toEqual({ path: fx.blobPath });
          expect(await t.blobs.stat(vendor, fx.blobPath)).not.toBeNull();
        },
      },
    ];
  }

  const sellers = { admin: 200, sales: 200 } as const;
  const inboxCases: Case[] = [
    {
      name: 'GET /api/enquiries lists the enquiries',
      allowed: sellers,
      request: () => ({ method: 'GET', url: '/api/enquiries' }),
      check: (res) => expect(res.json().items.map((e: { id: string }) => e.id)).toContain(enquiry),
    },
    {
      name: 'GET /api/enquiries/{id} shows one enquiry',
      allowed: sellers,
      request: () => ({ method: 'GET', url: `/api/enquiries/${enquiry}` }),
      check: (res) => expect(res.json()).toMatchObject({ id: enquiry, name: 'Asha Patel' }),
    },
    {
      name: 'GET /api/enquiries.csv exports the enquiries',
      allowed: sellers,
      request: () => ({ method: 'GET', url: '/api/enquiries.csv' }),
      check: (res) => expect(res.body).toContain('asha@utility.example'),
    },
    {
      name: 'GET /api/enquiries.xlsx exports the enquiries',
      allowed: sellers,
      request: () => ({ method: 'GET', url: '/api/enquiries.xlsx' }),
      check: (res) => expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK'),
    },
    {
      name: 'GET /api/staff lists the assignees',
      allowed: sellers,
      request: () => ({ method: 'GET', url: '/api/staff' }),
      check: (res) => expect(res.json()).toHaveProperty('items'),
    },
    {
      // Past the gate, an enquiry sent without files has no attachment to give.
      name: 'GET /api/enquiries/{id}/attachments/0 reaches the attachment',
      allowed: { admin: 404, sales: 404 },
      request: () => ({ method: 'GET', url: `/api/enquiries/${enquiry}/attachments/0` }),
      check: (res) => expect(res.json()).toMatchObject({ message: 'Attachment not found' }),
    },
    {
      name: 'PATCH /api/enquiries/{id} changes the status',
      allowed: sellers,
      request: () => ({ method: 'PATCH', url: `/api/enquiries/${enquiry}`, payload: { status: 'in-progress' } }),
      check: async () => expect((await t.database.db.select().from(enquiries).where(eq(enquiries.id, enquiry)))[0].status).toBe('in-progress'),
    },
    {
      name: 'POST /api/enquiries/{id}/notes adds a note',
      allowed: { admin: 201, sales: 201 },
      request: () => ({ method: 'POST', url: `/api/enquiries/${enquiry}/notes`, payload: { note: 'Called back.' } }),
      check: (res) => expect(JSON.stringify(res.json())).toContain('Called back.'),
    },
  ];

  const tables: Array<[VendorKey, Case[]]> = [
    ['radhe', [...catalogueCases('radhe'), ...inboxCases]],
    ['therm', catalogueCases('therm')],
  ];
  for (const [vendor, cases] of tables) {
    for (const c of cases) {
      describe(c.name, () => {
        it.each(ACCOUNTS)('as %s', async (account) => {
          const fx = await fixture(vendor);
          const before = await state(vendor, fx);
          const request = c.request(fx);
          const res = await t.app.inject({ ...request, headers: { ...request.headers, ...headers[account] } });
          const status = c.allowed[account];
          if (status === undefined) {
            expect(res.statusCode, res.body).toBe(403);
            const body = res.json();
            expect(body).toEqual({ code: 'FORBIDDEN', message: expect.any(String) });
            if (account !== 'none') expect(Object.values(STAFF_REFUSALS)).toContain(body.message);
            expect(await state(vendor, fx)).toEqual(before);
            return;
          }
          expect(res.statusCode, res.body).toBe(status);
          if (status >= 400) expect(await state(vendor, fx)).toEqual(before);
          await c.check?.(res, fx);
        });
      });
    }
  }

  it.each(ACCOUNTS)('GET /api/me answers the roles of %s', async (account) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: headers[account] });
    expect(res.statusCode).toBe(200);
    const roles: StaffRole[] = account === 'none' ? [] : [account];
    expect(res.json()).toMatchObject({ roles, isAdmin: account === 'admin' });
  });
});
