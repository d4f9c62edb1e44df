import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { cardPlainText } from '@bilheteria/domain/card-encryption';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { payments, sandboxOrders } from '../db/schema';
import { createTestEvent, type TestTicketType } from './catalog-fixtures';
import type { TestContext } from './test-context';
import type { TestBrowser } from './test-browser';

export const APPROVED_VISA = '4539620659922097';
export const DECLINED_VISA = '4929291898380766';

export const PARTICIPANT = {
  Nome: 'Ana',
  Sobrenome: 'Souza',
  Email: 'ana@empresa.com.br',
  Telefone_Comercial: '(11) 3000-1234',
  Telefone_Celular: '(11) 98765-4321',
  Empresa: 'Empresa Exemplo',
  Cargo: 'Gerente',
  Departamento: 'Financeiro',
  Segmento: 'Serviços',
  Numero_Funcionarios: 'ATÉ 49',
  Nivel_Responsabilidade: 'Decide Compra',
  UF: 'SP',
  Cidade: 'São Paulo',
  CPF: '52998224725',
  Termo_de_responsabilidade: true,
};

/** The built-in sandbox, paying PIX and boletos only when told ("simular pagamento"). */
export const SANDBOX_BY_HAND: Partial<AppConfig> = {
  payments: {
    provider: 'sandbox',
    pagbankToken: undefined,
    pagbankEnv: 'sandbox',
    sandboxAutoPayMs: 0,
  },
};

/**
 * What a buyer's browser does at checkout, through the app: hold seats, fill participants,
 * pass the bot check, encrypt a card and pay. Each helper takes the browser (default: the
 * context's buyer) so tests can play several buyers, or a stranger.
 */
export function checkoutSteps(ctx: TestContext, clock?: () => Date) {
  let publicKey: string | undefined;

  /** A reserved order of `quantity` tickets at `priceCents`, every participant saved. */
  async function readyOrder(
    options: {
      priceCents?: number;
      quantity?: number;
      seats?: number;
      tickets?: TestTicketType[];
      browser?: TestBrowser;
    } = {},
  ) {
    const { priceCents = 50_000, quantity = 2, seats = 100, browser = ctx.buyer } = options;
    const { ticketTypes: types } = await createTestEvent(ctx.database, {
      tickets: options.tickets ?? [{ priceCents, quantity: seats }],
      ...(clock ? { now: clock() } : {}),
    });
    const ticket = types[0]!;
    const order = await holdSeats(ticket.id, quantity, browser);
    return { order, ticket };
  }

  async function holdSeats(ticketTypeId: string, quantity: number, browser = ctx.buyer) {
    const response = await browser.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: { tickets: [{ id_ticket: ticketTypeId, quantidade_produto: quantity }] },
    });
    if (response.statusCode !== 201) throw new Error(`hold answered ${response.body}`);
    const order = response.json<OrderView>();
    for (let position = 1; position <= quantity; position++) {
      await browser.inject({
        method: 'POST',
        url: '/api/comprador',
        payload: { ...PARTICIPANT, id_pedido: order.id, posicao: position },
      });
    }
    return order;
  }

  /** What the page does: solve the ALTCHA challenge, trade it for a payment token. */
  async function botToken(): Promise<string> {
    const challenge = (await ctx.app.inject('/api/botcheck/challenge')).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/recaptcha/verify',
      payload: { token: payload },
    });
    if (verified.statusCode !== 200) throw new Error(`bot check answered ${verified.body}`);
    return verified.json<{ token: string }>().token;
  }

  async function encryptCard(number: string): Promise<string> {
    publicKey ??= (await ctx.app.inject('/api/pagseguro/public-key')).json<{
      public_key: string;
    }>().public_key;
    const plain = cardPlainText({
      number,
      securityCode: '123',
      expMonth: '12',
      expYear: '2030',
      holder: 'Ana Souza',
      timestampMs: Date.now(),
    });
    if (!('text' in plain)) throw new Error(plain.errors.join());
    const key = `-----BEGIN PUBLIC KEY-----\n${publicKey}\n-----END PUBLIC KEY-----`;
    return publicEncrypt(
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(plain.text),
    ).toString('base64');
  }

  function payerFields(order: OrderView, ticketId: string, token: string) {
    return {
      id_pedido: order.id,
      recaptcha_token: token,
      tickets: [{ id_ticket: ticketId, quantidade_produto: order.quantidade_ingressos }],
      nome_cliente: 'Ana Souza',
      email_cliente: 'ana@empresa.com.br',
      cpf_cliente: '529.982.247-25',
      valor_total_produto: order.total_centavos,
    };
  }

  function pay(path: 'pagar' | 'pix' | 'boleto', body: object, options: PayOptions = {}) {
    const { key = randomUUID(), browser = ctx.buyer } = options;
    return browser.inject({
      method: 'POST',
      url: `/api/pagseguro/${path}`,
      headers: { 'idempotency-key': key },
      payload: body,
    });
  }

  /** A card payment of the whole order in one instalment, with a fresh bot token. */
  async function payByCard(order: OrderView, ticketId: string, options: PayOptions = {}) {
    return pay(
      'pagar',
      {
        ...payerFields(order, ticketId, await botToken()),
        encrypted: await encryptCard(options.card ?? APPROVED_VISA),
        quantidade_parcelas: 1,
        valor_parcela: order.total_centavos,
      },
      options,
    );
  }

  /** A PIX code or boleto for the whole order, with a fresh bot token. */
  async function generate(
    method: 'pix' | 'boleto',
    order: OrderView,
    ticketId: string,
    options: PayOptions = {},
  ) {
    return pay(method, payerFields(order, ticketId, await botToken()), options);
  }

  const orderView = async (id: string, browser = ctx.buyer) =>
    (await browser.inject(`/api/pedidos/${id}`)).json<OrderView>();

  /** The sandbox (PagBank) orders made for our order's payment attempts. */
  const providerOrdersOf = (orderId: string) =>
    ctx.database.db
      .select({ id: sandboxOrders.id, order: sandboxOrders.order })
      .from(sandboxOrders)
      .innerJoin(payments, sql`${payments.id}::text = ${sandboxOrders.referenceId}`)
      .where(eq(payments.orderId, orderId));

  const paymentsOf = (orderId: string) =>
    ctx.database.db.select().from(payments).where(eq(payments.orderId, orderId));

  /** "Simular pagamento": the sandbox pays the order's waiting PIX or boleto now. */
  const simulatePayment = (orderId: string, browser = ctx.buyer) =>
    browser.inject({
      method: 'POST',
      url: '/api/pagseguro/sandbox/simular-pagamento',
      payload: { id: orderId },
    });

  return {
    readyOrder,
    holdSeats,
    botToken,
    encryptCard,
    payerFields,
    pay,
    payByCard,
    generate,
    orderView,
    providerOrdersOf,
    paymentsOf,
    simulatePayment,
  };
}

export interface PayOptions {
  key?: string;
  browser?: TestBrowser;
  card?: string;
}
