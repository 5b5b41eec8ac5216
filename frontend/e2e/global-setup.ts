// Vitest global setup for the browser tests: builds the SPA when frontend/dist is missing,
// starts the API server, and provides its base URL to the tests as inject('baseUrl').
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function ensureFrontendBuilt(): void {
  if (existsSync(new URL('../dist/index.html', import.meta.url))) return;
  console.log('[e2e] frontend/dist is missing; building the SPA first');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', 'frontend'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build --workspace frontend failed');
}

export default async function setup(project: TestProject) {
  ensureFrontendBuilt();
  const server = await startApiServer(repoRoot);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
