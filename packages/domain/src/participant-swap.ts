import { z } from 'zod';
import { CHECKOUT_MESSAGES } from './checkout-contract';
import { compradorRequestSchema } from './participant';

/**
 * Swapping a ticket's participant ('Trocar participante'): the order's buyer, or the participant
 * for their own ticket, hands the ticket to someone else up to a deadline the event's organizer
 * sets (hours before the event starts; null: swaps are off). Pure rules, shared by the API (which
 * decides) and the web (which shows the button only when the API says it is allowed).
 */

export const SWAP_TEXTS = {
  action: 'Trocar participante',
  settingsTitle: 'Troca de participante',
  settingsAllowed: 'Permitir que o comprador ou o participante troque o participante',
  settingsHours: 'Até quantas horas antes do início do evento',
} as const;

export const SWAP_MESSAGES = {
  swapped: 'Participante trocado. Enviamos o ingresso para o novo e-mail.',
  used: 'Este ingresso já foi utilizado e não pode ser trocado.',
  canceled: 'Este ingresso foi cancelado e não pode ser trocado.',
  disabled: 'O organizador deste evento não permite trocar o participante.',
  deadlinePassed: 'O prazo para trocar o participante deste ingresso já terminou.',
  positionInvalid: 'Ingresso não encontrado.',
  hoursInvalid: 'Informe um número inteiro de horas entre 0 e 720.',
  settingsSaved: 'Configuração de troca de participante salva.',
} as const;

/** Hours before the start, by default (the organizer may change it or turn swaps off). */
export const DEFAULT_SWAP_HOURS = 24;
/** Thirty days: a deadline further back than that is no swap at all. */
export const MAX_SWAP_HOURS = 720;

/** Until when a ticket of an event starting at `startsAt` may change hands; null: never. */
export function swapDeadline(startsAt: Date, hoursBefore: number | null): Date | null {
  if (hoursBefore === null) return null;
  return new Date(startsAt.getTime() - hoursBefore * 3_600_000);
}

export type SwapRefusal = keyof Pick<
  typeof SWAP_MESSAGES,
  'used' | 'canceled' | 'disabled' | 'deadlinePassed'
>;

/** Why this ticket cannot be swapped now, or null when it can. */
export function swapRefusal(
  ticket: { status: 'valid' | 'used' | 'canceled' },
  event: { startsAt: Date; swapHours: number | null },
  now: Date,
): SwapRefusal | null {
  if (ticket.status === 'used') return 'used';
  if (ticket.status === 'canceled') return 'canceled';
  const deadline = swapDeadline(event.startsAt, event.swapHours);
  if (deadline === null) return 'disabled';
  if (now.getTime() >= deadline.getTime()) return 'deadlinePassed';
  return null;
}

/** What the ticket views say about a swap: may it be asked now, and until when. */
export const swapStateSchema = z
  .object({
    permitida: z.boolean(),
    /** ISO 8601; null when the organizer turned swaps off. */
    prazo: z.string().nullable(),
  })
  .meta({ id: 'TrocaDeParticipante' });
export type SwapState = z.infer<typeof swapStateSchema>;

/** PUT /api/pedidos/:id/participantes/:posicao: the same fields as POST /api/comprador. */
export const participantSwapRequestSchema = compradorRequestSchema
  .omit({ id_pedido: true, posicao: true })
  .meta({ id: 'TrocaDeParticipanteDados' });
export type ParticipantSwapRequest = z.input<typeof participantSwapRequestSchema>;

export const participantSwapParamsSchema = z.object({
  id: z.uuid({ error: CHECKOUT_MESSAGES.orderNotFound }),
  posicao: z.coerce
    .number({ error: SWAP_MESSAGES.positionInvalid })
    .int({ error: SWAP_MESSAGES.positionInvalid })
    .min(1, { error: SWAP_MESSAGES.positionInvalid })
    .max(5, { error: SWAP_MESSAGES.positionInvalid }),
});

export const participantSwapResponseSchema = z
  .object({
    message: z.string(),
    ingresso: z.object({
      id: z.string(),
      posicao: z.number().int(),
      /** The new code: the old one (and its QR) no longer admits anyone. */
      codigo: z.string(),
      participante: z.object({ nome: z.string(), email: z.string() }),
    }),
  })
  .meta({ id: 'ParticipanteTrocado' });
export type ParticipantSwapResponse = z.infer<typeof participantSwapResponseSchema>;

/** The organizer's setting (GET and PUT /api/organizador/eventos/:id/troca-participante). */
export const swapSettingsSchema = z
  .object({
    permitida: z.boolean({ error: SWAP_MESSAGES.hoursInvalid }),
    horas_antes: z
      .number({ error: SWAP_MESSAGES.hoursInvalid })
      .int({ error: SWAP_MESSAGES.hoursInvalid })
      .min(0, { error: SWAP_MESSAGES.hoursInvalid })
      .max(MAX_SWAP_HOURS, { error: SWAP_MESSAGES.hoursInvalid }),
  })
  .meta({ id: 'ConfiguracaoDeTroca' });
export type SwapSettings = z.infer<typeof swapSettingsSchema>;

/** The column (hours, or null: off) as the organizer's setting, and back. */
export const swapSettingsOf = (hours: number | null): SwapSettings =>
  hours === null
    ? { permitida: false, horas_antes: DEFAULT_SWAP_HOURS }
    : { permitida: true, horas_antes: hours };
export const swapHoursOf = (settings: SwapSettings): number | null =>
  settings.permitida ? settings.horas_antes : null;
