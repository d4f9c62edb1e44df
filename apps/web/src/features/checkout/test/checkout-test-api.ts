import { parseCardPlainText } from '@bilheteria/domain/card-encryption';
import type { OrderView, ValidateCouponResponse } from '@bilheteria/domain/checkout-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { instalmentOptions } from '@bilheteria/domain/instalments';
import type { CompradorRequest } from '@bilheteria/domain/participant';
import type { AnswersRequest, QuestionView } from '@bilheteria/domain/registration-questions';
import {
  PAYMENT_MESSAGES,
  type BoletoPaymentResponse,
  type CardPaymentRequest,
  type CardPaymentResponse,
  type FreeOrderRequest,
  type FreeOrderResponse,
  type PixPaymentRequest,
  type PixPaymentResponse,
} from '@bilheteria/domain/payment-contract';
import { createChallenge, pbkdf2, verifySolution } from 'altcha/lib';
import { http, HttpResponse } from 'msw';
import { testCardKeys } from './card-encryption-test-keys';
import type { SelectedTicket } from '@/lib/checkout-storage';
import { server } from '@/test/msw-server';
import { orderTicketsAnswer } from '@/features/orders/test/order-tickets-test-api';

/**
 * The checkout's API answered at the network edge (imported by *.test.tsx files only): a small
 * in-memory server with the lead API's contract — orders by Idempotency-Key, participants by
 * position, coupons BEMVINDO10 (10%) and CORTESIA100 (100%), and the payments (issue 6): the
 * card key, the ALTCHA bot check, card / PIX / boleto by Idempotency-Key (a zero total refused:
 * it is a free registration), the free registration, the status poll and the sandbox's
 * 'simular pagamento' — recording what it was sent.
 */

export const EVENT_ID = '4b1e5a86-2a3b-4c1d-9e8f-0a1b2c3d4e5f';
export const LOTE_1 = '11111111-1111-4111-8111-111111111111';
export const VIP = '22222222-2222-4222-8222-222222222222';

export const lote1: SelectedTicket = {
  id: LOTE_1,
  name: 'Lote 1',
  price: 897,
  priceCents: 89_700,
  quantity: 2,
  eventId: EVENT_ID,
  eventTitle: 'RPA Summit Brasil',
  eventDate: '05 de Março, 2027',
  eventImage: '/media/demo/events/rpa-summit.svg',
};

export const vip: SelectedTicket = {
  ...lote1,
  id: VIP,
  name: 'VIP',
  price: 1897.9,
  priceCents: 189_790,
  quantity: 1,
};

const COUPONS: Record<string, number> = { BEMVINDO10: 10, CORTESIA100: 100 };
const HOLD_MS = 15 * 60 * 1000;

/** PagBank's declined test card (PAYMENTS.md): the fake declines it, like the sandbox. */
export const DECLINED_CARD = '4929291898380766';

export const PIX_CODE =
  '00020101021226830014br.gov.bcb.pix2561api.pagseguro.com/pix/v2/cobv/0000000000000000000520400005303986540520.005802BR5925BILHETERIA6009SAO PAULO62070503***6304ABCD';
export const PIX_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
/** The PDF link the fake's boleto answers (it carries no order id, as the API's). */
export const BOLETO_PDF = '/api/pagseguro/boleto/7f3c9a2e5b1d4c8fa0e6.pdf';
export const BOLETO_LINE = '03399.85301 29700.000359 86942.060108 1 07820000000100';

export interface PaymentCall {
  path: 'pagar' | 'pix' | 'boleto' | 'inscricao-gratuita';
  key: string | null;
  body: CardPaymentRequest | PixPaymentRequest | FreeOrderRequest;
  /** The card text the fake decrypted from `encrypted` (card calls), or null. */
  card: string | null;
}

export interface FakeCheckoutApi {
  orders: Map<string, OrderView>;
  /** Idempotency-Key → order id. */
  keys: Map<string, string>;
  createCalls: { key: string | null; body: unknown }[];
  deleted: string[];
  compradores: (CompradorRequest & { respostas?: AnswersRequest })[];
  /** GET /api/eventos/:id/perguntas's list (issue 30): none by default. */
  perguntas: QuestionView[];
  /** While set, POST /api/comprador answers it instead (a 400 of the answers, say). */
  compradorAnswer: Response | null;
  couponCalls: { nome_cupom: string; id_pedido?: string }[];
  /** Makes the next orders end this long after they start (ms). */
  holdMs: number;
  /** Answers every GET of an order as expired from now on. */
  expireAll: () => void;
  /** New orders come with every participant saved (the checkout opens on Pagamento). */
  participantsSaved: boolean;
  /** What GET /api/pagseguro/public-key says about the sandbox. */
  sandbox: boolean;
  /** The payment tokens POST /api/recaptcha/verify gave, and the ALTCHA tokens it was sent. */
  verified: string[];
  botTokens: string[];
  payments: PaymentCall[];
  statusPolls: string[];
  simulated: string[];
  /** While set, the payment calls (card, PIX, boleto) wait for it before answering. */
  delay: Promise<void> | null;
  /** Card payments the issuer analyses first: answered IN_ANALYSIS until `endAnalysis`. */
  cardsAnalysed: boolean;
  /** Ends the analysis of the order's card payment: paid, or declined. */
  endAnalysis: (orderId: string, outcome: 'PAID' | 'DECLINED') => void;
}

function orderFor(id: string, numero: number, body: CreateBody, holdMs: number): OrderView {
  const now = Date.now();
  const itens = body.tickets.map(({ id_ticket, quantidade_produto }) => {
    const ticket = [lote1, vip].find((candidate) => candidate.id === id_ticket) ?? lote1;
    return {
      id_ticket,
      nome: ticket.name,
      preco_unitario_centavos: ticket.priceCents,
      quantidade: quantidade_produto,
      subtotal_centavos: ticket.priceCents * quantidade_produto,
    };
  });
  const subtotal = itens.reduce((sum, item) => sum + item.subtotal_centavos, 0);
  return {
    id,
    numero,
    status: 'reserved',
    expira_em: new Date(now + holdMs).toISOString(),
    agora: new Date(now).toISOString(),
    evento: {
      id: EVENT_ID,
      titulo: 'RPA Summit Brasil',
      data: '05 de Março, 2027',
      imagem: '/media/demo/events/rpa-summit.svg',
    },
    itens,
    quantidade_ingressos: itens.reduce((sum, item) => sum + item.quantidade, 0),
    subtotal_centavos: subtotal,
    cupom: null,
    desconto_centavos: 0,
    taxa_servico_centavos: 0,
    total_centavos: subtotal,
    parcelas: parcelasOf(subtotal),
    participantes: [],
    pagamento: null,
    estornos: [],
  };
}

/** The server's instalments for a total (the domain rule). */
function parcelasOf(total: number): OrderView['parcelas'] {
  return instalmentOptions(total).map((option) => ({
    quantidade: option.count,
    valor_parcela_centavos: option.instalmentCents,
    total_centavos: option.totalCents,
    juros_centavos: option.interestCents,
  }));
}

interface CreateBody {
  tickets: { id_ticket: string; quantidade_produto: number }[];
  codigo_afiliado?: string | null;
}

/** The order as GET answers it now: `agora` is now, and the status follows the clock. */
function seen(order: OrderView, expired: boolean): OrderView {
  const now = new Date().toISOString();
  const over = expired || Date.parse(order.expira_em) <= Date.now();
  return {
    ...order,
    agora: now,
    status: order.status === 'reserved' && over ? 'expired' : order.status,
  };
}

function priced(order: OrderView, coupon: { nome: string; desconto: number } | null): OrderView {
  const discount = coupon ? Math.round((order.subtotal_centavos * coupon.desconto) / 100) : 0;
  return {
    ...order,
    cupom: coupon,
    desconto_centavos: discount,
    total_centavos: order.subtotal_centavos - discount + order.taxa_servico_centavos,
    parcelas: parcelasOf(order.subtotal_centavos - discount + order.taxa_servico_centavos),
  };
}

export function serveCheckoutApi(): FakeCheckoutApi {
  let expired = false;
  const api: FakeCheckoutApi = {
    orders: new Map(),
    keys: new Map(),
    createCalls: [],
    deleted: [],
    compradores: [],
    perguntas: [],
    compradorAnswer: null,
    couponCalls: [],
    holdMs: HOLD_MS,
    expireAll: () => {
      expired = true;
    },
    participantsSaved: false,
    sandbox: true,
    verified: [],
    botTokens: [],
    payments: [],
    statusPolls: [],
    simulated: [],
    delay: null,
    cardsAnalysed: false,
    endAnalysis: () => {
      throw new Error('paymentHandlers() sets endAnalysis');
    },
  };
  let sequence = 0;
  server.use(
    http.post('/api/pedidos', async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      const body = (await request.json()) as CreateBody;
      api.createCalls.push({ key, body });
      const existing = key ? api.keys.get(key) : undefined;
      if (existing) return HttpResponse.json(seen(api.orders.get(existing)!, expired));
      sequence += 1;
      const id = `0000000${sequence}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`;
      const fresh = orderFor(id, 1000 + sequence, body, api.holdMs);
      const order: OrderView = api.participantsSaved
        ? {
            ...fresh,
            participantes: Array.from({ length: fresh.quantidade_ingressos }, (_, index) => ({
              posicao: index + 1,
              id_comprador: `comprador-${fresh.numero}-${index + 1}`,
            })),
          }
        : fresh;
      api.orders.set(id, order);
      if (key) api.keys.set(key, id);
      return HttpResponse.json(order, { status: 201 });
    }),
    http.get('/api/pedidos/:id', ({ params }) => {
      const order = api.orders.get(String(params.id));
      if (!order) {
        return HttpResponse.json({ message: CHECKOUT_MESSAGES.orderNotFound }, { status: 404 });
      }
      return HttpResponse.json(seen(order, expired));
    }),
    // The tickets of a paid order (issue 14): issued, each e-mail and the summary sent.
    http.get('/api/pedidos/:id/ingressos', ({ params }) => {
      const order = api.orders.get(String(params.id));
      if (!order) {
        return HttpResponse.json({ message: CHECKOUT_MESSAGES.orderNotFound }, { status: 404 });
      }
      const paid = order.status === 'paid';
      const participants = Array.from(
        { length: paid ? order.quantidade_ingressos : 0 },
        (_, i) => ({
          nome: `Participante ${i + 1}`,
          email: `participante${i + 1}@acme.com.br`,
        }),
      );
      return HttpResponse.json({
        ...orderTicketsAnswer(order.id, participants, {
          numero: order.numero,
          resumo: paid ? { email: 'ana.souza@acme.com.br', situacao: 'Enviado' } : null,
        }),
        emitidos: paid,
      });
    }),
    http.get('/api/eventos/:id/perguntas', () => HttpResponse.json({ perguntas: api.perguntas })),
    http.delete('/api/pedidos/:id', ({ params }) => {
      api.deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/comprador', async ({ request }) => {
      const body = (await request.json()) as CompradorRequest & { respostas?: AnswersRequest };
      api.compradores.push(body);
      if (api.compradorAnswer) return api.compradorAnswer.clone();
      const order = api.orders.get(body.id_pedido ?? '');
      if (!order || !body.posicao) {
        return HttpResponse.json({ message: CHECKOUT_MESSAGES.orderNotFound }, { status: 404 });
      }
      const previous = order.participantes.find((saved) => saved.posicao === body.posicao);
      const id = previous?.id_comprador ?? `comprador-${order.numero}-${body.posicao}`;
      api.orders.set(order.id, {
        ...order,
        participantes: [
          ...order.participantes.filter((saved) => saved.posicao !== body.posicao),
          { posicao: body.posicao, id_comprador: id },
        ],
      });
      return HttpResponse.json({ id }, { status: previous ? 200 : 201 });
    }),
    http.post('/api/cupom-desconto/valida-cupom/', async ({ request }) => {
      const body = (await request.json()) as { nome_cupom: string; id_pedido?: string };
      api.couponCalls.push(body);
      const code = body.nome_cupom.trim().toUpperCase();
      const percent = COUPONS[code];
      const order = api.orders.get(body.id_pedido ?? '');
      if (order) {
        api.orders.set(order.id, priced(order, percent ? { nome: code, desconto: percent } : null));
      }
      const answer: ValidateCouponResponse = percent
        ? { valido: true, desconto: percent }
        : { valido: false, desconto: 0 };
      return HttpResponse.json(answer);
    }),
    ...paymentHandlers(api),
  );
  return api;
}

/** Signs the fake's ALTCHA challenges (PBKDF2/SHA-256, as the API's bot check). */
const ALTCHA_SECRET = 'segredo-do-teste';

/** The payment endpoints of the lead's API (issue 6), in memory. */
function paymentHandlers(api: FakeCheckoutApi) {
  const replies = new Map<string, { status: number; body: unknown }>();
  let tokens = 0;
  /** Card payments under the issuer's analysis (`cardsAnalysed`), and those it declined. */
  const underAnalysis = new Map<string, NonNullable<OrderView['pagamento']>>();
  const declinedAfterAnalysis = new Set<string>();
  api.endAnalysis = (orderId, outcome) => {
    const analysed = underAnalysis.get(orderId);
    if (!analysed) throw new Error(`no card payment under analysis for ${orderId}`);
    underAnalysis.delete(orderId);
    if (outcome === 'DECLINED') declinedAfterAnalysis.add(orderId);
    else markPaid(api.orders.get(orderId)!, analysed);
  };

  /** Answered once per Idempotency-Key: a retry gets the first answer again. */
  function once(key: string | null, reply: () => { status: number; body: unknown }) {
    const previous = key ? replies.get(key) : undefined;
    const answer = previous ?? reply();
    if (key && !previous) replies.set(key, answer);
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  }

  /** The bot-check token is single use. */
  function spend(token: string): boolean {
    const index = api.verified.indexOf(token);
    if (index < 0) return false;
    api.verified.splice(index, 1);
    return true;
  }

  function markPaid(order: OrderView, pagamento: NonNullable<OrderView['pagamento']>) {
    api.orders.set(order.id, { ...order, status: 'paid', pagamento });
  }

  /** What every payment call checks first, as the API does: the bot check, then the order. */
  function payableOrder(body: {
    recaptcha_token: string;
    id_pedido: string;
  }): { order: OrderView } | { refusal: { status: number; body: unknown } } {
    if (!spend(body.recaptcha_token)) {
      return { refusal: { status: 403, body: { message: PAYMENT_MESSAGES.recaptchaFailed } } };
    }
    const order = api.orders.get(body.id_pedido);
    if (!order) {
      return { refusal: { status: 404, body: { message: CHECKOUT_MESSAGES.orderNotFound } } };
    }
    return { order };
  }

  /**
   * PIX and boleto: the order waits for the payment (PIX also holds the seats for longer) and
   * the answer is the method's own — created once per Idempotency-Key, like the card.
   */
  function waitingPayment(
    method: 'pix' | 'boleto',
    created: (order: OrderView) => {
      holdUntil: string | null;
      answer: PixPaymentResponse | BoletoPaymentResponse;
    },
  ) {
    return http.post(`/api/pagseguro/${method}`, async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      // PIX and boleto take the same request.
      const body = (await request.json()) as PixPaymentRequest;
      api.payments.push({ path: method, key, body, card: null });
      await api.delay;
      return once(key, () => {
        const checked = payableOrder(body);
        if ('refusal' in checked) return checked.refusal;
        const { order } = checked;
        const { holdUntil, answer } = created(order);
        api.orders.set(order.id, {
          ...order,
          expira_em: holdUntil ?? order.expira_em,
          pagamento: {
            metodo: method,
            status: 'WAITING',
            parcelas: 1,
            valor_parcela_centavos: order.total_centavos,
            juros_centavos: 0,
            total_pago_centavos: order.total_centavos,
          },
        });
        return { status: 201, body: answer };
      });
    });
  }

  return [
    http.get('/api/pagseguro/public-key', async () => {
      const keys = await testCardKeys();
      return HttpResponse.json({ public_key: keys.publicKey, sandbox: api.sandbox });
    }),
    http.get('/api/botcheck/config', () =>
      HttpResponse.json({ kind: 'altcha', challengeUrl: '/api/botcheck/challenge', siteKey: null }),
    ),
    http.get('/api/botcheck/challenge', async () =>
      HttpResponse.json(
        await createChallenge({
          algorithm: 'PBKDF2/SHA-256',
          cost: 10,
          deriveKey: pbkdf2.deriveKey,
          expiresAt: new Date(Date.now() + 5 * 60_000),
          hmacSignatureSecret: ALTCHA_SECRET,
        }),
      ),
    ),
    http.post('/api/recaptcha/verify', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      api.botTokens.push(token);
      const payload = JSON.parse(atob(token)) as Parameters<typeof verifySolution>[0];
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey: pbkdf2.deriveKey,
        hmacSignatureSecret: ALTCHA_SECRET,
      }).catch(() => null);
      if (!result?.verified) {
        return HttpResponse.json({ message: PAYMENT_MESSAGES.recaptchaFailed }, { status: 400 });
      }
      tokens += 1;
      const paymentToken = `token-de-pagamento-${tokens}`;
      api.verified.push(paymentToken);
      return HttpResponse.json({
        success: true,
        token: paymentToken,
        recaptcha_token: paymentToken,
      });
    }),
    http.post('/api/pagseguro/pagar', async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      const body = (await request.json()) as CardPaymentRequest;
      const keys = await testCardKeys();
      const card = keys.decrypt(body.encrypted);
      api.payments.push({ path: 'pagar', key, body, card });
      await api.delay;
      return once(key, () => {
        const checked = payableOrder(body);
        if ('refusal' in checked) return checked.refusal;
        const { order } = checked;
        if (order.total_centavos === 0) {
          return { status: 409, body: { message: PAYMENT_MESSAGES.freeOrderNeedsNoPayment } };
        }
        const data = card ? parseCardPlainText(card) : null;
        if (!data) return { status: 400, body: { message: PAYMENT_MESSAGES.invalidCard } };
        if (data.number === DECLINED_CARD) {
          return { status: 402, body: { message: PAYMENT_MESSAGES.cardDeclined } };
        }
        const parcela = order.parcelas.find((p) => p.quantidade === body.quantidade_parcelas);
        if (!parcela)
          return { status: 400, body: { message: PAYMENT_MESSAGES.invalidInstalments } };
        if (parcela.total_centavos !== body.valor_total_produto) {
          return { status: 400, body: { message: PAYMENT_MESSAGES.amountMismatch } };
        }
        const pagamento = {
          metodo: 'credit-card',
          status: 'PAID',
          parcelas: parcela.quantidade,
          valor_parcela_centavos: parcela.valor_parcela_centavos,
          juros_centavos: parcela.juros_centavos,
          total_pago_centavos: parcela.total_centavos,
        } as const;
        if (api.cardsAnalysed) underAnalysis.set(order.id, pagamento);
        else markPaid(order, pagamento);
        const answer: CardPaymentResponse = {
          orderId: order.id,
          numero: order.numero,
          status: api.cardsAnalysed ? 'IN_ANALYSIS' : 'PAID',
          parcelas: parcela.quantidade,
          valor_parcela_centavos: parcela.valor_parcela_centavos,
          juros_centavos: parcela.juros_centavos,
          total_centavos: parcela.total_centavos,
          cartao: { bandeira: 'visa', ultimos_digitos: data.number.slice(-4) },
        };
        return { status: 200, body: answer };
      });
    }),
    waitingPayment('pix', (order) => {
      // The seats wait for the PIX's 30 minutes.
      const expira_em = new Date(Date.now() + 30 * 60 * 1000).toISOString();
      const answer: PixPaymentResponse = {
        orderId: order.id,
        numero: order.numero,
        status: 'WAITING',
        qrCode: { text: PIX_CODE, imagem: PIX_IMAGE },
        expira_em,
      };
      return { holdUntil: expira_em, answer };
    }),
    waitingPayment('boleto', (order) => {
      const answer: BoletoPaymentResponse = {
        orderId: order.id,
        numero: order.numero,
        status: 'WAITING',
        // The server's link names the document, never the order.
        linkBoletoPdf: BOLETO_PDF,
        codigoBarras: BOLETO_LINE,
        vencimento: '2027-03-08',
      };
      return { holdUntil: null, answer };
    }),
    http.post('/api/pedidos/:id/inscricao-gratuita', async ({ request, params }) => {
      const key = request.headers.get('idempotency-key');
      const body = (await request.json()) as FreeOrderRequest;
      api.payments.push({ path: 'inscricao-gratuita', key, body, card: null });
      await api.delay;
      return once(key, () => {
        const order = api.orders.get(String(params.id));
        if (!order) {
          return { status: 404, body: { message: CHECKOUT_MESSAGES.orderNotFound } };
        }
        if (order.total_centavos !== 0 || order.status !== 'reserved') {
          return { status: 409, body: { message: PAYMENT_MESSAGES.orderNotFree } };
        }
        markPaid(order, {
          metodo: 'free',
          status: 'PAID',
          parcelas: 1,
          valor_parcela_centavos: 0,
          juros_centavos: 0,
          total_pago_centavos: 0,
        });
        const answer: FreeOrderResponse = {
          orderId: order.id,
          numero: order.numero,
          status: 'PAID',
        };
        return { status: 200, body: answer };
      });
    }),
    http.get('/api/pagseguro/boleto/:file', () =>
      HttpResponse.text('%PDF-1.4\n%%EOF\n', { headers: { 'content-type': 'application/pdf' } }),
    ),
    http.post('/api/pagseguro/notificacao', async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      api.statusPolls.push(id);
      const order = api.orders.get(id);
      if (!order)
        return HttpResponse.json({ message: CHECKOUT_MESSAGES.orderNotFound }, { status: 404 });
      let status = order.status === 'paid' ? 'PAID' : 'WAITING';
      if (underAnalysis.has(id)) status = 'IN_ANALYSIS';
      if (declinedAfterAnalysis.has(id)) status = 'DECLINED';
      return HttpResponse.json({ status });
    }),
    http.post('/api/pagseguro/sandbox/simular-pagamento', async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      api.simulated.push(id);
      const order = api.orders.get(id);
      if (!order?.pagamento) {
        return HttpResponse.json({ message: CHECKOUT_MESSAGES.orderNotFound }, { status: 404 });
      }
      markPaid(order, { ...order.pagamento, status: 'PAID' });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
