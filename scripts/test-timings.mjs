// Prints, after a CI run, the 20 slowest test files of every runner's report in test-results/
// (Vitest's per suite, Playwright's) and how many tests passed only on a retry: a slow file is
// seen the day it lands, and a flaky one is fixed rather than retried into green.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = new URL('../test-results/', import.meta.url);
const root = path.resolve(new URL('..', import.meta.url).pathname);
const SLOWEST = 20;

const readJson = (file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
const files = existsSync(dir) ? readdirSync(dir) : [];

/** [seconds, label] per test file. */
const rows = [];
let retried = 0;

for (const file of files.filter((name) => /^vitest-.+\.json$/.test(name))) {
  const suite = file.replace(/^vitest-|\.json$/g, '');
  for (const result of readJson(file).testResults ?? []) {
    const seconds = ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000;
    rows.push([seconds, `vitest/${suite}  ${path.relative(root, result.name)}`]);
  }
}

if (files.includes('e2e-results.json')) {
  const report = readJson('e2e-results.json');
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
          if ((result.retry ?? 0) > 0) retried += 1;
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const [file, seconds] of byFile) rows.push([seconds, `playwright    e2e/tests/${file}`]);
}

console.log(`\n=== the ${SLOWEST} slowest test files (s; Playwright's summed over its tests)`);
for (const [seconds, label] of rows.sort((a, b) => b[0] - a[0]).slice(0, SLOWEST)) {
  console.log(`${seconds.toFixed(1).padStart(7)}  ${label}`);
}
console.log(`retried tests: ${retried}`);
