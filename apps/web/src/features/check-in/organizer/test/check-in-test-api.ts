import type {
  CheckInEventsResponse,
  CreatedScannerLink,
  CreateScannerLinkRequest,
  OccupancyResponse,
  ScannerLink,
} from '@bilheteria/domain/check-in-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The organizer's check-in API answered at the network edge (imported by tests only). */

export const TOKEN = 'Zq3xW9vB2nK7pL4mR8tY1uI6oP0aS5dF3gH7jK2lQ9w';

export const rpaEvent: CheckInEventsResponse['eventos'][number] = {
  id: 'e-rpa',
  titulo: 'RPA Summit Brasil',
  data: '05 de Março, 2027',
  horario: '09:00 - 18:00',
  encerrado: false,
  presentes: 12,
  total: 340,
  links_ativos: 1,
};

export const pastEvent: CheckInEventsResponse['eventos'][number] = {
  id: 'e-ia',
  titulo: 'Fórum de IA Corporativa',
  data: '12 de Janeiro, 2026',
  horario: '09:00 - 17:00',
  encerrado: true,
  presentes: 180,
  total: 200,
  links_ativos: 0,
};

export function scannerLink(overrides: Partial<ScannerLink> & { id: string }): ScannerLink {
  return {
    rotulo: 'Portão A',
    criado_em: '2027-03-01T12:00:00.000Z',
    expira_em: '2027-03-06T21:00:00.000Z',
    revogado_em: null,
    situacao: 'Ativo',
    leituras: 0,
    ...overrides,
  };
}

/** GET /api/organizador/check-in/eventos answers `answer()` (a 500 when it returns null). */
export function serveCheckInEvents(answer: () => CheckInEventsResponse | null) {
  const asked = { count: 0 };
  server.use(
    http.get('/api/organizador/check-in/eventos', () => {
      asked.count += 1;
      const body = answer();
      return body
        ? HttpResponse.json(body)
        : HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
    }),
  );
  return asked;
}

/**
 * An event's links kept as the server would: listed, created (the URL only in the answer) and
 * revoked. `created` holds each creation's body; `asked.count` counts the lists asked for.
 */
export function serveScannerLinks(eventId: string, titulo: string, start: ScannerLink[] = []) {
  const links = [...start];
  const created: CreateScannerLinkRequest[] = [];
  const asked = { count: 0 };
  server.use(
    http.get(`/api/organizador/eventos/${eventId}/check-in/links`, () => {
      asked.count += 1;
      return HttpResponse.json({ evento: { id: eventId, titulo }, links });
    }),
    http.post(`/api/organizador/eventos/${eventId}/check-in/links`, async ({ request }) => {
      const body = (await request.json()) as CreateScannerLinkRequest;
      created.push(body);
      const link = scannerLink({
        id: `l-${links.length + 1}`,
        rotulo: body.rotulo.trim(),
        ...(body.expira_em ? { expira_em: body.expira_em } : {}),
      });
      links.unshift(link);
      const answer: CreatedScannerLink = {
        ...link,
        token: TOKEN,
        url: `http://localhost:3000/check-in/${TOKEN}`,
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.post('/api/organizador/check-in/links/:id/revogar', ({ params }) => {
      const index = links.findIndex((link) => link.id === params.id);
      const link = links[index];
      if (!link) {
        return HttpResponse.json({ message: 'Link de check-in não encontrado.' }, { status: 404 });
      }
      const revoked: ScannerLink = {
        ...link,
        situacao: 'Revogado',
        revogado_em: '2027-03-05T13:30:00.000Z',
      };
      links[index] = revoked;
      return HttpResponse.json(revoked);
    }),
  );
  return { links, created, asked };
}

export function occupancy(overrides: Partial<OccupancyResponse> = {}): OccupancyResponse {
  return {
    evento: {
      id: 'e-rpa',
      titulo: 'RPA Summit Brasil',
      data: '05 de Março, 2027',
      horario: '09:00 - 18:00',
    },
    presentes: 12,
    total: 340,
    por_tipo: [
      { tipo: 'Lote 2', presentes: 9, total: 300 },
      { tipo: 'VIP', presentes: 3, total: 40 },
    ],
    por_portao: [
      {
        id: 'l-1',
        portao: 'Portão A',
        presentes: 8,
        leituras: 10,
        ultima_leitura: '2027-03-05T12:03:27.000Z',
      },
      { id: 'l-2', portao: 'Portão B', presentes: 4, leituras: 4, ultima_leitura: null },
    ],
    ultimas_leituras: [
      {
        id: 's-3',
        lido_em: '2027-03-05T12:03:27.000Z',
        portao: 'Portão A',
        resultado: 'valido',
        offline: false,
        codigo: '7K3M-QX9D-2HFA-8WNC',
        participante: 'Bruno Comprador',
        tipo: 'Lote 2',
        ingresso_id: 'tk-bruno',
      },
      {
        id: 's-2',
        lido_em: '2027-03-05T12:02:10.000Z',
        portao: 'Portão B',
        resultado: 'ja_utilizado',
        offline: true,
        codigo: 'ZZ9P-0QX1-ABCD-EFGH',
        participante: 'Marina Lopes',
        tipo: 'VIP',
        ingresso_id: 'tk-marina',
      },
      {
        id: 's-1',
        lido_em: '2027-03-05T12:01:00.000Z',
        portao: 'Portão A',
        resultado: 'invalido',
        offline: false,
        codigo: null,
        participante: null,
        tipo: null,
        ingresso_id: null,
      },
    ],
    conflitos: [
      {
        ingresso_id: 't-9',
        codigo: 'ZZ9P-0QX1-ABCD-EFGH',
        participante: 'Marina Lopes',
        tipo: 'VIP',
        status: 'used',
        check_in: { lido_em: '2027-03-05T11:58:00.000Z', portao: 'Portão A' },
        outras_entradas: [
          { lido_em: '2027-03-05T11:59:30.000Z', portao: 'Portão B', offline: true },
        ],
      },
    ],
    atualizado_em: '2027-03-05T12:03:30.000Z',
    ...overrides,
  };
}

/**
 * GET /api/organizador/eventos/:id/check-in answers `answer(n)` on its n-th ask (from 1): an
 * answer, or a status and message.
 */
export function serveOccupancy(
  eventId: string,
  answer: (ask: number) => OccupancyResponse | { status: number; message: string },
) {
  const asked = { count: 0 };
  server.use(
    http.get(`/api/organizador/eventos/${eventId}/check-in`, () => {
      asked.count += 1;
      const body = answer(asked.count);
      return 'status' in body
        ? HttpResponse.json({ message: body.message }, { status: body.status })
        : HttpResponse.json(body);
    }),
  );
  return asked;
}
