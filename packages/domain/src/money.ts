/**
 * Money is integer cents everywhere; these functions are the only place it becomes text.
 */

const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Valor em centavos inválido: ${cents}`);
  }
}

/** 123456 → 'R$ 1.234,56' (plain space after the symbol, as the spec writes it). */
export function formatBRL(cents: number): string {
  assertCents(cents);
  // Intl puts a no-break space (U+00A0) between symbol and amount.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
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
