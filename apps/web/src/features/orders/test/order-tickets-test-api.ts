import { ACCOUNT_MESSAGES } from '@bilheteria/domain/auth-contract';
import { AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import {
  TICKET_MESSAGES,
  type DeliveryStatusText,
  type OrderTicketsResponse,
} from '@bilheteria/domain/tickets-contract';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw-server';

/**
 * An order's tickets and their e-mails, answered at the network edge (imported by tests only):
 * GET /api/pedidos/:id/ingressos, the re-send (POST /api/ingresso/enviar) and the correction of
 * a bounced address (PUT /api/pedidos/:id/ingressos/:ticket/email), recording what was asked.
 */

type Ticket = OrderTicketsResponse['ingressos'][number];

export interface TicketOf {
  nome: string;
  email: string;
  situacao?: DeliveryStatusText;
  motivo?: string | null;
  tipo?: string;
  tipo_id?: string;
  status?: Ticket['status'];
  troca?: Ticket['troca'];
}

/** The answer for an order with these participants' tickets (all issued, summary sent). */
export function orderTicketsAnswer(
  orderId: string,
  tickets: TicketOf[],
  {
    numero = 1042,
    eventoId = 'e-rpa',
    emitidos = true,
    resumo = { email: 'comprador@acme.com.br', situacao: 'Enviado' as DeliveryStatusText },
  }: {
    numero?: number;
    eventoId?: string;
    emitidos?: boolean;
    resumo?: { email: string; situacao: DeliveryStatusText } | null;
  } = {},
): OrderTicketsResponse {
  return {
    pedido: { id: orderId, numero, status: 'paid', evento_id: eventoId },
    emitidos,
    ingressos: tickets.map((ticket, index) => {
      const id = `7a1c0000-0000-4000-8000-00000000000${index + 1}`;
      const situacao = ticket.situacao ?? 'Enviado';
      return {
        id,
        codigo: `7K3M-QX9D-2HFA-8WN${index + 1}`,
        tipo: ticket.tipo ?? 'Lote 1',
        tipo_id: ticket.tipo_id ?? 'tt-lote-1',
        participante: { nome: ticket.nome, email: ticket.email },
        status: ticket.status ?? 'Confirmado',
        pdf_url: `/api/ingressos/${id}.pdf`,
        ics_url: `/api/ingressos/${id}.ics`,
        email: {
          situacao,
          enviado_em: situacao === 'Enviado' ? '2026-05-10T15:00:05.000Z' : null,
          motivo: ticket.motivo ?? null,
        },
        posicao: index + 1,
        troca: ticket.troca ?? { permitida: false, prazo: null },
      };
    }),
    resumo: resumo && {
      email: resumo.email,
      entrega: {
        situacao: resumo.situacao,
        enviado_em: resumo.situacao === 'Enviado' ? '2026-05-10T15:00:05.000Z' : null,
        motivo: null,
      },
    },
  };
}

export interface FakeOrderTickets {
  /** What GET answers next (replace it to move the deliveries on). */
  answer: OrderTicketsResponse;
  /** Order ids asked for, one per GET. */
  asked: string[];
  resends: unknown[];
  corrections: { orderId: string; ticketId: string; body: unknown }[];
  /** The next re-send's answer: 202 by default; 409 or 429 with the server's message. */
  resendStatus: 202 | 409 | 429;
  /** The next correction's answer: 202 by default. */
  correctionStatus: 202 | 400 | 409;
}

/** attemptLimit's answer (auth/attempt-limit.ts). */
export const RESEND_LIMIT_MESSAGE = AUTH_MESSAGES.tooManyAttempts;

export function serveOrderTickets(answer: OrderTicketsResponse): FakeOrderTickets {
  const fake: FakeOrderTickets = {
    answer,
    asked: [],
    resends: [],
    corrections: [],
    resendStatus: 202,
    correctionStatus: 202,
  };
  server.use(
    http.get('/api/pedidos/:id/ingressos', ({ params }) => {
      fake.asked.push(String(params.id));
      return HttpResponse.json(fake.answer);
    }),
    http.post('/api/ingresso/enviar', async ({ request }) => {
      fake.resends.push(await request.json());
      if (fake.resendStatus === 409) {
        return HttpResponse.json({ message: ACCOUNT_MESSAGES.orderNotPaid }, { status: 409 });
      }
      if (fake.resendStatus === 429) {
        return HttpResponse.json({ message: RESEND_LIMIT_MESSAGE }, { status: 429 });
      }
      return HttpResponse.json({ message: ACCOUNT_MESSAGES.ticketsResent }, { status: 202 });
    }),
    http.put('/api/pedidos/:id/ingressos/:ticket/email', async ({ params, request }) => {
      fake.corrections.push({
        orderId: String(params.id),
        ticketId: String(params.ticket),
        body: await request.json(),
      });
      if (fake.correctionStatus === 400) {
        return HttpResponse.json(
          { message: 'Dados inválidos.', errors: [{ path: 'email', message: 'E-mail inválido' }] },
          { status: 400 },
        );
      }
      if (fake.correctionStatus === 409) {
        return HttpResponse.json(
          { message: TICKET_MESSAGES.onlyBouncedCanBeCorrected },
          { status: 409 },
        );
      }
      return HttpResponse.json({ message: TICKET_MESSAGES.emailCorrected }, { status: 202 });
    }),
  );
  return fake;
}
