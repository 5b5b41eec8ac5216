import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PICTURE_SIZE } from '@pokerfest/domain';
import { publicScope } from './access';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A page's own first paint: `dist/shells/<name>.html` with its `{{key}}` slots filled (ADR 0026). */
export interface PageShell {
  name: string;
  values?: Record<string, string>;
  /** The page's main picture (its largest paint), fetched from the first HTML on, before any script asks for it. */
  picture?: ShellPicture;
}

/** A picture as the page's <img> asks for it: the same candidates and sizes, or the browser fetches another file. */
export interface ShellPicture {
  src: string;
  srcSet?: string;
  sizes: string;
}

/** Which shell a client route's first HTML paints, or null for index.html's generic skeleton. */
export type ShellFor = (path: string) => Promise<PageShell | null>;

export interface SpaOptions {
  distDir: string;
  shellFor?: ShellFor;
}

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for any client route. Unknown /api paths stay JSON 404s.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, options: SpaOptions) => {
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
          // `/` is a page like any other: served below, with its shell
          index: false,
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
      scope.get('/', { schema: { summary: "The shop's home page (HTML)" } }, (request, reply) => pageOrNotFound(request, reply, built, options));
      scope.setNotFoundHandler((request, reply) => pageOrNotFound(request, reply, built, options));
    };
    await app.register(publicScope(site));
  },
  { name: 'spa' },
);

/**
 * CSP sources (`'sha256-…'`) of the inline scripts in the built index.html: the only inline script
 * the policy admits is the one the build wrote there (the first-load script, ADR 0026), byte for byte.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

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

/** A client route's page (index.html, with its shell when it has one), or the 404 a path that is no page gets. */
async function pageOrNotFound(request: FastifyRequest, reply: FastifyReply, built: boolean, options: SpaOptions) {
  const area = lenientPath(request.url).split('/')[1] ?? '';
  if ((request.method !== 'GET' && request.method !== 'HEAD') || area === 'api' || area === 'uploads') return reply.status(404).send({ error: 'Not found' });
  // A stale tab asking for an old hashed bundle must get a 404, not HTML in place of a script.
  if (NOT_PAGES.includes(area)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  if (!built) {
    return reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .send('The web app has not been built yet: run `make run` (or `npm run build`).');
  }
  reply.header('Cache-Control', 'no-cache');
  // a page, whether it goes out whole or as a 304 (whose headers replace the cached page's)
  reply.usePagePolicy();
  const shell = await options.shellFor?.(request.url.split('?')[0]!).catch((error: unknown) => {
    // the generic skeleton is always a correct first paint: a failed lookup only costs the page its own
    request.log.warn({ err: error }, 'page shell lookup failed');
    return null;
  });
  if (!shell) return reply.sendFile('index.html');
  return reply.type('text/html; charset=utf-8').send(await pageWithShell(options.distDir, shell));
}

const SHELL_REGION = /<!--shell-->[\s\S]*?<!--\/shell-->/;

/** index.html with its shell region replaced by the named shell, each `{{key}}` filled with escaped text. */
export async function pageWithShell(distDir: string, shell: PageShell): Promise<string> {
  if (!/^[a-z][a-z-]*$/.test(shell.name)) throw new Error(`Not a shell name: ${shell.name}`);
  const [html, template] = await Promise.all([builtFile(path.join(distDir, 'index.html')), builtFile(path.join(distDir, 'shells', `${shell.name}.html`))]);
  if (html === null) throw new Error('The web app has not been built');
  if (template === null) return html;
  const filled = template
    .replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(shell.values?.[key] ?? ''))
    // where the shell shows the page's main picture: painted from the first HTML, as the page will show it
    .replace('<!--picture-->', () => (shell.picture ? pictureImage(shell.picture) : ''));
  // a function, so `$` in a festival's name is never read as a replacement pattern
  const page = html.replace(SHELL_REGION, () => `<!--shell-->${filled}<!--/shell-->`);
  return shell.picture ? page.replace('</head>', () => `${picturePreload(shell.picture!)}</head>`) : page;
}

function pictureImage({ src, srcSet, sizes }: ShellPicture): string {
  const candidates = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : '';
  return `<img class="boot-picture" src="${escapeHtml(src)}"${candidates} width="${PICTURE_SIZE.width}" height="${PICTURE_SIZE.height}" alt="" fetchpriority="high">`;
}

function picturePreload({ src, srcSet, sizes }: ShellPicture): string {
  const candidates = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${candidates} fetchpriority="high">`;
}

// The build's files, read once per process like the inline script's hash (a rebuild needs a
// restart either way), not on every page view. A missing file is remembered as missing.
const builtFiles = new Map<string, Promise<string | null>>();

function builtFile(file: string): Promise<string | null> {
  let read = builtFiles.get(file);
  if (!read) {
    read = readFile(file, 'utf8').catch(() => null);
    builtFiles.set(file, read);
  }
  return read;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
