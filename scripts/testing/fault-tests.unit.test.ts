import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAULT_TEST_FILES, faultTestsIncluded } from './fault-tests.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('the fault tests a local run leaves out', () => {
  it('are integration test files that exist (a renamed one would silently run everywhere)', () => {
    expect(FAULT_TEST_FILES.filter((file) => !file.endsWith('.int.test.ts') || !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it('run in CI and when asked for, and only then', () => {
    expect(faultTestsIncluded({ CI: 'true' })).toBe(true);
    expect(faultTestsIncluded({ CI: '1' })).toBe(true);
    expect(faultTestsIncluded({ FAULT_TESTS: '1' })).toBe(true);
    expect(faultTestsIncluded({})).toBe(false);
    expect(faultTestsIncluded({ CI: 'false' })).toBe(false);
    expect(faultTestsIncluded({ CI: '' })).toBe(false);
  });
});
