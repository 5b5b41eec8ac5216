import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { publicScope } from './access';

/** The OpenAPI document is generated from the routes' zod schemas: it cannot drift from the code. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Poker festival packages API', version: '1.0.0' },
        servers: [{ url: options.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(publicScope(async (scope) => scope.register(swaggerUi, { routePrefix: '/api/docs' })));
  },
  { name: 'openapi' },
);
