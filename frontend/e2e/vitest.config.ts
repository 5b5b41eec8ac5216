import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Browser tests: one API server (started in global setup) and one Chromium per file; files run one at a time.
// Run from the repo root: npx vitest run -c frontend/e2e/vitest.config.ts
export default defineConfig({
  root: repoRoot,
  test: {
    include: ['frontend/e2e/**/*.e2e.ts'],
    globalSetup: ['frontend/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
