import { z } from 'zod';
import { emailAddressSchema } from './auth-contract';
import { serverTimestampSchema } from './catalog-contract';
import { swapStateSchema } from './participant-swap';
import { TICKET_QR_VERSION } from './ticket-qr';

/**
 * Issued tickets (issue 14): the scanners' public key, Meus Ingressos, an order's tickets on the
 * confirmation screen and an event's tickets for its organizer — each ticket with its e-mail's
 * delivery status. Field names in the API's Portuguese snake_case.
 */

export const TICKET_MESSAGES = {
  ticketNotFound: 'Ingresso não encontrado.',
  eventNotFound: 'Evento não encontrado.',
  onlyBouncedCanBeCorrected:
    'Só é possível corrigir o e-mail de um ingresso cujo envio foi devolvido.',
  ticketCanceled: 'Este ingresso foi cancelado.',
  /** A cancelled (or refunded) ticket's PDF: it lets no one in, so it is no longer given. */
  canceledTicketPdf: 'Este ingresso foi cancelado e não dá mais acesso ao evento: não há PDF.',
  noValidTicketsToResend: 'Este pedido não tem ingressos válidos para reenviar.',
  emailCorrected: 'E-mail corrigido. Enviamos o ingresso para o novo endereço.',
  orderNotPaid: 'Os ingressos ficam disponíveis depois da confirmação do pagamento do pedido.',
  noValidTickets: 'Este pedido não tem ingressos válidos para baixar.',
} as const;

/** A ticket's state as people read it (spec §4 'Confirmado'; 'Utilizado' after check-in). */
export const TICKET_STATUS_LABELS = {
  valid: 'Confirmado',
  used: 'Utilizado',
  canceled: 'Cancelado',
} as const;
export type TicketStatus = keyof typeof TICKET_STATUS_LABELS;
export const TICKET_STATUS_TEXTS = ['Confirmado', 'Utilizado', 'Cancelado'] as const;

/**
 * Where the ticket's e-mail is (the outbox decides, modules/mail): waiting its turn, being
 * retried after a failure, sent, or refused for good by the recipient's server ('Devolvido': the
 * address is probably wrong).
 */
export const DELIVERY_STATUS_TEXTS = [
  'Na fila',
  'Tentando novamente',
  'Enviado',
  'Devolvido',
] as const;
export type DeliveryStatusText = (typeof DELIVERY_STATUS_TEXTS)[number];

export const ticketIdParamsSchema = z.object({
  id: z.uuid({ error: TICKET_MESSAGES.ticketNotFound }),
});
export const eventIdParamsSchema = z.object({
  id: z.uuid({ error: TICKET_MESSAGES.eventNotFound }),
});

/** PUT /api/pedidos/:id/ingressos/:ingresso/email: the buyer corrects a bounced address. */
export const ticketOfOrderParamsSchema = z.object({
  id: z.uuid({ error: TICKET_MESSAGES.ticketNotFound }),
  ingresso: z.uuid({ error: TICKET_MESSAGES.ticketNotFound }),
});
export const correctTicketEmailRequestSchema = z
  .object({ email: emailAddressSchema })
  .meta({ id: 'CorrecaoDoEmailDoIngresso' });
export type CorrectTicketEmailRequest = z.infer<typeof correctTicketEmailRequestSchema>;

/** GET /api/ingressos/chave-publica: what a door scanner verifies QR payloads with. */
export const ticketPublicKeySchema = z
  .object({
    algoritmo: z.literal('Ed25519'),
    chave_publica: z
      .string()
      .describe(
        'Chave pública Ed25519 crua (32 bytes) em base64url: crypto.subtle.importKey("raw", …)',
      ),
    spki: z.string().describe('A mesma chave em DER SubjectPublicKeyInfo, base64url'),
    versao_qr: z.literal(TICKET_QR_VERSION).describe('Versão do formato do QR (ticket-qr.ts)'),
  })
  .meta({ id: 'ChavePublicaDosIngressos' });
export type TicketPublicKey = z.infer<typeof ticketPublicKeySchema>;

const deliverySchema = z
  .object({
    situacao: z.enum(DELIVERY_STATUS_TEXTS),
    /** When the server accepted it (ISO 8601), once sent. */
    enviado_em: z.string().nullable(),
    /** Why it was refused ('Devolvido'), to correct the address; null otherwise. */
    motivo: z.string().nullable(),
  })
  .meta({ id: 'EntregaDoEmail' });
export type TicketDelivery = z.infer<typeof deliverySchema>;

const participantSchema = z.object({ nome: z.string(), email: z.string() });

/** What every view of a ticket shows. */
const ticketBase = {
  id: z.string(),
  /** 'XXXX-XXXX-XXXX-XXXX': typed at the door when the QR will not scan. */
  codigo: z.string(),
  /** The ticket type's name when it was bought. */
  tipo: z.string(),
  /** The ticket type's id: which of the event's questions its participant answers (issue 30). */
  tipo_id: z.string(),
  participante: participantSchema,
  status: z.enum(TICKET_STATUS_TEXTS),
  /** '/api/ingressos/<id>.pdf' and '.ics'. */
  pdf_url: z.string(),
  ics_url: z.string(),
  email: deliverySchema,
};

/** GET /api/meus-ingressos: the signed-in user's tickets, by event, upcoming events first. */
export const myTicketsResponseSchema = z
  .object({
    eventos: z.array(
      z.object({
        evento: z.object({
          id: z.string(),
          titulo: z.string(),
          data_hora_inicio: serverTimestampSchema,
          data_hora_fim: serverTimestampSchema,
          /** '15 de Dezembro, 2026' and '09:00 - 18:00', in São Paulo. */
          data: z.string(),
          horario: z.string(),
          local: z.string(),
          cidade: z.string(),
          endereco: z.string(),
          imagem: z.string(),
          /** The event is over (listed after the upcoming ones). */
          encerrado: z.boolean(),
        }),
        ingressos: z.array(
          z.object({
            ...ticketBase,
            pedido_numero: z.number().int(),
            pedido_id: z.string(),
            /** The signed-in user bought this order: 'Cancelar pedido' is theirs (issue 18). */
            comprador: z.boolean(),
            /** The signed payload to show as a QR (ticket-qr.ts). */
            qr_payload: z.string(),
            /** The ticket's place in its order (PUT /api/pedidos/:id/participantes/:posicao). */
            posicao: z.number().int(),
            /** May its participant be swapped now ('Trocar participante'), and until when. */
            troca: swapStateSchema,
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'MeusIngressos' });
export type MyTicketsResponse = z.infer<typeof myTicketsResponseSchema>;

/** GET /api/pedidos/:id/ingressos: the order's tickets for its buyer (and admins). */
export const orderTicketsResponseSchema = z
  .object({
    pedido: z.object({
      id: z.string(),
      numero: z.number().int(),
      status: z.string(),
      /** The order's event (its questions for a swapped participant, issue 30). */
      evento_id: z.string(),
    }),
    /** Every participant's ticket is issued (false for a moment after payment: ask again). */
    emitidos: z.boolean(),
    ingressos: z.array(
      z.object({ ...ticketBase, posicao: z.number().int(), troca: swapStateSchema }),
    ),
    /** The order summary sent to whoever paid; null before payment. */
    resumo: z.object({ email: z.string(), entrega: deliverySchema }).nullable(),
  })
  .meta({ id: 'IngressosDoPedido' });
export type OrderTicketsResponse = z.infer<typeof orderTicketsResponseSchema>;

export const eventTicketsQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  por_pagina: z.coerce.number().int().min(1).max(500).default(100),
});

/** GET /api/organizador/eventos/:id/ingressos: every ticket of an event, for its organizer. */
export const eventTicketsResponseSchema = z
  .object({
    evento: z.object({ id: z.string(), titulo: z.string() }),
    total: z.number().int(),
    pagina: z.number().int(),
    por_pagina: z.number().int(),
    ingressos: z.array(
      z.object({
        ...ticketBase,
        pedido: z.object({ id: z.string(), numero: z.number().int() }),
        posicao: z.number().int(),
        emitido_em: z.string(),
      }),
    ),
  })
  .meta({ id: 'IngressosDoEvento' });
export type EventTicketsResponse = z.infer<typeof eventTicketsResponseSchema>;
