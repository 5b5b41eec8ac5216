import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth-routes';
import type { IdentityDeps } from './deps';
import { passwordRoutes } from './password-routes';
import { verificationRoutes } from './verification-routes';

export type { IdentityDeps } from './deps';
export { registerAccount } from './account-service';

export const identityModule: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  await app.register(authRoutes, deps);
  await app.register(verificationRoutes, deps);
  await app.register(passwordRoutes, deps);
};
