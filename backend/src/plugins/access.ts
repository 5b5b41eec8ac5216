import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError, type Role } from '@pokerfest/domain';

/** Who may call a route: anybody, any logged-in user, agents (and admins), admins only. */
export const accessLevels = ['public', 'user', 'agent', 'admin'] as const;
export type Access = (typeof accessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares it; the access plugin refuses to start a route without it. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its declared access (the route table the tests walk). */
    routeTable: readonly DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  /** undefined only until start-up: `ready()` fails while any route lacks a declaration. */
  readonly access: Access | undefined;
}

const rolesOf: Record<Exclude<Access, 'public'>, readonly Role[]> = {
  user: ['player', 'agent', 'admin'],
  agent: ['agent', 'admin'],
  admin: ['admin'],
};

/**
 * The check itself: called after routing, with the route the router matched, so no spelling of a
 * path (encoded letters, doubled slashes, case) can reach a handler its declaration does not allow.
 * A route with no declaration is closed (start-up would have failed anyway).
 */
export function assertAccess(request: FastifyRequest): void {
  if (request.is404) return;
  const access = request.routeOptions.config.access;
  if (access === 'public') return;
  if (!request.user) throw new UnauthorizedError('Not authenticated');
  if (access === undefined || !rolesOf[access].includes(request.user.role)) throw new ForbiddenError('You do not have permission to do this');
}

/**
 * Records every route as it is registered and makes `ready()` (so start-up and every test app)
 * fail when one of them has not declared who may call it. Routes that need a user must be
 * registered where the session and the current user are loaded (the auth plugin's scope).
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const table: Array<{ method: string; url: string; options: RouteOptions }> = [];
    app.decorate('routeTable', {
      getter: () => table.map(({ method, url, options }) => ({ method, url, access: options.config?.access })),
    });
    app.addHook('onRoute', function (this: FastifyInstance, options) {
      const access = options.config?.access;
      if (access !== undefined && !accessLevels.includes(access)) throw new Error(`${options.url}: unknown access '${String(access)}'`);
      if (access !== undefined && access !== 'public' && !this.hasRequestDecorator('user')) {
        throw new Error(`${options.url} declares access '${access}' but is registered outside the scope that knows the user`);
      }
      for (const method of [options.method].flat()) table.push({ method, url: options.url, options });
    });
    app.addHook('onReady', async () => {
      const undeclared = table.filter(({ options }) => options.config?.access === undefined);
      if (undeclared.length > 0) {
        throw new Error(`Routes without an access declaration (config.access): ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`);
      }
    });
  },
  { name: 'access' },
);

/**
 * For routes a third-party plugin registers (static files, the API docs), which cannot take our
 * route options: registers `plugin` in a scope of its own where every route is public.
 */
export function publicScope(plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (options) => {
      options.config = { ...options.config, access: options.config?.access ?? 'public' };
    });
    await scope.register(plugin);
  };
}
