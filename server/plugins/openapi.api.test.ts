/**
 * The API's published description and its schema-first routes (server/plugins/openapi.ts):
 * the document is valid OpenAPI, lists every API route with the shapes of contracts/, the reference page loads
 * under the site's Content-Security-Policy, and requests are refused from the route schemas in the one error shape,
 * after the access token is checked.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminToken, bearer } from '../test/auth.ts';
import { build, describeEachDatabase, type TestContext } from '../test/build.ts';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from './openapi.ts';

interface Operation {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

describeEachDatabase('OpenAPI document and schema-first routes', (kind) => {
  let t: TestContext;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await build(kind);
    const res = await t.app.inject({ url: OPENAPI_JSON_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it("lists the API of product-spec.md §7 and ours, and nothing of the pages, media or sign-in provider", () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(
      [
        'GET /api/Categories/{vendor}',
        'GET /api/Categories/{vendor}/catalog',
        'GET /api/Products/{id}',
        'GET /api/Products/{id}/datasheet',
        'GET /api/Search/{vendor}',
        'POST /api/Categories',
        'DELETE /api/Categories/{id}',
        'POST /api/Products',
        'DELETE /api/Products/{id}',
        'POST /api/Categories/{id}/publish',
        'POST /api/Categories/{id}/unpublish',
        'POST /api/Products/{id}/publish',
        'POST /api/Products/{id}/unpublish',
        'GET /api/Products/{id}/revisions',
        'GET /api/Categories/{id}/revisions',
        'GET /api/revisions/deleted',
        'POST /api/revisions/{id}/restore',
        'GET /api/audit',
        'PUT /api/Categories/{id}/order',
        'PUT /api/Categories/root/{vendor}/order',
        'POST /api/Products/{id}/move',
        'POST /api/Categories/{id}/move',
        'POST /api/upload',
        'GET /api/catalogue-sheets/{vendor}',
        'GET /api/contact/confirmations/{token}',
        'POST /api/catalogue-sheets/{vendor}/import',
        'POST /api/contact',
        'POST /api/contact/with-attachments',
        'GET /api/enquiries/{id}/attachments/{position}',
        'GET /api/enquiries',
        'GET /api/enquiries.csv',
        'GET /api/enquiries/{id}',
        'GET /api/enquiries.xlsx',
        'PATCH /api/enquiries/{id}',
        'POST /api/enquiries/{id}/notes',
        'GET /api/staff',
        'GET /api/me',
        'GET /healthz',
        'GET /readyz',
      ].sort(),
    );
  });

  it("documents the search's ratings: values, ranges and bounds, and which ones no word match meets", () => {
    type Schema = { properties: Record<string, { description?: string; type?: unknown; items?: Schema }>; required?: string[] };
    const answer = (document.paths['/api/Search/{vendor}'].get.responses['200'].content?.['application/json'].schema as unknown as Schema).properties;
    const rating = answer.quantities.items!;
    expect(rating.required).toEqual(['text', 'unit', 'min', 'max', 'matched']);
    expect(rating.properties.min).toMatchObject({ type: ['number', 'null'], description: expect.stringContaining('no lower bound') });
    expect(rating.properties.max).toMatchObject({ type: ['number', 'null'], description: expect.stringContaining('no upper bound') });
    expect(rating.properties.matched).toMatchObject({ type: 'boolean', description: expect.stringContaining('set aside') });
  });

  it('describes answers and bodies with the shared shapes, errors with the one error shape, and writes as needing a token', () => {
    const product = document.paths['/api/Products/{id}'];
    expect(product.get.responses['200'].content?.['application/json'].schema.$ref).toBe('#/components/schemas/Product');
    expect(product.get.responses['404'].content?.['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
    expect(product.get.responses['404'].description).toBe('Not found');
    expect(document.paths['/api/Categories/{vendor}'].get.responses['200'].content?.['application/json'].schema.$ref).toBe(
      '#/components/schemas/CategoryListing',
    );
    expect(document.paths['/api/contact'].post.requestBody?.content['application/json'].schema.$ref).toBe('#/components/schemas/EnquiryInput');
    expect(document.paths['/api/Products'].post.requestBody?.content['application/json'].schema.$ref).toBe('#/components/schemas/ProductWriteInput');
    expect(document.paths['/api/Products/{id}/datasheet'].get.responses['200'].content).toHaveProperty('application/pdf');
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const secured = Boolean(operation.security?.length);
        const writesOrInbox = method !== 'get' ? !path.startsWith('/api/contact') : /enquiries|\/api\/me|\/api\/staff|catalogue-sheets|revisions|\/api\/audit/.test(path);
        expect(secured, `${method} ${path}`).toBe(writesOrInbox);
        if (secured) expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
      }
    }
  });

  it('serves the reference page and its own scripts under the site policy (no inline script, no other origin)', async () => {
    const page = await t.app.inject({ url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('id="swagger-ui"');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(src).toMatch(/^\.\//);
      const asset = await t.app.inject({ url: `${API_DOCS_PATH}/${src.slice(2)}` });
      expect(asset.statusCode, src).toBe(200);
    }
    // The page reads the document from beside itself: the same one as /api/openapi.json.
    expect((await t.app.inject({ url: `${API_DOCS_PATH}/json` })).json()).toEqual(document);
  });

  it('refuses a request from its route schema in the one error shape: path, query and body', async () => {
    const id = await t.app.inject({ url: '/api/Products/not-a-guid' });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toEqual({ message: 'Product id must be a GUID', code: 'VALIDATION_FAILED', details: [{ path: 'id', message: 'Product id must be a GUID' }] });

    const limit = await t.app.inject({ url: '/api/Categories/radhe?limit=0' });
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'limit' }] });

    const body = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { vendor: 'radhe', name: '', email: 'nope' } });
    expect(body.statusCode).toBe(400);
    const refusal = body.json();
    expect(refusal.message).toBe('Please check the highlighted fields.');
    expect(refusal.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['name', 'email']));
  });

  it('checks the access token before the body: a write without one is 401 whatever it sends, with one it is judged', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/Categories', payload: { nonsense: true } });
    expect(anonymous.statusCode).toBe(401);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/Categories', payload: { nonsense: true }, headers: bearer(await adminToken(t)) });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.' });
  });
});
