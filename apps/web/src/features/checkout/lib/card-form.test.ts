import { describe, expect, it } from 'vitest';
import {
  cardErrorsOf,
  chosenInstalment,
  instalmentLabel,
  instalmentsOf,
  maskCardNumber,
  maskCvv,
  maskExpiry,
} from './card-form';

describe('card masks (spec §5)', () => {
  it('groups the number by 4, up to 16 digits (19 characters)', () => {
    expect(maskCardNumber('4539620659922097')).toBe('4539 6206 5992 2097');
    expect(maskCardNumber('4539-6206-59')).toBe('4539 6206 59');
    expect(maskCardNumber('4539 6206 5992 2097 1234')).toBe('4539 6206 5992 2097');
    expect(maskCardNumber('4539 ')).toBe('4539');
    expect(maskCardNumber('')).toBe('');
  });

  it("writes the expiry as 'MM/AA'", () => {
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('123')).toBe('12/3');
    expect(maskExpiry('12/30')).toBe('12/30');
    expect(maskExpiry('123045')).toBe('12/30');
  });

  it('keeps up to 4 digits of the CVV', () => {
    expect(maskCvv('12a3456')).toBe('1234');
  });
});

describe('instalments', () => {
  const order = {
    total_centavos: 109_241,
    parcelas: [
      {
        quantidade: 3,
        valor_parcela_centavos: 36_414,
        total_centavos: 109_241,
        juros_centavos: 9_241,
      },
      {
        quantidade: 1,
        valor_parcela_centavos: 100_000,
        total_centavos: 100_000,
        juros_centavos: 0,
      },
    ],
  };

  it("labels each count: '3x de R$ 364,14 (total R$ 1.092,41)', '1x de … sem juros'", () => {
    const [one, three] = instalmentsOf(order);
    expect(instalmentLabel(one!)).toBe('1x de R$ 1.000,00 sem juros');
    expect(instalmentLabel(three!)).toBe('3x de R$ 364,14 (total R$ 1.092,41)');
  });

  it('falls back to the domain rule when the server sent none', () => {
    const options = instalmentsOf({ total_centavos: 1_000, parcelas: [] });
    // R$ 10,00: 2× is R$ 5,31 each (≥ R$ 5,00); 3× would be under.
    expect(options.map((option) => option.quantidade)).toEqual([1, 2]);
    expect(instalmentsOf({ total_centavos: 0, parcelas: [] })).toEqual([]);
  });

  it("finds the chosen count, or null ('Número de parcelas inválido')", () => {
    const options = instalmentsOf(order);
    expect(chosenInstalment(options, '3')?.total_centavos).toBe(109_241);
    expect(chosenInstalment(options, 1)?.quantidade).toBe(1);
    expect(chosenInstalment(options, '2')).toBeNull();
    expect(chosenInstalment(options, 'três')).toBeNull();
    expect(chosenInstalment(options, undefined)).toBeNull();
  });
});

describe('cardErrorsOf (issue 13: every card field checked before encrypting)', () => {
  const NOW = new Date('2026-11-24T12:00:00-03:00');
  const VALID = {
    cardName: 'Ana Souza',
    cardNumber: '4539 6206 5992 2097',
    expiryDate: '12/30',
    cvv: '123',
  };

  it('finds nothing wrong with a good card', () => {
    expect(cardErrorsOf(VALID, NOW)).toEqual({});
  });

  it('asks for every empty field, each under its own name', () => {
    expect(cardErrorsOf({ cardName: ' ', cardNumber: '', expiryDate: '', cvv: '' }, NOW)).toEqual({
      cardName: 'Campo obrigatório',
      cardNumber: 'Campo obrigatório',
      expiryDate: 'Campo obrigatório',
      cvv: 'Campo obrigatório',
    });
  });

  it('says what is wrong with each field that is filled in', () => {
    expect(
      cardErrorsOf(
        { cardName: 'Al', cardNumber: '4539 6206 5992 2098', expiryDate: '13/30', cvv: '12' },
        NOW,
      ),
    ).toEqual({
      cardName: 'Nome no cartão deve ter pelo menos 3 caracteres',
      cardNumber: 'Número do cartão inválido',
      expiryDate: 'Mês de validade inválido',
      cvv: 'Código de segurança inválido',
    });
    expect(cardErrorsOf({ ...VALID, expiryDate: '1/3' }, NOW)).toEqual({
      expiryDate: 'Validade inválida. Use o formato MM/AA',
    });
    expect(cardErrorsOf({ ...VALID, cardName: '123' }, NOW)).toEqual({
      cardName: 'Nome do titular inválido',
    });
  });

  it('refuses a card past its month, in São Paulo’s calendar', () => {
    expect(cardErrorsOf({ ...VALID, expiryDate: '10/26' }, NOW)).toEqual({
      expiryDate: 'Mês de validade inválido',
    });
    expect(cardErrorsOf({ ...VALID, expiryDate: '12/25' }, NOW)).toEqual({
      expiryDate: 'Ano de validade inválido',
    });
    expect(cardErrorsOf({ ...VALID, expiryDate: '11/26' }, NOW)).toEqual({});
  });
});
