import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-address limits for the routes that opt in (login, registration, password reset). With Redis the
 * counters are shared by every API instance; without it each process counts for itself.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redisUrl?: string }) => {
    const redis = options.redisUrl ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
    redis?.on('error', () => undefined);
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'pokerfest-rate-limit-',
      // The client's address as TRUST_PROXY lets Fastify work it out: the socket's, or what a
      // trusted proxy says. Never a header a client can set for itself.
      keyGenerator: (request) => request.ip,
      // A Redis outage must not lock everybody out: count nothing rather than refuse.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`), {
          statusCode: 429,
        }),
    });
    if (redis) app.addHook('onClose', async () => redis.disconnect());
  },
  { name: 'rate-limit' },
);
