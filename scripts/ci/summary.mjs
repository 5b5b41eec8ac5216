// Prints one closing line over every vitest JSON report given: "tests: N passed, N failed, N skipped";
// fails on a failure, on a skip where real services are required, and on a fault test CI did not run.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FAULT_TEST_FILES, faultTestsIncluded } from '../testing/fault-tests.js';

let passed = 0;
let failed = 0;
let skipped = 0;
const ran = new Set();
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing test report: ${file}`);
    failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const result of report.testResults) ran.add(path.relative(process.cwd(), result.name));
}
// With real services required, a skipped test is a test that did not check anything.
const skipsFail = process.env.REQUIRE_SERVICES === '1' && skipped > 0;
if (skipsFail) console.error(`REQUIRE_SERVICES=1 but ${skipped} test(s) were skipped`);
// CI must run the fault tests a local run leaves out (scripts/testing/fault-tests.js).
const faultTestsMissing = faultTestsIncluded() ? FAULT_TEST_FILES.filter((file) => !ran.has(file)) : [];
if (faultTestsMissing.length > 0) console.error(`fault tests that did not run: ${faultTestsMissing.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || skipsFail || faultTestsMissing.length > 0 ? 1 : 0);
