/**
 * An event's affiliate commission (spec §9, issue 33): typed as a percent with up to two
 * decimals ('12,5', '12.5', '12,50'), kept in basis points (1250) so every amount derived from
 * it is integer arithmetic and the server and the browser read the same text the same way.
 */

/** 100 % in basis points: the most a commission can be. */
export const MAX_COMMISSION_BP = 10_000;

// Whole part, then a comma or a point and at most two decimals; a '%' after it is tolerated.
const PERCENT_TEXT = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/;

/**
 * '12' → 1200, '12,5' → 1250, '12,50' → 1250, '12.5' → 1250, '15%' → 1500; null for anything
 * else: empty, letters, negatives, three decimals or more than 100.
 */
export function parseCommissionPercent(text: string): number | null {
  const match = PERCENT_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const decimals = Number((match[2] ?? '').padEnd(2, '0'));
  const bp = whole * 100 + decimals;
  return bp <= MAX_COMMISSION_BP ? bp : null;
}

/** A percent sent as a number (12.5) as the text the parser reads; any other number refused. */
export function commissionTextOf(value: string | number): string {
  return typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
}

/** The percent shown in pt-BR: 1250 → '12,5', 1205 → '12,05', 1000 → '10'. */
export function formatCommissionPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const cents = bp % 100;
  if (cents === 0) return String(whole);
  return `${whole},${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** The percent as a number for the API's views: 1250 → 12.5. */
export function commissionPercentOfBp(bp: number): number {
  return bp / 100;
}

/** A view's percent (12.5) shown in pt-BR with its sign: '12,5%'. */
export function commissionPercentLabel(percent: number): string {
  return `${formatCommissionPercent(Math.round(percent * 100))}%`;
}
