import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { describe, expect, it } from 'vitest';
import { discountLabel, receiptOf, refundsOf } from './checkout-confirmation';

const order: OrderView = {
  id: 'p-1',
  numero: 1042,
  status: 'paid',
  expira_em: '2026-05-10T15:15:00Z',
  agora: '2026-05-10T15:00:00Z',
  evento: { id: 'e-1', titulo: 'RPA Summit Brasil', data: '05 de Março, 2027', imagem: '/x.svg' },
  itens: [
    {
      id_ticket: 't-1',
      nome: 'Lote 1',
      preco_unitario_centavos: 89_700,
      quantidade: 2,
      subtotal_centavos: 179_400,
    },
  ],
  quantidade_ingressos: 2,
  subtotal_centavos: 179_400,
  cupom: { nome: 'BEMVINDO10', desconto: 10 },
  desconto_centavos: 17_940,
  taxa_servico_centavos: 0,
  total_centavos: 161_460,
  parcelas: [],
  participantes: [],
  pagamento: {
    metodo: 'credit-card',
    status: 'PAID',
    parcelas: 3,
    valor_parcela_centavos: 58_794,
    juros_centavos: 14_921,
    total_pago_centavos: 176_381,
  },
  estornos: [],
};

describe('receiptOf', () => {
  it('shows the real number, the tickets, the discount, the interest and the total paid', () => {
    expect(receiptOf(order)).toEqual({
      numero: 1042,
      eventTitle: 'RPA Summit Brasil',
      eventDate: '05 de Março, 2027',
      lines: [
        { id: 't-1', name: 'Lote 1', unitCents: 89_700, quantity: 2, subtotalCents: 179_400 },
      ],
      subtotalCents: 179_400,
      discount: { label: 'Desconto (BEMVINDO10 – 10%)', cents: 17_940 },
      serviceFeeCents: null,
      interestCents: 14_921,
      totalPaidCents: 176_381,
      paidWith: 'Cartão de Crédito · 3x de R$ 587,94',
    });
  });

  it("has no 'Juros do Parcelamento' for 1×, PIX or boleto, nor a discount without coupon", () => {
    const pix = receiptOf({
      ...order,
      cupom: null,
      desconto_centavos: 0,
      taxa_servico_centavos: 0,
      total_centavos: 179_400,
      pagamento: {
        metodo: 'pix',
        status: 'PAID',
        parcelas: 1,
        valor_parcela_centavos: 179_400,
        juros_centavos: 0,
        total_pago_centavos: 179_400,
      },
    });
    expect(pix).toMatchObject({
      discount: null,
      interestCents: null,
      totalPaidCents: 179_400,
      paidWith: 'PIX',
    });
  });

  it('shows the service fee the buyer paid (issue 29)', () => {
    const withFee = receiptOf({
      ...order,
      taxa_servico_centavos: 13_560,
      total_centavos: 175_020,
      pagamento: null,
    });
    expect(withFee).toMatchObject({ serviceFeeCents: 13_560, totalPaidCents: 175_020 });
  });

  it('uses the order total when the payment is not described', () => {
    expect(receiptOf({ ...order, pagamento: null })).toMatchObject({
      interestCents: null,
      totalPaidCents: 161_460,
      paidWith: null,
    });
  });

  it('is null while the order is not paid', () => {
    expect(receiptOf({ ...order, status: 'reserved' })).toBeNull();
    expect(receiptOf({ ...order, status: 'expired' })).toBeNull();
  });

  it("labels the discount 'Desconto (CODE – N%)'", () => {
    expect(discountLabel({ nome: 'CORTESIA100', desconto: 100 })).toBe(
      'Desconto (CORTESIA100 – 100%)',
    );
  });
});

describe('refundsOf (issue 12)', () => {
  it('has none for an order without refunds', () => {
    expect(refundsOf(order)).toEqual([]);
  });

  it("says 'Estorno de R$ X em <data>' (São Paulo's day) or 'em andamento', with the reason", () => {
    expect(
      refundsOf({
        estornos: [
          {
            metodo: 'pix',
            valor_centavos: 161_460,
            motivo: 'duplicado',
            situacao: 'estornado',
            // 00:30 in UTC is still 14 December in São Paulo.
            estornado_em: '2026-12-15T00:30:00Z',
          },
          {
            metodo: 'credit-card',
            valor_centavos: 176_381,
            motivo: 'atrasado',
            situacao: 'em andamento',
            estornado_em: null,
          },
        ],
      }),
    ).toEqual([
      {
        title: 'Estorno de R$ 1.614,60 em 14 de Dezembro, 2026',
        reason:
          'PIX · Pagamento em duplicidade: o pedido já estava pago, então este valor é devolvido automaticamente.',
        done: true,
      },
      {
        title: 'Estorno de R$ 1.763,81 em andamento',
        reason:
          'Cartão de Crédito · O pagamento chegou depois que a reserva terminou e os ingressos não estavam mais disponíveis, então o valor é devolvido automaticamente.',
        done: false,
      },
    ]);
  });
});
