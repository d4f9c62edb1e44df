import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { buildPixCharge, pixQrPng, pixTxidFor } from './pix';

/** CRC16-CCITT-FALSE written out bit by bit, independent of pix-utils' table. */
function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Top-level TLV fields of an EMV string. */
function tlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

const orderId = '0b8f5e3a-2c1d-4e6f-9a7b-8c9d0e1f2a3b';
const charge = {
  pixKey: '3d94a5b4-6d2f-4b8c-9f0e-1a2b3c4d5e6f',
  merchantName: 'Bilheteria Eventos Corporativos',
  merchantCity: 'São Paulo',
  txid: pixTxidFor(orderId),
  amountCents: 123_456,
};

describe('buildPixCharge', () => {
  it('builds a BR Code that pix-utils parses back with a valid CRC', () => {
    const { text } = buildPixCharge(charge);
    const parsed = parsePix(text);
    if (hasError(parsed)) throw new Error(parsed.message);
    expect(isStaticPix(parsed)).toBe(true);
    if (!isStaticPix(parsed)) return;
    expect(parsed.transactionAmount).toBe(1234.56);
    expect(parsed.txid).toBe(charge.txid);
    expect(parsed.pixKey).toBe(charge.pixKey);
    // Names are written in capitals without accents, cut at 25 (name) and 15 (city).
    expect(parsed.merchantName).toBe('BILHETERIA EVENTOS CORPOR');
    expect(parsed.merchantCity).toBe('SAO PAULO');
  });

  it('carries the documented fields, checked by hand', () => {
    const { text } = buildPixCharge(charge);
    const fields = tlv(text);
    expect(fields.get('00')).toBe('01');
    expect(tlv(fields.get('26') ?? '')).toEqual(
      new Map([
        ['00', 'br.gov.bcb.pix'],
        ['01', charge.pixKey],
      ]),
    );
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1234.56');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('BILHETERIA EVENTOS CORPOR');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(tlv(fields.get('62') ?? '').get('05')).toBe(charge.txid);
    expect(text.slice(-8, -4)).toBe('6304');
    expect(text.slice(-4)).toBe(crc16CcittFalse(text.slice(0, -4)));
  });

  it('writes every amount exactly, from cents', () => {
    for (const amountCents of [1, 20, 29, 99, 100, 101, 1_005, 9_999, 10_000, 99_999_999]) {
      const fields = tlv(buildPixCharge({ ...charge, amountCents }).text);
      const expected = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
      expect(fields.get('54')).toBe(expected);
    }
  });

  it('refuses what cannot be a charge', () => {
    expect(() => buildPixCharge({ ...charge, amountCents: 0 })).toThrow(RangeError);
    expect(() => buildPixCharge({ ...charge, amountCents: 10.5 })).toThrow(RangeError);
    expect(() => buildPixCharge({ ...charge, txid: 'has-dash' })).toThrow(RangeError);
    expect(() => buildPixCharge({ ...charge, txid: 'a'.repeat(26) })).toThrow(RangeError);
    expect(() => buildPixCharge({ ...charge, pixKey: '' })).toThrow(RangeError);
    expect(() => buildPixCharge({ ...charge, merchantCity: ' ' })).toThrow(RangeError);
  });

  it('detects a tampered code through its CRC', () => {
    const { text } = buildPixCharge(charge);
    const tampered = text.replace('1234.56', '0001.00');
    expect(hasError(parsePix(tampered))).toBe(true);
  });
});

describe('pixTxidFor', () => {
  it('writes a UUID order id in 25 base-36 characters, the same every time', () => {
    const txid = pixTxidFor(orderId);
    expect(txid).toMatch(/^[0-9a-z]{25}$/);
    expect(pixTxidFor(orderId.toUpperCase())).toBe(txid);
    expect(BigInt(`0x${orderId.replace(/-/g, '')}`)).toBe(
      [...txid].reduce((value, digit) => value * 36n + BigInt(parseInt(digit, 36)), 0n),
    );
    expect(pixTxidFor('ffffffff-ffff-ffff-ffff-ffffffffffff')).toHaveLength(25);
    expect(pixTxidFor('00000000-0000-0000-0000-000000000001')).toBe(`${'0'.repeat(24)}1`);
  });

  it('gives different orders different txids', () => {
    expect(pixTxidFor('0b8f5e3a-2c1d-4e6f-9a7b-8c9d0e1f2a3c')).not.toBe(pixTxidFor(orderId));
  });

  it('keeps the letters and digits of another id when they fit', () => {
    expect(pixTxidFor('order-100001')).toBe('order100001');
    expect(() => pixTxidFor('x'.repeat(26))).toThrow(RangeError);
    expect(() => pixTxidFor('---')).toThrow(RangeError);
  });
});

describe('pixQrPng', () => {
  it('draws the code as a 300 × 300 PNG', async () => {
    const png = await pixQrPng(buildPixCharge(charge).text);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(300);
    expect(png.readUInt32BE(20)).toBe(300);
  });
});
