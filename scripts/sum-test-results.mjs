// Sums the counts each `scripts/test.mjs` run recorded in test-results/summary-*.json and
// prints the line CI reads: `N passed, M failed`. Arguments: the number of failed checks
// (lint, format, type check: each counts as one failure) and of failed CI steps; exits non-zero
// when anything failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../test-results/', import.meta.url);
const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^summary-.+\.json$/.test(f)) : [];
let passed = 0;
let failed = 0;
for (const file of files) {
  const counts = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  passed += counts.passed;
  failed += counts.failed;
}
const failedChecks = Number(process.argv[2] ?? 0);
const failedSteps = Number(process.argv[3] ?? 0);
failed += failedChecks;
// No recorded counts at all means the test runs never got going.
if (files.length === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
