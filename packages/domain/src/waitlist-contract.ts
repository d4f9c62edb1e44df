import { z } from 'zod';
import { WAITLIST_MAX_SEATS } from './waitlist';

/*
 * The waiting list (issue 18). Routes:
 *   POST /api/eventos/:eventId/lista-de-espera      JoinWaitlistRequest → WaitlistJoined (201)
 *   POST /api/lista-de-espera/sair                  { token } → WaitlistMessage
 *   GET  /api/lista-de-espera/oferta?token=…        → WaitlistOffer
 *   POST /api/lista-de-espera/oferta/aceitar        { token } → WaitlistOfferAccepted (sets the buyer cookie)
 *   POST /api/lista-de-espera/oferta/recusar        { token } → WaitlistMessage
 * Tokens travel in the `token` query parameter or the body, never in a path: the access log
 * strips `token=` (link-token.ts).
 *   GET  /api/organizador/eventos/:eventId/lista-de-espera → OrganizerWaitlist
 * Pages: /lista-de-espera/oferta?token=… and /lista-de-espera/sair?token=… (links in e-mails).
 */

export const WAITLIST_MESSAGES = {
  button: 'Avise-me quando houver vagas',
  joined: 'Pronto! Avisaremos por e-mail quando houver vagas.',
  alreadyWaiting: 'Este e-mail já está na lista de espera deste ingresso.',
  notSoldOut: 'Ainda há ingressos deste tipo à venda: compre agora.',
  ticketTypeNotFound: 'Ingresso não encontrado.',
  eventNotFound: 'Evento não encontrado',
  salesClosed: 'As vendas deste evento estão encerradas.',
  emailInvalid: 'Informe um e-mail válido.',
  quantityInvalid: `Escolha de 1 a ${WAITLIST_MAX_SEATS} ingressos.`,
  left: 'Você saiu da lista de espera.',
  linkInvalid: 'Este link da lista de espera é inválido ou já foi usado.',
  offerExpired: 'Esta oferta expirou e os ingressos passaram para a próxima pessoa da fila.',
  offerDeclined: 'Oferta recusada. Os ingressos passaram para a próxima pessoa da fila.',
  offerPaid: 'Esta oferta já foi paga.',
  tooManyJoins: 'Muitas inscrições na lista de espera. Aguarde alguns minutos e tente novamente.',
} as const;

/** 'Este ingresso permite no máximo 2 por pedido.' */
export function waitlistMostSeatsMessage(most: number): string {
  return `Este ingresso permite no máximo ${most} por pedido.`;
}

export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'purchased',
  'expired',
  'declined',
  'left',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Aguardando',
  offered: 'Oferta enviada',
  purchased: 'Comprou',
  expired: 'Oferta expirada',
  declined: 'Recusou',
  left: 'Saiu da lista',
};

export const waitlistEventParamsSchema = z.object({
  eventId: z.uuid({ error: WAITLIST_MESSAGES.eventNotFound }),
});

export const joinWaitlistRequestSchema = z.object({
  id_ticket: z.uuid({ error: WAITLIST_MESSAGES.ticketTypeNotFound }),
  email: z
    .string({ error: WAITLIST_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: WAITLIST_MESSAGES.emailInvalid }).max(254)),
  quantidade: z.coerce
    .number({ error: WAITLIST_MESSAGES.quantityInvalid })
    .int({ error: WAITLIST_MESSAGES.quantityInvalid })
    .min(1, { error: WAITLIST_MESSAGES.quantityInvalid })
    .max(WAITLIST_MAX_SEATS, { error: WAITLIST_MESSAGES.quantityInvalid }),
});
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

export const waitlistJoinedSchema = z.object({
  mensagem: z.string(),
  /** Place in this ticket type's line (1 = next). */
  posicao: z.int(),
});
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;

const tokenSchema = z
  .string({ error: WAITLIST_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: WAITLIST_MESSAGES.linkInvalid });
export const waitlistTokenBodySchema = z.object({ token: tokenSchema });
export const waitlistTokenQuerySchema = z.object({ token: tokenSchema });

export const waitlistMessageSchema = z.object({ mensagem: z.string() });
export type WaitlistMessage = z.infer<typeof waitlistMessageSchema>;

export const waitlistOfferSchema = z.object({
  status: z.enum(WAITLIST_STATUSES),
  evento: z.object({ id: z.string(), titulo: z.string(), data: z.string(), slug: z.string() }),
  tipo: z.object({ id: z.string(), nome: z.string(), preco_centavos: z.int() }),
  quantidade: z.int(),
  /** Until when the held seats wait (ISO); null once the offer ended. */
  expira_em: z.string().nullable(),
  pedido_id: z.string().nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** After 'Aceitar': the order that holds the seats, now this browser's (buyer cookie set). */
export const waitlistOfferAcceptedSchema = z.object({
  pedido_id: z.string(),
  id_ticket: z.string(),
  nome: z.string(),
  preco_centavos: z.int(),
  quantidade: z.int(),
  evento_id: z.string(),
  expira_em: z.string(),
});
export type WaitlistOfferAccepted = z.infer<typeof waitlistOfferAcceptedSchema>;

export const organizerWaitlistSchema = z.object({
  entradas: z.array(
    z.object({
      id: z.string(),
      /** Place in its ticket type's line among those still waiting (null once out of line). */
      posicao: z.int().nullable(),
      email: z.string(),
      quantidade: z.int(),
      tipo: z.string(),
      status: z.enum(WAITLIST_STATUSES),
      entrou_em: z.string(),
      oferta_expira_em: z.string().nullable(),
    }),
  ),
});
export type OrganizerWaitlist = z.infer<typeof organizerWaitlistSchema>;
