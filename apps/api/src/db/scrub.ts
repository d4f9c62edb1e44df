import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Personal data inside free text and JSON (an audit entry's detail, a payment provider's copy of
 * the order): each value found, whatever its case, is replaced where it stands, so the rest of
 * the record keeps its meaning (issue 30, decision 0033).
 */
export interface Replacement {
  find: string;
  replaceWith: string;
}

const regexEscaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The value as a whole word ("Ana" is not found in "Banana"); PostgreSQL's \y is a word edge. */
const wordPattern = (value: string) =>
  `${/^\w/.test(value) ? '\\y' : ''}${regexEscaped(value)}${/\w$/.test(value) ? '\\y' : ''}`;
const replacementEscaped = (value: string) => value.replace(/\\/g, '\\\\');
/** How a value reads inside a JSON document's string. */
const jsonEscaped = (value: string) => JSON.stringify(value).slice(1, -1);

/** The text `column` with every replacement made (values shorter than 3 characters are skipped). */
export function scrubText(column: SQL | AnyColumn, replacements: readonly Replacement[]): SQL {
  let expression: SQL = sql`${column}`;
  for (const { find, replaceWith } of replacements) {
    if (find.trim().length < 3) continue;
    expression = sql`regexp_replace(${expression}, ${wordPattern(find)}, ${replacementEscaped(replaceWith)}, 'gi')`;
  }
  return expression;
}

/** The jsonb `column` with every replacement made inside its strings. */
export function scrubJson(column: SQL | AnyColumn, replacements: readonly Replacement[]): SQL {
  const inJson = replacements.map(({ find, replaceWith }) => ({
    find: jsonEscaped(find),
    replaceWith: jsonEscaped(replaceWith),
  }));
  return sql`(${scrubText(sql`${column}::text`, inJson)})::jsonb`;
}

/** Whether the text (or jsonb, as text) `column` holds any of the values, whatever its case. */
export function mentionsAny(column: SQL | AnyColumn, replacements: readonly Replacement[]): SQL {
  const finds = replacements.map((r) => r.find).filter((find) => find.trim().length >= 3);
  if (finds.length === 0) return sql`false`;
  const pattern = finds.map(wordPattern).join('|');
  return sql`coalesce(${column}::text ~* ${pattern}, false)`;
}
