/**
 * Test helper: a local stand-in for PagBank's Orders API (Fastify on port 0). It checks every
 * request against the documented shape — method, path, `Authorization: Bearer`, JSON body
 * validated by the REQUEST schemas below (written from PagBank's reference and PAYMENTS.md,
 * independently of our body builders) — and answers realistic order JSON. A request that breaks
 * the shape is answered 400 with `error_messages`, as PagBank does, and recorded in
 * `violations` so a test can fail on it. Not imported by production code.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createDynamicPix, hasError } from 'pix-utils';
import { z } from 'zod';
import { AUTHENTICITY_HEADER, authenticityToken } from '../authenticity';
import { pagBankDateTime, type PagBankChargeJson, type PagBankOrderJson } from '../order-json';

// ---------------------------------------------------------------------------------------------
// What PagBank accepts (reference/criar-pedido, objeto-order, criar-pagar-pedido-com-cartao,
// criar-pagar-pedido-com-boleto, criar-pedido-pedido-com-qr-code, criar-chave-publica)
// ---------------------------------------------------------------------------------------------

const taxId = z.string().regex(/^(\d{11}|\d{14})$/, 'CPF (11) ou CNPJ (14) dígitos');
const cents = z.int().positive();

const customerRequest = z.strictObject({
  name: z.string().min(1).max(120),
  email: z.email().max(255),
  tax_id: taxId,
  phones: z
    .array(
      z.strictObject({
        country: z.string().regex(/^\d{2,3}$/),
        area: z.string().regex(/^\d{2}$/),
        number: z.string().regex(/^\d{8,9}$/),
        type: z.enum(['MOBILE', 'BUSINESS', 'HOME']),
      }),
    )
    .optional(),
});

const itemRequest = z.strictObject({
  reference_id: z.string().min(1).max(255).optional(),
  name: z.string().min(1).max(64),
  quantity: z.int().positive(),
  unit_amount: cents,
});

const amountRequest = z.strictObject({ value: cents, currency: z.literal('BRL') });

const addressRequest = z.strictObject({
  street: z.string().min(1).max(160),
  number: z.string().min(1).max(20),
  complement: z.string().min(1).max(40).optional(),
  locality: z.string().min(1).max(60),
  city: z.string().min(1).max(90),
  region: z.string().min(1),
  region_code: z.string().regex(/^[A-Z]{2}$/),
  country: z.string().min(1),
  postal_code: z.string().regex(/^\d{8}$/),
});

const cardMethodRequest = z.strictObject({
  type: z.literal('CREDIT_CARD'),
  installments: z.int().min(1).max(18),
  capture: z.boolean(),
  card: z.strictObject({ encrypted: z.string().min(1), store: z.boolean().optional() }),
  holder: z.strictObject({ name: z.string().min(1), tax_id: taxId }),
});

const boletoMethodRequest = z.strictObject({
  type: z.literal('BOLETO'),
  boleto: z.strictObject({
    due_date: z.iso.date(),
    instruction_lines: z.strictObject({ line_1: z.string().min(1), line_2: z.string().min(1) }),
    holder: z.strictObject({
      name: z.string().min(1),
      tax_id: taxId,
      email: z.email(),
      address: addressRequest,
    }),
  }),
});

const chargeRequest = z
  .strictObject({
    reference_id: z.string().min(1).max(64),
    description: z.string().min(1),
    amount: amountRequest,
    payment_method: z.discriminatedUnion('type', [cardMethodRequest, boletoMethodRequest]),
  })
  .refine((charge) => charge.payment_method.type !== 'BOLETO' || charge.amount.value >= 20, {
    message: 'Boleto: valor mínimo R$ 0,20',
    path: ['amount', 'value'],
  });

const qrCodeRequest = z.strictObject({
  amount: z.strictObject({ value: cents }),
  expiration_date: z.iso.datetime({ offset: true }).optional(),
});

export const orderRequestSchema = z
  .strictObject({
    reference_id: z.string().min(1).max(64),
    customer: customerRequest,
    items: z.array(itemRequest).min(1),
    notification_urls: z.array(z.url()).min(1).optional(),
    charges: z.array(chargeRequest).length(1).optional(),
    qr_codes: z.array(qrCodeRequest).length(1).optional(),
  })
  .refine((order) => (order.charges === undefined) !== (order.qr_codes === undefined), {
    message: 'Envie charges (cartão, boleto) ou qr_codes (PIX), um dos dois',
    path: ['charges'],
  });
export type OrderRequest = z.output<typeof orderRequestSchema>;

export const publicKeyRequestSchema = z.strictObject({ type: z.literal('card') });

/** POST /charges/{id}/cancel: the amount to give back, in centavos. */
export const cancelRequestSchema = z.strictObject({
  amount: z.strictObject({ value: z.int().positive() }),
});

// ---------------------------------------------------------------------------------------------
// The fake
// ---------------------------------------------------------------------------------------------

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface CannedAnswer {
  status: number;
  body?: unknown;
  /** Waits this long before answering (a slow PagBank). */
  delayMs?: number;
}

/** How `/charges/{id}/cancel` calls fail once `failRefunds` is on. */
export interface RefundFailures {
  /** Every n-th call fails, counted from when `failRefunds` was called: 1 = every call. */
  every: number;
  /** An HTTP 503 (default), or the connection dropped without any answer. */
  as?: 'http-503' | 'connection-reset';
  /**
   * The refund is applied and only then is its answer lost (the caller cannot tell it went
   * through); default false: nothing is applied.
   */
  afterApplying?: boolean;
}

/** What `/charges/{id}/cancel` did to a charge (or, summed, to an order or to all charges). */
export interface RefundStats {
  /** Calls received by the route (answers of `answerNext` not counted), failed ones included. */
  calls: number;
  /** Calls failed on purpose by `failRefunds`. */
  failed: number;
  /** Cancels that changed the charge (a replayed idempotency key changes nothing). */
  applied: number;
  /** Money given back in all, in centavos. */
  refundedCents: number;
}

export interface FakePagBank {
  readonly baseUrl: string;
  readonly token: string;
  readonly requests: RecordedRequest[];
  /** Orders created, by id, exactly as PagBank would answer `GET /orders/{id}`. */
  readonly orders: Map<string, PagBankOrderJson>;
  /** How the next card charge ends: PagBank's sandbox decides by card; here the test does. */
  cardOutcome: 'PAID' | 'AUTHORIZED' | 'DECLINED';
  /** Answers the next request with this, whatever it is (after the token check). */
  answerNext(answer: CannedAnswer): void;
  /** Shape problems found so far, then forgotten (a test expecting none checks it is empty). */
  takeViolations(): string[];
  /** Pays a PIX order the way PagBank reports it: a PAID charge of type PIX appears. */
  payPix(orderId: string): PagBankOrderJson;
  /** What PagBank POSTs to each `notification_urls` entry: raw body and headers. */
  notificationFor(orderId: string): { rawBody: string; headers: Record<string, string> };
  /** Makes `/charges/{id}/cancel` calls fail as told; null turns it off (so does `reset`). */
  failRefunds(failures: RefundFailures | null): void;
  /** Refund counts of a charge (`CHAR_…`), of an order's charges (`ORDE_…`), or of all. */
  refundStats(id?: string): RefundStats;
  reset(): void;
  close(): Promise<void>;
}

/** The real sample line of PAYMENTS.md (PagBank's documentation): R$ 1,00, due 2020-05-08. */
const SAMPLE_BARCODE = '03399853012970000035869420601010782490000000100';
const SAMPLE_FORMATTED_BARCODE = '03399.85301 29700.000358 69420.601010 7 82490000000100';

function parameterName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** PagBank's own error answer for a bad body: 40001 required_parameter / 40002 invalid_parameter. */
function errorMessages(error: z.ZodError): {
  error_messages: { code: string; description: string; parameter_name: string }[];
} {
  return {
    error_messages: error.issues.map((issue) => {
      // By the value, not the message: the message's language is whatever locale zod was given.
      const missing =
        issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined;
      return {
        code: missing ? '40001' : '40002',
        description: missing ? 'required_parameter' : 'invalid_parameter',
        parameter_name: parameterName(issue.path),
      };
    }),
  };
}

function pagBankId(prefix: 'ORDE' | 'CHAR' | 'QRCO'): string {
  return `${prefix}_${randomUUID().toUpperCase()}`;
}

function publicKeyBase64(): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
}

export async function startFakePagBank({ token }: { token: string }): Promise<FakePagBank> {
  const app = Fastify({ logger: false });
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, PagBankOrderJson>();
  const byIdempotencyKey = new Map<string, string>();
  const canned: CannedAnswer[] = [];
  let violations: string[] = [];
  /** The answer of each applied cancel, by idempotency key: the same key answers it again. */
  const cancelsByKey = new Map<string, unknown>();
  const refundStatsByCharge = new Map<string, RefundStats>();
  let refundFailures: RefundFailures | null = null;
  let cancelCallsSinceFailures = 0;
  const cardPublicKey = publicKeyBase64();
  let baseUrl = '';

  const fake: FakePagBank = {
    get baseUrl() {
      return baseUrl;
    },
    token,
    requests,
    orders,
    cardOutcome: 'PAID',
    answerNext(answer) {
      canned.push(answer);
    },
    takeViolations() {
      const found = violations;
      violations = [];
      return found;
    },
    payPix(orderId) {
      const order = orders.get(orderId);
      const qrCode = order?.qr_codes?.[0];
      if (!order || !qrCode) throw new Error(`Pedido PIX desconhecido: ${orderId}`);
      const now = new Date();
      const charge: PagBankChargeJson = {
        id: pagBankId('CHAR'),
        reference_id: order.reference_id,
        status: 'PAID',
        created_at: pagBankDateTime(now),
        paid_at: pagBankDateTime(now),
        description: order.reference_id,
        amount: {
          value: qrCode.amount.value,
          currency: 'BRL',
          summary: { total: qrCode.amount.value, paid: qrCode.amount.value, refunded: 0 },
        },
        payment_response: { code: '20000', message: 'SUCESSO' },
        payment_method: {
          type: 'PIX',
          pix: { end_to_end_id: `E${randomUUID().replaceAll('-', '').slice(0, 31)}` },
        },
        links: [],
      };
      const paid = { ...order, charges: [charge] };
      orders.set(orderId, paid);
      return paid;
    },
    notificationFor(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`Pedido desconhecido: ${orderId}`);
      const rawBody = JSON.stringify(order);
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          [AUTHENTICITY_HEADER]: authenticityToken(token, rawBody),
        },
      };
    },
    failRefunds(failures) {
      if (failures && !(Number.isInteger(failures.every) && failures.every >= 1)) {
        throw new Error(`failRefunds: every deve ser um inteiro >= 1, não ${failures.every}`);
      }
      refundFailures = failures;
      cancelCallsSinceFailures = 0;
    },
    refundStats(id) {
      const chargeIds =
        id === undefined
          ? [...refundStatsByCharge.keys()]
          : id.startsWith('ORDE_')
            ? (orders.get(id)?.charges ?? []).map((charge) => charge.id)
            : [id];
      const total: RefundStats = { calls: 0, failed: 0, applied: 0, refundedCents: 0 };
      for (const chargeId of chargeIds) {
        const stats = refundStatsByCharge.get(chargeId);
        if (!stats) continue;
        total.calls += stats.calls;
        total.failed += stats.failed;
        total.applied += stats.applied;
        total.refundedCents += stats.refundedCents;
      }
      return total;
    },
    reset() {
      requests.length = 0;
      orders.clear();
      byIdempotencyKey.clear();
      cancelsByKey.clear();
      refundStatsByCharge.clear();
      refundFailures = null;
      cancelCallsSinceFailures = 0;
      canned.length = 0;
      violations = [];
      fake.cardOutcome = 'PAID';
    },
    close: () => app.close(),
  };

  function orderLinks(id: string): PagBankOrderJson['links'] {
    return [
      { rel: 'SELF', href: `${baseUrl}/orders/${id}`, media: 'application/json', type: 'GET' },
      { rel: 'PAY', href: `${baseUrl}/orders/${id}/pay`, media: 'application/json', type: 'POST' },
    ];
  }

  function cardCharge(request: OrderRequest, now: Date): PagBankChargeJson {
    const charge = request.charges![0]!;
    const method = charge.payment_method as z.output<typeof cardMethodRequest>;
    const id = pagBankId('CHAR');
    const outcome = fake.cardOutcome;
    return {
      id,
      reference_id: charge.reference_id,
      status: outcome,
      created_at: pagBankDateTime(now),
      ...(outcome === 'PAID' ? { paid_at: pagBankDateTime(now) } : {}),
      description: charge.description,
      amount: {
        value: charge.amount.value,
        currency: 'BRL',
        summary: {
          total: charge.amount.value,
          paid: outcome === 'PAID' ? charge.amount.value : 0,
          refunded: 0,
        },
      },
      payment_response:
        outcome === 'DECLINED'
          ? { code: '10002', message: 'NAO AUTORIZADO', reference: '032416400102' }
          : { code: '20000', message: 'SUCESSO', reference: '032416400102' },
      payment_method: {
        type: 'CREDIT_CARD',
        installments: method.installments,
        capture: method.capture,
        card: {
          brand: 'visa',
          first_digits: '453962',
          last_digits: '2097',
          exp_month: '12',
          exp_year: '2026',
          holder: { name: method.holder.name },
          store: false,
        },
        soft_descriptor: 'Bilheteria',
      },
      links: [
        { rel: 'SELF', href: `${baseUrl}/charges/${id}`, media: 'application/json', type: 'GET' },
        {
          rel: 'CHARGE.CANCEL',
          href: `${baseUrl}/charges/${id}/cancel`,
          media: 'application/json',
          type: 'POST',
        },
      ],
    };
  }

  function boletoCharge(request: OrderRequest, now: Date): PagBankChargeJson {
    const charge = request.charges![0]!;
    const method = charge.payment_method as z.output<typeof boletoMethodRequest>;
    const id = pagBankId('CHAR');
    const boletoId = randomUUID();
    return {
      id,
      reference_id: charge.reference_id,
      status: 'WAITING',
      created_at: pagBankDateTime(now),
      description: charge.description,
      amount: {
        value: charge.amount.value,
        currency: 'BRL',
        summary: { total: charge.amount.value, paid: 0, refunded: 0 },
      },
      payment_response: { code: '20000', message: 'SUCESSO' },
      payment_method: {
        type: 'BOLETO',
        boleto: {
          id: boletoId,
          barcode: SAMPLE_BARCODE,
          formatted_barcode: SAMPLE_FORMATTED_BARCODE,
          due_date: method.boleto.due_date,
          instruction_lines: method.boleto.instruction_lines,
          holder: method.boleto.holder,
        },
      },
      links: [
        {
          rel: 'SELF',
          href: `https://boleto.sandbox.pagseguro.com.br/${boletoId}.pdf`,
          media: 'application/pdf',
          type: 'GET',
        },
        {
          rel: 'SELF',
          href: `https://boleto.sandbox.pagseguro.com.br/${boletoId}.png`,
          media: 'image/png',
          type: 'GET',
        },
        { rel: 'SELF', href: `${baseUrl}/charges/${id}`, media: 'application/json', type: 'GET' },
      ],
    };
  }

  function qrCode(request: OrderRequest, now: Date): NonNullable<PagBankOrderJson['qr_codes']> {
    const asked = request.qr_codes![0]!;
    const id = pagBankId('QRCO');
    const uuid = id.slice('QRCO_'.length);
    const pix = createDynamicPix({
      merchantName: 'Bilheteria Eventos',
      merchantCity: 'Sao Paulo',
      url: `api.pagseguro.com/pix/v2/${uuid}`,
    });
    if (hasError(pix)) throw new Error('pix-utils recusou o BR Code de teste');
    const expiration =
      asked.expiration_date ?? pagBankDateTime(new Date(now.getTime() + 86_400_000));
    return [
      {
        id,
        expiration_date: expiration,
        amount: { value: asked.amount.value },
        text: pix.toBRCode(),
        arrangements: ['PIX'],
        links: [
          {
            rel: 'QRCODE.PNG',
            href: `${baseUrl}/qrcode/${id}/png`,
            media: 'image/png',
            type: 'GET',
          },
          {
            rel: 'QRCODE.BASE64',
            href: `${baseUrl}/qrcode/${id}/base64`,
            media: 'text/plain',
            type: 'GET',
          },
        ],
      },
    ];
  }

  function createOrder(request: OrderRequest): PagBankOrderJson {
    const now = new Date();
    const id = pagBankId('ORDE');
    const type = request.charges?.[0]?.payment_method.type;
    const order: PagBankOrderJson = {
      id,
      reference_id: request.reference_id,
      created_at: pagBankDateTime(now),
      customer: request.customer,
      items: request.items,
      ...(type === 'CREDIT_CARD' ? { charges: [cardCharge(request, now)] } : {}),
      ...(type === 'BOLETO' ? { charges: [boletoCharge(request, now)] } : {}),
      ...(request.qr_codes ? { qr_codes: qrCode(request, now) } : {}),
      ...(request.notification_urls ? { notification_urls: request.notification_urls } : {}),
      links: orderLinks(id),
    };
    orders.set(id, order);
    return order;
  }

  /** Common checks; answers and returns false when the request is already dealt with. */
  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    requests.push({
      method: request.method,
      path: request.url,
      headers: { ...request.headers },
      body: request.body,
    });
    if (request.headers.authorization !== `Bearer ${token}`) {
      await reply.code(401).send({
        error_messages: [
          { code: 'UNAUTHORIZED', description: 'Invalid credential. Review AUTHORIZATION header' },
        ],
      });
      return false;
    }
    const answer = canned.shift();
    if (answer) {
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      await reply.code(answer.status).send(answer.body ?? '');
      return false;
    }
    if (request.method === 'POST' && request.headers['content-type'] !== 'application/json') {
      violations.push(`${request.method} ${request.url}: content-type não é application/json`);
    }
    return true;
  }

  function invalid<T>(schema: z.ZodType<T>, request: FastifyRequest): z.ZodError | T {
    const parsed = schema.safeParse(request.body, { reportInput: true });
    if (parsed.success) return parsed.data;
    violations.push(
      ...parsed.error.issues.map(
        (issue) =>
          `${request.method} ${request.url}: ${parameterName(issue.path)}: ${issue.message}`,
      ),
    );
    return parsed.error;
  }

  app.post('/orders', async (request, reply) => {
    if (!(await admit(request, reply))) return reply;
    const body = invalid(orderRequestSchema, request);
    if (body instanceof z.ZodError) return reply.code(400).send(errorMessages(body));
    const key = request.headers['x-idempotency-key'];
    const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (earlier) return reply.code(201).send(orders.get(earlier));
    const order = createOrder(body);
    if (typeof key === 'string') byIdempotencyKey.set(key, order.id);
    return reply.code(201).send(order);
  });

  app.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) => {
    if (!(await admit(request, reply))) return reply;
    const order = orders.get(request.params.id);
    if (!order) {
      return reply.code(404).send({
        error_messages: [{ code: '40004', description: 'not_found', parameter_name: 'id' }],
      });
    }
    return reply.code(200).send(order);
  });

  function statsOf(chargeId: string): RefundStats {
    let stats = refundStatsByCharge.get(chargeId);
    if (!stats) {
      stats = { calls: 0, failed: 0, applied: 0, refundedCents: 0 };
      refundStatsByCharge.set(chargeId, stats);
    }
    return stats;
  }

  /** Whether this `/charges/{id}/cancel` call is one `failRefunds` makes fail. */
  function failsNow(): boolean {
    if (!refundFailures) return false;
    cancelCallsSinceFailures += 1;
    return cancelCallsSinceFailures % refundFailures.every === 0;
  }

  async function failRefund(
    request: FastifyRequest,
    reply: FastifyReply,
    stats: RefundStats,
  ): Promise<FastifyReply> {
    stats.failed += 1;
    if (refundFailures?.as === 'connection-reset') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    return reply.code(503).send({
      error_messages: [{ code: '50300', description: 'service_unavailable' }],
    });
  }

  const invalidCancel = (parameter: string) => ({
    error_messages: [
      { code: '40002', description: 'invalid_parameter', parameter_name: parameter },
    ],
  });

  // Cancelling a paid charge gives the money back, in full or in part (reference/cancelar-
  // pedido): a partly refunded charge stays PAID, its summary.refunded growing, and becomes
  // CANCELED once all of it went back. Cancelling a waiting boleto withdraws it. The same
  // idempotency key answers the first call's result and changes nothing.
  app.post<{ Params: { id: string } }>('/charges/:id/cancel', async (request, reply) => {
    if (!(await admit(request, reply))) return reply;
    const body = invalid(cancelRequestSchema, request);
    if (body instanceof z.ZodError) return reply.code(400).send(errorMessages(body));
    const stats = statsOf(request.params.id);
    stats.calls += 1;
    const failing = failsNow();
    if (failing && !refundFailures?.afterApplying) return failRefund(request, reply, stats);

    const key = request.headers['x-idempotency-key'];
    const earlier = typeof key === 'string' ? cancelsByKey.get(key) : undefined;
    if (earlier) {
      return failing ? failRefund(request, reply, stats) : reply.code(201).send(earlier);
    }
    const found = [...orders].find(([, order]) =>
      order.charges?.some((each) => each.id === request.params.id),
    );
    if (!found) {
      return reply.code(404).send({
        error_messages: [{ code: '40004', description: 'not_found', parameter_name: 'charge_id' }],
      });
    }
    const [orderId, order] = found;
    const charge = order.charges!.find((each) => each.id === request.params.id)!;
    if (charge.status === 'CANCELED') return reply.code(400).send(invalidCancel('charge_id'));

    const total = charge.amount.value;
    let changed: PagBankChargeJson;
    if (charge.status === 'PAID') {
      const refunded = (charge.amount.summary?.refunded ?? 0) + body.amount.value;
      if (refunded > total) return reply.code(400).send(invalidCancel('amount.value'));
      const whole = refunded === total;
      changed = {
        ...charge,
        status: whole ? 'CANCELED' : 'PAID',
        amount: {
          ...charge.amount,
          summary: { total, paid: whole ? 0 : total, refunded },
        },
      };
      stats.refundedCents += body.amount.value;
    } else {
      changed = {
        ...charge,
        status: 'CANCELED',
        amount: { ...charge.amount, summary: { total, paid: 0, refunded: 0 } },
      };
    }
    stats.applied += 1;
    if (typeof key === 'string') cancelsByKey.set(key, changed);
    orders.set(orderId, {
      ...order,
      charges: order.charges!.map((each) => (each.id === charge.id ? changed : each)),
    });
    return failing ? failRefund(request, reply, stats) : reply.code(201).send(changed);
  });

  app.post('/public-keys', async (request, reply) => {
    if (!(await admit(request, reply))) return reply;
    const body = invalid(publicKeyRequestSchema, request);
    if (body instanceof z.ZodError) return reply.code(400).send(errorMessages(body));
    return reply.code(200).send({ public_key: cardPublicKey, created_at: Date.now() });
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('fake PagBank sem porta');
  baseUrl = `http://127.0.0.1:${address.port}`;
  return fake;
}
