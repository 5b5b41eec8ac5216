// `npm run screens -- <folder> [--no-build]`: screenshots of the shop's main screens at 1280×800 and
// 390×844 into docs/screens/<folder>/ (WebP, viewport only). Builds server and SPA first, as the
// browser tests do (--no-build when dist is current), then runs frontend/e2e/screens against a
// scratch database (DATABASE_URL, REDIS_URL as for `npm run e2e`; without them an embedded one).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
if (!folder || !/^[\w.-]+$/.test(folder)) {
  console.error('usage: npm run screens -- <folder> [--no-build]   (e.g. before, after)');
  process.exit(2);
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.includes('--no-build')) run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '-c', 'frontend/e2e/screens/vitest.config.ts'], { ...process.env, SCREENS_DIR: `docs/screens/${folder}` });
