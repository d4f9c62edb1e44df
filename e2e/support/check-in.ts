import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { eventIdOf } from './tickets';

/** The demo catalog's free event: one 'Entrada gratuita' per order, no payment. */
export const FREE_EVENT = 'Encontro de Líderes em Automação — Rio de Janeiro';

export interface IssuedTicket {
  id: string;
  codigo: string;
  participante: { nome: string; email: string };
}

const PARTICIPANT = {
  Telefone_Comercial: '(21) 3000-1234',
  Telefone_Celular: '(21) 98765-4321',
  Empresa: 'Empresa Exemplo',
  Cargo: 'Superintendente',
  Departamento: 'Administrativo',
  Segmento: 'Serviços',
  Numero_Funcionarios: 'ATÉ 49',
  Nivel_Responsabilidade: 'Decide Compra',
  UF: 'RJ',
  Cidade: 'Rio de Janeiro',
  CPF: '52998224725',
  Termo_de_responsabilidade: true,
};

/** Another event than the free one: a ticket type of it, made free by a 100 % coupon. */
export interface CourtesyOf {
  event: string;
  ticketType: string;
  coupon: string;
}

/**
 * A free registration for the demo's free event (or, with `courtesy`, for a ticket of another
 * event under a 100 % coupon) through the public API, as the checkout page makes it (hold the
 * seat, apply the coupon, save the participant, confirm without payment), then its ticket once
 * the job worker has issued it.
 */
export async function registerFree(
  request: APIRequestContext,
  person: { Nome: string; Sobrenome: string; Email: string },
  courtesy?: CourtesyOf,
): Promise<{ eventId: string; ticket: IssuedTicket }> {
  const eventId = await eventIdOf(request, courtesy?.event ?? FREE_EVENT);
  const event = await request.get(`/api/eventos/ingressos/evento/${eventId}`);
  expect(event.ok()).toBe(true);
  const types = ((await event.json()) as { tickets: { id: string; titulo_ticket: string }[] })
    .tickets;
  const ticketType = courtesy
    ? types.find((type) => type.titulo_ticket === courtesy.ticketType)
    : types[0];
  expect(ticketType, `ticket type '${courtesy?.ticketType}'`).toBeDefined();
  const ticketTypeId = ticketType!.id;

  const held = await request.post('/api/pedidos', {
    headers: { 'idempotency-key': randomUUID() },
    data: { tickets: [{ id_ticket: ticketTypeId, quantidade_produto: 1 }] },
  });
  expect(held.status(), await held.text()).toBe(201);
  const order = (await held.json()) as { id: string };
  if (courtesy) {
    const applied = await request.post('/api/cupom-desconto/valida-cupom/', {
      data: { nome_cupom: courtesy.coupon, id_pedido: order.id },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    expect(await applied.json()).toMatchObject({ valido: true, desconto: 100 });
  }
  const saved = await request.post('/api/comprador', {
    data: { ...PARTICIPANT, ...person, id_pedido: order.id, posicao: 1 },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const confirmed = await request.post(`/api/pedidos/${order.id}/inscricao-gratuita`, {
    headers: { 'idempotency-key': randomUUID() },
    data: { nome_cliente: `${person.Nome} ${person.Sobrenome}`, email_cliente: person.Email },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  let ticket: IssuedTicket | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/pedidos/${order.id}/ingressos`);
        const tickets = (await response.json()) as { emitidos: boolean; ingressos: IssuedTicket[] };
        ticket = tickets.emitidos ? tickets.ingressos[0] : undefined;
        return Boolean(ticket);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return { eventId, ticket: ticket! };
}
