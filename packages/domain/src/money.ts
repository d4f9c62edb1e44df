/**
 * Money is integer cents everywhere; these functions are the only place it becomes text.
 *
 * The text is built from the integer, not with Intl.NumberFormat: the same result (money.test.ts
 * compares the two), but a browser's first currency formatter loads its locale data, a task of
 * tens of milliseconds on a phone in the middle of the first screen (docs/decisions/0007).
 */

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Valor em centavos inválido: ${cents}`);
  }
}

/** 123456 → 'R$ 1.234,56' (plain space after the symbol, as the spec writes it). */
export function formatBRL(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const reais = String(Math.trunc(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const centavos = String(whole % 100).padStart(2, '0');
  return `${sign}R$ ${reais},${centavos}`;
}

/** Price as shown on cards and ticket lists: 0 → 'Grátis'. */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Grátis' : formatBRL(cents);
}

/** Reais as a decimal number (the API's legacy fields) → integer cents. */
export function reaisToCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError(`Valor em reais inválido: ${reais}`);
  return Math.round(reais * 100);
}

export function centsToReais(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/**
 * Splits `total` over `weights` in proportion, largest remainder first (ties in position
 * order), so the parts add up to exactly `total`; by count when every weight is zero.
 */
export function proportionalParts(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const basis = whole === 0 ? weights.map(() => 1) : weights;
  const sum = whole === 0 ? weights.length : whole;
  const exact = basis.map((weight) => (weight * total) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
