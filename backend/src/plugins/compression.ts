import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On-the-fly compression of responses of at least `thresholdBytes` (index.html, API JSON) for a
 * client that accepts br or gzip; hashed assets come precompressed from the build (spa.ts) and
 * already carry their Content-Encoding, which this leaves alone. Must be registered before the
 * routes it is to cover (it adds its hook to each route as the route is declared).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance, options: { thresholdBytes: number }) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: options.thresholdBytes,
      encodings: ['br', 'gzip'],
      // Responses only: the app sends no compressed request bodies, so none are inflated (one
      // less thing a hostile client can make the server do).
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
