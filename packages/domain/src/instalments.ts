import { INSTALMENT_INTEREST_FACTOR, MAX_INSTALMENTS, MIN_INSTALMENT_CENTS } from './constants';

export interface InstalmentOption {
  count: number;
  /** Value of each instalment, in cents. */
  instalmentCents: number;
  /** Total paid over all instalments, in cents. */
  totalCents: number;
  interestCents: number;
}

/** Total with interest for `count` instalments: price × 1.0299^count (none for 1×), in cents. */
export function instalmentTotalCents(priceCents: number, count: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`Valor inválido: ${priceCents}`);
  }
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALMENTS) {
    throw new RangeError('Número de parcelas inválido');
  }
  if (count === 1) return priceCents;
  return Math.round(priceCents * INSTALMENT_INTEREST_FACTOR ** count);
}

export function instalmentOption(priceCents: number, count: number): InstalmentOption {
  const totalCents = instalmentTotalCents(priceCents, count);
  return {
    count,
    instalmentCents: Math.round(totalCents / count),
    totalCents,
    interestCents: totalCents - priceCents,
  };
}

/**
 * The instalment counts offered for a total (1 to 12). A count is offered only when each
 * instalment is at least R$ 5,00; 1× is always offered for a positive total, since it is the
 * plain price and without it a small order could not be paid by card at all.
 */
export function instalmentOptions(priceCents: number): InstalmentOption[] {
  if (priceCents <= 0) return [];
  const options: InstalmentOption[] = [];
  for (let count = 1; count <= MAX_INSTALMENTS; count++) {
    const option = instalmentOption(priceCents, count);
    if (count === 1 || option.instalmentCents >= MIN_INSTALMENT_CENTS) options.push(option);
  }
  return options;
}
