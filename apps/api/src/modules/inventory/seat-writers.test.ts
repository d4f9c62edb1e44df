import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const INVENTORY = fileURLToPath(new URL('./', import.meta.url));

/** The API's source files, tests aside, outside the inventory module. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path + '/' === INVENTORY ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text from an opening parenthesis at `open` to its matching close. */
function parenthesized(text: string, open: number): string {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '(') depth++;
    else if (text[at] === ')' && --depth === 0) return text.slice(open, at + 1);
  }
  return text.slice(open);
}

/** Where a file writes `sold` or `reserved`, as `line: what`. */
function seatWrites(text: string): string[] {
  const found: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  // drizzle: `.update(ticketTypes)…set({ … sold/reserved … })`.
  for (const match of text.matchAll(/\.update\(\s*ticketTypes\s*\)\s*\.set\(/g)) {
    const set = parenthesized(text, match.index + match[0].length - 1);
    if (/\b(sold|reserved)\b/.test(set)) found.push(`${lineOf(match.index)}: update(ticketTypes)`);
  }
  // SQL: `update ${ticketTypes}` or `update ticket_types`, whatever it sets.
  for (const match of text.matchAll(/\bupdate\s+(\$\{\s*ticketTypes\s*\}|"?ticket_types"?)/gi)) {
    found.push(`${lineOf(match.index)}: ${match[0]}`);
  }
  return found;
}

describe('the seat counters', () => {
  it('finds the writes it looks for', () => {
    expect(
      seatWrites(
        [
          'await tx.update(ticketTypes).set({ reserved: sql`x` }).where(w);',
          'await tx\n  .update(ticketTypes)\n  .set({\n    name,\n    sold: sql`${ticketTypes.sold} + 1`,\n  });',
          'await tx.update(ticketTypes).set({ name: f(a) }).where(w);',
          'sql`update ${ticketTypes} set price_cents = 1`',
          "db.execute('UPDATE ticket_types SET sold = 0')",
        ].join('\n'),
      ),
    ).toEqual([
      '1: update(ticketTypes)',
      '3: update(ticketTypes)',
      '9: update ${ticketTypes}',
      '10: UPDATE ticket_types',
    ]);
  });

  it('are written only by the inventory module', () => {
    const writers = sourceFiles(SRC).flatMap((file) =>
      seatWrites(readFileSync(file, 'utf8')).map((write) => `${relative(SRC, file)}:${write}`),
    );
    expect(writers).toEqual([]);
  });
});
