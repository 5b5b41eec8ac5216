import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicScope } from './access';
import { describeOperation, SESSION_SCHEME } from './openapi-operations';

/**
 * The OpenAPI document is generated from the routes' zod schemas: it cannot drift from the code.
 * Each operation's id, security requirement and error answers are derived from the route's own
 * declaration (openapi-operations.ts); openapi-lint.int.test.ts holds the result to Redocly's rules.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; sessionCookie: string }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Poker festival packages API', version: '1.0.0' },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              // sid, or __Host-sid behind https (session.ts): the name this deployment really sets
              name: options.sessionCookie,
              description: 'The session cookie that signing in sets (POST /api/login or /api/register); HttpOnly, SameSite=Lax',
            },
          },
        },
      },
      transform: describeOperation,
    });
    await app.register(publicScope(async (scope) => scope.register(swaggerUi, { routePrefix: '/api/docs' })));
  },
  { name: 'openapi' },
);
