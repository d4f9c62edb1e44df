import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES, type OrderView } from '@bilheteria/domain/checkout-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyers } from '../../db/schema';
import { createTestEvent } from '../../test/catalog-fixtures';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

const COMPRADOR = {
  Nome: 'Marina',
  Sobrenome: 'Costa',
  Email: 'marina.costa@empresa.com.br',
  Telefone_Comercial: '(21) 3000-1234',
  Telefone_Celular: '(21) 98765-4321',
  Empresa: 'Costa & Filhos',
  Cargo: 'Gerente',
  Departamento: 'Compras / Suprimentos',
  Segmento: 'Indústria',
  Numero_Funcionarios: 'DE 500 A 4999',
  Nivel_Responsabilidade: 'Seleciona Fornecedores',
  UF: 'RJ',
  Cidade: 'Rio de Janeiro',
  CPF: '',
  Termo_de_responsabilidade: true,
};

describe.each(testTargets())('POST /api/comprador on %s', (target) => {
  const clock = createTestClock(new Date('2026-11-21T12:00:00Z'));
  const ctx = useTestApp(target, { clock });

  const save = (body: object) =>
    ctx.buyer.inject({ method: 'POST', url: '/api/comprador', payload: body });
  async function newOrder(quantity: number) {
    const { ticketTypes } = await createTestEvent(ctx.database, { now: clock() });
    const response = await ctx.buyer.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: { tickets: [{ id_ticket: ticketTypes[0]!.id, quantidade_produto: quantity }] },
    });
    return response.json<OrderView>();
  }
  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(buyers).where(eq(buyers.id, id)))[0]!;

  it('saves a participant and answers its id; an empty CPF is stored as none', async () => {
    const order = await newOrder(2);
    const response = await save({ ...COMPRADOR, id_pedido: order.id, posicao: 1 });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await rowOf(id)).toMatchObject({
      firstName: 'Marina',
      email: 'marina.costa@empresa.com.br',
      jobTitle: 'Gerente',
      state: 'RJ',
      cpf: null,
      orderId: order.id,
      position: 1,
    });
    const withCpf = await save({
      ...COMPRADOR,
      CPF: '52998224725',
      id_pedido: order.id,
      posicao: 2,
    });
    expect((await rowOf(withCpf.json<{ id: string }>().id)).cpf).toBe('52998224725');
  });

  it('creates no participant outside an order, nor for an order of another browser', async () => {
    const before = await ctx.database.db.select({ id: buyers.id }).from(buyers);
    const orphan = await save(COMPRADOR);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('Informe o pedido e a posição do participante.');

    const order = await newOrder(1);
    const stranger = await ctx.newBrowser().inject({
      method: 'POST',
      url: '/api/comprador',
      payload: { ...COMPRADOR, Email: 'intruso@exemplo.com', id_pedido: order.id, posicao: 1 },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: CHECKOUT_MESSAGES.orderNotFound });
    expect(await ctx.database.db.select({ id: buyers.id }).from(buyers)).toHaveLength(
      before.length,
    );
  });

  it('answers 400 with a pt-BR message for each bad field, under the API names', async () => {
    const order = await newOrder(1);
    const response = await save({
      ...COMPRADOR,
      id_pedido: order.id,
      posicao: 1,
      Nome: 'M',
      Email: 'marina',
      Telefone_Celular: '(21) 3000-1234',
      CPF: '11111111111',
      Cargo: 'Astronauta',
      Termo_de_responsabilidade: false,
    });
    expect(response.statusCode).toBe(400);
    const { message, errors } = response.json<{
      message: string;
      errors: { path: string; message: string }[];
    }>();
    expect(message).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(Object.fromEntries(errors.map((error) => [error.path, error.message]))).toEqual({
      Nome: 'Nome deve ter pelo menos 2 caracteres',
      Email: 'E-mail inválido',
      Telefone_Celular: 'Celular inválido. Use o formato (99) 99999-9999',
      Cargo: 'Selecione um cargo',
      CPF: 'CPF inválido',
      Termo_de_responsabilidade: 'Você precisa aceitar os termos de responsabilidade',
    });
    const missing = await save({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.length).toBeGreaterThanOrEqual(14);
  });

  it('keeps one participant per ticket of an order: saving a position again updates it', async () => {
    const order = await newOrder(3);
    const first = await save({ ...COMPRADOR, id_pedido: order.id, posicao: 1 });
    expect(first.statusCode).toBe(201);
    const corrected = await save({
      ...COMPRADOR,
      Nome: 'Mariana',
      id_pedido: order.id,
      posicao: 1,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toEqual(first.json());
    expect((await rowOf(first.json<{ id: string }>().id)).firstName).toBe('Mariana');

    const third = await save({ ...COMPRADOR, id_pedido: order.id, posicao: 3 });
    expect(third.statusCode).toBe(201);
    const view = (await ctx.buyer.inject(`/api/pedidos/${order.id}`)).json<OrderView>();
    expect(view.participantes).toEqual([
      { posicao: 1, id_comprador: first.json<{ id: string }>().id },
      { posicao: 3, id_comprador: third.json<{ id: string }>().id },
    ]);

    const beyond = await save({ ...COMPRADOR, id_pedido: order.id, posicao: 4 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(CHECKOUT_MESSAGES.participantPosition);
  });

  it('refuses participants for an unknown, canceled or expired order', async () => {
    const unknown = await save({ ...COMPRADOR, id_pedido: randomUUID(), posicao: 1 });
    expect(unknown.statusCode).toBe(404);

    const canceled = await newOrder(1);
    await ctx.buyer.inject({ method: 'DELETE', url: `/api/pedidos/${canceled.id}` });
    const late = await save({ ...COMPRADOR, id_pedido: canceled.id, posicao: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: CHECKOUT_MESSAGES.orderClosed });

    const expiring = await newOrder(1);
    clock.advance(15 * 60_000);
    const expired = await save({ ...COMPRADOR, id_pedido: expiring.id, posicao: 1 });
    expect(expired.statusCode).toBe(409);
  });
});
