import { REFUND_RULE_MESSAGES } from '@bilheteria/domain/refund-rules';
import type {
  CancelOrderRequest,
  OrderCancellation,
  RefundView,
} from '@bilheteria/domain/refund-contract';
import { http, HttpResponse } from 'msw';
import { refundOfChoiceCents } from '@/features/orders/lib/refund-choice';
import { server } from '@/test/msw-server';

/**
 * An order's cancellation for its buyer (issue 18) answered at the network edge (imported by
 * tests only): GET /api/pedidos/:id/cancelamento, the cancellation (POST, by Idempotency-Key:
 * the same key answers the same result) and a boleto refund's PIX key — recording what was sent.
 */

export const REFUND_AT = '2026-05-11T13:00:00.000Z';

/** A paid card order of two tickets (R$ 1.661,36 each), cancellable until 12 May 2026, 15:30 in São Paulo. */
export function cancellationOf(
  orderId: string,
  overrides: Partial<OrderCancellation> = {},
): OrderCancellation {
  return {
    pedido_id: orderId,
    numero: 1042,
    status: 'paid',
    evento: { id: 'e-1', titulo: 'RPA Summit Brasil', inicio: '2027-03-05T11:30:00.000Z' },
    metodo: 'credit-card',
    total_pago_centavos: 332_271,
    reembolsado_centavos: 0,
    permitido: true,
    mensagem: null,
    prazo: '2026-05-12T18:30:00.000Z',
    valor_reembolso_centavos: 332_271,
    precisa_chave_pix: false,
    ingressos: [
      {
        posicao: 1,
        participante: 'Ana Souza',
        tipo: 'Lote 1',
        preco_centavos: 166_136,
        reembolso_centavos: 166_136,
        status: 'valid',
      },
      {
        posicao: 2,
        participante: 'Bruno Lima',
        tipo: 'Lote 1',
        preco_centavos: 166_136,
        reembolso_centavos: 166_135,
        status: 'valid',
      },
    ],
    reembolsos: [],
    ...overrides,
  };
}

/** Not cancellable any more: the 7 days are over. */
export function refusedCancellation(orderId: string): OrderCancellation {
  return cancellationOf(orderId, {
    permitido: false,
    mensagem: REFUND_RULE_MESSAGES.windowOver,
    prazo: null,
  });
}

export function refundOf(overrides: Partial<RefundView> = {}): RefundView {
  return {
    id: '9d1e0000-0000-4000-8000-000000000001',
    valor_centavos: 166_136,
    metodo: 'credit-card',
    situacao: 'pendente',
    motivo: 'comprador',
    ingressos: [1],
    criado_em: REFUND_AT,
    concluido_em: null,
    ...overrides,
  };
}

/** What a POST answers instead of cancelling: an API error, or a dropped connection. */
export type Failure =
  { status: number; message: string; errors?: { path: string; message: string }[] } | 'network';

export interface FakeCancellations {
  /** Each order's current state, by id. */
  states: Map<string, OrderCancellation>;
  gets: string[];
  posts: { orderId: string; key: string | null; body: CancelOrderRequest }[];
  pixKeys: { orderId: string; refundId: string; body: { chave_pix: string } }[];
  /** Answered, in turn, by the next cancellations instead of cancelling. */
  failures: Failure[];
}

function failureResponse(failure: Failure) {
  if (failure === 'network') return HttpResponse.error();
  return HttpResponse.json(
    { message: failure.message, errors: failure.errors ?? [] },
    { status: failure.status },
  );
}

/** The order once `positions` (every ticket left when absent) are cancelled. */
function cancelled(
  state: OrderCancellation,
  body: CancelOrderRequest,
  refundNumber: number,
): OrderCancellation {
  const left = state.ingressos.filter((ticket) => ticket.status !== 'canceled');
  const positions = body.ingressos ?? left.map((ticket) => ticket.posicao);
  const every = positions.length === left.length;
  // Some tickets: each one's share of the charge by its price, as the API counts it.
  const amount = every ? state.valor_reembolso_centavos : refundOfChoiceCents(state, positions);
  const ingressos = state.ingressos.map((ticket) =>
    positions.includes(ticket.posicao)
      ? { ...ticket, status: 'canceled' as const, reembolso_centavos: 0 }
      : ticket,
  );
  const refund = refundOf({
    id: `9d1e0000-0000-4000-8000-00000000010${refundNumber}`,
    valor_centavos: amount,
    metodo: state.metodo ?? 'free',
    situacao: state.metodo === 'boleto' ? 'a_pagar' : 'pendente',
    ingressos: positions,
  });
  return {
    ...state,
    status: every ? 'refunded' : 'paid',
    reembolsado_centavos: state.reembolsado_centavos + amount,
    permitido: !every,
    mensagem: every ? REFUND_RULE_MESSAGES.nothingLeft : null,
    prazo: every ? null : state.prazo,
    valor_reembolso_centavos: state.valor_reembolso_centavos - amount,
    ingressos,
    reembolsos: [...state.reembolsos, refund],
  };
}

export function serveCancellations(initial: OrderCancellation[]): FakeCancellations {
  const fake: FakeCancellations = {
    states: new Map(initial.map((state) => [state.pedido_id, state])),
    gets: [],
    posts: [],
    pixKeys: [],
    failures: [],
  };
  const byKey = new Map<string, OrderCancellation>();
  server.use(
    http.get('/api/pedidos/:id/cancelamento', ({ params }) => {
      const id = String(params.id);
      fake.gets.push(id);
      const state = fake.states.get(id);
      return state
        ? HttpResponse.json(state)
        : HttpResponse.json({ message: 'Pedido não encontrado.' }, { status: 404 });
    }),
    http.post('/api/pedidos/:id/cancelamento', async ({ params, request }) => {
      const id = String(params.id);
      const key = request.headers.get('idempotency-key');
      const body = (await request.json()) as CancelOrderRequest;
      fake.posts.push({ orderId: id, key, body });
      const failure = fake.failures.shift();
      if (failure) return failureResponse(failure);
      const done = key ? byKey.get(key) : undefined;
      if (done) return HttpResponse.json(done);
      const state = fake.states.get(id)!;
      const next = cancelled(state, body, state.reembolsos.length + 1);
      fake.states.set(id, next);
      if (key) byKey.set(key, next);
      return HttpResponse.json(next);
    }),
    http.post('/api/pedidos/:id/reembolsos/:refundId/chave-pix', async ({ params, request }) => {
      const id = String(params.id);
      const refundId = String(params.refundId);
      const body = (await request.json()) as { chave_pix: string };
      fake.pixKeys.push({ orderId: id, refundId, body });
      const failure = fake.failures.shift();
      if (failure) return failureResponse(failure);
      const state = fake.states.get(id)!;
      const next: OrderCancellation = {
        ...state,
        reembolsos: state.reembolsos.map((refund) =>
          refund.id === refundId ? { ...refund, situacao: 'a_pagar' } : refund,
        ),
      };
      fake.states.set(id, next);
      return HttpResponse.json(next);
    }),
  );
  return fake;
}
