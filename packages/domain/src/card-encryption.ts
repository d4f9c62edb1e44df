import { isValidCreditCard } from '@brazilian-utils/brazilian-utils/is-valid-credit-card';
import { calendarDay } from './dates';

/**
 * The card text PagBank's browser SDK encrypts (PAYMENTS.md "Card encryption"):
 * `number;securityCode;MM;YYYY;holder;timestampMs`, then RSA PKCS#1 v1.5 with the provider's
 * public key. The web builds it here before encrypting; the sandbox provider parses it back
 * after decrypting. Only brand, first 6 and last 4 digits are ever kept.
 */

/** The SDK's error codes, with the pt-BR text shown after 'Erro ao criptografar cartão: '. */
export const CARD_ERRORS = {
  INVALID_NUMBER: 'Número do cartão inválido',
  INVALID_SECURITY_CODE: 'Código de segurança inválido',
  INVALID_EXPIRATION_MONTH: 'Mês de validade inválido',
  INVALID_EXPIRATION_YEAR: 'Ano de validade inválido',
  INVALID_HOLDER: 'Nome do titular inválido',
  INVALID_PUBLIC_KEY: 'Chave pública inválida',
} as const;

export type CardErrorCode = keyof typeof CARD_ERRORS;

export const HOLDER_MAX_LENGTH = 30;

/**
 * The holder as the SDK sends it: accents stripped, letters and single spaces only, at most 30
 * characters, trimmed. 'Joana D’Ávila-Souza ' → 'Joana DAvila Souza'.
 */
export function normalizeHolder(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/-/g, ' ')
    .replace(/[^A-Za-z\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, HOLDER_MAX_LENGTH)
    .trim();
}

/** Digits of a card number as typed: mask spaces and hyphens dropped, anything else kept. */
function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** 13 to 19 digits with a valid Luhn check digit (@brazilian-utils does the Luhn part). */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{13,19}$/.test(digits) && isValidCreditCard(digits);
}

export interface CardData {
  number: string;
  securityCode: string;
  /** '01'–'12'. */
  expMonth: string;
  /** Four digits, e.g. '2030'. */
  expYear: string;
  holder: string;
  timestampMs: number;
}

/**
 * The text to encrypt, or every SDK error the data has. The card is valid through the last day
 * of its expiry month, read in São Paulo's calendar at `now`. A timestamp that is not whole
 * milliseconds (Date.now()) is a programming error: RangeError.
 */
export function cardPlainText(
  card: CardData,
  now: Date = new Date(),
): { text: string } | { errors: CardErrorCode[] } {
  if (!Number.isSafeInteger(card.timestampMs) || card.timestampMs < 0) {
    throw new RangeError(`Card timestamp must be whole milliseconds: ${card.timestampMs}`);
  }
  const errors: CardErrorCode[] = [];
  const number = cardDigits(card.number);
  if (!isValidCardNumber(number)) errors.push('INVALID_NUMBER');

  const securityCode = card.securityCode.trim();
  if (!/^\d{3,4}$/.test(securityCode)) errors.push('INVALID_SECURITY_CODE');

  const monthText = card.expMonth.trim();
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : Number.NaN;
  const monthValid = month >= 1 && month <= 12;
  const yearText = card.expYear.trim();
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
  const [thisYear, thisMonth] = calendarDay(now).split('-').map(Number) as [number, number];
  const yearValid = year >= thisYear;
  const expiredThisYear = yearValid && year === thisYear && month < thisMonth;
  if (!monthValid || expiredThisYear) errors.push('INVALID_EXPIRATION_MONTH');
  if (!yearValid) errors.push('INVALID_EXPIRATION_YEAR');

  const holder = normalizeHolder(card.holder);
  if (holder === '') errors.push('INVALID_HOLDER');

  if (errors.length > 0) return { errors };
  const expMonth = String(month).padStart(2, '0');
  return {
    text: [number, securityCode, expMonth, yearText, holder, card.timestampMs].join(';'),
  };
}

const PLAIN_TEXT =
  /^(\d{13,19});(\d{3,4});(0[1-9]|1[0-2]);(\d{4});([A-Za-z]+(?: [A-Za-z]+)*);(\d{1,16})$/;

/** The SDK text read back (the sandbox, after decrypting); null when it is not that format. */
export function parseCardPlainText(text: string): CardData | null {
  const match = PLAIN_TEXT.exec(text);
  if (!match) return null;
  const [, number, securityCode, expMonth, expYear, holder, timestamp] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (holder.length > HOLDER_MAX_LENGTH) return null;
  const timestampMs = Number(timestamp);
  if (!Number.isSafeInteger(timestampMs)) return null;
  return { number, securityCode, expMonth, expYear, holder, timestampMs };
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'unknown';

type BinRange = readonly [from: number, to: number];

/*
 * Issuer ranges of the first six digits (@brazilian-utils does no brand detection). Elo and
 * Hipercard sit inside ranges that would otherwise read as Visa or Discover, so they are
 * checked first.
 */
const ELO_BINS: readonly BinRange[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

const HIPERCARD_BINS: readonly BinRange[] = [
  [606282, 606282],
  [384100, 384100],
  [384140, 384140],
  [384160, 384160],
  [637095, 637095],
  [637568, 637568],
  [637599, 637599],
  [637609, 637609],
  [637612, 637612],
];

function inRanges(bin: number, ranges: readonly BinRange[]): boolean {
  return ranges.some(([from, to]) => bin >= from && bin <= to);
}

/** The brand from the number's first digits (PagBank's lower-case `brand` names). */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (!/^\d{6,19}$/.test(digits)) return 'unknown';
  const bin = Number(digits.slice(0, 6));
  if (inRanges(bin, ELO_BINS)) return 'elo';
  if (inRanges(bin, HIPERCARD_BINS)) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  const four = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return 'unknown';
}

/** What may be stored of a card: its first 6 and last 4 digits. */
export function maskedDigits(number: string): { firstDigits: string; lastDigits: string } {
  const digits = cardDigits(number);
  return { firstDigits: digits.slice(0, 6), lastDigits: digits.slice(-4) };
}

/**
 * The form's 'MM/AA' as the SDK wants it (spec §5): '12/30' → { expMonth: '12', expYear:
 * '2030' }. A four-digit year is kept as typed; anything malformed is passed on as it is, for
 * cardPlainText to report.
 */
export function splitExpiry(expiry: string): { expMonth: string; expYear: string } {
  const [month = '', year = ''] = expiry.trim().split('/', 2);
  const expYear = /^\d{2}$/.test(year.trim()) ? `20${year.trim()}` : year.trim();
  return { expMonth: month.trim(), expYear };
}
