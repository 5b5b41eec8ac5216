// The server's production build (decision 0028): every entry point of the API, the worker and the
// operator CLIs bundled by esbuild into one ES module each under dist/server/, with our own
// workspace packages (@pokerfest/*, TypeScript) inside and every other package left to
// node_modules, so the runtime needs only the production dependencies. Type errors are caught by
// `tsc` before this runs (`npm run build:server`).
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_OUT_DIR = path.join(ROOT, 'dist', 'server');

/** Entry points, by the name of the file they become (dist/server/<name>.js). */
export const SERVER_ENTRIES: Record<string, string> = {
  api: 'backend/src/server.ts',
  worker: 'workers/src/main.ts',
  migrate: 'infra/src/db/migrate-cli.ts',
  seed: 'backend/src/cli/seed.ts',
  'create-admin': 'backend/src/cli/create-admin.ts',
  'rebuild-projections': 'projections/src/cli/rebuild.ts',
  timers: 'infra/src/queue/timers-cli.ts',
};

/** Packages from node_modules stay imports: only our own TypeScript workspaces are bundled. */
const dependenciesStayExternal: Plugin = {
  name: 'dependencies-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@pokerfest/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer(): Promise<void> {
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, entry]) => [name, path.join(ROOT, entry)])),
    outdir: SERVER_OUT_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // the chunks shared by the entries, named so a stack trace says where it is
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [dependenciesStayExternal],
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildServer();
  const sizes = Object.keys(SERVER_ENTRIES).map((name) => `${name}.js ${(statSync(path.join(SERVER_OUT_DIR, `${name}.js`)).size / 1024).toFixed(0)} KB`);
  console.log(`server built into dist/server in ${Date.now() - started} ms: ${sizes.join(', ')}`);
}
