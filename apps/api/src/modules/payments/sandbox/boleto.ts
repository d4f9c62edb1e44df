import { calendarDay, calendarDayParts } from '@bilheteria/domain/dates';

/**
 * FEBRABAN "cobrança bancária" boletos (PAYMENTS.md "Boleto", the spec here): the 44-digit
 * barcode, the 47-digit linha digitável and the due-date factor. @brazilian-utils validates and
 * reads boletos but cannot build one from its fields, so the two check digits are written here
 * and proven against isValidBoleto and a real sample in the tests.
 */

export const DEFAULT_BANK_CODE = '341';

const DAY_MS = 86_400_000;
/** Factor 0 day; 2025-02-21 is factor 9999. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);
/** From this day the factor restarts at 1000. */
const FACTOR_RESET = Date.UTC(2025, 1, 22);
const FIRST_FACTOR = 1000;
const LAST_FACTOR = 9999;
const MAX_AMOUNT_CENTS = 9_999_999_999;

function utcOfDay(day: string): number {
  const parts = calendarDayParts(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  const [year, month, date] = parts;
  return Date.UTC(year, month - 1, date);
}

function dayOfUtc(utc: number): string {
  return new Date(utc).toISOString().slice(0, 10);
}

/**
 * The due-date factor of a 'YYYY-MM-DD' day: days since 1997-10-07 (2000-07-03 is 1000,
 * 2025-02-21 is 9999), then from 2025-02-22 again from 1000. Days the factor cannot express
 * (before 2000-07-03, after the second cycle) throw RangeError.
 */
export function dueDateFactor(dueDate: string): number {
  const utc = utcOfDay(dueDate);
  const factor =
    utc >= FACTOR_RESET
      ? FIRST_FACTOR + Math.round((utc - FACTOR_RESET) / DAY_MS)
      : Math.round((utc - FACTOR_BASE) / DAY_MS);
  if (factor < FIRST_FACTOR || factor > LAST_FACTOR) {
    throw new RangeError(`No due-date factor for ${dueDate}`);
  }
  return factor;
}

/**
 * The day a factor stands for: each factor names two days 9000 days apart (one per cycle), and
 * the one nearer `today` is meant. Factor 0 means no due date.
 */
export function dueDateOfFactor(
  factor: number,
  today: string = calendarDay(new Date()),
): string | null {
  if (!Number.isInteger(factor) || factor < 0 || factor > LAST_FACTOR) {
    throw new RangeError(`Not a due-date factor: ${factor}`);
  }
  if (factor === 0) return null;
  const firstCycle = FACTOR_BASE + factor * DAY_MS;
  if (factor < FIRST_FACTOR) return dayOfUtc(firstCycle);
  const secondCycle = FACTOR_RESET + (factor - FIRST_FACTOR) * DAY_MS;
  const reference = utcOfDay(today);
  return dayOfUtc(
    Math.abs(reference - firstCycle) < Math.abs(reference - secondCycle) ? firstCycle : secondCycle,
  );
}

function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

/** Field check digit: weights 2,1 from the right, digits of the products summed. */
export function mod10(digits: string): number {
  let sum = 0;
  digitsOf(digits)
    .reverse()
    .forEach((digit, index) => {
      const product = digit * (index % 2 === 0 ? 2 : 1);
      sum += Math.floor(product / 10) + (product % 10);
    });
  return (10 - (sum % 10)) % 10;
}

/** General check digit over the other 43 digits: weights 2..9 from the right; 0, 10, 11 → 1. */
export function barcodeCheckDigit(digits43: string): number {
  let sum = 0;
  digitsOf(digits43)
    .reverse()
    .forEach((digit, index) => {
      sum += digit * (2 + (index % 8));
    });
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/** 44-digit barcode → 47-digit linha digitável. */
export function digitableLineOf(barcode: string): string {
  const bank = barcode.slice(0, 4);
  const free = barcode.slice(19, 44);
  const field1 = bank + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return [
    field1 + mod10(field1),
    field2 + mod10(field2),
    field3 + mod10(field3),
    barcode.slice(4, 5),
    barcode.slice(5, 19),
  ].join('');
}

/** 47-digit linha digitável → 44-digit barcode (check digits not verified). */
export function barcodeOf(digitableLine: string): string {
  const line = digitableLine;
  const free = line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
  return line.slice(0, 4) + line.slice(32, 33) + line.slice(33, 47) + free;
}

/** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE' (PagBank's `formatted_barcode`). */
export function formatDigitableLine(digitableLine: string): string {
  const l = digitableLine;
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l.slice(32, 33)} ${l.slice(33)}`;
}

export interface BoletoInput {
  /** COMPE code, 3 digits (default Itaú, 341). */
  bankCode?: string;
  amountCents: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** The bank's 25-digit free field, e.g. boletoFreeFieldFor(orderNumber). */
  freeField: string;
}

export interface Boleto {
  /** 44 digits, drawn as Interleaved 2 of 5. */
  barcode: string;
  /** 47 digits (PagBank's `barcode`). */
  digitableLine: string;
  formattedDigitableLine: string;
}

export function buildBoleto({
  bankCode = DEFAULT_BANK_CODE,
  amountCents,
  dueDate,
  freeField,
}: BoletoInput): Boleto {
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError(`Bank code must be 3 digits: ${bankCode}`);
  if (!/^\d{25}$/.test(freeField)) throw new RangeError('Free field must be 25 digits');
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`Boleto amount out of range: ${amountCents}`);
  }
  const factorAndAmount =
    String(dueDateFactor(dueDate)).padStart(4, '0') + String(amountCents).padStart(10, '0');
  const head = `${bankCode}9`;
  const checkDigit = barcodeCheckDigit(head + factorAndAmount + freeField);
  const barcode = `${head}${checkDigit}${factorAndAmount}${freeField}`;
  const digitableLine = digitableLineOf(barcode);
  return { barcode, digitableLine, formattedDigitableLine: formatDigitableLine(digitableLine) };
}

export interface ParsedBoleto {
  barcode: string;
  amountCents: number;
  /** Null when the factor is 0000 (no due date). */
  dueDate: string | null;
  bankCode: string;
}

/**
 * A 47-digit linha digitável (dots and spaces allowed) read back, or null when it is not one or
 * any of its four check digits is wrong. `today` picks the factor's cycle (dueDateOfFactor).
 */
export function parseDigitableLine(digitableLine: string, today?: string): ParsedBoleto | null {
  const line = digitableLine.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(line)) return null;
  // Each field's digits, then its check digit at `end`.
  const fields: [start: number, end: number][] = [
    [0, 9],
    [10, 20],
    [21, 31],
  ];
  const fieldsValid = fields.every(
    ([start, end]) => mod10(line.slice(start, end)) === Number(line[end]),
  );
  if (!fieldsValid) return null;
  const barcode = barcodeOf(line);
  if (barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) {
    return null;
  }
  return {
    barcode,
    amountCents: Number(barcode.slice(9, 19)),
    dueDate: dueDateOfFactor(Number(barcode.slice(5, 9)), today),
    bankCode: barcode.slice(0, 3),
  };
}

/** The sandbox's Itaú-style collection account. */
export interface BoletoAccount {
  /** Carteira, 3 digits. */
  wallet: string;
  /** Agência, 4 digits. */
  agency: string;
  /** Conta, 5 digits. */
  account: string;
}

export const SANDBOX_BOLETO_ACCOUNT: BoletoAccount = {
  wallet: '109',
  agency: '0001',
  account: '12345',
};

/**
 * Itaú's free field (carteira 109 layout): carteira (3) · nosso número (8, our order number) ·
 * DAC of agência+conta+carteira+nosso número · agência (4) · conta (5) · DAC of agência+conta ·
 * '000'. Both DACs are mod 10 like the linha digitável's.
 */
export function boletoFreeFieldFor(
  orderNumber: number,
  { wallet, agency, account }: BoletoAccount = SANDBOX_BOLETO_ACCOUNT,
): string {
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 1 || orderNumber > 99_999_999) {
    throw new RangeError(`Order number does not fit a nosso número: ${orderNumber}`);
  }
  if (!/^\d{3}$/.test(wallet) || !/^\d{4}$/.test(agency) || !/^\d{5}$/.test(account)) {
    throw new RangeError('Boleto account must be wallet 3, agency 4 and account 5 digits');
  }
  const ourNumber = String(orderNumber).padStart(8, '0');
  return (
    wallet +
    ourNumber +
    mod10(agency + account + wallet + ourNumber) +
    agency +
    account +
    mod10(agency + account) +
    '000'
  );
}

/**
 * How a boleto shows a free field made by boletoFreeFieldFor: 'Nosso número' as
 * '109/00100001-5' and 'Agência/Código do beneficiário' as '0001/12345-6'.
 */
export function freeFieldLabels(freeField: string): {
  nossoNumero: string;
  beneficiaryCode: string;
} {
  const f = freeField;
  return {
    nossoNumero: `${f.slice(0, 3)}/${f.slice(3, 11)}-${f.slice(11, 12)}`,
    beneficiaryCode: `${f.slice(12, 16)}/${f.slice(16, 21)}-${f.slice(21, 22)}`,
  };
}
