/**
 * Plugin `openapi`: schema-first routes and the API's published description.
 *
 * - Every API route declares its params, query, body and responses with the zod schemas of contracts/
 *   (`schema: { params, querystring, body, response }`, through fastify-type-provider-zod). Fastify validates
 *   requests with them before the handler runs, and handlers receive the parsed values, typed. A refused request
 *   answers the one error shape (server/plugins/error-handler.ts): 400 VALIDATION_FAILED, `details` naming each
 *   field.
 * - Responses are encoded through their schema (zod's `safeEncode`), so an answer carries only the fields its
 *   schema declares; one that does not match its schema is a 500 and a logged error, never a leak. Answers sent
 *   as bytes (the cached catalogue reads, PDFs, CSV) are already serialised and pass untouched.
 * - @fastify/swagger collects the routes into an OpenAPI 3.1 document, served at GET /api/openapi.json; the shared
 *   shapes appear once under `components.schemas` (Product, CategoryListing, ApiError, …). Only routes with
 *   `tags` are listed: the API of product-spec.md §7 and ours beside it, not the pages, media or sign-in provider.
 * - @fastify/swagger-ui renders the document at /api/docs (its own static files, no CDN; the site's
 *   Content-Security-Policy holds).
 *
 * Register before the routes (its onRoute hook sees only the routes added after it). Depends on `config`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BEARER_SCHEME, registerApiComponents } from '../api/schemas.ts';

/** Where the OpenAPI document is served. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
/** Where its reference page is served. */
export const API_DOCS_PATH = '/api/docs';

/** Registers the compilers, the document and its reference page. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerApiComponents();

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${app.config.contact.companyName} catalogue API`,
          version: '1',
          description:
            'The public catalogue reads and enquiry of product-spec.md §7, the Product Manager writes (administrators), ' +
            'and the enquiry inbox. Every error answers `{ message, code, details? }`; `details` names each refused field.',
        },
        // Without PUBLIC_URL the site is reached by whatever name its visitors use (canonical-host.ts): '/' is the
        // origin the document was fetched from (OpenAPI 3.1 §4.8.5), so the reference page's requests go there.
        servers: [{ url: app.config.publicUrlSet ? app.config.publicUrl : '/' }],
        components: {
          securitySchemes: {
            [BEARER_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: `An access token from the sign-in provider (${app.config.auth.issuer}) for this API's audience.`,
            },
          },
        },
        tags: [
          { name: 'catalogue', description: 'Categories and products of a storefront (product-spec.md §3, §7).' },
          { name: 'enquiries', description: 'The enquiry a visitor sends, and the inbox staff read.' },
          { name: 'media', description: 'Uploading images and videos for the catalogue.' },
          { name: 'account', description: 'The signed-in account.' },
          { name: 'health', description: 'Liveness and readiness for the load balancer.' },
        ],
      },
      hideUntagged: true,
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    // Made once, when the app is ready (every route is known then): a schema the document cannot describe stops
    // the start instead of failing a request.
    let document = '';
    app.addHook('onReady', async () => {
      document = JSON.stringify(app.swagger());
    });
    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.type('application/json; charset=utf-8').send(document);
    });

    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    });
  },
  { name: 'openapi', dependencies: ['config'], fastify: '5.x' },
);
