// `npm run e2e`: build the compiled server and the SPA as production does, then run the browser
// tests (the API server, and with Redis the worker, are started from dist/server by global setup).
// The bundles only: the type check is `make test`'s (CI runs it just before), and `tsc` over the
// server packages would add some 20 s to every browser run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, ['--import', 'tsx', 'scripts/build/server.ts']);
run(npm, ['run', 'build', '--workspace', 'frontend']);
run(npx, [
  'vitest',
  'run',
  '-c',
  'frontend/e2e/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/e2e.json',
  ...process.argv.slice(2),
]);
