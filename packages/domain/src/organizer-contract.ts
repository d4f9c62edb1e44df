import { retentionViewSchema } from './personal-data-contract';
import { z } from 'zod';
import { EVENT_SAVE_STATUSES } from './event-texts';

/*
 * The organizer's API (issue 17): event management, the dashboard, the event report, the
 * participant list and exports. Answers only carry plain fields (ids and instants as strings)
 * so the fast serializer applies. Every route answers 404 for an event of another organizer.
 */

export const organizerEventParamsSchema = z.object({
  eventId: z.uuid({ error: 'Evento não encontrado' }),
});

/** After create, update, publish, unpublish or duplicate. */
export const savedEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(EVENT_SAVE_STATUSES),
});
export type SavedEvent = z.infer<typeof savedEventSchema>;

export const publicationRequestSchema = z.object({
  status: z.enum(EVENT_SAVE_STATUSES),
  /**
   * Required (true) to unpublish an event with paid orders: without it the API answers 409
   * with how many tickets were sold, so no client ends a sale in one call by accident.
   */
  confirmUnpublish: z.boolean().optional(),
});

/** GET /api/organizador/eventos/:eventId — the wizard prefilled, with what may not change. */
export const editableEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(EVENT_SAVE_STATUSES),
  /** The wizard's values (event-form.ts), as strings. */
  basics: z.object({
    title: z.string(),
    description: z.string(),
    date: z.string(),
    time: z.string(),
    endDate: z.string(),
    endTime: z.string(),
    location: z.string(),
    city: z.string(),
    address: z.string(),
    category: z.string(),
    commission: z.string(),
    imageUrl: z.string(),
  }),
  tickets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      price: z.string(),
      quantity: z.string(),
      maxPerOrder: z.string(),
      /** Sold and held seats: the price is locked when sold > 0; quantity ≥ sold + held. */
      sold: z.number().int(),
      held: z.number().int(),
    }),
  ),
  agenda: z.array(
    z.object({
      day: z.string(),
      time: z.string(),
      endTime: z.string(),
      title: z.string(),
      speaker: z.string(),
    }),
  ),
  speakers: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      company: z.string(),
      bio: z.string(),
      imageUrl: z.string(),
    }),
  ),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Paid orders: when > 0 the event cannot be deleted. */
  paidOrders: z.number().int(),
});
export type EditableEvent = z.infer<typeof editableEventSchema>;

/** POST /api/organizador/imagens (the image as the raw body) → where it is served. */
export const uploadedImageSchema = z.object({ url: z.string() });

/* ---------------------------------------------------------------- dashboard */

export const ORGANIZER_EVENTS_PAGE_SIZE = 20;

export const organizerEventsQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  busca: z.string().trim().max(100).default(''),
});

/** One row of 'Meus Eventos' (spec §2: Evento, Data, Status, Vendas sold/total, Receita). */
export const organizerEventRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  venue: z.string(),
  city: z.string(),
  status: z.enum(EVENT_SAVE_STATUSES),
  /** Its organizer cancelled it (issue 18): unpublished for good, its orders refunded. */
  canceled: z.boolean(),
  ticketsSold: z.number().int(),
  totalTickets: z.number().int(),
  /** Receita: what buyers paid net of coupons and refunds, instalment interest apart. */
  revenueCents: z.number().int(),
  paidOrders: z.number().int(),
});
export type OrganizerEventRow = z.infer<typeof organizerEventRowSchema>;

export const organizerEventsSchema = z.object({
  events: z.array(organizerEventRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Over all the organizer's events. */
  summary: z.object({
    events: z.number().int(),
    publishedEvents: z.number().int(),
    /** Cancelled (unpublished for good): the rest of `events` are drafts. */
    canceledEvents: z.number().int(),
    ticketsSold: z.number().int(),
    revenueCents: z.number().int(),
  }),
  /** When these figures were computed (ISO 8601): they may be this stale. */
  computedAt: z.string(),
});
export type OrganizerEvents = z.infer<typeof organizerEventsSchema>;

export const ACTIVITY_TYPES = [
  'order_paid',
  'check_in',
  'affiliate_sale',
  'affiliate_reversal',
  'event_created',
  'ticket_issued',
  'refund',
  'waitlist_offer',
  'event_published',
  'event_unpublished',
  'event_canceled',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Spec §3 activity: id, type, user, event, date, details. */
export const activityItemSchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  user: z.string(),
  event: z.string(),
  eventId: z.string(),
  at: z.string(),
  details: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/atividades — the signed-in user's feed, by role. */
export const activityFeedSchema = z.object({ items: z.array(activityItemSchema) });
export type ActivityFeed = z.infer<typeof activityFeedSchema>;
export const ACTIVITY_FEED_SIZE = 20;

/* ---------------------------------------------------------------- event report */

export const eventReportSchema = z.object({
  event: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    status: z.enum(EVENT_SAVE_STATUSES),
  }),
  revenue: z.object({
    /** Ticket prices of paid orders before coupons. */
    grossCents: z.number().int(),
    couponDiscountCents: z.number().int(),
    /** What refunds took off Receita (each order's share of its total, interest apart). */
    refundedCents: z.number().int(),
    /** Refunded money already back with the buyers (card/PIX refund done, boleto PIX paid). */
    refundReturnedCents: z.number().int(),
    /** Refunded money not back yet: waiting for the provider, a PIX key or the transfer. */
    refundPendingCents: z.number().int(),
    /** gross − coupons − refunds: Receita. */
    netCents: z.number().int(),
    /** Card instalment interest, paid by buyers to the provider; not Receita. */
    instalmentInterestCents: z.number().int(),
    paidOrders: z.number().int(),
    ticketsSold: z.number().int(),
  }),
  byTicketType: z.array(
    z.object({
      ticketTypeId: z.string(),
      name: z.string(),
      priceCents: z.number().int(),
      sold: z.number().int(),
      quantity: z.number().int(),
      revenueCents: z.number().int(),
    }),
  ),
  /** São Paulo calendar days (YYYY-MM-DD), oldest first. */
  byDay: z.array(
    z.object({ day: z.string(), tickets: z.number().int(), revenueCents: z.number().int() }),
  ),
  coupons: z.array(
    z.object({ code: z.string(), orders: z.number().int(), discountCents: z.number().int() }),
  ),
  affiliates: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      tickets: z.number().int(),
      revenueCents: z.number().int(),
      commissionCents: z.number().int(),
    }),
  ),
  paymentMethods: z.array(
    z.object({ method: z.string(), orders: z.number().int(), revenueCents: z.number().int() }),
  ),
  /** Live occupancy from check-in. */
  occupancy: z.object({ checkedIn: z.number().int(), valid: z.number().int() }),
  computedAt: z.string(),
  /** Retention of the participants' personal data (issue 30): see personal-data-contract. */
  ...retentionViewSchema.shape,
});
export type EventReport = z.infer<typeof eventReportSchema>;

/* ---------------------------------------------------------------- participants */

export const PARTICIPANTS_PAGE_SIZE = 50;

export const participantsQuerySchema = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  busca: z.string().trim().max(100).default(''),
});

export const participantRowSchema = z.object({
  ticketId: z.string(),
  name: z.string(),
  email: z.string(),
  ticketType: z.string(),
  orderNumber: z.number().int(),
  /** valid, used (checked in) or canceled. */
  status: z.enum(['valid', 'used', 'canceled']),
  checkedInAt: z.string().nullable(),
  /** The ticket e-mail's delivery: queued, sent, delivered, bounced, failed… null when none. */
  emailStatus: z.string().nullable(),
});
export type ParticipantRow = z.infer<typeof participantRowSchema>;

export const participantsSchema = z.object({
  participants: z.array(participantRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type Participants = z.infer<typeof participantsSchema>;

export const ticketIdParamsSchema = z.object({
  eventId: z.uuid({ error: 'Evento não encontrado' }),
  ticketId: z.uuid({ error: 'Ingresso não encontrado' }),
});

/* ---------------------------------------------------------------- exports */

export const EXPORT_KINDS = ['participantes', 'vendas'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
const CONSENT_FILTER =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(sim|nao)$/i;

export const exportQuerySchema = z.object({
  /** One event, or absent for all the organizer's events. */
  evento: z.uuid({ error: 'Evento não encontrado' }).optional(),
  /**
   * Participants only (issue 30): those who answered a yes/no or consent question of the
   * exported events with `sim` or `nao` (`<pergunta_id>:sim`); who never answered it is in
   * neither.
   */
  consentimento: z
    .string()
    .regex(CONSENT_FILTER, {
      error: 'Use consentimento=<id da pergunta>:sim ou consentimento=<id da pergunta>:nao',
    })
    .optional()
    .describe(
      'Só os participantes que responderam sim (`<pergunta_id>:sim`) ou não ' +
        '(`<pergunta_id>:nao`) a uma pergunta de consentimento ou sim/não dos eventos ' +
        'exportados; quem não a respondeu fica de fora nos dois casos. Só para participantes.',
    ),
});

/** `consentimento=<id>:sim` as the question and the answer kept; null when absent. */
export function consentFilterOf(
  value: string | undefined,
): { questionId: string; answer: boolean } | null {
  const match = value ? CONSENT_FILTER.exec(value) : null;
  if (!match) return null;
  return { questionId: match[1]!.toLowerCase(), answer: match[2]!.toLowerCase() === 'sim' };
}
export const exportParamsSchema = z.object({
  kind: z.enum(EXPORT_KINDS, { error: 'Exportação desconhecida' }),
  format: z.enum(EXPORT_FORMATS, { error: 'Formato desconhecido' }),
});

/* ---------------------------------------------------------------- the reports' messages */

export const ORGANIZER_REPORT_MESSAGES = {
  eventNotFound: 'Evento não encontrado',
  ticketNotFound: 'Ingresso não encontrado',
  ticketCanceled: 'Este ingresso foi cancelado: não há o que reenviar.',
  ticketResent: 'Reenviamos o ingresso para o e-mail do participante.',
  exportsBusy: 'Já há exportações em andamento. Tente novamente em instantes.',
  consentOnlyParticipants: 'O filtro de consentimento vale só para a exportação de participantes.',
  consentQuestion: 'Pergunta de consentimento ou sim/não não encontrada nos eventos exportados.',
  idempotencyKey: 'O cabeçalho Idempotency-Key tem de 16 a 100 letras, números, "-" ou "_".',
} as const;

/**
 * POST …/participantes/:ticketId/reenvio: an optional Idempotency-Key makes one click one
 * e-mail however often the request is retried; each click (a new key, or none) sends again.
 */
export const resendTicketHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: ORGANIZER_REPORT_MESSAGES.idempotencyKey })
    .optional(),
});
export const ticketResentSchema = z.object({ message: z.string() });
