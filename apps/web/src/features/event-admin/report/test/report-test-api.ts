import type { QuestionView } from '@bilheteria/domain/registration-questions';
import type {
  EventReport,
  ParticipantRow,
  Participants,
} from '@bilheteria/domain/organizer-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';
import { serveBadges } from '../../badges/test/badges-test-api';
import { noCertificates, settingsView } from '../../certificates/test/certificate-fixtures';
import { serveVirtualQueue } from '../../virtual-queue/test/virtual-queue-test-api';

/** The organizer's event report API answered at the network edge (imported by tests only). */

export const EVENT_ID = '4b1e5a86-2a3b-4c1d-9e8f-0a1b2c3d4e5f';
export const REPORT_PATH = `/api/organizador/eventos/${EVENT_ID}/relatorio`;
export const PARTICIPANTS_PATH = `/api/organizador/eventos/${EVENT_ID}/participantes`;

export function report(overrides: Partial<EventReport> = {}): EventReport {
  return {
    event: {
      id: EVENT_ID,
      slug: 'rpa-summit-brasil',
      title: 'RPA Summit Brasil',
      // 09:00 to 18:00 of 5 March 2027 in São Paulo (the tests run in Tokyo).
      startsAt: '2027-03-05T12:00:00.000Z',
      endsAt: '2027-03-05T21:00:00.000Z',
      status: 'published',
    },
    revenue: {
      grossCents: 1_500_000,
      couponDiscountCents: 120_000,
      refundedCents: 45_000,
      refundReturnedCents: 35_000,
      refundPendingCents: 10_000,
      netCents: 1_335_000,
      instalmentInterestCents: 38_215,
      paidOrders: 80,
      ticketsSold: 120,
    },
    byTicketType: [
      {
        ticketTypeId: 'tt-1',
        name: 'Lote 1',
        priceCents: 10_000,
        sold: 100,
        quantity: 100,
        revenueCents: 1_000_000,
      },
      {
        ticketTypeId: 'tt-2',
        name: 'VIP',
        priceCents: 25_000,
        sold: 20,
        quantity: 40,
        revenueCents: 500_000,
      },
    ],
    byDay: [
      { day: '2026-05-01', tickets: 30, revenueCents: 300_000 },
      { day: '2026-05-02', tickets: 0, revenueCents: 0 },
      { day: '2026-05-03', tickets: 90, revenueCents: 1_200_000 },
    ],
    coupons: [{ code: 'RPA10', orders: 12, discountCents: 120_000 }],
    affiliates: [
      {
        code: 'CAI7K2P9',
        name: 'Caio Afiliado',
        tickets: 10,
        revenueCents: 100_000,
        commissionCents: 10_000,
      },
    ],
    paymentMethods: [
      { method: 'credit-card', orders: 50, revenueCents: 900_000 },
      { method: 'pix', orders: 25, revenueCents: 400_000 },
      { method: 'boleto', orders: 5, revenueCents: 35_000 },
    ],
    occupancy: { checkedIn: 30, valid: 118 },
    computedAt: new Date(Date.now() - 60_000).toISOString(),
    retencao_meses: 24,
    retencao_padrao: true,
    dados_anonimizados_em: null,
    anonimizacao_prevista_em: '2029-03-05T21:00:00.000Z',
    ...overrides,
  };
}

export const QUESTIONS_PATH = `/api/organizador/eventos/${EVENT_ID}/perguntas`;

/** GET …/relatorio answers `answer()` (a Response as it is); counts the asks. */
export function serveReport(
  answer: () => EventReport | Response = () => report(),
  { perguntas = [] }: { perguntas?: QuestionView[] } = {},
) {
  const asked = { count: 0 };
  // The event's questions: its yes/no and consent ones filter the participants' export.
  server.use(http.get(QUESTIONS_PATH, () => HttpResponse.json({ perguntas })));
  // The 'Crachás' section's layout and count (issue 31); a test may serve its own after this.
  serveBadges(EVENT_ID);
  // The 'Fila virtual' section (issue 32): off, nobody in it.
  serveVirtualQueue(EVENT_ID);
  // The certificate's section (issue 31): never saved, nothing issued.
  server.use(
    http.get(`/api/organizador/eventos/${EVENT_ID}/certificados/configuracao`, () =>
      HttpResponse.json(settingsView()),
    ),
    http.get(`/api/organizador/eventos/${EVENT_ID}/certificados`, () =>
      HttpResponse.json(noCertificates()),
    ),
  );
  server.use(
    http.get(REPORT_PATH, () => {
      asked.count += 1;
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}

export function participant(
  overrides: Partial<ParticipantRow> & { ticketId: string },
): ParticipantRow {
  return {
    name: 'Bruno Comprador',
    email: 'bruno@example.com',
    ticketType: 'Lote 1',
    orderNumber: 1042,
    status: 'valid',
    checkedInAt: null,
    emailStatus: 'sent',
    ...overrides,
  };
}

export const TICKET_A = '0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c11';
export const TICKET_B = '1c8d2e3f-4051-4b6c-9d7e-8f9a0b1c2d22';
export const TICKET_C = '2d9e3f40-5162-4c7d-8e9f-9a0b1c2d3e33';

export const participantRows: ParticipantRow[] = [
  participant({ ticketId: TICKET_A }),
  participant({
    ticketId: TICKET_B,
    name: 'Ana Souza',
    email: 'ana@example.com',
    ticketType: 'VIP',
    orderNumber: 1043,
    status: 'used',
    // 09:12 in São Paulo.
    checkedInAt: '2027-03-05T12:12:00.000Z',
    emailStatus: 'bounced',
  }),
  participant({
    ticketId: TICKET_C,
    name: 'Carla Dias',
    email: 'carla@example.com',
    status: 'canceled',
    emailStatus: null,
  }),
];

/**
 * GET …/participantes answers `answer(query)` (a Response as it is); `asked` keeps every query
 * string. By default: the rows whose name or e-mail has the search, 50 a page.
 */
export function serveParticipants(
  answer: (query: URLSearchParams) => Participants | Response = (query) => {
    const busca = (query.get('busca') ?? '').toLowerCase();
    const rows = participantRows.filter(
      (row) => row.name.toLowerCase().includes(busca) || row.email.includes(busca),
    );
    return {
      participants: rows,
      page: Number(query.get('pagina')),
      pageSize: 50,
      total: rows.length,
    };
  },
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(PARTICIPANTS_PATH, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const body = answer(query);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}

/** POST …/participantes/:ticketId/reenvio: 202 with the server's message, or `answer`'s. */
export function serveResend(answer: () => Response | null = () => null) {
  const log: { ticketId: string; idempotencyKey: string | null }[] = [];
  server.use(
    http.post(`${PARTICIPANTS_PATH}/:ticketId/reenvio`, ({ request, params }) => {
      log.push({
        ticketId: String(params.ticketId),
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return (
        answer() ??
        HttpResponse.json(
          { message: 'Reenviamos o ingresso para o e-mail do participante.' },
          { status: 202 },
        )
      );
    }),
  );
  return log;
}
