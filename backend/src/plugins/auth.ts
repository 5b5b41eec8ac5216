import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError, type Role } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import { findUserById, type UserRow } from '../modules/identity/users-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this request's session, loaded once per request. */
    user: UserRow | null;
  }
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthorizedError('Not authenticated');
  return request.user;
}

function assertRole(request: FastifyRequest, allowed: readonly Role[]): void {
  const user = requireUser(request);
  if (!allowed.includes(user.role)) throw new ForbiddenError('You do not have permission to do this');
}

/** A route guard: 401 for anonymous visitors, 403 for a role that may not. */
export function requireRole(...allowed: Role[]): preHandlerAsyncHookHandler {
  return async (request) => assertRole(request, allowed);
}

const ADMIN_PREFIX = '/api/admin';

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const id = Number(request.session.get('userId'));
      request.user = Number.isSafeInteger(id) && id > 0 ? ((await findUserById(options.db, id)) ?? null) : null;
      // Every admin route, present and future, is closed before its handler runs: 401 anonymous, 403 non-admin.
      if (request.url === ADMIN_PREFIX || request.url.startsWith(`${ADMIN_PREFIX}/`) || request.url.startsWith(`${ADMIN_PREFIX}?`)) {
        assertRole(request, ['admin']);
      }
    });
  },
  { name: 'auth', dependencies: ['session'] },
);
