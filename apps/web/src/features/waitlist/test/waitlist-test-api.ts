import type { ServerEventDetail } from '@bilheteria/domain/catalog-contract';
import {
  WAITLIST_MESSAGES,
  type WaitlistOffer,
  type WaitlistOfferAccepted,
} from '@bilheteria/domain/waitlist-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/**
 * The waiting list's e-mailed pages answered at the network edge (imported by tests only): the
 * offer (GET), its answers (accept, decline), leaving the line, and the catalog's event — each
 * recording what it was sent.
 */

export const TOKEN = 'oferta_7Kq2mX9dHf3aPz8Wn4cB';
export const EVENT_ID = '4b1e5a86-2a3b-4c1d-9e8f-0a1b2c3d4e5f';
export const TYPE_ID = '5c2d8e1f-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
export const ORDER_ID = '7e6d5c4b-3a29-4817-8695-a4b3c2d1e0f9';

export function offerOf(overrides: Partial<WaitlistOffer> = {}): WaitlistOffer {
  return {
    status: 'offered',
    evento: {
      id: EVENT_ID,
      titulo: 'RPA Summit Brasil',
      data: '05 de Março, 2027',
      slug: 'rpa-summit-brasil',
    },
    tipo: { id: TYPE_ID, nome: 'Lote Promocional', preco_centavos: 69_700 },
    quantidade: 2,
    // 22:30 in São Paulo (the tests run in Tokyo).
    expira_em: '2026-05-11T01:30:00.000Z',
    pedido_id: ORDER_ID,
    ...overrides,
  };
}

export const accepted: WaitlistOfferAccepted = {
  pedido_id: ORDER_ID,
  id_ticket: TYPE_ID,
  nome: 'Lote Promocional',
  preco_centavos: 69_700,
  quantidade: 2,
  evento_id: EVENT_ID,
  expira_em: '2026-05-11T01:30:00.000Z',
};

/** The catalog's answer for the offer's event (its cover, title and date). */
export function catalogEvent(): ServerEventDetail {
  return {
    id: EVENT_ID,
    titulo: 'RPA Summit Brasil',
    data_hora_inicio: { _seconds: Date.parse('2027-03-05T11:30:00Z') / 1000, _nanoseconds: 0 },
    data_hora_fim: { _seconds: Date.parse('2027-03-05T21:00:00Z') / 1000, _nanoseconds: 0 },
    local: 'Centro de Convenções Frei Caneca',
    cidade: 'São Paulo',
    endereco: 'Rua Frei Caneca, 569',
    foto: '/media/demo/events/rpa-summit.svg',
    preco: 697,
    preco_centavos: 69_700,
    categoria: { id: 1, nome: 'Conferência' },
    destaque: false,
    descricao: '<p>RPA</p>',
    organizador: 'Instituto',
    organizador_logo: null,
    taxa_servico: null,
    tickets: [
      {
        id: TYPE_ID,
        titulo_ticket: 'Lote Promocional',
        valor_ticket: 697,
        valor_ticket_centavos: 69_700,
        observacao: '',
        tickets_disponiveis: '0',
        max_por_pedido: 5,
      },
    ],
    faq: [],
    palestrantes: [],
    situacao: 'publicado',
    programacao: [],
  };
}

type Answer<T> = T | { status: number; message: string } | 'network';

function respond<T extends object>(answer: Answer<T>) {
  if (answer === 'network') return HttpResponse.error();
  if ('status' in answer && 'message' in answer && typeof answer.status === 'number') {
    return HttpResponse.json({ message: answer.message }, { status: answer.status });
  }
  return HttpResponse.json(answer);
}

export interface FakeWaitlist {
  offerGets: (string | null)[];
  accepts: unknown[];
  declines: unknown[];
  leaves: unknown[];
  /** What GET /api/lista-de-espera/oferta answers now. */
  offer: Answer<WaitlistOffer>;
  accept: Answer<WaitlistOfferAccepted>;
  decline: Answer<{ mensagem: string }>;
  leave: Answer<{ mensagem: string }>;
}

export function serveWaitlist(): FakeWaitlist {
  const fake: FakeWaitlist = {
    offerGets: [],
    accepts: [],
    declines: [],
    leaves: [],
    offer: offerOf(),
    accept: accepted,
    decline: { mensagem: WAITLIST_MESSAGES.offerDeclined },
    leave: { mensagem: WAITLIST_MESSAGES.left },
  };
  server.use(
    http.get('/api/lista-de-espera/oferta', ({ request }) => {
      fake.offerGets.push(new URL(request.url).searchParams.get('token'));
      return respond(fake.offer);
    }),
    http.post('/api/lista-de-espera/oferta/aceitar', async ({ request }) => {
      fake.accepts.push(await request.json());
      return respond(fake.accept);
    }),
    http.post('/api/lista-de-espera/oferta/recusar', async ({ request }) => {
      fake.declines.push(await request.json());
      return respond(fake.decline);
    }),
    http.post('/api/lista-de-espera/sair', async ({ request }) => {
      fake.leaves.push(await request.json());
      return respond(fake.leave);
    }),
    http.get('/api/eventos/ingressos/evento/:id', () => HttpResponse.json(catalogEvent())),
  );
  return fake;
}
