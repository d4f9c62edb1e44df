import type {
  EventCancellationProgress,
  OrganizerOrder,
  OrganizerOrdersPage,
} from '@bilheteria/domain/refund-contract';
import type { OrganizerWaitlist } from '@bilheteria/domain/waitlist-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { EVENT_ID } from './report-test-api';

/** The report's refunds, cancellation and waiting list answered at the network edge (tests only). */

export const ORDERS_PATH = `/api/organizador/eventos/${EVENT_ID}/pedidos`;
export const CANCELLATION_PATH = `/api/organizador/eventos/${EVENT_ID}/cancelamento`;
export const WAITLIST_PATH = `/api/organizador/eventos/${EVENT_ID}/lista-de-espera`;

export const ORDER_A = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const ORDER_B = '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
export const ORDER_C = '8c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';

/** Order 1042 by default: three tickets priced R$ 320,00 in all, R$ 300,00 paid (a coupon). */
export function order(overrides: Partial<OrganizerOrder> & { id: string }): OrganizerOrder {
  return {
    numero: 1042,
    comprador_nome: 'Bruno Comprador',
    comprador_email: 'bruno@example.com',
    metodo: 'credit-card',
    status: 'paid',
    total_pago_centavos: 30_000,
    reembolsado_centavos: 0,
    // 10:00 of 1 May 2026 in São Paulo.
    pago_em: '2026-05-01T13:00:00.000Z',
    ingressos: [
      {
        posicao: 1,
        participante: 'Bruno Comprador',
        tipo: 'Lote 1',
        preco_centavos: 8_000,
        reembolso_centavos: 7_500,
        status: 'valid',
      },
      {
        posicao: 2,
        participante: 'Ana Souza',
        tipo: 'Lote 1',
        preco_centavos: 8_000,
        reembolso_centavos: 7_500,
        status: 'valid',
      },
      {
        posicao: 3,
        participante: 'Carla Dias',
        tipo: 'VIP',
        preco_centavos: 16_000,
        reembolso_centavos: 15_000,
        status: 'valid',
      },
    ],
    reembolsos: [],
    ...overrides,
  };
}

export const orderRows: OrganizerOrder[] = [
  order({ id: ORDER_A }),
  order({
    id: ORDER_B,
    numero: 1043,
    comprador_nome: 'Ana Souza',
    comprador_email: 'ana@example.com',
    metodo: 'pix',
    total_pago_centavos: 10_000,
    reembolsado_centavos: 10_000,
    status: 'refunded',
    ingressos: [
      {
        posicao: 1,
        participante: 'Ana Souza',
        tipo: 'Lote 1',
        preco_centavos: 10_000,
        reembolso_centavos: 0,
        status: 'canceled',
      },
    ],
    reembolsos: [
      {
        id: 'r-1',
        valor_centavos: 10_000,
        metodo: 'pix',
        situacao: 'concluido',
        motivo: 'comprador',
        ingressos: [1],
        criado_em: '2026-05-02T13:00:00.000Z',
        concluido_em: '2026-05-02T13:00:05.000Z',
      },
    ],
  }),
  order({
    id: ORDER_C,
    numero: 1044,
    comprador_nome: 'Carla Dias',
    comprador_email: 'carla@example.com',
    metodo: 'boleto',
    total_pago_centavos: 20_000,
    reembolsado_centavos: 10_000,
    ingressos: [
      {
        posicao: 1,
        participante: 'Carla Dias',
        tipo: 'Lote 1',
        preco_centavos: 10_000,
        reembolso_centavos: 0,
        status: 'canceled',
      },
      {
        posicao: 2,
        participante: 'Davi Lima',
        tipo: 'Lote 1',
        preco_centavos: 10_000,
        reembolso_centavos: 10_000,
        status: 'used',
      },
    ],
    reembolsos: [
      {
        id: 'r-2',
        valor_centavos: 10_000,
        metodo: 'boleto',
        situacao: 'a_pagar',
        motivo: 'organizador',
        ingressos: [1],
        criado_em: '2026-05-03T13:00:00.000Z',
        concluido_em: null,
      },
    ],
  }),
];

/**
 * GET …/pedidos answers `answer(query)` (a Response as it is); `asked` keeps every query string.
 * By default: the rows whose buyer has the search, 20 a page.
 */
export function serveOrders(
  answer: (query: URLSearchParams) => OrganizerOrdersPage | Response = (query) => {
    const busca = (query.get('busca') ?? '').toLowerCase();
    const rows = orderRows.filter(
      (row) =>
        row.comprador_nome.toLowerCase().includes(busca) || String(row.numero).includes(busca),
    );
    return {
      pedidos: rows,
      pagina: Number(query.get('pagina')),
      por_pagina: 20,
      total: rows.length,
    };
  },
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(ORDERS_PATH, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const body = answer(query);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}

export interface RefundRequest {
  orderId: string;
  idempotencyKey: string | null;
  body: unknown;
}

/** POST /api/organizador/pedidos/:orderId/reembolso answers `answer(request)`; all are logged. */
export function serveRefund(answer: (request: RefundRequest) => OrganizerOrder | Response) {
  const log: RefundRequest[] = [];
  server.use(
    http.post('/api/organizador/pedidos/:orderId/reembolso', async ({ request, params }) => {
      const text = await request.text();
      const logged = {
        orderId: String(params.orderId),
        idempotencyKey: request.headers.get('idempotency-key'),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      log.push(logged);
      const body = answer(logged);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return log;
}

export function progress(
  overrides: Partial<EventCancellationProgress> = {},
): EventCancellationProgress {
  return {
    evento_id: EVENT_ID,
    cancelado_em: null,
    total: 0,
    reembolsados: 0,
    em_andamento: 0,
    aguardando_pix: 0,
    falhas: [],
    ...overrides,
  };
}

/** 10:00 of 4 May 2026 in São Paulo. */
export const CANCELED_AT = '2026-05-04T13:00:00.000Z';

/** GET …/cancelamento answers `answer()` (not cancelled by default); counts the asks. */
export function serveCancellation(
  answer: () => EventCancellationProgress | Response = () => progress(),
) {
  const asked = { count: 0 };
  server.use(
    http.get(CANCELLATION_PATH, () => {
      asked.count += 1;
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}

/** POST …/cancelamento and …/cancelamento/tentar-novamente; each request's path is logged. */
export function serveCancellationActions({
  cancel,
  retry = () => progress(),
}: {
  cancel: () => EventCancellationProgress | Response;
  retry?: () => EventCancellationProgress | Response;
}) {
  const log: string[] = [];
  const reply = (body: EventCancellationProgress | Response) =>
    body instanceof Response ? body : HttpResponse.json(body);
  server.use(
    http.post(CANCELLATION_PATH, () => {
      log.push('cancelamento');
      return reply(cancel());
    }),
    http.post(`${CANCELLATION_PATH}/tentar-novamente`, () => {
      log.push('tentar-novamente');
      return reply(retry());
    }),
  );
  return log;
}

/** GET …/lista-de-espera answers `answer()`. */
export function serveWaitlist(answer: () => OrganizerWaitlist | Response) {
  server.use(
    http.get(WAITLIST_PATH, () => {
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
}
