import type {
  ActivityFeed,
  ActivityItem,
  OrganizerEventRow,
  OrganizerEvents,
} from '@bilheteria/domain/organizer-contract';
import type { RefundToPay } from '@bilheteria/domain/refund-contract';
import type { MyTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The organizer's dashboard API answered at the network edge (imported by tests only). */

export const EVENTS_PATH = '/api/organizador/eventos';
export const ACTIVITY_PATH = '/api/atividades';

export const RPA_ID = '4b1e5a86-2a3b-4c1d-9e8f-0a1b2c3d4e5f';
export const DRAFT_ID = '9c2f6b97-3b4c-4d2e-8f90-1b2c3d4e5f60';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function eventRow(overrides: Partial<OrganizerEventRow> = {}): OrganizerEventRow {
  return {
    id: RPA_ID,
    slug: 'rpa-summit-brasil',
    title: 'RPA Summit Brasil',
    // 09:00 of 5 March 2027 in São Paulo (the tests run in Tokyo).
    startsAt: '2027-03-05T12:00:00.000Z',
    venue: 'Centro de Convenções Frei Caneca',
    city: 'São Paulo',
    status: 'published',
    canceled: false,
    ticketsSold: 120,
    totalTickets: 340,
    revenueCents: 1_234_567,
    paidOrders: 80,
    ...overrides,
  };
}

export const draftRow = eventRow({
  id: DRAFT_ID,
  slug: 'forum-de-ia',
  title: 'Fórum de IA Aplicada',
  startsAt: '2027-06-10T13:30:00.000Z',
  venue: 'WTC Events Center',
  city: 'São Paulo',
  status: 'draft',
  ticketsSold: 0,
  totalTickets: 200,
  revenueCents: 0,
  paidOrders: 0,
});

export function organizerEvents(overrides: Partial<OrganizerEvents> = {}): OrganizerEvents {
  const events = overrides.events ?? [eventRow(), draftRow];
  return {
    events,
    page: 1,
    pageSize: 20,
    total: events.length,
    summary: {
      events: 2,
      publishedEvents: 1,
      canceledEvents: 0,
      ticketsSold: 120,
      revenueCents: 1_234_567,
    },
    computedAt: minutesAgo(2),
    ...overrides,
  };
}

/**
 * GET /api/organizador/eventos answers `answer(query)` (a 500 when it returns null); `asked`
 * keeps every query string it was asked with.
 */
export function serveOrganizerEvents(
  answer: (query: URLSearchParams) => OrganizerEvents | null = () => organizerEvents(),
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(EVENTS_PATH, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const body = answer(query);
      return body
        ? HttpResponse.json(body)
        : HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
    }),
  );
  return asked;
}

export function activity(overrides: Partial<ActivityItem> & { id: string }): ActivityItem {
  return {
    type: 'order_paid',
    user: 'Bruno Comprador',
    event: 'RPA Summit Brasil',
    eventId: RPA_ID,
    at: minutesAgo(5),
    details: 'Pedido nº 1042 · 2 ingressos · R$ 379,58',
    ...overrides,
  };
}

export function serveActivity(answer: () => ActivityFeed | null) {
  const asked = { count: 0 };
  server.use(
    http.get(ACTIVITY_PATH, () => {
      asked.count += 1;
      const body = answer();
      return body
        ? HttpResponse.json(body)
        : HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
    }),
  );
  return asked;
}

export const ticketsGroup: MyTicketsResponse['eventos'][number] = {
  evento: {
    id: 'e-rpa',
    titulo: 'RPA Summit Brasil',
    data_hora_inicio: { _seconds: 1_804_326_000, _nanoseconds: 0 },
    data_hora_fim: { _seconds: 1_804_358_400, _nanoseconds: 0 },
    data: '05 de Março, 2027',
    horario: '09:00 - 18:00',
    local: 'Centro de Convenções Frei Caneca',
    cidade: 'São Paulo',
    endereco: 'Rua Frei Caneca, 569 - Consolação',
    imagem: '/media/demo/events/rpa-summit.svg',
    encerrado: false,
  },
  ingressos: [
    {
      id: 't-1',
      codigo: '7K3M-QX9D-2HFA-8WNC',
      tipo: 'Lote 2',
      tipo_id: 'tt-lote-2',
      participante: { nome: 'Bruno Comprador', email: 'user@bilheteria.dev' },
      status: 'Confirmado',
      pdf_url: '/api/ingressos/t-1.pdf',
      ics_url: '/api/ingressos/t-1.ics',
      email: { situacao: 'Enviado', enviado_em: '2026-05-10T15:00:05.000Z', motivo: null },
      pedido_numero: 1042,
      pedido_id: '5e0f4a1b-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
      comprador: true,
      qr_payload: 'payload',
      posicao: 1,
      troca: { permitida: false, prazo: null },
    },
  ],
};

export function serveMyTickets(answer: () => MyTicketsResponse | null) {
  server.use(
    http.get('/api/meus-ingressos', () => {
      const body = answer();
      return body
        ? HttpResponse.json(body)
        : HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
    }),
  );
}

export interface ActionRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * DELETE /api/organizador/eventos/:id, POST …/duplicar and …/publicacao: 204 and the saved
 * event, or what `answer` returns instead (a Response); every request is logged.
 */
export function serveEventActions(
  answer: (request: ActionRequest) => Response | null = () => null,
) {
  const log: ActionRequest[] = [];
  const handle = async (request: Request, eventId: string, action?: string) => {
    const text = await request.text();
    const logged = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    log.push(logged);
    const custom = answer(logged);
    if (custom) return custom;
    if (request.method === 'DELETE') return new HttpResponse(null, { status: 204 });
    const status =
      action === 'publicacao' ? (logged.body as { status: 'draft' | 'published' }).status : 'draft';
    return HttpResponse.json({ id: eventId, slug: 'copia', status });
  };
  server.use(
    http.delete(`${EVENTS_PATH}/:id`, ({ request, params }) => handle(request, String(params.id))),
    http.post(`${EVENTS_PATH}/:id/:action`, ({ request, params }) =>
      handle(request, String(params.id), String(params.action)),
    ),
  );
  return log;
}

export const REFUNDS_TO_PAY_PATH = '/api/organizador/reembolsos-a-pagar';

export function refundToPay(overrides: Partial<RefundToPay> & { id: string }): RefundToPay {
  return {
    pedido_id: '3f4a5b6c-7d8e-4f90-a1b2-c3d4e5f60718',
    pedido_numero: 1044,
    evento_id: RPA_ID,
    evento_titulo: 'RPA Summit Brasil',
    comprador_nome: 'Carla Dias',
    comprador_email: 'carla@example.com',
    valor_centavos: 10_000,
    chave_pix: 'carla@example.com',
    situacao: 'a_pagar',
    criado_em: '2026-05-03T13:00:00.000Z',
    ...overrides,
  };
}

/**
 * GET /api/organizador/reembolsos-a-pagar answers `answer()` (none by default; a Response as it
 * is); counts the asks.
 */
export function serveRefundsToPay(
  answer: () => { reembolsos: RefundToPay[] } | Response = () => ({ reembolsos: [] }),
) {
  const asked = { count: 0 };
  server.use(
    http.get(REFUNDS_TO_PAY_PATH, () => {
      asked.count += 1;
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}

/** POST /api/organizador/reembolsos/:refundId/pago answers `answer(refundId)`; ids are logged. */
export function serveMarkRefundPaid(answer: (refundId: string) => RefundToPay | Response) {
  const log: string[] = [];
  server.use(
    http.post('/api/organizador/reembolsos/:refundId/pago', ({ params }) => {
      const refundId = String(params.refundId);
      log.push(refundId);
      const body = answer(refundId);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return log;
}
