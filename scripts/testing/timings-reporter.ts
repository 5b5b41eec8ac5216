import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { FAULT_TEST_FILES, faultTestsIncluded } from './fault-tests.js';

/** Where one test file's time went, in milliseconds (docs/testing.md, "Where the time goes"). */
export interface FileTiming {
  file: string;
  /** Importing the file's graph: transform, module evaluation, suite callbacks. */
  collect: number;
  /** The runner's own set-up in the worker (environment, setup files). */
  prepare: number;
  /** beforeAll/afterAll: databases, app start, processes (file run time less its tests). */
  suiteHooks: number;
  /** The tests themselves, with their beforeEach/afterEach. */
  tests: number;
  /** The sum of the above: the file's share of the run, as it runs alone. */
  total: number;
  testCount: number;
}

const round = (ms: number) => Math.round(ms);

/**
 * Writes test-results/timings.json and prints the slowest files, so a run says where its time
 * went without a profiler: the suite only stays fast if the slow files are visible. A local run
 * also says which fault tests it left out, and how to run them.
 */
export default class TimingsReporter implements Reporter {
  private readonly timings: FileTiming[] = [];

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    let tests = 0;
    let testCount = 0;
    for (const test of module.children.allTests()) {
      tests += test.diagnostic()?.duration ?? 0;
      testCount += 1;
    }
    const prepare = diagnostic.prepareDuration + diagnostic.environmentSetupDuration + diagnostic.setupDuration;
    const suiteHooks = Math.max(0, diagnostic.duration - tests);
    this.timings.push({
      file: path.relative(process.cwd(), module.moduleId),
      collect: round(diagnostic.collectDuration),
      prepare: round(prepare),
      suiteHooks: round(suiteHooks),
      tests: round(tests),
      total: round(diagnostic.collectDuration + prepare + diagnostic.duration),
      testCount,
    });
  }

  onTestRunEnd(): void {
    this.printTimings();
    if (!faultTestsIncluded()) {
      console.log(
        [
          '',
          `Left out: the ${FAULT_TEST_FILES.length} fault tests with real worker processes (CI runs them; docs/testing.md, "Fault tests").`,
          `Run them: FAULT_TESTS=1 npx vitest run ${FAULT_TEST_FILES.join(' ')}`,
          'Run everything: FAULT_TESTS=1 make test',
        ].join('\n'),
      );
    }
  }

  private printTimings(): void {
    if (this.timings.length === 0) return;
    const sorted = [...this.timings].sort((a, b) => b.total - a.total);
    const sum = (key: 'collect' | 'prepare' | 'suiteHooks' | 'tests' | 'total') => round(sorted.reduce((s, t) => s + t[key], 0) / 1000);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(path.join('test-results', 'timings.json'), `${JSON.stringify(sorted, null, 2)}\n`);
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
    const lines = sorted.slice(0, 15).map((t) => `${seconds(t.total)} s  collect ${seconds(t.collect)}  hooks ${seconds(t.suiteHooks)}  tests ${seconds(t.tests)}  ${t.file}`);
    console.log(
      [
        '',
        `Slowest files (of ${sorted.length}; all in test-results/timings.json):`,
        ...lines,
        `Sum over files: ${sum('total')} s = collect ${sum('collect')} s + prepare ${sum('prepare')} s + beforeAll/afterAll ${sum('suiteHooks')} s + tests ${sum('tests')} s`,
      ].join('\n'),
    );
  }
}
