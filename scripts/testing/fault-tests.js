// The slowest fault tests: real worker or API processes killed mid-work, a Redis that loses its data.
// Together they took about a third of the integration tests' time, and more on a busy machine (they
// wait for real processes and real recoveries). CI runs them, always; a local `make test` leaves them
// out, says so at its end (scripts/testing/timings-reporter.ts) and prints how to run them:
// FAULT_TESTS=1 runs them too. docs/testing.md, "Fault tests".
export const FAULT_TEST_FILES = [
  'workers/src/plan-charge-crash.int.test.ts',
  'workers/src/refund-crash.int.test.ts',
  'workers/src/reminder-crash.int.test.ts',
  'workers/src/self-healing.int.test.ts',
  'workers/src/verdict-crash.int.test.ts',
  'workers/src/waiting-list-crash.int.test.ts',
  'workers/src/worker-crash.int.test.ts',
];

/** Whether this run includes them: in CI (CI set, as `.ci/run` does and CI services do), or when asked for. */
export function faultTestsIncluded(env = process.env) {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
  return ci || env.FAULT_TESTS === '1';
}
