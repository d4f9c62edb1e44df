import { describe, expect, it } from 'vitest';
import { orderTicketsAnswer } from '@/features/orders/test/order-tickets-test-api';
import { deliveriesSettled } from './get-order-tickets';

const ID = '0f8e7d6c-5b4a-4392-8171-605f4e3d2c1b';
const ANA = { nome: 'Ana Souza', email: 'ana@acme.com.br' };

describe('deliveriesSettled: when the confirmation stops asking', () => {
  it('waits while the tickets are being issued', () => {
    expect(deliveriesSettled(orderTicketsAnswer(ID, [ANA], { emitidos: false }))).toBe(false);
  });

  it.each(['Na fila', 'Tentando novamente'] as const)(
    "waits while a participant's e-mail is '%s'",
    (situacao) => {
      expect(deliveriesSettled(orderTicketsAnswer(ID, [ANA, { ...ANA, situacao }]))).toBe(false);
    },
  );

  it.each(['Na fila', 'Tentando novamente'] as const)(
    "waits while the buyer's summary is '%s'",
    (situacao) => {
      expect(
        deliveriesSettled(
          orderTicketsAnswer(ID, [ANA], { resumo: { email: 'x@acme.com.br', situacao } }),
        ),
      ).toBe(false);
    },
  );

  it("is done once every e-mail is 'Enviado' or 'Devolvido' (both final)", () => {
    expect(
      deliveriesSettled(
        orderTicketsAnswer(ID, [ANA, { ...ANA, situacao: 'Devolvido' }], {
          resumo: { email: 'x@acme.com.br', situacao: 'Devolvido' },
        }),
      ),
    ).toBe(true);
    expect(deliveriesSettled(orderTicketsAnswer(ID, [ANA], { resumo: null }))).toBe(true);
  });
});
