import { z } from 'zod';

/**
 * Name badges printed at the registration desk (issue 31): per event a layout (the size and
 * what to print); 'Imprimir crachás' prints all or a filtered set as one PDF, 'Imprimir crachá'
 * one participant as they arrive (door page, organizer's check-in page, participant list).
 *
 * API:
 * - GET /api/organizador/eventos/:eventId/crachas → BadgesView (layout + how many printed)
 * - PUT /api/organizador/eventos/:eventId/crachas/layout ← badgeLayoutSchema
 * - GET /api/organizador/eventos/:eventId/crachas.pdf?tipo=&presenca=&busca= ('Imprimir crachás')
 * - GET /api/organizador/eventos/:eventId/crachas/:ticketId.pdf ('Imprimir crachá')
 * - GET /api/check-in/:token/crachas/:ticketId.pdf (the door's scanner link, same PDF)
 * Each PDF served counts its badges as printed.
 */

export const BADGE_SIZES = ['a6', 'etiquetas_4', 'etiquetas_8'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];

export const BADGE_SIZE_LABELS: Record<BadgeSize, string> = {
  a6: 'A6 (um crachá por folha)',
  etiquetas_4: 'Etiquetas, 4 por folha A4',
  etiquetas_8: 'Etiquetas, 8 por folha A4',
};

/** What a badge may carry besides the name (always printed, largest). */
export const BADGE_FIELDS = ['empresa', 'cargo', 'tipo_ingresso', 'qr'] as const;
export type BadgeField = (typeof BADGE_FIELDS)[number];

export const BADGE_FIELD_LABELS: Record<BadgeField, string> = {
  empresa: 'Empresa',
  cargo: 'Cargo',
  tipo_ingresso: 'Tipo de ingresso',
  qr: 'QR Code do ingresso',
};

export const BADGE_PRESENCE_FILTERS = ['todos', 'presentes', 'ausentes'] as const;
export type BadgePresenceFilter = (typeof BADGE_PRESENCE_FILTERS)[number];

export const BADGE_MESSAGES = {
  sizeInvalid: 'Escolha o tamanho do crachá',
  fieldInvalid: 'Campo de crachá desconhecido',
  saved: 'Modelo de crachá salvo.',
  noneToPrint: 'Nenhum participante corresponde ao filtro.',
  ticketNotFound: 'Ingresso não encontrado neste evento.',
  ticketCanceled: 'Ingresso cancelado: não há crachá para imprimir.',
  eventNotFound: 'Evento não encontrado',
} as const;

export const badgeLayoutSchema = z.object({
  tamanho: z.enum(BADGE_SIZES, { error: BADGE_MESSAGES.sizeInvalid }),
  campos: z
    .array(z.enum(BADGE_FIELDS, { error: BADGE_MESSAGES.fieldInvalid }))
    .transform((fields) => BADGE_FIELDS.filter((field) => fields.includes(field))),
});
export type BadgeLayout = z.output<typeof badgeLayoutSchema>;

export const DEFAULT_BADGE_LAYOUT: BadgeLayout = {
  tamanho: 'a6',
  campos: ['empresa', 'cargo', 'tipo_ingresso', 'qr'],
};

/** The query of 'Imprimir crachás' (every field optional). */
export const badgeFilterSchema = z.object({
  /** A ticket type's id. */
  tipo: z.uuid().optional(),
  presenca: z.enum(BADGE_PRESENCE_FILTERS).default('todos'),
  /** Part of the name, e-mail or company. */
  busca: z.string().trim().max(100).optional(),
});
export type BadgeFilter = z.output<typeof badgeFilterSchema>;

/** GET /api/organizador/eventos/:eventId/crachas */
export interface BadgesView {
  layout: BadgeLayout;
  /** Whether the layout was ever saved (false: the default). */
  salvo: boolean;
  /** Badges printed so far (each badge in each PDF served). */
  impressos: number;
}

export const badgesViewSchema = z.object({
  // The layout as saved (no transform: a response is only described, never parsed).
  layout: z.object({ tamanho: z.enum(BADGE_SIZES), campos: z.array(z.enum(BADGE_FIELDS)) }),
  salvo: z.boolean(),
  impressos: z.number().int(),
}) satisfies z.ZodType<BadgesView>;

/** 'Imprimir crachá': one ticket of the event (the organizer's and the door's). */
export const badgeTicketParamsSchema = z.object({
  eventId: z.uuid({ error: BADGE_MESSAGES.eventNotFound }),
  ticketId: z.uuid({ error: BADGE_MESSAGES.ticketNotFound }),
});

/** The door's 'Imprimir crachá': the scanner link's token is the credential. */
export const doorBadgeParamsSchema = z.object({
  token: z.string(),
  ticketId: z.uuid({ error: BADGE_MESSAGES.ticketNotFound }),
});

/** A badge's printed size in PDF points (1/72 in) and how many fit a sheet. */
export const BADGE_SHEETS: Record<
  BadgeSize,
  { page: [width: number, height: number]; columns: number; rows: number }
> = {
  a6: { page: [297.64, 419.53], columns: 1, rows: 1 },
  etiquetas_4: { page: [595.28, 841.89], columns: 2, rows: 2 },
  etiquetas_8: { page: [595.28, 841.89], columns: 2, rows: 4 },
};
