import { parseCardPlainText } from '@bilheteria/domain/card-encryption';
import { describe, expect, it } from 'vitest';
import { testCardKeys } from '../test/card-encryption-test-keys';
import { cardErrorMessage, encryptCard, type CardFormData } from './card-encryption';

const APPROVED: CardFormData = {
  cardName: 'Ana Souza',
  cardNumber: '4539 6206 5992 2097',
  expiryDate: '12/30',
  cvv: '123',
};
const NOW = new Date('2026-05-10T15:00:00Z');

describe('encryptCard', () => {
  it('encrypts the SDK text with the public key: RSA PKCS#1 v1.5, 256 bytes in base64', async () => {
    const keys = await testCardKeys();
    const result = await encryptCard(APPROVED, keys.publicKey, { now: NOW });
    if (!('encrypted' in result)) throw new Error(result.error);

    expect(atob(result.encrypted)).toHaveLength(256);
    const text = keys.decrypt(result.encrypted);
    expect(text).toBe(`4539620659922097;123;12;2030;Ana Souza;${NOW.getTime()}`);
    expect(parseCardPlainText(text!)).toEqual({
      number: '4539620659922097',
      securityCode: '123',
      expMonth: '12',
      expYear: '2030',
      holder: 'Ana Souza',
      timestampMs: NOW.getTime(),
    });
  });

  it('gives a different ciphertext each time (random padding) for the same card', async () => {
    const keys = await testCardKeys();
    const first = await encryptCard(APPROVED, keys.publicKey, { now: NOW });
    const second = await encryptCard(APPROVED, keys.publicKey, { now: NOW });
    expect(first).not.toEqual(second);
  });

  it('writes the holder as the SDK does: no accents, letters only', async () => {
    const keys = await testCardKeys();
    const result = await encryptCard(
      { ...APPROVED, cardName: '  Joana D’Ávila-Souza ' },
      keys.publicKey,
      { now: NOW },
    );
    if (!('encrypted' in result)) throw new Error(result.error);
    expect(keys.decrypt(result.encrypted)).toContain(';Joana DAvila Souza;');
  });

  it("says 'Chave pública do PagBank não carregada. Tente novamente.' without a key", async () => {
    for (const key of [null, undefined, '', '  ']) {
      expect(await encryptCard(APPROVED, key, { now: NOW })).toEqual({
        error: 'Chave pública do PagBank não carregada. Tente novamente.',
      });
    }
  });

  it("lists the SDK's errors after 'Erro ao criptografar cartão: '", async () => {
    const keys = await testCardKeys();
    expect(
      await encryptCard(
        { cardName: '123', cardNumber: '4539 6206 5992 2098', expiryDate: '13/30', cvv: '12' },
        keys.publicKey,
        { now: NOW },
      ),
    ).toEqual({
      error:
        'Erro ao criptografar cartão: Número do cartão inválido, Código de segurança inválido, ' +
        'Mês de validade inválido, Nome do titular inválido',
    });
    expect(
      await encryptCard({ ...APPROVED, expiryDate: '12/25' }, keys.publicKey, { now: NOW }),
    ).toEqual({ error: 'Erro ao criptografar cartão: Ano de validade inválido' });
  });

  it('refuses a key that is not an RSA public key', async () => {
    expect(await encryptCard(APPROVED, 'bm90IGEga2V5', { now: NOW })).toEqual({
      error: 'Erro ao criptografar cartão: Chave pública inválida',
    });
  });

  it("says 'SDK do PagBank não carregado. Tente novamente.' when the library does not load", async () => {
    const keys = await testCardKeys();
    expect(
      await encryptCard(APPROVED, keys.publicKey, {
        now: NOW,
        loadSdk: () => Promise.reject(new Error('chunk failed')),
      }),
    ).toEqual({ error: 'SDK do PagBank não carregado. Tente novamente.' });
  });

  it("says 'Falha ao criptografar os dados' when the library gives nothing", async () => {
    const keys = await testCardKeys();
    const real = await import('jsencrypt');
    class Failing extends real.JSEncrypt {
      override encrypt(): false {
        return false;
      }
    }
    expect(
      await encryptCard(APPROVED, keys.publicKey, {
        now: NOW,
        loadSdk: () => Promise.resolve({ ...real, JSEncrypt: Failing }),
      }),
    ).toEqual({ error: 'Falha ao criptografar os dados' });
  });
});

describe('cardErrorMessage', () => {
  it("falls back to 'Verifique os dados.' without details", () => {
    expect(cardErrorMessage([])).toBe('Erro ao criptografar cartão: Verifique os dados.');
  });
});
