import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

// The screenshot run (`npm run screens -- <folder>`): one API server on a scratch database, one
// Chromium, the shop's main screens captured at a desktop and a phone size. Not a test suite: its
// files end in .screens.ts so neither the unit nor the browser run picks them up.
export default defineConfig({
  root: repoRoot,
  test: {
    include: ['frontend/e2e/screens/**/*.screens.ts'],
    globalSetup: ['frontend/e2e/screens/server-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
