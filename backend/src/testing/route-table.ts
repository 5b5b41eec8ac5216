import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/** One registered route as the route-table tests need it: where it is, what it validates and what it answers. */
export interface RouteEntry {
  method: string;
  url: string;
  /** Route parameter names in path order (`*` for a wildcard). */
  params: string[];
  body?: z.ZodType;
  querystring?: z.ZodType;
  /** The status codes (or `4xx`-style ranges) the route declares a response schema for. */
  responses: string[];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isWrite(route: RouteEntry): boolean {
  return WRITE_METHODS.has(route.method);
}

/** The parameter names of a route path: `/a/:id/b/:other` gives id, other; a trailing `*` gives `*`. */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
}

function isZod(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

/**
 * Collects the app's routes as Fastify registers them: pass `collect` as createTestApp's `onRoute`.
 * The list is the real route table, so a route added tomorrow is walked without editing any test.
 */
export class RouteTable {
  readonly routes: RouteEntry[] = [];

  readonly collect = (route: RouteOptions): void => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET: the same handler, nothing new to reach.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const schema = route.schema as { body?: unknown; querystring?: unknown; response?: Record<string, unknown> } | undefined;
      this.routes.push({
        method,
        url: route.url,
        params: paramNames(route.url),
        body: isZod(schema?.body) ? schema.body : undefined,
        querystring: isZod(schema?.querystring) ? schema.querystring : undefined,
        responses: Object.keys(schema?.response ?? {}),
      });
    }
  };
}
