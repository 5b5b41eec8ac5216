import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserSchema, changeRoleSchema, ConflictError, NotFoundError, recordIdParams, type AdminUser } from '@pokerfest/domain';
import type { Db, Executor } from '@pokerfest/infra';
import { toPublicUser, updateUser, type UserRow } from '../identity';

// The domain's int4 id parameters, under the name the routes below already use.
const userIdParams = recordIdParams;

function adminUsersQuery(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin('users as referrer', 'referrer.id', 'users.referred_by')
    .selectAll('users')
    .select(sql<string | null>`referrer.username`.as('referred_by_username'));
}

function toAdminUser(row: UserRow & { referred_by_username: string | null }): AdminUser {
  return { ...toPublicUser(row), referredByUsername: row.referred_by_username };
}

async function adminUser(db: Db, id: number): Promise<AdminUser> {
  const row = await adminUsersQuery(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('User not found');
  return toAdminUser(row);
}

/** The admin Users tab's calls; each route declares `access: 'admin'`, checked after routing (ADR 0018). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/users', { config: { access: 'admin' }, schema: { tags: ['admin'], summary: 'List every user with role and loyalty points', response: { 200: z.array(adminUserSchema) } } }, async (request) => {
    // the points column is the loyalty ledger's read model: after this admin's own adjustment, show it
    await request.readYourWrites(['loyalty-ledger']);
    const rows = await adminUsersQuery(db).orderBy('users.created_at', 'desc').orderBy('users.id', 'desc').execute();
    return rows.map(toAdminUser);
  });

  app.patch(
    '/api/admin/users/:id/role',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: "Change a user's role (never one's own admin role)", params: userIdParams, body: changeRoleSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      // an admin who demotes themself may leave the shop with no admin at all, and loses this page mid-click
      if (request.params.id === request.user?.id && request.body.role !== 'admin') {
        throw new ConflictError('You cannot remove your own admin role; ask another admin to do it.', { reason: 'own_demotion' });
      }
      const updated = await updateUser(db, request.params.id, { role: request.body.role });
      if (!updated) throw new NotFoundError('User not found');
      // this process forgets before answering; the others when the database's NOTIFY arrives (ADR 0036)
      app.identityCache.forgetUser(updated.id);
      request.log.info({ audit: 'role-changed', userId: updated.id, role: updated.role, by: request.user?.id }, 'user role changed');
      return adminUser(db, updated.id);
    },
  );

  app.post(
    '/api/admin/users/:id/verify-email',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: "Mark a user's e-mail address as verified", params: userIdParams, response: { 200: adminUserSchema } } },
    async (request) => {
      // One-way: verifying twice changes nothing; nothing here can un-verify.
      const updated = await updateUser(db, request.params.id, { is_email_verified: true, email_verification_token_hash: null, email_verification_expires_at: null });
      if (!updated) throw new NotFoundError('User not found');
      app.identityCache.forgetUser(updated.id);
      request.log.info({ audit: 'email-verified', userId: updated.id, by: request.user?.id }, 'user e-mail verified by an admin');
      return adminUser(db, updated.id);
    },
  );
};
