import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SESSION_SCHEME } from './openapi-operations';

// The OpenAPI document is for client generators, so it is held to a standard linter's bar: Redocly's
// `recommended` rules, run on the document exactly as the app serves it. The ruleset ships inside
// the package and the document has no external $ref, so nothing here goes to the network.

/**
 * The warnings accepted, each for a reason; any other warning fails, so what was fixed stays fixed.
 * - info-license: the project publishes no licence, and the document must not invent one;
 * - no-server-example.com: the test app's PUBLIC_URL is the development default (localhost); a
 *   deployment's document names its own address.
 */
const ACCEPTED_WARNINGS = new Set(['info-license', 'no-server-example.com']);

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: OpenApiDocument;
let problems: NormalizedProblem[];

const describeProblem = (p: NormalizedProblem) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;

beforeAll(async () => {
  t = await createTestApp();
  const source = (await t.server.inject('/api/docs/json')).body;
  document = JSON.parse(source) as OpenApiDocument;
  const config = await createConfig({ extends: ['recommended'] });
  problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
}, 60_000);
afterAll(async () => t?.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error", () => {
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('has no warnings but the accepted ones', () => {
    const warnings = problems.filter((p) => p.severity === 'warn');
    expect(warnings.filter((p) => !ACCEPTED_WARNINGS.has(p.ruleId)).map(describeProblem)).toEqual([]);
  });

  it('declares the session cookie as the security scheme, by the name the app sets', () => {
    expect(document.components.securitySchemes[SESSION_SCHEME]).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
  });

  it("takes each operation's security from the route's access, and adds the refusals the route can give", () => {
    const publicRead = document.paths['/api/products/{id}']?.get;
    expect(publicRead).toMatchObject({ operationId: 'getProductsById', security: [] });
    expect(Object.keys(publicRead?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(publicRead?.responses).not.toHaveProperty('401');

    const adminWrite = document.paths['/api/admin/casinos/{id}']?.patch;
    expect(adminWrite).toMatchObject({ operationId: 'patchAdminCasinosById', security: [{ [SESSION_SCHEME]: [] }] });
    expect(Object.keys(adminWrite?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
  });

  it('keeps the answers a route declares (the login route its own 401 and 429)', () => {
    const login = document.paths['/api/login']?.post;
    expect(login?.responses['401']).toMatchObject({ description: 'Default Response' });
    expect(login?.responses['429']).toMatchObject({ description: 'Default Response' });
  });
});
