import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, errorBodySchema as errorBody, loginSchema, publicUserSchema, registerSchema, UnauthorizedError } from '@pokerfest/domain';
import { verifyAgainstDummy, verifyPassword } from '@pokerfest/infra';
import { requireUser } from '../../plugins/auth';
import { registerAccount, sendVerificationEmail } from './account-service';
import { authRateLimit, type IdentityDeps } from './deps';
import { admitLoginAttempt, clearLoginFailures, recordLoginFailure, throttleKey } from './login-throttle';
import { toPublicUser } from './public-user';
import { findUserById, findUserByLogin, type UserRow } from './users-repository';

/** A new session id at every login: a session fixed before login is worth nothing after it. */
async function startSession(request: FastifyRequest, user: UserRow): Promise<void> {
  await request.session.regenerate();
  request.session.set('userId', String(user.id));
}

export const authRoutes: FastifyPluginAsyncZod<IdentityDeps> = async (app, deps) => {
  const throttle = {
    maxFailures: deps.config.LOGIN_MAX_FAILURES,
    accountMaxFailures: deps.config.LOGIN_ACCOUNT_MAX_FAILURES,
    windowMs: deps.config.LOGIN_FAILURE_WINDOW_MS,
    lockMs: deps.config.LOGIN_LOCK_MS,
  };

  app.post(
    '/api/register',
    {
      config: { access: 'public', ...authRateLimit(deps.config) },
      schema: { tags: ['identity'], summary: 'Register a player account and sign in', body: registerSchema, response: { 201: publicUserSchema, 400: errorBody } },
    },
    async (request, reply) => {
      const user = await registerAccount(deps, request.body);
      await startSession(request, user);
      await sendVerificationEmail(deps, user).catch((error: unknown) => request.log.error({ err: error }, 'verification e-mail not queued'));
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/login',
    {
      config: { access: 'public', ...authRateLimit(deps.config) },
      schema: { tags: ['identity'], summary: 'Sign in with username or e-mail and password', body: loginSchema, response: { 200: publicUserSchema, 401: errorBody, 429: errorBody } },
    },
    async (request) => {
      const { username, password } = request.body;
      const now = deps.now();
      // Counted per account (username and e-mail alike) at this client address: see login-throttle.ts.
      const user = await findUserByLogin(deps.db, username);
      const key = throttleKey(username, user, request.ip);
      const until = await admitLoginAttempt(deps.db, key, now, throttle);
      if (until) {
        const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
        throw new DomainError(`Too many failed logins for this account. Please wait ${seconds} seconds and try again.`, 429, 'too_many_attempts');
      }
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await recordLoginFailure(deps.db, key, now, throttle);
        throw new UnauthorizedError('Invalid username or password');
      }
      await clearLoginFailures(deps.db, key);
      await startSession(request, user);
      return toPublicUser(user);
    },
  );

  app.post('/api/logout', { config: { access: 'public' }, schema: { tags: ['identity'], summary: 'Sign out: end this session', response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
    await request.session.destroy();
    return { ok: true as const };
  });

  // Read afresh, not from the identity cache (ADR 0036): it shows the loyalty points a projection
  // writes, in the worker or in a timer's job, whose NOTIFY reaches this process a few milliseconds
  // after their commit, or never (the embedded database has no listener). One indexed read, on a
  // call the app makes when a page loads, not on the rush's path.
  app.get('/api/user', { config: { access: 'user' }, schema: { tags: ['identity'], summary: "The signed-in user's account", response: { 200: publicUserSchema, 401: errorBody } } }, async (request) => {
    const user = await findUserById(deps.db, requireUser(request).id);
    if (!user) throw new UnauthorizedError('Not authenticated');
    return toPublicUser(user);
  });
};
