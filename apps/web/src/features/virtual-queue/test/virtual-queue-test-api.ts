import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import {
  VIRTUAL_QUEUE_TICKET_HEADER,
  type VirtualQueueTicketStatus,
} from '@bilheteria/domain/virtual-queue-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/** The virtual queue's API answered at the network edge (imported by tests only). */

export const EVENT_ID = '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09';

export function queueEvent(): ServerEventDetail {
  return {
    id: EVENT_ID,
    titulo: 'Show de Lançamento',
    data_hora_inicio: { _seconds: Date.parse('2027-03-05T23:00:00Z') / 1000, _nanoseconds: 0 },
    data_hora_fim: { _seconds: Date.parse('2027-03-06T02:00:00Z') / 1000, _nanoseconds: 0 },
    local: 'Arena',
    cidade: 'São Paulo',
    endereco: 'Rua A, 1',
    foto: '/media/demo/events/rpa-summit.svg',
    preco: 100,
    preco_centavos: 10_000,
    categoria: { id: 1, nome: 'Show' },
    destaque: false,
    descricao: '<p>Show</p>',
    organizador: 'Produtora',
    organizador_logo: null,
    taxa_servico: null,
    tickets: [],
    faq: [],
    palestrantes: [],
    situacao: 'publicado',
    programacao: [],
  };
}

export function status(
  overrides: Partial<VirtualQueueTicketStatus> = {},
): VirtualQueueTicketStatus {
  return {
    ticket: 'senha-1',
    situacao: 'aguardando',
    posicao: 1234,
    espera_estimada_segundos: 180,
    admitido_ate: null,
    por_minuto: 300,
    consultar_em_segundos: 1,
    ...overrides,
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface FakeQueue {
  /** The `prova` of each join, and the ticket header it came with. */
  joins: { prova: string; ticket: string | null }[];
  /** The ticket header of each GET …/situacao. */
  asks: (string | null)[];
}

/**
 * The event, an ALTCHA v1 challenge solved by the number 3, POST …/fila answering `joined`, and
 * GET …/situacao answering the `situations` in turn (the last one again and again; a number is
 * a status code with the API's message).
 */
export function serveQueue({
  joined = status(),
  situations = [status()],
}: {
  joined?: VirtualQueueTicketStatus;
  situations?: (VirtualQueueTicketStatus | number)[];
} = {}): FakeQueue {
  const fake: FakeQueue = { joins: [], asks: [] };
  let turn = 0;
  server.use(
    http.get('/api/eventos/ingressos/evento/:id', () => HttpResponse.json(queueEvent())),
    http.get('/api/botcheck/config', () =>
      HttpResponse.json({ kind: 'altcha', challengeUrl: '/api/botcheck/challenge', siteKey: null }),
    ),
    http.get('/api/botcheck/challenge', async () =>
      HttpResponse.json({
        algorithm: 'SHA-256',
        challenge: await sha256Hex('sal3'),
        maxnumber: 10,
        salt: 'sal',
        signature: 'assinatura',
      }),
    ),
    http.post(`/api/eventos/${EVENT_ID}/fila`, async ({ request }) => {
      const { prova } = (await request.json()) as { prova: string };
      fake.joins.push({ prova, ticket: request.headers.get(VIRTUAL_QUEUE_TICKET_HEADER) });
      return HttpResponse.json(joined, { status: 201 });
    }),
    http.get(`/api/eventos/${EVENT_ID}/fila/situacao`, ({ request }) => {
      fake.asks.push(request.headers.get(VIRTUAL_QUEUE_TICKET_HEADER));
      const answer = situations[Math.min(turn, situations.length - 1)]!;
      turn += 1;
      return typeof answer === 'number'
        ? HttpResponse.json({ message: 'Senha inválida' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return fake;
}
