import { z } from 'zod';

/**
 * The virtual queue of an on-sale ('Fila virtual', issue 32). While an event's queue is on, a
 * buyer reaches the checkout only when admitted: arriving buyers join (after the proof of work
 * the payment already uses) and get a signed queue ticket; admission is first come, first served
 * at the organizer's rate, the same in every process (PostgreSQL), and survives a reload or a
 * restart (the ticket is kept by the browser). A buyer who stops asking loses the place after a
 * grace period; an admitted buyer has a window to hold tickets.
 *
 * API:
 * - GET  /api/eventos/:id/fila → VirtualQueueState (is the queue on?)
 * - POST /api/eventos/:id/fila ← { prova } (ALTCHA payload) → 201 VirtualQueueTicketStatus;
 *   with the header of a ticket still in the queue, the same place (200)
 * - GET  /api/eventos/:id/fila/situacao (header X-Fila-Ticket) → VirtualQueueTicketStatus
 * - POST /api/pedidos with header X-Fila-Ticket: refused (409, `codigo: 'fila_virtual'`) while
 *   the queue is on and the ticket is not admitted
 * - GET/PUT /api/organizador/eventos/:id/fila-virtual ← virtualQueueSettingsSchema
 *   → OrganizerVirtualQueueView
 */

export const VIRTUAL_QUEUE_TICKET_HEADER = 'x-fila-ticket';

/** 'desligada': no queue; 'ligada': always on; 'automatica': on while holds pass the threshold. */
export const VIRTUAL_QUEUE_MODES = ['desligada', 'ligada', 'automatica'] as const;
export type VirtualQueueMode = (typeof VIRTUAL_QUEUE_MODES)[number];

export const VIRTUAL_QUEUE_MODE_LABELS: Record<VirtualQueueMode, string> = {
  desligada: 'Desligada',
  ligada: 'Ligada',
  automatica: 'Automática (liga sozinha no pico)',
};

export const VIRTUAL_QUEUE_LIMITS = {
  minRate: 1,
  maxRate: 100_000,
  minThreshold: 1,
  maxThreshold: 100_000,
} as const;

export const VIRTUAL_QUEUE_MESSAGES = {
  modeInvalid: 'Escolha como a fila virtual funciona',
  rateInvalid: `Pessoas por minuto deve ser um número inteiro entre ${VIRTUAL_QUEUE_LIMITS.minRate} e ${VIRTUAL_QUEUE_LIMITS.maxRate.toLocaleString('pt-BR')}`,
  thresholdInvalid: `Reservas por segundo deve ser um número inteiro entre ${VIRTUAL_QUEUE_LIMITS.minThreshold} e ${VIRTUAL_QUEUE_LIMITS.maxThreshold.toLocaleString('pt-BR')}`,
  saved: 'Fila virtual salva.',
  admissionRequired:
    'A venda deste evento está com fila virtual: entre na fila para comprar seus ingressos.',
  ticketInvalid: 'Sua senha da fila não é válida para este evento. Entre na fila novamente.',
  proofInvalid: 'Não foi possível confirmar que você não é um robô. Tente novamente.',
  queueOff: 'A fila virtual deste evento não está ativa: você já pode comprar.',
  eventNotFound: 'Evento não encontrado',
} as const;

/** The `codigo` of the 409 a hold gets without an admission, so the page can send the buyer in. */
export const VIRTUAL_QUEUE_REFUSAL_CODE = 'fila_virtual';

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, { message });

export const virtualQueueSettingsSchema = z.object({
  modo: z.enum(VIRTUAL_QUEUE_MODES, { error: VIRTUAL_QUEUE_MESSAGES.modeInvalid }),
  por_minuto: wholeNumber(
    VIRTUAL_QUEUE_MESSAGES.rateInvalid,
    VIRTUAL_QUEUE_LIMITS.minRate,
    VIRTUAL_QUEUE_LIMITS.maxRate,
  ),
  limite_reservas_por_segundo: wholeNumber(
    VIRTUAL_QUEUE_MESSAGES.thresholdInvalid,
    VIRTUAL_QUEUE_LIMITS.minThreshold,
    VIRTUAL_QUEUE_LIMITS.maxThreshold,
  ),
});
export type VirtualQueueSettingsInput = z.input<typeof virtualQueueSettingsSchema>;
export type VirtualQueueSettings = z.output<typeof virtualQueueSettingsSchema>;

export const DEFAULT_VIRTUAL_QUEUE_SETTINGS: VirtualQueueSettings = {
  modo: 'desligada',
  por_minuto: 300,
  limite_reservas_por_segundo: 20,
};

/** GET /api/eventos/:id/fila */
export interface VirtualQueueState {
  ativa: boolean;
  /** Buyers admitted per minute while on. */
  por_minuto: number | null;
}

export const VIRTUAL_QUEUE_SITUATIONS = [
  /** In line: `posicao` and `espera_estimada_segundos` say where and how long. */
  'aguardando',
  /** Admitted: hold tickets until `admitido_ate`. */
  'admitido',
  /** The admission window passed, or the place was lost after the grace period. */
  'expirado',
  /** The queue was turned off: go straight to the checkout. */
  'encerrada',
] as const;
export type VirtualQueueSituation = (typeof VIRTUAL_QUEUE_SITUATIONS)[number];

export const virtualQueueJoinSchema = z.object({
  /** The ALTCHA payload (or reCAPTCHA token) of the bot check. */
  prova: z.string({ error: VIRTUAL_QUEUE_MESSAGES.proofInvalid }).min(1).max(10_000),
});

/** POST /api/eventos/:id/fila, GET /api/eventos/:id/fila/situacao */
export interface VirtualQueueTicketStatus {
  /** The signed queue ticket: send it back in the X-Fila-Ticket header. */
  ticket: string;
  situacao: VirtualQueueSituation;
  /** 1 for the next to be admitted; null unless 'aguardando'. */
  posicao: number | null;
  espera_estimada_segundos: number | null;
  /** Until when an admitted buyer may hold tickets (ISO); null unless 'admitido'. */
  admitido_ate: string | null;
  por_minuto: number | null;
  /** When to ask again, in seconds (the page polls). */
  consultar_em_segundos: number;
}

/** GET/PUT /api/organizador/eventos/:id/fila-virtual */
export interface OrganizerVirtualQueueView extends VirtualQueueSettings {
  salvo: boolean;
  ativa: boolean;
  ativa_desde: string | null;
  aguardando: number;
  admitidos: number;
  desistentes: number;
  espera_estimada_segundos: number;
}
