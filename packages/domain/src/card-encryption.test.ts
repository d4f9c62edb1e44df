import { describe, expect, it } from 'vitest';
import {
  CARD_ERRORS,
  cardBrand,
  cardPlainText,
  isValidCardNumber,
  maskedDigits,
  normalizeHolder,
  parseCardPlainText,
  splitExpiry,
} from './card-encryption';

// 2026-11-21 10:00 in São Paulo.
const NOW = new Date('2026-11-21T13:00:00Z');

const card = {
  number: '4539 6206 5992 2097',
  securityCode: '123',
  expMonth: '12',
  expYear: '2026',
  holder: 'João da Silva',
  timestampMs: 1_763_700_000_000,
};

describe('CARD_ERRORS', () => {
  it('names every SDK error code with a pt-BR text', () => {
    expect(Object.keys(CARD_ERRORS)).toEqual([
      'INVALID_NUMBER',
      'INVALID_SECURITY_CODE',
      'INVALID_EXPIRATION_MONTH',
      'INVALID_EXPIRATION_YEAR',
      'INVALID_HOLDER',
      'INVALID_PUBLIC_KEY',
    ]);
    expect(CARD_ERRORS.INVALID_NUMBER).toBe('Número do cartão inválido');
  });
});

describe('normalizeHolder', () => {
  it('strips accents, keeps letters and single spaces, trims', () => {
    expect(normalizeHolder('  João   da Silva ')).toBe('Joao da Silva');
    expect(normalizeHolder('Joana D’Ávila-Souza')).toBe('Joana DAvila Souza');
    expect(normalizeHolder('Ana 2ª Maria.')).toBe('Ana Maria');
    expect(normalizeHolder('ÇÃO Ñandú')).toBe('CAO Nandu');
  });

  it('keeps at most 30 characters, never ending on a space', () => {
    const long = normalizeHolder('Maria Aparecida dos Santos Oliveira Pereira');
    expect(long).toBe('Maria Aparecida dos Santos Oli');
    expect(long).toHaveLength(30);
    expect(normalizeHolder('Maria Aparecida dos Santos O x')).toBe(
      'Maria Aparecida dos Santos O x',
    );
    expect(normalizeHolder('Maria Aparecida dos Santosss  Xavier')).toBe(
      'Maria Aparecida dos Santosss X',
    );
    expect(normalizeHolder('Maria Aparecida dos Santossss Xavier')).toBe(
      'Maria Aparecida dos Santossss',
    );
  });

  it('gives an empty string when nothing is a letter', () => {
    expect(normalizeHolder(' 123 - ')).toBe('');
  });
});

describe('cardPlainText', () => {
  it('writes number;securityCode;MM;YYYY;holder;timestampMs', () => {
    expect(cardPlainText(card, NOW)).toEqual({
      text: '4539620659922097;123;12;2026;Joao da Silva;1763700000000',
    });
  });

  it('pads a one-digit month and accepts a 4-digit CVV and 19-digit number', () => {
    expect(
      cardPlainText(
        {
          ...card,
          number: '4000000000000000006',
          securityCode: '1234',
          expMonth: '3',
          expYear: '2027',
        },
        NOW,
      ),
    ).toEqual({ text: '4000000000000000006;1234;03;2027;Joao da Silva;1763700000000' });
  });

  it('accepts a 13-digit number and refuses 12 or 20 digits', () => {
    expect(cardPlainText({ ...card, number: '4222222222222' }, NOW)).toHaveProperty('text');
    expect(cardPlainText({ ...card, number: '401288888881' }, NOW)).toEqual({
      errors: ['INVALID_NUMBER'],
    });
    expect(cardPlainText({ ...card, number: '40000000000000000006' }, NOW)).toEqual({
      errors: ['INVALID_NUMBER'],
    });
  });

  it('refuses a Luhn-invalid number or one with letters', () => {
    expect(cardPlainText({ ...card, number: '4539620659922098' }, NOW)).toEqual({
      errors: ['INVALID_NUMBER'],
    });
    expect(cardPlainText({ ...card, number: '4539a20659922097' }, NOW)).toEqual({
      errors: ['INVALID_NUMBER'],
    });
  });

  it('refuses a CVV that is not 3 or 4 digits', () => {
    for (const securityCode of ['12', '12345', '12a', '']) {
      expect(cardPlainText({ ...card, securityCode }, NOW)).toEqual({
        errors: ['INVALID_SECURITY_CODE'],
      });
    }
  });

  it('refuses a month outside 01–12 and a year that is not 4 digits', () => {
    expect(cardPlainText({ ...card, expMonth: '13' }, NOW)).toEqual({
      errors: ['INVALID_EXPIRATION_MONTH'],
    });
    expect(cardPlainText({ ...card, expMonth: '00' }, NOW)).toEqual({
      errors: ['INVALID_EXPIRATION_MONTH'],
    });
    expect(cardPlainText({ ...card, expYear: '26' }, NOW)).toEqual({
      errors: ['INVALID_EXPIRATION_YEAR'],
    });
  });

  it('refuses an expiry in the past relative to now, in São Paulo months', () => {
    expect(cardPlainText({ ...card, expYear: '2025' }, NOW)).toEqual({
      errors: ['INVALID_EXPIRATION_YEAR'],
    });
    expect(cardPlainText({ ...card, expMonth: '10' }, NOW)).toEqual({
      errors: ['INVALID_EXPIRATION_MONTH'],
    });
    // The current month is still valid.
    expect(cardPlainText({ ...card, expMonth: '11' }, NOW)).toHaveProperty('text');
    // 2026-12-01 01:00 UTC is still November 30 in São Paulo: 11/2026 has not expired yet.
    expect(
      cardPlainText({ ...card, expMonth: '11' }, new Date('2026-12-01T01:00:00Z')),
    ).toHaveProperty('text');
    expect(cardPlainText({ ...card, expMonth: '11' }, new Date('2026-12-01T04:00:00Z'))).toEqual({
      errors: ['INVALID_EXPIRATION_MONTH'],
    });
  });

  it('refuses a holder with no letters', () => {
    expect(cardPlainText({ ...card, holder: '  ' }, NOW)).toEqual({ errors: ['INVALID_HOLDER'] });
  });

  it('throws on a timestamp that is not whole milliseconds', () => {
    expect(() => cardPlainText({ ...card, timestampMs: 1.5 }, NOW)).toThrow(RangeError);
    expect(() => cardPlainText({ ...card, timestampMs: Number.NaN }, NOW)).toThrow(RangeError);
  });

  it('reports every error at once', () => {
    expect(
      cardPlainText(
        {
          number: '1',
          securityCode: 'x',
          expMonth: '99',
          expYear: '1999',
          holder: '',
          timestampMs: 0,
        },
        NOW,
      ),
    ).toEqual({
      errors: [
        'INVALID_NUMBER',
        'INVALID_SECURITY_CODE',
        'INVALID_EXPIRATION_MONTH',
        'INVALID_EXPIRATION_YEAR',
        'INVALID_HOLDER',
      ],
    });
  });
});

describe('parseCardPlainText', () => {
  it('reads back what cardPlainText wrote', () => {
    const built = cardPlainText(card, NOW);
    if (!('text' in built)) throw new Error('expected text');
    expect(parseCardPlainText(built.text)).toEqual({
      number: '4539620659922097',
      securityCode: '123',
      expMonth: '12',
      expYear: '2026',
      holder: 'Joao da Silva',
      timestampMs: 1_763_700_000_000,
    });
  });

  it('gives null for anything else', () => {
    for (const text of [
      '',
      '4539620659922097;123;12;2026;Joao da Silva',
      '4539620659922097;123;12;2026;Joao da Silva;1763700000000;x',
      '4539620659922097;123;13;2026;Joao;1',
      '4539620659922097;123;12;26;Joao;1',
      '4539620659922097;12;12;2026;Joao;1',
      '453962065992;123;12;2026;Joao;1',
      '4539620659922097;123;12;2026;João;1',
      '4539620659922097;123;12;2026; Joao;1',
      '4539620659922097;123;12;2026;Joao;-1',
      '4539620659922097;123;12;2026;Maria Aparecida dos Santos Olive;1',
    ]) {
      expect(parseCardPlainText(text)).toBeNull();
    }
  });
});

describe('cardBrand', () => {
  it('knows PagBank’s test cards', () => {
    expect(cardBrand('4539620659922097')).toBe('visa');
    expect(cardBrand('4929291898380766')).toBe('visa');
    expect(cardBrand('5240082975622454')).toBe('mastercard');
    expect(cardBrand('5530062640663264')).toBe('mastercard');
  });

  it('tells the Brazilian brands from the ranges they sit in', () => {
    expect(cardBrand('6362970000457013')).toBe('elo');
    expect(cardBrand('4011780000000000')).toBe('elo');
    expect(cardBrand('5067000000000000')).toBe('elo');
    expect(cardBrand('6062825624254001')).toBe('hipercard');
    expect(cardBrand('3841000000000000')).toBe('hipercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('341111111111111')).toBe('amex');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('2720990000000000')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBe('unknown');
    expect(cardBrand('6011000990139424')).toBe('unknown');
    expect(cardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrand('41')).toBe('unknown');
  });
});

describe('maskedDigits', () => {
  it('keeps the first 6 and last 4 digits', () => {
    expect(maskedDigits('4539 6206 5992 2097')).toEqual({
      firstDigits: '453962',
      lastDigits: '2097',
    });
  });
});

describe('isValidCardNumber', () => {
  it('is 13–19 digits with a valid Luhn digit', () => {
    expect(isValidCardNumber('5240-0829-7562-2454')).toBe(true);
    expect(isValidCardNumber('5240082975622455')).toBe(false);
    expect(isValidCardNumber('0000000000000000')).toBe(false);
  });
});

describe('splitExpiry', () => {
  it('splits MM/AA and prefixes the year with 20 (spec §5)', () => {
    expect(splitExpiry('12/30')).toEqual({ expMonth: '12', expYear: '2030' });
    expect(splitExpiry(' 03/27 ')).toEqual({ expMonth: '03', expYear: '2027' });
  });

  it('passes malformed input on for cardPlainText to report', () => {
    expect(splitExpiry('12/2030')).toEqual({ expMonth: '12', expYear: '2030' });
    expect(splitExpiry('1230')).toEqual({ expMonth: '1230', expYear: '' });
    expect(splitExpiry('')).toEqual({ expMonth: '', expYear: '' });
    const { expMonth, expYear } = splitExpiry('13/3');
    expect(cardPlainText({ ...card, expMonth, expYear }, NOW)).toEqual({
      errors: ['INVALID_EXPIRATION_MONTH', 'INVALID_EXPIRATION_YEAR'],
    });
  });
});
