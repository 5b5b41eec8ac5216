import { defineConfig } from 'vitest/config';

// Integration tests share one Postgres database and one Redis, so files run one at a time;
// tests inside a file may still be concurrent where they say so.
export default defineConfig({
  test: {
    include: ['{domain,infra,projections,backend,workers,frontend,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'frontend/e2e/**'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
