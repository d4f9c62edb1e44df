import type { OrderView, ValidateCouponResponse } from '@bilheteria/domain/checkout-contract';
import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import type { CompradorRequest } from '@bilheteria/domain/participant';
import { http, HttpResponse } from 'msw';
import type { SelectedTicket } from '@/lib/checkout-storage';
import { server } from '@/test/msw-server';

/**
 * The checkout's API answered at the network edge (imported by *.test.tsx files only): a small
 * in-memory server with the lead API's contract — orders by Idempotency-Key, participants by
 * position, coupons BEMVINDO10 (10%) and CORTESIA100 (100%) — recording what it was sent.
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

export interface FakeCheckoutApi {
  orders: Map<string, OrderView>;
  /** Idempotency-Key → order id. */
  keys: Map<string, string>;
  createCalls: { key: string | null; body: unknown }[];
  deleted: string[];
  compradores: CompradorRequest[];
  couponCalls: { nome_cupom: string; id_pedido?: string }[];
  /** Makes the next orders end this long after they start (ms). */
  holdMs: number;
  /** Answers every GET of an order as expired from now on. */
  expireAll: () => void;
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
    total_centavos: subtotal,
    parcelas: [],
    participantes: [],
    pagamento: null,
  };
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
    total_centavos: order.subtotal_centavos - discount,
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
    couponCalls: [],
    holdMs: HOLD_MS,
    expireAll: () => {
      expired = true;
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
      const order = orderFor(id, 1000 + sequence, body, api.holdMs);
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
    http.delete('/api/pedidos/:id', ({ params }) => {
      api.deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/comprador', async ({ request }) => {
      const body = (await request.json()) as CompradorRequest;
      api.compradores.push(body);
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
  );
  return api;
}
