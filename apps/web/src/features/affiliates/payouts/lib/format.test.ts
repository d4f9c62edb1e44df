import { AFFILIATE_MESSAGES } from '@bilheteria/domain/affiliate-contract';
import { describe, expect, it } from 'vitest';
import {
  affiliatesCount,
  bankDetailsLines,
  formatCpf,
  formatDay,
  formatInstant,
  monthTitle,
} from './format';
import { paidDateSchema, todayInSaoPaulo } from './paid-date';

describe('a payout as the admin reads it', () => {
  it('writes months, days, instants, CPFs and counts the pt-BR way', () => {
    expect(monthTitle('2026-03')).toBe('Março de 2026');
    expect(formatDay('2026-04-10')).toBe('10/04/2026');
    // 02:30 UTC is still the evening before in São Paulo.
    expect(formatInstant('2026-04-02T02:30:00.000Z')).toBe('01/04/2026 às 23:30');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(affiliatesCount(1)).toBe('1 afiliado');
    expect(affiliatesCount(0)).toBe('0 afiliados');
  });

  it('says where the money goes: a PIX key by type, or a bank account by bank name', () => {
    expect(
      bankDetailsLines({ tipo: 'pix', tipo_chave: 'telefone', chave: '+5511987654321' }),
    ).toEqual({ title: 'PIX · Celular', detail: '+5511987654321' });
    expect(
      bankDetailsLines({
        tipo: 'conta',
        banco: '341',
        agencia: '0001',
        conta: '12345',
        digito: '6',
      }),
    ).toEqual({ title: 'ITAÚ UNIBANCO S.A. (341)', detail: 'Agência 0001 · Conta 12345-6' });
  });
});

describe("'Marcar como pago' date", () => {
  const now = () => new Date('2026-04-02T02:30:00.000Z');

  it("defaults to today in São Paulo and takes no day after it, nor a day that doesn't exist", () => {
    expect(todayInSaoPaulo(now())).toBe('2026-04-01');
    const schema = paidDateSchema(now);
    expect(schema.safeParse({ pago_em: '2026-04-01' }).success).toBe(true);
    expect(schema.safeParse({ pago_em: '2026-03-31' }).success).toBe(true);
    for (const day of ['2026-04-02', '2026-02-30', '', '01/04/2026']) {
      const result = schema.safeParse({ pago_em: day });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(AFFILIATE_MESSAGES.payoutDateInvalid);
    }
  });
});
