// The zones inside `backend` and the one door from `workers` into it (modular-monolith-with-ddd's
// rule): a bounded context's folder backend/src/modules/<context>/ is private except for its public
// entry, index.ts; files of other modules and the shared plugins/ import it only through that entry.
// A module's testing/ folder is the second entry, for tests only. The composition root (app.ts,
// start.ts, seed/, cli/, testing/) wires the modules and may reach inside them.
// The worker process imports from backend only the job entry points: the modules' <context>/jobs.ts
// and backend/src/jobs.ts, which lists them; never their routes, plugins or the app. Its tests may
// also use backend's test support (backend/src/testing/, a module's testing/).
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const MODULES = 'backend/src/modules/';
const PLUGINS = 'backend/src/plugins/';

/** The job entry points, the only part of backend the worker process may import. */
export const JOB_ENTRY = /^backend\/src\/(jobs|modules\/[^/]+\/jobs)$/;
/** Backend's test support, which the worker's tests may use too. */
const TEST_SUPPORT = /^backend\/src\/(testing|modules\/[^/]+\/testing)\//;

const withoutExtension = (file) => file.replace(/\.(tsx?|js)$/, '');

/** A file's path from the repository root, with forward slashes. */
export function repoPath(file) {
  return path.relative(ROOT, path.resolve(file)).split(path.sep).join('/');
}

/**
 * Where `source`, written in `file`, lands: a path from the repository root without its extension.
 * Undefined for packages other than @pokerfest/backend and @pokerfest/workers, whose exports map
 * `./*` onto `src/*.ts`.
 */
export function landing(file, source) {
  if (source.startsWith('.')) return withoutExtension(repoPath(path.resolve(path.dirname(path.resolve(file)), source)));
  const written = /^@pokerfest\/(backend|workers)(?:\/(.+))?$/.exec(source);
  if (!written) return undefined;
  return written[2] ? withoutExtension(`${written[1]}/src/${written[2]}`) : written[1];
}

function moduleOf(repoFile) {
  if (!repoFile.startsWith(MODULES)) return undefined;
  const [module, ...rest] = repoFile.slice(MODULES.length).split('/');
  return { module, inner: withoutExtension(rest.join('/')) };
}

const isPublicEntry = (inner) => inner === '' || inner === 'index';
const isTestSupport = (repoFile) => /\.test\.tsx?$/.test(repoFile) || repoFile.includes('/testing/');

/** Why a file in backend/src/modules/ or backend/src/plugins/ may not import `source`; undefined when it may. */
export function moduleBoundaryViolation(file, source) {
  const from = repoPath(file);
  const own = moduleOf(from);
  if (!own && !from.startsWith(PLUGINS)) return undefined;
  const to = landing(file, source);
  const target = to === undefined ? undefined : moduleOf(to);
  if (!target || target.module === own?.module) return undefined;
  if (isPublicEntry(target.inner)) return undefined;
  if (target.inner.startsWith('testing/') && isTestSupport(from)) return undefined;
  const importer = own ? `modules/${own.module}` : 'plugins';
  return `${importer} may import modules/${target.module} only through its index.ts (not ${source})`;
}

/** Why the worker process may not import `source` from backend; undefined for a module's job entry point. */
export function workerEntryViolation(file, source) {
  const to = landing(file, source);
  if (to !== undefined && JOB_ENTRY.test(to)) return undefined;
  if (to !== undefined && TEST_SUPPORT.test(to) && isTestSupport(repoPath(file))) return undefined;
  return `workers may import from backend only the job entry points, backend/src/jobs.ts and backend/src/modules/<context>/jobs.ts (not ${source})`;
}

/** Whether the import is one of the listed, commented exceptions (same file, same target). */
export function isListedException(exceptions, file, source) {
  const from = repoPath(file);
  const to = landing(file, source);
  return exceptions.some((exception) => exception.file === from && exception.imports === to);
}
