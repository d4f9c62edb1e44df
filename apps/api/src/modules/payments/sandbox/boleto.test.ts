import { formatBoleto } from '@brazilian-utils/brazilian-utils/format-boleto';
import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { describe, expect, it } from 'vitest';
import {
  barcodeCheckDigit,
  boletoFreeFieldFor,
  buildBoleto,
  dueDateFactor,
  dueDateOfFactor,
  freeFieldLabels,
  mod10,
  parseDigitableLine,
} from './boleto';

/** PAYMENTS.md's real sample: Santander (033), factor 8249 = 2020-05-08, R$ 1,00. */
const SAMPLE = '03399853012970000035869420601010782490000000100';
const SAMPLE_FREE_FIELD = '9853029700000356942060101';

describe('dueDateFactor', () => {
  it('counts days since 1997-10-07', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2020-05-08')).toBe(8249);
    expect(dueDateFactor('2025-02-20')).toBe(9998);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
  });

  it('restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
    expect(dueDateFactor('2026-11-24')).toBe(1000 + 640);
  });

  it('refuses days no factor expresses', () => {
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
    expect(dueDateFactor('2049-10-13')).toBe(9999);
    expect(() => dueDateFactor('2049-10-14')).toThrow(RangeError);
    expect(() => dueDateFactor('2026-02-30')).toThrow(RangeError);
    expect(() => dueDateFactor('24/11/2026')).toThrow(RangeError);
  });
});

describe('dueDateOfFactor', () => {
  it('picks the cycle nearer today', () => {
    expect(dueDateOfFactor(8249, '2026-11-21')).toBe('2020-05-08');
    expect(dueDateOfFactor(1640, '2026-11-21')).toBe('2026-11-24');
    expect(dueDateOfFactor(9999, '2025-03-01')).toBe('2025-02-21');
    expect(dueDateOfFactor(1000, '2025-03-01')).toBe('2025-02-22');
    expect(dueDateOfFactor(1000, '2001-01-01')).toBe('2000-07-03');
  });

  it('reads factor 0 as no due date', () => {
    expect(dueDateOfFactor(0)).toBeNull();
  });
});

describe('check digits', () => {
  it('mod 10 sums the digits of the products, weights 2,1 from the right', () => {
    // 0339985301 of the sample's first field ends in DV 1.
    expect(mod10('033998530')).toBe(1);
    expect(mod10('2970000035')).toBe(8);
    expect(mod10('6942060101')).toBe(0);
  });

  it('mod 11 gives the sample’s general check digit', () => {
    const barcode = '0339' + '82490000000100' + SAMPLE_FREE_FIELD;
    expect(barcodeCheckDigit(barcode)).toBe(7);
  });

  it('turns 0, 10 and 11 into 1', () => {
    // Weights from the right are 2, 3, …: a lone 1 in the last place weighs 2 → 11 − 2 = 9.
    expect(barcodeCheckDigit('0'.repeat(42) + '1')).toBe(9);
    // 5 × 3 + 5 × 2 = 25 ≡ 3 (mod 11) → 8.
    expect(barcodeCheckDigit('0'.repeat(41) + '55')).toBe(8);
    // Sum 0 → 11 → 1.
    expect(barcodeCheckDigit('0'.repeat(43))).toBe(1);
    // 1 × 3 + 4 × 2 = 11 ≡ 0 → 11 → 1.
    expect(barcodeCheckDigit('0'.repeat(41) + '14')).toBe(1);
    // 6 × 2 = 12 ≡ 1 → 10 → 1.
    expect(barcodeCheckDigit('0'.repeat(42) + '6')).toBe(1);
  });
});

describe('buildBoleto', () => {
  it('rebuilds PAYMENTS.md’s real sample from its fields, digit for digit', () => {
    const boleto = buildBoleto({
      bankCode: '033',
      amountCents: 100,
      dueDate: '2020-05-08',
      freeField: SAMPLE_FREE_FIELD,
    });
    expect(boleto.digitableLine).toBe(SAMPLE);
    expect(boleto.barcode).toBe('03397824900000001009853029700000356942060101');
    expect(boleto.formattedDigitableLine).toBe(
      '03399.85301 29700.000358 69420.601010 7 82490000000100',
    );
  });

  it('builds Itaú boletos that @brazilian-utils accepts and reads the same way', () => {
    const boleto = buildBoleto({
      amountCents: 15_990,
      dueDate: '2026-11-24',
      freeField: boletoFreeFieldFor(100_001),
    });
    expect(boleto.barcode).toMatch(/^3419\d{40}$/);
    expect(boleto.digitableLine).toMatch(/^341\d{44}$/);
    expect(isValidBoleto(boleto.digitableLine)).toBe(true);
    expect(isValidBoleto(boleto.formattedDigitableLine)).toBe(true);
    expect(boleto.formattedDigitableLine).toBe(formatBoleto(boleto.digitableLine));
    expect(boleto.formattedDigitableLine).toMatch(
      /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
    );
    const info = getBoletoInfo(boleto.digitableLine, { referenceDate: new Date(2026, 10, 21) });
    expect(info?.amount).toBe(15_990);
    expect(info?.bankCode).toBe('341');
    const due = info?.expirationDate;
    expect(due && [due.getFullYear(), due.getMonth() + 1, due.getDate()]).toEqual([2026, 11, 24]);
  });

  it('has valid check digits for every order, amount and due date (incl. the 0/10/11 → 1 case)', () => {
    const generalDigits = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const day = new Date(Date.UTC(2025, 1, 15 + i * 3)).toISOString().slice(0, 10);
      const boleto = buildBoleto({
        amountCents: 20 + i * 7_919,
        dueDate: day,
        freeField: boletoFreeFieldFor(100_001 + i),
      });
      expect(isValidBoleto(boleto.digitableLine), boleto.digitableLine).toBe(true);
      expect(parseDigitableLine(boleto.digitableLine, '2026-01-01')).toEqual({
        barcode: boleto.barcode,
        amountCents: 20 + i * 7_919,
        dueDate: day,
        bankCode: '341',
      });
      generalDigits.add(boleto.barcode[4]!);
    }
    // The general check digit is never 0; every other digit turns up.
    expect([...generalDigits].sort().join('')).toBe('123456789');
  });

  it('refuses fields that do not fit', () => {
    const valid = { amountCents: 100, dueDate: '2026-11-24', freeField: '0'.repeat(25) };
    expect(() => buildBoleto({ ...valid, bankCode: '34' })).toThrow(RangeError);
    expect(() => buildBoleto({ ...valid, freeField: '0'.repeat(24) })).toThrow(RangeError);
    expect(() => buildBoleto({ ...valid, amountCents: -1 })).toThrow(RangeError);
    expect(() => buildBoleto({ ...valid, amountCents: 1.5 })).toThrow(RangeError);
    expect(() => buildBoleto({ ...valid, amountCents: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildBoleto({ ...valid, dueDate: '1999-01-01' })).toThrow(RangeError);
    expect(buildBoleto({ ...valid, amountCents: 9_999_999_999 }).digitableLine).toMatch(
      /9999999999$/,
    );
  });
});

describe('parseDigitableLine', () => {
  it('reads PAYMENTS.md’s real sample: factor 8249 = 2020-05-08, R$ 1,00', () => {
    expect(parseDigitableLine(SAMPLE, '2026-11-21')).toEqual({
      barcode: '03397824900000001009853029700000356942060101',
      amountCents: 100,
      dueDate: '2020-05-08',
      bankCode: '033',
    });
    expect(isValidBoleto(SAMPLE)).toBe(true);
  });

  it('accepts the formatted line', () => {
    expect(
      parseDigitableLine('03399.85301 29700.000358 69420.601010 7 82490000000100', '2026-11-21')
        ?.amountCents,
    ).toBe(100);
  });

  it('gives null when a check digit or the length is wrong', () => {
    const swap = (at: number, digit: string) => SAMPLE.slice(0, at) + digit + SAMPLE.slice(at + 1);
    expect(parseDigitableLine(swap(9, '2'))).toBeNull(); // field 1 DV
    expect(parseDigitableLine(swap(20, '9'))).toBeNull(); // field 2 DV
    expect(parseDigitableLine(swap(31, '1'))).toBeNull(); // field 3 DV
    expect(parseDigitableLine(swap(32, '8'))).toBeNull(); // general DV
    expect(parseDigitableLine(swap(46, '1'))).toBeNull(); // amount changed
    expect(parseDigitableLine(SAMPLE.slice(1))).toBeNull();
    expect(parseDigitableLine(`${SAMPLE}0`)).toBeNull();
    expect(parseDigitableLine('x'.repeat(47))).toBeNull();
  });

  it('reads factor 0000 as no due date', () => {
    const barcodeWithoutDue = '3419' + '0000' + '0000001000' + boletoFreeFieldFor(100_001);
    const digit = barcodeCheckDigit(barcodeWithoutDue);
    const line = buildLine(`3419${digit}${barcodeWithoutDue.slice(4)}`);
    expect(parseDigitableLine(line)).toMatchObject({ dueDate: null, amountCents: 1_000 });
  });
});

function buildLine(barcode: string): string {
  const free = barcode.slice(19);
  const field1 = barcode.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

describe('boletoFreeFieldFor', () => {
  it('lays out Itaú’s carteira 109 free field with both DACs', () => {
    const free = boletoFreeFieldFor(100_001);
    expect(free).toHaveLength(25);
    // carteira · nosso número · DAC · agência · conta · DAC · 000
    expect(free.slice(0, 3)).toBe('109');
    expect(free.slice(3, 11)).toBe('00100001');
    expect(free[11]).toBe(String(mod10('0001' + '12345' + '109' + '00100001')));
    expect(free.slice(12, 21)).toBe('000112345');
    expect(free[21]).toBe(String(mod10('000112345')));
    expect(free.slice(22)).toBe('000');
    expect(freeFieldLabels(free)).toEqual({
      nossoNumero: `109/00100001-${free[11]}`,
      beneficiaryCode: `0001/12345-${free[21]}`,
    });
  });

  it('matches Itaú’s published example DACs', () => {
    // Itaú's manual: agência 0057, conta 12345-7; carteira 110, nosso número 12345678-8.
    const free = boletoFreeFieldFor(12_345_678, {
      wallet: '110',
      agency: '0057',
      account: '12345',
    });
    expect(free[11]).toBe('8');
    expect(free[21]).toBe('7');
  });

  it('gives every order its own free field and refuses numbers that do not fit', () => {
    expect(boletoFreeFieldFor(100_001)).not.toBe(boletoFreeFieldFor(100_002));
    expect(() => boletoFreeFieldFor(0)).toThrow(RangeError);
    expect(() => boletoFreeFieldFor(100_000_000)).toThrow(RangeError);
    expect(() => boletoFreeFieldFor(1, { wallet: '1', agency: '0001', account: '12345' })).toThrow(
      RangeError,
    );
  });
});
