import { z } from 'zod';
import {
  CHECK_IN_MESSAGES,
  CHECK_IN_RESULTS,
  MAX_ENTRY_LENGTH,
  MAX_SYNC_SCANS,
} from './check-in-texts';

/**
 * Check-in at the door (issue 15): scanner links for door staff (no account, a token in the
 * URL), the scanner's API, and the organizer's live occupancy. Field names in the API's
 * Portuguese snake_case; the texts door staff and organizers read are here, shared by both sides.
 */

export {
  CHECK_IN_MESSAGES,
  CHECK_IN_RESULT_TEXTS,
  CHECK_IN_RESULTS,
  CHECK_IN_TEXTS,
  MAX_ENTRY_LENGTH,
  MAX_SYNC_SCANS,
  type CheckInResult,
} from './check-in-texts';

/** A scanner link's token: 32 random bytes in base64url. */
export const SCANNER_TOKEN_LENGTH = 43;
export const scannerTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: CHECK_IN_MESSAGES.linkRefused }),
});

/** What the scanner reads, typed or scanned: a QR payload or a ticket's code. */
const entrySchema = z
  .string({ error: CHECK_IN_MESSAGES.entryRequired })
  .trim()
  .min(1, { error: CHECK_IN_MESSAGES.entryRequired })
  .max(MAX_ENTRY_LENGTH, { error: CHECK_IN_MESSAGES.notATicket });
/**
 * In an offline upload, an entry of any length is taken (cut to MAX_ENTRY_LENGTH) and recorded
 * as what it is — at most 'Inválido' — rather than refusing the whole batch for one odd scan.
 */
const queuedEntrySchema = z
  .string({ error: CHECK_IN_MESSAGES.entryRequired })
  .transform((text) => text.trim().slice(0, MAX_ENTRY_LENGTH));
/** Made by the scanner for each scan, so that sending it again changes nothing. */
const nonceSchema = z.uuid({ error: CHECK_IN_MESSAGES.nonceInvalid });

// --- the organizer: scanner links ----------------------------------------------------------

export const createScannerLinkRequestSchema = z
  .object({
    rotulo: z
      .string({ error: CHECK_IN_MESSAGES.labelRequired })
      .trim()
      .min(1, { error: CHECK_IN_MESSAGES.labelRequired })
      .max(60, { error: CHECK_IN_MESSAGES.labelTooLong }),
    /** ISO 8601; by default 24 hours after the event ends; at most 7 days after it. */
    expira_em: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'NovoLinkDeCheckIn' });
export type CreateScannerLinkRequest = z.infer<typeof createScannerLinkRequestSchema>;

export const SCANNER_LINK_STATUSES = ['Ativo', 'Expirado', 'Revogado'] as const;

const scannerLinkSchema = z
  .object({
    id: z.string(),
    rotulo: z.string(),
    criado_em: z.string(),
    expira_em: z.string(),
    revogado_em: z.string().nullable(),
    situacao: z.enum(SCANNER_LINK_STATUSES),
    /** Scans made with the link. */
    leituras: z.number().int(),
  })
  .meta({ id: 'LinkDeCheckIn' });
export type ScannerLink = z.infer<typeof scannerLinkSchema>;

/** The new link, with its URL: shown once (the server keeps only the token's hash). */
export const createdScannerLinkSchema = scannerLinkSchema
  .extend({ url: z.string(), token: z.string() })
  .meta({ id: 'LinkDeCheckInCriado' });
export type CreatedScannerLink = z.infer<typeof createdScannerLinkSchema>;

export const scannerLinksResponseSchema = z
  .object({
    evento: z.object({ id: z.string(), titulo: z.string() }),
    links: z.array(scannerLinkSchema),
  })
  .meta({ id: 'LinksDeCheckIn' });
export type ScannerLinksResponse = z.infer<typeof scannerLinksResponseSchema>;

export const scannerLinkIdParamsSchema = z.object({
  id: z.uuid({ error: CHECK_IN_MESSAGES.linkNotFound }),
});

// --- the organizer: events and live occupancy ----------------------------------------------

/** GET /api/organizador/check-in/eventos: the events door staff can be sent to. */
export const checkInEventsResponseSchema = z
  .object({
    eventos: z.array(
      z.object({
        id: z.string(),
        titulo: z.string(),
        /** '15 de Dezembro, 2026' and '09:00 - 18:00', in São Paulo. */
        data: z.string(),
        horario: z.string(),
        encerrado: z.boolean(),
        presentes: z.number().int(),
        total: z.number().int(),
        links_ativos: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'EventosParaCheckIn' });
export type CheckInEventsResponse = z.infer<typeof checkInEventsResponseSchema>;

const scanSummarySchema = z.object({
  id: z.string(),
  /** ISO 8601: when the door scanned it (the device's clock for offline scans). */
  lido_em: z.string(),
  portao: z.string(),
  resultado: z.enum(CHECK_IN_RESULTS),
  offline: z.boolean(),
  codigo: z.string().nullable(),
  participante: z.string().nullable(),
  tipo: z.string().nullable(),
  /**
   * The ticket scanned (null when none was identified), for 'Imprimir crachá' after an admission
   * (issue 31).
   */
  ingresso_id: z.string().nullable(),
});
export type ScanSummary = z.infer<typeof scanSummarySchema>;

/**
 * One ticket that let more than one person in while devices were apart (or a cancelled ticket
 * admitted offline): the scan that counts as its check-in and every other admission.
 */
const conflictSchema = z.object({
  ingresso_id: z.string(),
  codigo: z.string(),
  participante: z.string(),
  tipo: z.string(),
  status: z.enum(['valid', 'used', 'canceled']),
  /** The admission that counts (the earliest); null when the ticket is cancelled. */
  check_in: z.object({ lido_em: z.string(), portao: z.string() }).nullable(),
  outras_entradas: z.array(
    z.object({ lido_em: z.string(), portao: z.string(), offline: z.boolean() }),
  ),
});
export type CheckInConflict = z.infer<typeof conflictSchema>;

/** GET /api/organizador/eventos/:id/check-in: how many people are inside, live. */
export const occupancyResponseSchema = z
  .object({
    evento: z.object({ id: z.string(), titulo: z.string(), data: z.string(), horario: z.string() }),
    /** Tickets checked in. */
    presentes: z.number().int(),
    /** Tickets issued and not cancelled. */
    total: z.number().int(),
    por_tipo: z.array(
      z.object({ tipo: z.string(), presentes: z.number().int(), total: z.number().int() }),
    ),
    /** Per scanner link: check-ins it made and scans it sent. */
    por_portao: z.array(
      z.object({
        id: z.string(),
        portao: z.string(),
        presentes: z.number().int(),
        leituras: z.number().int(),
        ultima_leitura: z.string().nullable(),
      }),
    ),
    ultimas_leituras: z.array(scanSummarySchema),
    conflitos: z.array(conflictSchema),
    atualizado_em: z.string(),
  })
  .meta({ id: 'OcupacaoDoEvento' });
export type OccupancyResponse = z.infer<typeof occupancyResponseSchema>;

// --- the scanner (a token in the path, no account) -----------------------------------------

/** GET /api/check-in/:token: what the scanner needs to start. */
export const scannerSessionSchema = z
  .object({
    portao: z.object({ id: z.string(), rotulo: z.string(), expira_em: z.string() }),
    evento: z.object({
      id: z.string(),
      titulo: z.string(),
      data: z.string(),
      horario: z.string(),
      local: z.string(),
    }),
    /** The Ed25519 key the QR payloads are signed with (raw, base64url). */
    chave_publica: z.string(),
  })
  .meta({ id: 'SessaoDoLeitor' });
export type ScannerSession = z.infer<typeof scannerSessionSchema>;

export const TICKET_LIST_STATUSES = ['valid', 'used', 'canceled'] as const;
export type TicketListStatus = (typeof TICKET_LIST_STATUSES)[number];

const listedTicketSchema = z.object({
  id: z.string(),
  codigo: z.string(),
  tipo: z.string(),
  nome: z.string(),
  email: z.string(),
  status: z.enum(TICKET_LIST_STATUSES),
  /** When and where it was checked in (status 'used'). */
  utilizado_em: z.string().nullable(),
  portao: z.string().nullable(),
});
export type ListedTicket = z.infer<typeof listedTicketSchema>;

/** GET /api/check-in/:token/ingressos: the event's tickets, kept on the device for offline. */
export const scannerTicketListSchema = z
  .object({
    sincronizado_em: z.string(),
    ingressos: z.array(listedTicketSchema),
  })
  .meta({ id: 'IngressosDoLeitor' });
export type ScannerTicketList = z.infer<typeof scannerTicketListSchema>;

/** POST /api/check-in/:token/leituras: one scan, online. */
export const scanRequestSchema = z
  .object({ nonce: nonceSchema, entrada: entrySchema })
  .meta({ id: 'Leitura' });
export type ScanRequest = z.infer<typeof scanRequestSchema>;

/** The verdict, for the door. */
export const scanResponseSchema = z
  .object({
    nonce: z.string(),
    resultado: z.enum(CHECK_IN_RESULTS),
    /** 'Válido', 'Já utilizado' or 'Inválido'. */
    mensagem: z.string(),
    /** Why it is invalid; null otherwise. */
    motivo: z.string().nullable(),
    ingresso: z
      .object({ id: z.string(), codigo: z.string(), nome: z.string(), tipo: z.string() })
      .nullable(),
    /** For 'Já utilizado': when and at which gate it was checked in. */
    utilizado_em: z.string().nullable(),
    portao: z.string().nullable(),
  })
  .meta({ id: 'ResultadoDaLeitura' });
export type ScanResponse = z.infer<typeof scanResponseSchema>;

/** POST /api/check-in/:token/sincronizar: the scans made offline, each as the door answered. */
export const syncRequestSchema = z
  .object({
    leituras: z
      .array(
        z.object({
          nonce: nonceSchema,
          entrada: queuedEntrySchema,
          /** What the device told the door. */
          resultado: z.enum(CHECK_IN_RESULTS),
          /** ISO 8601, the device's clock. */
          lido_em: z.iso.datetime({ offset: true }),
        }),
      )
      .max(MAX_SYNC_SCANS, { error: CHECK_IN_MESSAGES.tooManyScans }),
  })
  .meta({ id: 'SincronizacaoDeLeituras' });
export type SyncRequest = z.infer<typeof syncRequestSchema>;
export type OfflineScan = SyncRequest['leituras'][number];

export const syncResponseSchema = z
  .object({
    /** Nonces the server now holds (sent before or now): remove them from the queue. */
    recebidas: z.array(z.string()),
    /** Of those sent now, admissions that collided with another check-in of the same ticket. */
    conflitos: z.number().int(),
  })
  .meta({ id: 'ResultadoDaSincronizacao' });
export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** GET /api/check-in/:token/busca?q=: a guest without their QR, by name or e-mail. */
export const scannerSearchQuerySchema = z.object({
  q: z
    .string({ error: CHECK_IN_MESSAGES.searchTooShort })
    .trim()
    .min(2, { error: CHECK_IN_MESSAGES.searchTooShort })
    .max(100),
});
export const scannerSearchResponseSchema = z
  .object({ ingressos: z.array(listedTicketSchema) })
  .meta({ id: 'BuscaDoLeitor' });
export type ScannerSearchResponse = z.infer<typeof scannerSearchResponseSchema>;
