// Reads the logs the end-to-end servers wrote during a run (test-results/e2e-server-logs/, see
// e2e/playwright.config.ts) and fails when any line holds what a log must never hold: an e-mail
// address, a CPF, a phone number, a query value not redacted (tokens, searches), or a 5xx
// answer. Prints what it found by kind and file, with the line numbers, not the data itself.
//
//   node scripts/check-server-logs.mjs [folder]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder =
  process.argv[2] ?? new URL('../test-results/e2e-server-logs/', import.meta.url).pathname;

const FORBIDDEN = {
  'e-mail address': /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/,
  CPF: /(?<![\d.])\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)|(?<![\w.:-])\d{11}(?![\w.])/,
  'phone number': /\(\d{2}\)\s?\d{4,5}-\d{4}|\+55\s?\d{10,11}/,
  // The access log keeps a query's keys and redacts every value (tokens, searches, e-mails).
  'query value not redacted': /[?&][\w.-]+=(?!\[redacted\])[^&"\s]/,
  '5xx answer': /"statusCode":5\d\d/,
};

if (!existsSync(folder)) {
  console.log(`Server logs: no folder ${folder}; nothing to check.`);
  process.exit(0);
}
const files = readdirSync(folder).filter((name) => name.endsWith('.log'));
let lines = 0;
const found = [];
for (const file of files) {
  const text = readFileSync(path.join(folder, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    if (!line) return;
    lines += 1;
    for (const [kind, pattern] of Object.entries(FORBIDDEN)) {
      if (pattern.test(line)) found.push(`${kind}: ${file}:${index + 1}`);
    }
  });
}
console.log(`Server logs: ${lines} lines in ${files.length} files, ${found.length} forbidden.`);
if (found.length > 0) {
  for (const place of found.slice(0, 50)) console.log(`  ${place}`);
  process.exit(1);
}
