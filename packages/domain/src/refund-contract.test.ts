import { describe, expect, it } from 'vitest';
import { isPixKey, pixKeySchema, REFUND_MESSAGES, refundProgressText } from './refund-contract';

describe('PIX keys for boleto refunds', () => {
  it('accepts CPF, CNPJ, e-mail, +55 phone and random keys', () => {
    for (const key of [
      '529.982.247-25',
      '52998224725',
      '11.222.333/0001-81',
      'ana@empresa.com.br',
      '+55 (11) 98765-4321',
      '123e4567-e89b-12d3-a456-426614174000',
    ]) {
      expect(isPixKey(key), key).toBe(true);
    }
  });

  it('refuses anything else with the pt-BR message', () => {
    for (const key of ['não é chave', '1234', '11987654321x', 'ana@', '+1 555 0100']) {
      expect(isPixKey(key), key).toBe(false);
    }
    const empty = pixKeySchema.safeParse('  ');
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(REFUND_MESSAGES.pixKeyRequired);
    expect(pixKeySchema.safeParse('1234').error?.issues[0]?.message).toBe(
      REFUND_MESSAGES.pixKeyInvalid,
    );
  });
});

it("writes the cancellation's progress as 'N de M reembolsados'", () => {
  expect(refundProgressText(3, 50)).toBe('3 de 50 reembolsados');
});
