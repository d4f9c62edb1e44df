import type { MyCertificate } from '@bilheteria/domain/certificate-contract';
import type { MyTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** Meus Ingressos answered at the network edge (imported by tests only). */

/** A signed payload's shape: 123 bytes in base64url, 164 characters (ticket-qr.ts). */
export const QR_PAYLOAD =
  'fkMGaL6tG5wBfmaU6BFcUEE-yY1gHBpj0BhM5Y86UwHM9LOxAXENlI3X8hxuaEHo7LenL51B6MMBWmi9sCdffEkq8WQYwDoVfWuusOoS8FqXoVZX7WklTGsZjoHgFrQSVj8ynhC5j-yWNl2cox-W7sQX90VIg-bxJ-SW';

/** The orders' ids by number. */
export const ORDER_IDS: Record<number, string> = {
  1042: '0f8e7d6c-5b4a-4392-8171-605f4e3d2c1b',
  1043: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
};

type Group = MyTicketsResponse['eventos'][number];
type Ticket = Group['ingressos'][number];

export function myTicket(overrides: Partial<Ticket> & { id: string }): Ticket {
  return {
    codigo: '7K3M-QX9D-2HFA-8WNC',
    tipo: 'Lote 2',
    tipo_id: 'tt-lote-2',
    participante: { nome: 'Bruno Comprador', email: 'user@bilheteria.dev' },
    status: 'Confirmado',
    pdf_url: `/api/ingressos/${overrides.id}.pdf`,
    ics_url: `/api/ingressos/${overrides.id}.ics`,
    email: { situacao: 'Enviado', enviado_em: '2026-05-10T15:00:05.000Z', motivo: null },
    pedido_numero: 1042,
    pedido_id: ORDER_IDS[overrides.pedido_numero ?? 1042] ?? `pedido-${overrides.pedido_numero}`,
    comprador: false,
    qr_payload: QR_PAYLOAD,
    posicao: 1,
    troca: { permitida: false, prazo: '2027-03-04T12:00:00.000Z' },
    ...overrides,
  };
}

export const upcoming: Group = {
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
    myTicket({ id: 't-1' }),
    myTicket({
      id: 't-2',
      codigo: 'ZZ9P-0QX1-ABCD-EFGH',
      tipo: 'VIP',
      tipo_id: 'tt-vip',
      pedido_numero: 1043,
      email: { situacao: 'Tentando novamente', enviado_em: null, motivo: null },
    }),
  ],
};

export const past: Group = {
  evento: {
    ...upcoming.evento,
    id: 'e-ia',
    titulo: 'Fórum de IA Corporativa',
    data: '12 de Janeiro, 2026',
    encerrado: true,
  },
  ingressos: [
    myTicket({
      id: 't-3',
      codigo: 'AAAA-BBBB-CCCC-DDDD',
      status: 'Utilizado',
      pedido_numero: 998,
    }),
    myTicket({
      id: 't-4',
      codigo: 'EEEE-FFFF-GGGG-HHHH',
      status: 'Cancelado',
      pedido_numero: 999,
      email: { situacao: 'Devolvido', enviado_em: null, motivo: '550 Caixa inexistente' },
    }),
  ],
};

/** GET /api/meus-ingressos answers `answer()` (a 500 when it returns null); counts the asks. */
export function serveMyTickets(answer: () => MyTicketsResponse | null) {
  const asked = { count: 0 };
  // No certificate of attendance by default (issue 31).
  serveMyCertificates(() => []);
  server.use(
    http.get('/api/meus-ingressos', () => {
      asked.count += 1;
      const body = answer();
      return body
        ? HttpResponse.json(body)
        : HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
    }),
  );
  return asked;
}

/** GET /api/minha-conta/certificados answers `answer()` (a Response as it is); counts the asks. */
export function serveMyCertificates(answer: () => MyCertificate[] | Response) {
  const asked = { count: 0 };
  server.use(
    http.get('/api/minha-conta/certificados', () => {
      asked.count += 1;
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}
