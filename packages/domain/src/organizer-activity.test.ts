import { describe, expect, it } from 'vitest';
import { activityDetails } from './organizer-activity';

describe('Atividade Recente: what each entry says', () => {
  it('writes orders, check-ins, affiliate sales, new events and tickets in pt-BR', () => {
    expect(
      activityDetails({ type: 'order_paid', orderNumber: 100123, tickets: 2, totalCents: 123_456 }),
    ).toBe('Pedido nº 100123 · 2 ingressos · R$ 1.234,56');
    expect(
      activityDetails({ type: 'order_paid', orderNumber: 100124, tickets: 1, totalCents: 0 }),
    ).toBe('Pedido nº 100124 · 1 ingresso · R$ 0,00');
    expect(activityDetails({ type: 'check_in', ticketType: 'VIP' })).toBe(
      'Entrada com ingresso VIP',
    );
    expect(
      activityDetails({
        type: 'affiliate_sale',
        code: 'MARI1234',
        saleCents: 90_000,
        commissionCents: 9_000,
      }),
    ).toBe('Código MARI1234 · venda de R$ 900,00 · comissão de R$ 90,00');
    expect(activityDetails({ type: 'event_created', status: 'draft' })).toBe('Status: Rascunho');
    expect(activityDetails({ type: 'event_created', status: 'published' })).toBe('Status: Ativo');
    expect(activityDetails({ type: 'event_created', status: 'canceled' })).toBe(
      'Status: Cancelado',
    );
    expect(activityDetails({ type: 'event_published' })).toBe(
      'Publicado: aparece no site e está à venda',
    );
    expect(activityDetails({ type: 'event_unpublished' })).toBe(
      'Despublicado: voltou a ser rascunho',
    );
    expect(activityDetails({ type: 'event_canceled' })).toBe(
      'Cancelado: os pedidos pagos são reembolsados',
    );
    expect(activityDetails({ type: 'ticket_issued', ticketType: 'Pista', orderNumber: 7 })).toBe(
      'Ingresso Pista · pedido nº 7',
    );
  });
});
