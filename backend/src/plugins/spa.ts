import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicScope } from './access';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for any client route. Unknown /api paths stay JSON 404s.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const built = existsSync(path.join(options.distDir, 'index.html'));
    // Its own scope, where the static file routes are public; the not-found handler set here still
    // answers every unmatched path, and can use this scope's reply.sendFile.
    const site: FastifyPluginAsync = async (scope) => {
      if (built) {
        await scope.register(fastifyStatic, {
          root: options.distDir,
          prefix: '/',
          wildcard: true,
          cacheControl: false,
          // The build writes .br and .gz beside each hashed asset (vite.config.ts): the one the
          // client accepts is sent as it is, no compression work per request (ADR 0023).
          preCompressed: true,
          setHeaders: (res, filePath) => {
            const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
            res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
            // Every file may come in another encoding for another client: shared caches must keep them apart.
            res.setHeader('Vary', 'Accept-Encoding');
          },
        });
      }
      scope.setNotFoundHandler((request, reply) => notFound(request, reply, built));
    };
    await app.register(publicScope(site));
  },
  { name: 'spa' },
);

/**
 * The path as a lenient server would read it: decoded, backslashes as slashes, no `;params`, no
 * doubled slashes or dot segments, lower case. Only used to decide that a bent spelling of an API
 * or file path is a 404, never a page (and never to grant anything).
 */
export function lenientPath(url: string): string {
  const raw = url.split('?')[0]!;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // malformed escapes: judge the raw text
  }
  const segments: string[] = [];
  for (const segment of decoded.replaceAll('\\', '/').split('/')) {
    const bare = segment.split(';')[0]!.toLowerCase();
    if (bare === '' || bare === '.') continue;
    if (bare === '..') segments.pop();
    else segments.push(bare);
  }
  return `/${segments.join('/')}`;
}

const NOT_PAGES = ['api', 'uploads', 'assets'];

function notFound(request: FastifyRequest, reply: FastifyReply, built: boolean) {
  const area = lenientPath(request.url).split('/')[1] ?? '';
  if (request.method !== 'GET' || area === 'api' || area === 'uploads') return reply.status(404).send({ error: 'Not found' });
  // A stale tab asking for an old hashed bundle must get a 404, not HTML in place of a script.
  if (NOT_PAGES.includes(area)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  if (!built) {
    return reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .send('The web app has not been built yet: run `make run` (or `npm run build`).');
  }
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
