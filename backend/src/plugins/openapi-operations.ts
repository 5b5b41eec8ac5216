import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@pokerfest/domain';
import type { Access } from './access';

// What a client generator needs of each operation and no route should have to spell out by hand:
// an operationId, who may call it (the security requirement) and the error answers every route of
// its kind can give. All of it follows from what the route already declares (method, URL,
// `config.access`, `config.rateLimit` or `config.attemptsLimited`, `config.allowCrossSite`), so a
// new route gets it too.

/** The security scheme's name in `components.securitySchemes`: the session cookie. */
export const SESSION_SCHEME = 'sessionCookie';

/**
 * `GET /api/orders/:id/documents` → `getOrdersByIdDocuments`: the method, then each path segment in
 * PascalCase, a path parameter as `By<Name>`, without the `/api` every operation shares. Method and
 * URL are unique per route, so the id is too (the linter checks it); a route may still set its own
 * `schema.operationId`, which wins.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter((word) => word !== '');
  const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return method.toLowerCase() + (words.length > 0 ? words.map(pascal).join('') : 'Root');
}

/** Public routes need nothing; every other access level needs a signed-in session (the cookie). */
export function securityFor(access: Access | undefined): NonNullable<FastifySchema['security']> {
  return access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }];
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The refusals a route can answer whatever its handler does, with their descriptions:
 * - 400: a malformed URL is refused before routing (errors.ts `frameworkErrorReply`), and a body,
 *   query or parameter that fails its schema is refused by validation;
 * - 401: any access but 'public' without a signed-in session (access.ts `assertAccess`);
 * - 403: a role below 'agent' or 'admin' (access.ts), or a state-changing request from another
 *   site (same-origin.ts, unless the route allows cross-site calls);
 * - 404: an id in the path that names nothing;
 * - 429: the routes that opt into a rate limit (rate-limit.ts), or count attempts in their handler.
 */
export function errorAnswersFor(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): Record<string, string> {
  const access = route.config?.access;
  const methods = [route.method].flat();
  const answers: Record<string, string> = { 400: 'The request is malformed or fails validation' };
  if (access !== 'public') answers[401] = 'Not signed in';
  const roleLimited = access === 'agent' || access === 'admin';
  const crossSiteRefused = !route.config?.allowCrossSite && methods.some((method) => UNSAFE_METHODS.has(method));
  if (roleLimited && crossSiteRefused) answers[403] = 'The signed-in role may not do this, or the request came from another site';
  else if (roleLimited) answers[403] = 'The signed-in role may not do this';
  else if (crossSiteRefused) answers[403] = 'A change requested from another site is refused';
  if (route.url.includes(':')) answers[404] = 'Nothing with that id';
  if (route.config?.rateLimit || route.config?.attemptsLimited) answers[429] = 'Too many attempts: wait and try again';
  return answers;
}

type Responses = Record<string, unknown>;

/**
 * The zod provider's transform, then this document's additions. Declared answers are kept as they
 * are; a missing error code gets the shared error body. A route that declared no answer at all
 * keeps the `200 Default Response` the document gave it before (without a `response` here,
 * @fastify/swagger would write that one; with only error codes it would not).
 */
export const describeOperation: SwaggerTransform = (input) => {
  const { route } = input;
  const converted = jsonSchemaTransform(input);
  if (converted.schema?.hide) return converted;
  // The shared error body as the zod provider writes it (the same JSON as a route's declared one).
  const errorBody = (jsonSchemaTransform({ ...input, schema: { response: { 400: errorBodySchema } } }).schema.response as Responses)[400] as object;
  const declared = (converted.schema?.response as Responses | undefined) ?? { 200: { type: 'null', description: 'Default Response' } };
  const declaredCodes = new Set(Object.keys(declared).map((code) => code.toUpperCase()));
  const response: Responses = { ...declared };
  for (const [code, description] of Object.entries(errorAnswersFor(route))) {
    // 'x-response-description' is @fastify/swagger's way to set an answer's description.
    if (!declaredCodes.has(code)) response[code] = { ...errorBody, 'x-response-description': description };
  }
  const methods = [route.method].flat();
  return {
    url: converted.url,
    schema: {
      ...converted.schema,
      // one id per operation: a route serving several methods would repeat it, so it gets none
      operationId: converted.schema?.operationId ?? (methods.length === 1 ? operationIdFor(methods[0]!, route.url) : undefined),
      security: converted.schema?.security ?? securityFor(route.config?.access),
      response,
    },
  };
};
