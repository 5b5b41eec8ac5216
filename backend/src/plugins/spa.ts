import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for any client route. Unknown /api paths stay JSON 404s.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const built = existsSync(path.join(options.distDir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        prefix: '/',
        wildcard: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => notFound(request, reply, built));
  },
  { name: 'spa' },
);

function notFound(request: FastifyRequest, reply: FastifyReply, built: boolean) {
  const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
  if (!wantsPage) return reply.status(404).send({ error: 'Not found' });
  // A stale tab asking for an old hashed bundle must get a 404, not HTML in place of a script.
  if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  if (!built) {
    return reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .send('The web app has not been built yet: run `make run` (or `npm run build`).');
  }
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
