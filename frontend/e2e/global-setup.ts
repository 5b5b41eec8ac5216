// Vitest global setup for the browser tests: builds the SPA when frontend/dist is missing,
// starts the API server, and provides its base URL to the tests as inject('baseUrl').
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApiServer } from './api-server';
import { unreachableMapSettings } from './map-stub';
import { roomsForTheSuite } from './demo-capacity';
import { createScratchDatabase } from './scratch-database';
import { startWorkerProcess } from './worker-process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  if (scratch) process.env.DATABASE_URL = scratch.url;
  process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), 'pokerfest-e2e-uploads-'));
  // a seller with an address, as a deployment configures it, for the imprint's browser test; invoices
  // name the complete demo seller that the server seeds on first start (backend/src/seed/demo-seller.ts)
  process.env.SELLER_NAME ??= 'Poker Festivals E2E GmbH';
  process.env.SELLER_ADDRESS ??= 'Kärntner Ring 1, 1010 Vienna, Austria';
  const withServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
  // API and worker share one queue, apart from any other run on the same Redis.
  if (withServices) process.env.BULLMQ_PREFIX ??= `e2e${Date.now()}`;
  const worker = withServices ? await startWorkerProcess(repoRoot) : undefined;
  // the map's tiles and geocoder on a local port nobody answers: offline, and never the internet
  const server = await startApiServer(repoRoot, undefined, await unreachableMapSettings());
  await roomsForTheSuite(server.baseUrl);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await worker?.stop();
    await scratch?.drop();
  };
}
