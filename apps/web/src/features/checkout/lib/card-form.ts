import {
  CARD_ERRORS,
  cardPlainText,
  splitExpiry,
  type CardErrorCode,
} from '@bilheteria/domain/card-encryption';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { instalmentOptions } from '@bilheteria/domain/instalments';
import { onlyDigits } from '@bilheteria/domain/input-masks';
import { formatBRL } from '@bilheteria/domain/money';
import { PARTICIPANT_MESSAGES } from '@bilheteria/domain/participant';
import type { CardFormData } from './card-encryption';

/**
 * The card form's masks and instalment choice (spec §2, §5: card number grouped by 4 up to 16
 * digits — 19 characters —, expiry 'MM/AA' in 5, CVV up to 4 digits; §9 instalments).
 */

export const CARD_LIMITS = { number: 19, numberDigits: 16, expiry: 5, cvv: 4 } as const;

/** '4539620659922097' → '4539 6206 5992 2097' (at most 16 digits). */
export function maskCardNumber(value: string): string {
  return onlyDigits(value, CARD_LIMITS.numberDigits).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; the slash comes with the third digit. */
export function maskExpiry(value: string): string {
  const digits = onlyDigits(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function maskCvv(value: string): string {
  return onlyDigits(value, CARD_LIMITS.cvv);
}

export type Instalment = OrderView['parcelas'][number];

/**
 * The counts the buyer may choose: the server's (each with its instalment value and total),
 * or, if an answer came without them, the domain rule on the order's total.
 */
export function instalmentsOf(order: Pick<OrderView, 'parcelas' | 'total_centavos'>): Instalment[] {
  if (order.parcelas.length > 0)
    return [...order.parcelas].sort((a, b) => a.quantidade - b.quantidade);
  return instalmentOptions(order.total_centavos).map((option) => ({
    quantidade: option.count,
    valor_parcela_centavos: option.instalmentCents,
    total_centavos: option.totalCents,
    juros_centavos: option.interestCents,
  }));
}

/** '1x de R$ 1.092,41 sem juros' · '3x de R$ 364,14 (total R$ 1.092,41)'. */
export function instalmentLabel(instalment: Instalment): string {
  const each = `${instalment.quantidade}x de ${formatBRL(instalment.valor_parcela_centavos)}`;
  return instalment.quantidade === 1 || instalment.juros_centavos === 0
    ? `${each} sem juros`
    : `${each} (total ${formatBRL(instalment.total_centavos)})`;
}

/** The instalment of the chosen count, or null when the choice is not a count on offer. */
export function chosenInstalment(
  instalments: readonly Instalment[],
  choice: unknown,
): Instalment | null {
  const count = typeof choice === 'string' && /^\d+$/.test(choice) ? Number(choice) : choice;
  if (typeof count !== 'number' || !Number.isInteger(count)) return null;
  return instalments.find((instalment) => instalment.quantidade === count) ?? null;
}

/** The card form's own messages; the rest are the SDK's (domain CARD_ERRORS). */
export const CARD_FORM_MESSAGES = {
  required: PARTICIPANT_MESSAGES.required,
  /** Spec §5 card schema: the name at least 3 characters. */
  nameTooShort: 'Nome no cartão deve ter pelo menos 3 caracteres',
  expiryFormat: 'Validade inválida. Use o formato MM/AA',
} as const;

export type CardField = keyof CardFormData;
export type CardErrors = Partial<Record<CardField, string>>;

/** The card fields in the order they are shown: the first with an error takes the focus. */
export const CARD_FIELDS: readonly CardField[] = ['cardName', 'cardNumber', 'expiryDate', 'cvv'];

const FIELD_OF_ERROR: Record<CardErrorCode, CardField | null> = {
  INVALID_HOLDER: 'cardName',
  INVALID_NUMBER: 'cardNumber',
  INVALID_EXPIRATION_MONTH: 'expiryDate',
  INVALID_EXPIRATION_YEAR: 'expiryDate',
  INVALID_SECURITY_CODE: 'cvv',
  INVALID_PUBLIC_KEY: null,
};

/**
 * Each card field's problem, before anything is encrypted or sent (spec §5 card rules): empty
 * fields, a name under 3 characters, an expiry that is not 'MM/AA', then the SDK's own checks
 * (the number's check digit, the expiry month and year in São Paulo's calendar, the CVV's 3 or
 * 4 digits, a name made of letters) from the domain's `cardPlainText`. {} when the card is fine.
 */
export function cardErrorsOf(card: CardFormData, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const name = card.cardName.trim();
  if (name === '') errors.cardName = CARD_FORM_MESSAGES.required;
  else if (name.length < 3) errors.cardName = CARD_FORM_MESSAGES.nameTooShort;
  if (card.cardNumber.trim() === '') errors.cardNumber = CARD_FORM_MESSAGES.required;
  const expiry = card.expiryDate.trim();
  if (expiry === '') errors.expiryDate = CARD_FORM_MESSAGES.required;
  else if (!/^\d{2}\/\d{2}$/.test(expiry)) errors.expiryDate = CARD_FORM_MESSAGES.expiryFormat;
  if (card.cvv.trim() === '') errors.cvv = CARD_FORM_MESSAGES.required;

  const { expMonth, expYear } = splitExpiry(card.expiryDate);
  const plain = cardPlainText(
    {
      number: card.cardNumber,
      securityCode: card.cvv,
      expMonth,
      expYear,
      holder: card.cardName,
      timestampMs: now.getTime(),
    },
    now,
  );
  if ('errors' in plain) {
    for (const code of plain.errors) {
      const field = FIELD_OF_ERROR[code];
      if (field) errors[field] ??= CARD_ERRORS[code];
    }
  }
  return errors;
}
