import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '@pokerfest/domain';
import type { Db } from '@pokerfest/infra';
import { findUsersByIds, type UserRow } from '../modules/identity/users-repository';
import { batchedReads } from './batched-reads';
import { assertAccess } from './access';

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

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    app.decorateRequest('user', null);
    // read through this process's identity cache (ADR 0036), which forgets a row when it changes;
    // the requests of one turn that miss it share one query
    const users = app.identityCache.users;
    const findUser = batchedReads((ids: number[]) => findUsersByIds(options.db, ids));
    app.addHook('onRequest', async (request) => {
      const id = Number(request.session.get('userId'));
      request.user = Number.isSafeInteger(id) && id > 0 ? ((await users.read(id, () => findUser(id))) ?? null) : null;
      // The router has matched by now: the route's own declaration decides, whatever the URL's spelling.
      assertAccess(request);
    });
  },
  { name: 'auth', dependencies: ['session'] },
);
