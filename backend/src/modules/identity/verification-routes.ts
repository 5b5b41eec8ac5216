import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, resendVerificationSchema, ValidationError, verifyEmailQuery } from '@pokerfest/domain';
import { hashSecretToken } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import { sendVerificationEmail } from './account-service';
import { authRateLimit, type IdentityDeps } from './deps';

export const verificationRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  app.post(
    '/api/resend-verification',
    {
      config: { access: 'user', ...authRateLimit(deps.config) },
      schema: { tags: ['identity'], summary: "Send the signed-in user's e-mail verification link again", body: resendVerificationSchema.optional(), response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      const user = requireUser(request);
      // The spec sends a user id; the session alone decides whose address gets the mail.
      const asked = request.body?.userId;
      if (asked !== undefined && Number(asked) !== user.id) throw new ForbiddenError('You can only ask for your own verification e-mail');
      if (user.is_email_verified) throw new ValidationError('Email is already verified');
      await sendVerificationEmail(deps, user);
      return { message: `Verification email sent to ${user.email}` };
    },
  );

  /** The link in the e-mail: marks the address verified and lands on the app. */
  app.get(
    '/api/verify-email',
    { config: { access: 'public' }, schema: { tags: ['identity'], summary: 'Verify an e-mail address from the mailed link, then redirect to the app', querystring: verifyEmailQuery } },
    async (request, reply) => {
      const token = request.query.token;
      const now = deps.now();
      const verified = token
        ? await deps.db
            .updateTable('users')
            .set({ is_email_verified: true, email_verification_token_hash: null, email_verification_expires_at: null, updated_at: now })
            .where('email_verification_token_hash', '=', hashSecretToken(token))
            .where('email_verification_expires_at', '>', now)
            .returning('id')
            .executeTakeFirst()
        : undefined;
      if (verified) app.identityCache.forgetUser(verified.id);
      return reply.redirect(verified ? '/?emailVerified=1' : '/?emailVerified=0', 302);
    },
  );
};
