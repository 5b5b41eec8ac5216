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
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** This lane's settings (database, uploads, queue prefix) for what its test files start themselves. */
    laneEnv: Record<string, string>;
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

/**
 * One lane of the browser suite (frontend/e2e/lanes.ts): its own scratch database, uploads folder,
 * queue prefix, worker and API server. Nothing is written into this process's environment, which
 * every lane shares: the lane's settings reach its test files through `laneEnv` (lane-env.ts).
 */
export default async function setup(project: TestProject) {
  ensureFrontendBuilt();
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const withServices = Boolean(scratch && process.env.REDIS_URL);
  const laneEnv: Record<string, string> = {
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'pokerfest-e2e-uploads-')),
    // a seller with an address, as a deployment configures it, for the imprint's browser test; invoices
    // name the complete demo seller that the server seeds on first start (backend/src/seed/demo-seller.ts)
    SELLER_NAME: process.env.SELLER_NAME ?? 'Poker Festivals E2E GmbH',
    SELLER_ADDRESS: process.env.SELLER_ADDRESS ?? 'Kärntner Ring 1, 1010 Vienna, Austria',
    // every browser and account of the suite signs in from one address, where real players come from
    // many: the per-address limit on sign-ins (20 a minute) refused a login now and then once the
    // suite signed in more accounts a minute; it is tested where it is enforced (rate-limit.int.test.ts)
    AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX ?? '1000',
  };
  if (scratch) laneEnv.DATABASE_URL = scratch.url;
  // API and worker share one queue (and rate-limit counters), apart from any other lane or run on the same Redis.
  if (withServices) laneEnv.BULLMQ_PREFIX = `e2e${Date.now()}${randomBytes(3).toString('hex')}`;
  const worker = withServices ? await startWorkerProcess(repoRoot, laneEnv) : undefined;
  // the map's tiles and geocoder on a local port nobody answers: offline, and never the internet
  const server = await startApiServer(repoRoot, undefined, { ...laneEnv, ...(await unreachableMapSettings()) });
  await roomsForTheSuite(server.baseUrl);
  project.provide('baseUrl', server.baseUrl);
  project.provide('laneEnv', laneEnv);
  return async () => {
    await server.stop();
    await worker?.stop();
    await scratch?.drop();
  };
}
