import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth-routes';
import type { IdentityDeps } from './deps';
import { passwordRoutes } from './password-routes';
import { verificationRoutes } from './verification-routes';

export type { IdentityDeps } from './deps';
export { registerAccount } from './account-service';
// what ordering (the customer) and the admin's user screen use of identity
export { toPublicUser } from './public-user';
export { updateUser, type UserRow } from './users-repository';

export const identityModule: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  await app.register(authRoutes, deps);
  await app.register(verificationRoutes, deps);
  await app.register(passwordRoutes, deps);
};
