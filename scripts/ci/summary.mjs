// Prints one closing line over every vitest JSON report given: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
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
}
// With real services required, a skipped test is a test that did not check anything.
const skipsFail = process.env.REQUIRE_SERVICES === '1' && skipped > 0;
if (skipsFail) console.error(`REQUIRE_SERVICES=1 but ${skipped} test(s) were skipped`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || skipsFail ? 1 : 0);
