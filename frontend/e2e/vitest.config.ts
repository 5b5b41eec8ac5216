import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { dealToLanes, e2eFiles, laneCount } from './lanes';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const lanes = dealToLanes(e2eFiles(fileURLToPath(new URL('.', import.meta.url))), laneCount(process.env.E2E_LANES));

// Browser tests: lanes side by side (lanes.ts), each with its API server (started in its global set-up)
// and its files one at a time, each file with its own Chromium.
// Run from the repo root: npx vitest run -c frontend/e2e/vitest.config.ts
export default defineConfig({
  root: repoRoot,
  test: {
    reporters: ['default'],
    poolOptions: { forks: { maxForks: lanes.length, minForks: 1 } },
    projects: lanes.filter((files) => files.length > 0).map((files, index) => ({
      test: {
        name: `lane ${index + 1}`,
        root: repoRoot,
        include: files.map((file) => `frontend/e2e/${file}`),
        globalSetup: ['frontend/e2e/global-setup.ts'],
        setupFiles: ['frontend/e2e/lane-env.ts'],
        fileParallelism: false,
        // one process for the lane's files (as the unit suite does): no process start and no fresh
        // import of playwright-core per file; every file opens and closes its own Chromium
        isolate: false,
        testTimeout: 60_000,
        hookTimeout: 120_000,
        teardownTimeout: 30_000,
      },
    })),
  },
});
