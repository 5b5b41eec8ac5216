// Inside `domain`, the write side never reads the API's answers (issue 28): events, state, deciders
// and commands change only with the business, views change with the screens, so views import from
// the write side and never the other way. A write-side file is named for its job: `*-events.ts`,
// `*-state.ts`, `*-decider.ts` (and shared/decider.ts), `*-commands.ts`, `*-request.ts` (what a
// command or a reaction is asked to do: change-request.ts, document-request.ts). A views module is
// `views.ts` or `*-views.ts`; a context's index.ts re-exports its views, so the write side imports
// the module it needs, never an index.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from './backend-zones.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const DOMAIN_SOURCES = path.join(ROOT, 'domain', 'src');

const WRITE_SIDE = /^(?:[a-z0-9-]+-)?(?:events|state|decider|commands|request)\.ts$/;
const VIEWS = /^(?:[a-z0-9-]+-)?views$/;
const IMPORT_SOURCES = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const isDomainFile = (file) => repoPath(file).startsWith('domain/src/');

/** A file of domain's write side, by its name (tests and test support are not). */
export function isWriteSide(file) {
  return isDomainFile(file) && !repoPath(file).includes('/testing/') && WRITE_SIDE.test(path.basename(file));
}

/** What `source`, written in `file`, lands on inside domain: 'views', 'index' or undefined for anything else. */
function landingKind(file, source) {
  if (!source.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(path.resolve(file)), source);
  if (!isDomainFile(target)) return undefined;
  const name = path.basename(target).replace(/\.(tsx?|js)$/, '');
  if (VIEWS.test(name)) return 'views';
  if (name === 'index' || existsSync(path.join(target, 'index.ts'))) return 'index';
  return undefined;
}

/** Why `file` may not import `source` by the write side's rule; undefined when it may. */
export function writeSideViolation(file, source) {
  if (!isWriteSide(file)) return undefined;
  const kind = landingKind(file, source);
  if (kind === 'views') return `the write side (events, state, deciders, commands) may not import a views module (${source}); move what both need into the write side`;
  if (kind === 'index') return `the write side imports the module it needs, not an index that re-exports the views (${source})`;
  return undefined;
}

/** The TypeScript sources below domain/src, tests left out. */
function domainSources(dir = DOMAIN_SOURCES) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return domainSources(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

function resolveModule(file, source) {
  const target = path.resolve(path.dirname(file), source);
  return [`${target}.ts`, path.join(target, 'index.ts')].find((candidate) => existsSync(candidate));
}

/**
 * Every domain module the write side reaches, directly or through other modules, each with the way
 * there (['domain/src/ordering/order-state.ts', …, the module]). The rule above sees one import at a
 * time; this sees a views module reached through a helper the write side uses. `read` gives a file's
 * text (a test hands in made-up imports).
 */
export function writeSideReach(read = (file) => readFileSync(file, 'utf8')) {
  const way = new Map(domainSources().filter(isWriteSide).map((file) => [file, [repoPath(file)]]));
  const queue = [...way.keys()];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const [, written, dynamic] of read(file).matchAll(IMPORT_SOURCES)) {
      const source = written ?? dynamic;
      const target = source.startsWith('.') ? resolveModule(file, source) : undefined;
      if (!target || way.has(target)) continue;
      way.set(target, [...way.get(file), repoPath(target)]);
      queue.push(target);
    }
  }
  return way;
}

/** Whether a domain module is a views module, by its name. */
export const isViewsModule = (file) => VIEWS.test(path.basename(file).replace(/\.ts$/, ''));
