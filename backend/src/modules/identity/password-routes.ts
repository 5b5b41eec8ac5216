import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordSchema, resetPasswordSchema, ValidationError } from '@pokerfest/domain';
import { hashPassword, hashSecretToken, newSecretToken, queueMail } from '@pokerfest/infra';
import { authRateLimit, type IdentityDeps } from './deps';
import { passwordResetEmail } from './emails';
import { clearAccountFailures } from './login-throttle';
import { findUserByEmail, updateUser } from './users-repository';

const NEUTRAL_ANSWER = "If an account exists for that email, we've sent password reset instructions.";
const messageBody = z.object({ message: z.string() });

export const passwordRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  app.post(
    '/api/request-password-reset',
    { config: { access: 'public', ...authRateLimit(deps.config) }, schema: { tags: ['identity'], summary: 'Ask for a password reset link by e-mail (the same answer for an unknown address)', body: forgotPasswordSchema, response: { 200: messageBody } } },
    async (request) => {
      const user = await findUserByEmail(deps.db, request.body.email);
      if (user) {
        const { token, hash } = newSecretToken();
        const now = deps.now();
        await updateUser(deps.db, user.id, {
          password_reset_token_hash: hash,
          password_reset_expires_at: new Date(now.getTime() + deps.config.PASSWORD_RESET_TTL_MS),
        });
        const link = `${deps.config.PUBLIC_URL}/reset-password?token=${token}`;
        await queueMail(deps.db, deps.queue, passwordResetEmail(user.email, user.username, link), now).catch((error: unknown) =>
          request.log.error({ err: error }, 'reset e-mail not queued'),
        );
      }
      // Same words whether or not the address is known.
      return { message: NEUTRAL_ANSWER };
    },
  );

  app.post(
    '/api/reset-password',
    { config: { access: 'public', ...authRateLimit(deps.config) }, schema: { tags: ['identity'], summary: 'Set a new password with the mailed reset token (ends every session of the user)', body: resetPasswordSchema, response: { 200: messageBody } } },
    async (request) => {
      const now = deps.now();
      const passwordHash = await hashPassword(request.body.newPassword);
      // One use: the token is cleared by the same statement that checks it.
      const user = await deps.db
        .updateTable('users')
        .set({ password_hash: passwordHash, password_reset_token_hash: null, password_reset_expires_at: null, updated_at: now })
        .where('password_reset_token_hash', '=', hashSecretToken(request.body.token))
        .where('password_reset_expires_at', '>', now)
        .returning(['id', 'username'])
        .executeTakeFirst();
      if (!user) throw new ValidationError('Invalid or expired reset token');
      await app.sessionStore.destroyForUser(String(user.id));
      app.identityCache.forgetUser(user.id);
      await clearAccountFailures(deps.db, user.id);
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
};
