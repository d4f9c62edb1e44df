import { isValidCardNumber } from '@bilheteria/domain/card-encryption';

/**
 * PagBank's test cards (PAYMENTS.md, docs/cartoes-de-teste), honoured by the sandbox: the
 * declined ones are declined, any other Luhn-valid number is approved, a Luhn-invalid one is
 * refused. Every test card takes CVV 123 and an expiry of 12/2026 or later.
 */

export type SandboxCardOutcome = 'approved' | 'declined' | 'refused';

export interface TestCard {
  brand: 'visa' | 'mastercard';
  number: string;
  outcome: 'approved' | 'declined';
}

export const TEST_CARD_SECURITY_CODE = '123';
export const TEST_CARD_EXPIRY = { expMonth: '12', expYear: '2026' } as const;

export const PAGBANK_TEST_CARDS: readonly TestCard[] = [
  { brand: 'visa', number: '4539620659922097', outcome: 'approved' },
  { brand: 'mastercard', number: '5240082975622454', outcome: 'approved' },
  { brand: 'visa', number: '4929291898380766', outcome: 'declined' },
  { brand: 'mastercard', number: '5530062640663264', outcome: 'declined' },
];

const declined = new Set(
  PAGBANK_TEST_CARDS.filter((card) => card.outcome === 'declined').map((card) => card.number),
);

/** What the sandbox answers for a card number (mask spaces and hyphens allowed). */
export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  if (!isValidCardNumber(number)) return 'refused';
  return declined.has(number.replace(/[\s-]/g, '')) ? 'declined' : 'approved';
}
