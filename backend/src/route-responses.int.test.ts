import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouteTable, type RouteEntry } from './testing/route-table';
import { createTestApp, type TestApp } from './testing/test-app';

// Every route that answers JSON declares its answer as a response schema: the schema serialises the
// answer (keeping it to the contract's fields) and is what the OpenAPI document shows. The route
// list is Fastify's own route table, so a route added tomorrow is checked without editing this file.

/**
 * The routes that by nature answer no JSON, one by one (method and URL as registered): a route is
 * only left out here by name, never by a pattern that could hide a new JSON route.
 */
const NO_JSON_ROUTES = new Set([
  // the SPA (plugins/spa.ts): the home page and every other page or built file
  'GET /',
  'GET /*',
  // uploaded images, served as files (modules/catalogue/upload-routes.ts)
  'GET /uploads/*',
  // the loyalty audit as a CSV download (modules/loyalty/audit-routes.ts)
  'GET /api/admin/loyalty-transactions.csv',
  // the accounting export of every issued document (modules/documents/document-routes.ts)
  'GET /api/admin/accounting/documents.csv',
  // a booking's trip as an iCalendar file (modules/orders/calendar-routes.ts)
  'GET /api/orders/:id/calendar.ics',
  // an issued invoice or credit note as a PDF download (modules/documents/pdf-routes.ts)
  'GET /api/orders/:id/documents/:documentId/pdf',
  // the link in the verification e-mail: a redirect back to the app (modules/identity/verification-routes.ts)
  'GET /api/verify-email',
  // the API docs UI and the OpenAPI document itself (@fastify/swagger, @fastify/swagger-ui)
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
]);

const key = (route: RouteEntry) => `${route.method} ${route.url}`;
const jsonRoutes = () => table.routes.filter((route) => !NO_JSON_ROUTES.has(key(route)));
/** The answer the route gives when it succeeds: its lowest 2xx code with a schema. */
const successCode = (route: RouteEntry) => route.responses.filter((code) => /^2\d\d$/.test(code)).sort()[0];
/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

let t: TestApp;
const table = new RouteTable();

beforeAll(async () => {
  t = await createTestApp({ onRoute: table.collect });
}, 60_000);
afterAll(async () => t?.close());

describe('response schemas', () => {
  it('are declared, with a success code, by every route that answers JSON', () => {
    const missing = jsonRoutes()
      .filter((route) => successCode(route) === undefined)
      .map(key);
    expect(missing).toEqual([]);
  });

  it('leave out only routes that exist: a stale entry would let a new route with its name through', () => {
    const registered = new Set(table.routes.map(key));
    expect([...NO_JSON_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('are in the OpenAPI document: every JSON route describes its success answer with a schema', async () => {
    const document = (await t.server.inject('/api/docs/json')).json<OpenApiDocument>();
    const undescribed = jsonRoutes()
      .filter((route) => {
        const code = successCode(route);
        const answer = code === undefined ? undefined : document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.responses?.[code];
        return answer?.content?.['application/json']?.schema === undefined;
      })
      .map(key);
    expect(undescribed).toEqual([]);
  });
});
