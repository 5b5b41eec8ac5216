import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Tests that run the server or the worker as a process run the compiled output, as production does
// (decision 0028): the first one in a test process builds dist/server (esbuild, a fraction of a second).

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
let built = false;

/** The compiled entry point's path (dist/server/<name>.js), built once per test process. */
export function compiledServerEntry(name: 'api' | 'worker'): string {
  if (!built) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build', 'server.ts')], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) throw new Error(`The server did not build:\n${result.stdout}${result.stderr}`);
    built = true;
  }
  return path.join(ROOT, 'dist', 'server', `${name}.js`);
}

/** How production starts it: `node --enable-source-maps --max-semi-space-size=4 <entry>` (package.json's start). */
export function compiledServerArguments(name: 'api' | 'worker'): string[] {
  return ['--enable-source-maps', '--max-semi-space-size=4', compiledServerEntry(name)];
}
