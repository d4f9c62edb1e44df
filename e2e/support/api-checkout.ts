import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { cardPlainText } from '../../packages/domain/src/card-encryption';

/**
 * A purchase through the public HTTP API, as the checkout page makes it (and as
 * apps/api/src/test/payment-fixtures.ts does in the API's tests): hold the seats (POST
 * /api/pedidos), save each participant (POST /api/comprador), pass the bot check (GET
 * /api/botcheck/challenge, solved here, POST /api/recaptcha/verify), encrypt the card with the
 * provider's public key and pay (POST /api/pagseguro/pagar|pix|boleto).
 *
 * An order answers only the browser that made it (its cookie): call these with the request
 * context of the page that must see the order afterwards (`page.request`, `context.request`).
 * Only the checkout and payment journeys fill the real forms; everyone else buys here.
 */

export const APPROVED_CARD = '4539620659922097';

/** A participant as POST /api/comprador takes it; name and e-mail come from each person. */
const PARTICIPANT = {
  Telefone_Comercial: '(11) 3000-1234',
  Telefone_Celular: '(11) 98765-4321',
  Empresa: 'Acme Automação',
  Cargo: 'Gerente de TI',
  Departamento: 'Tecnologia da Informação',
  Segmento: 'Seguros',
  Numero_Funcionarios: 'DE 100 A 499',
  Nivel_Responsabilidade: 'Decide Compra',
  UF: 'SP',
  Cidade: 'São Paulo',
  CPF: '52998224725',
  Termo_de_responsabilidade: true,
};

export interface Buyer {
  nome: string;
  sobrenome: string;
  email: string;
  cpf?: string;
}

export interface OrderView {
  id: string;
  numero: number;
  status: string;
  total_centavos: number;
  itens: { id_ticket: string; quantidade: number }[];
}

/** The id of `eventId`'s ticket type titled `title`. */
export async function ticketTypeIdOf(
  request: APIRequestContext,
  eventId: string,
  title: string,
): Promise<string> {
  const response = await request.get(`/api/eventos/ingressos/evento/${eventId}`);
  expect(response.ok()).toBe(true);
  const { tickets } = (await response.json()) as {
    tickets: { id: string; titulo_ticket: string }[];
  };
  const type = tickets.find((candidate) => candidate.titulo_ticket === title);
  expect(type, `ticket type '${title}'`).toBeDefined();
  return type!.id;
}

/** Holds `quantity` seats of a ticket type: the checkout's first call. */
export async function holdSeats(
  request: APIRequestContext,
  ticketTypeId: string,
  quantity: number,
  affiliateCode?: string,
): Promise<OrderView> {
  const held = await request.post('/api/pedidos', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      tickets: [{ id_ticket: ticketTypeId, quantidade_produto: quantity }],
      ...(affiliateCode ? { codigo_afiliado: affiliateCode } : {}),
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  return (await held.json()) as OrderView;
}

/** The order as the browser of `request` reads it. */
export async function orderView(request: APIRequestContext, orderId: string): Promise<OrderView> {
  const response = await request.get(`/api/pedidos/${orderId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderView;
}

/** Participant `position` of the order: `person`, the rest of the form the same for everyone. */
export async function saveParticipant(
  request: APIRequestContext,
  orderId: string,
  position: number,
  person: { Nome: string; Sobrenome: string; Email: string },
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const saved = await request.post('/api/comprador', {
    data: { ...PARTICIPANT, ...overrides, ...person, id_pedido: orderId, posicao: position },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
}

/** The invisible bot check, solved here: the single-use token a payment call carries. */
export async function botToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/botcheck/challenge');
  expect(response.ok(), await response.text()).toBe(true);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'the bot check solved').toBeTruthy();
  const verified = await request.post('/api/recaptcha/verify', {
    data: { token: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

/** `number` encrypted as PagBank's browser SDK does it, with the provider's public key. */
export async function encryptCard(
  request: APIRequestContext,
  number: string,
  holder: string,
): Promise<string> {
  const response = await request.get('/api/pagseguro/public-key');
  expect(response.ok()).toBe(true);
  const { public_key: publicKey } = (await response.json()) as { public_key: string };
  const plain = cardPlainText({
    number,
    securityCode: '123',
    expMonth: '12',
    expYear: '2030',
    holder,
    timestampMs: Date.now(),
  });
  if (!('text' in plain)) throw new Error(plain.errors.join());
  return publicEncrypt(
    {
      key: `-----BEGIN PUBLIC KEY-----\n${publicKey}\n-----END PUBLIC KEY-----`,
      padding: constants.RSA_PKCS1_PADDING,
    },
    Buffer.from(plain.text),
  ).toString('base64');
}

/** What every payment call carries: the order, the payer (the first participant), the token. */
async function paymentFields(request: APIRequestContext, order: OrderView, payer: Buyer) {
  return {
    id_pedido: order.id,
    recaptcha_token: await botToken(request),
    tickets: order.itens.map((item) => ({
      id_ticket: item.id_ticket,
      quantidade_produto: item.quantidade,
    })),
    nome_cliente: `${payer.nome} ${payer.sobrenome}`,
    email_cliente: payer.email,
    cpf_cliente: payer.cpf ?? PARTICIPANT.CPF,
    valor_total_produto: order.total_centavos,
  };
}

/**
 * Pays the whole held order by card in one instalment; the sandbox answers at once. `billing`:
 * the payment body's billing fields (a company purchase, a nota fiscal), when given.
 */
export async function payOrderByCard(
  request: APIRequestContext,
  orderId: string,
  payer: Buyer,
  card = APPROVED_CARD,
  billing: Record<string, unknown> = {},
): Promise<{ status: string; numero: number }> {
  const order = await orderView(request, orderId);
  const holder = `${payer.nome} ${payer.sobrenome}`.toUpperCase();
  const paid = await request.post('/api/pagseguro/pagar', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      ...(await paymentFields(request, order, payer)),
      encrypted: await encryptCard(request, card, holder),
      quantidade_parcelas: 1,
      valor_parcela: order.total_centavos,
      nome_cartao: holder,
      ...billing,
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return (await paid.json()) as { status: string; numero: number };
}

/**
 * On an order already held (by the checkout page, say): every participant saved (`people`, in
 * order), then paid by the approved card. The first person pays.
 */
export async function completeOrderByCard(
  request: APIRequestContext,
  orderId: string,
  people: Buyer[],
): Promise<void> {
  for (const [index, person] of people.entries()) {
    await saveParticipant(
      request,
      orderId,
      index + 1,
      { Nome: person.nome, Sobrenome: person.sobrenome, Email: person.email },
      person.cpf ? { CPF: person.cpf } : {},
    );
  }
  const paid = await payOrderByCard(request, orderId, people[0]!);
  expect(paid.status).toBe('PAID');
}

/**
 * One ticket per person of `ticketType` of `eventId`, held, filled in and paid by card from the
 * browser of `request`. Returns the order id.
 */
export async function buyByCard(
  request: APIRequestContext,
  { eventId, ticketType, people }: { eventId: string; ticketType: string; people: Buyer[] },
): Promise<string> {
  const typeId = await ticketTypeIdOf(request, eventId, ticketType);
  const order = await holdSeats(request, typeId, people.length);
  await completeOrderByCard(request, order.id, people);
  return order.id;
}
