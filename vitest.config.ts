import { defineConfig } from 'vitest/config';
import { FAULT_TEST_FILES, faultTestsIncluded } from './scripts/testing/fault-tests.js';

// Each integration test file gets its own database and queue prefix, but they share two cores,
// one Postgres server and one Redis: files run one at a time to keep timings (and timeouts) honest.
// They also run in one process, one after the other (isolate: false): a fresh process per file
// spent most of its time loading and warming up the same modules again (docs/testing.md, "Where
// the time goes"). So a file leaves nothing behind: it closes what it opens and restores what it stubs.
export default defineConfig({
  test: {
    include: ['{domain,infra,projections,backend,workers,frontend,scripts}/**/*.test.{ts,tsx}'],
    // The slowest fault tests run in CI, always, and locally when asked for (FAULT_TESTS=1).
    exclude: ['**/node_modules/**', 'frontend/e2e/**/*.e2e.ts', ...(faultTestsIncluded() ? [] : FAULT_TEST_FILES)],
    fileParallelism: false,
    isolate: false,
    unstubGlobals: true,
    // migrates one template database per run; each test database is a copy of it
    globalSetup: ['scripts/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', './scripts/testing/timings-reporter.ts'],
  },
});
