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

/**
 * A free registration for the demo's free event through the public API, as the checkout page
 * makes it (hold the seat, save the participant, confirm without payment), then its ticket once
 * the job worker has issued it.
 */
export async function registerFree(
  request: APIRequestContext,
  person: { Nome: string; Sobrenome: string; Email: string },
): Promise<{ eventId: string; ticket: IssuedTicket }> {
  const eventId = await eventIdOf(request, FREE_EVENT);
  const event = await request.get(`/api/eventos/ingressos/evento/${eventId}`);
  expect(event.ok()).toBe(true);
  const ticketTypeId = ((await event.json()) as { tickets: { id: string }[] }).tickets[0]!.id;

  const held = await request.post('/api/pedidos', {
    headers: { 'idempotency-key': randomUUID() },
    data: { tickets: [{ id_ticket: ticketTypeId, quantidade_produto: 1 }] },
  });
  expect(held.status(), await held.text()).toBe(201);
  const order = (await held.json()) as { id: string };
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
