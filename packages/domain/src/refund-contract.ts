import { z } from 'zod';
import { MAX_TICKETS_PER_ORDER } from './constants';

/*
 * Refunds and event cancellation (issue 18). Field names follow the API's style (Portuguese,
 * snake_case, money in integer cents). Routes:
 *
 * Buyer (the order's buyer key cookie or its signed-in owner):
 *   GET  /api/pedidos/:id/cancelamento            → OrderCancellation
 *   POST /api/pedidos/:id/cancelamento             (Idempotency-Key) CancelOrderRequest → OrderCancellation
 *   POST /api/pedidos/:id/reembolsos/:refundId/chave-pix  PixKeyRequest → OrderCancellation
 * Organizer (role admin, own events):
 *   GET  /api/organizador/eventos/:eventId/pedidos?busca=&pagina=   → OrganizerOrdersPage
 *   POST /api/organizador/pedidos/:orderId/reembolso (Idempotency-Key) OrganizerRefundRequest → OrganizerOrder
 *   GET  /api/organizador/reembolsos-a-pagar       → RefundsToPay (boleto refunds awaiting a transfer)
 *   POST /api/organizador/reembolsos/:refundId/pago → RefundToPay
 *   POST /api/organizador/eventos/:eventId/cancelamento           → EventCancellationProgress
 *   GET  /api/organizador/eventos/:eventId/cancelamento           → EventCancellationProgress
 *   POST /api/organizador/eventos/:eventId/cancelamento/tentar-novamente → EventCancellationProgress
 */

export const REFUND_MESSAGES = {
  orderNotFound: 'Pedido não encontrado.',
  refundNotFound: 'Reembolso não encontrado.',
  eventNotFound: 'Evento não encontrado',
  positionsInvalid: 'Escolha ao menos um ingresso deste pedido que ainda não foi cancelado.',
  ticketsNotIssued:
    'Os ingressos deste pedido ainda estão sendo emitidos. Tente o reembolso parcial em instantes.',
  pixKeyRequired: 'Informe a chave PIX para receber o reembolso do boleto.',
  pixKeyInvalid: 'Chave PIX inválida. Use CPF, CNPJ, e-mail, celular (+55…) ou chave aleatória.',
  pixKeyNotNeeded: 'Este reembolso não precisa de chave PIX.',
  refundNotToPay: 'Este reembolso não está aguardando pagamento.',
  eventAlreadyCanceled: 'Este evento já foi cancelado.',
  eventCanceled: 'Evento cancelado. Os reembolsos estão em andamento.',
  orderCanceled: 'Pedido cancelado. O reembolso está em andamento.',
  orderCanceledBoleto:
    'Pedido cancelado. O valor será devolvido por PIX na chave informada pelo organizador.',
  refundDone: 'Reembolso concluído.',
  refundMarkedPaid: 'Reembolso marcado como pago.',
  retryQueued: 'Reembolsos com falha enviados novamente.',
} as const;

/** A refund's state, as shown: money on its way, back, or (boleto) waiting for a PIX transfer. */
export const REFUND_STATES = ['pendente', 'concluido', 'aguardando_chave', 'a_pagar'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pendente: 'Reembolso em andamento',
  concluido: 'Reembolsado',
  aguardando_chave: 'Aguardando chave PIX',
  a_pagar: 'A pagar pelo organizador',
};

export const REFUND_REASONS = ['comprador', 'organizador', 'evento_cancelado'] as const;
export type RefundReasonLabel = (typeof REFUND_REASONS)[number];

/** What the screens call a refunded order or ticket. */
export const CANCELED_LABEL = 'Cancelado';

const positionsSchema = z
  .array(z.int().min(1).max(MAX_TICKETS_PER_ORDER), { error: REFUND_MESSAGES.positionsInvalid })
  .min(1, { error: REFUND_MESSAGES.positionsInvalid })
  .max(MAX_TICKETS_PER_ORDER, { error: REFUND_MESSAGES.positionsInvalid });

/**
 * A PIX key: CPF/CNPJ (digits, punctuation allowed), e-mail, phone in +55 form, or a random key
 * (UUID). Trimmed; what is stored is what the organizer will type into their bank.
 */
export const pixKeySchema = z
  .string({ error: REFUND_MESSAGES.pixKeyRequired })
  .trim()
  .min(1, { error: REFUND_MESSAGES.pixKeyRequired })
  .max(77, { error: REFUND_MESSAGES.pixKeyInvalid })
  .refine(isPixKey, { error: REFUND_MESSAGES.pixKeyInvalid });

export function isPixKey(text: string): boolean {
  const value = text.trim();
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(value)) return true;
  if (/^\+55\d{10,11}$/.test(value.replace(/[\s()-]/g, ''))) return true;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return true;
  const digits = value.replace(/[.\-/\s]/g, '');
  return /^\d{11}$/.test(digits) || /^\d{14}$/.test(digits);
}

/** POST /api/pedidos/:id/cancelamento: every ticket left, or some (`ingressos`: positions). */
export const cancelOrderRequestSchema = z.object({
  ingressos: positionsSchema.optional(),
  /** Boleto orders: where the money goes back. */
  chave_pix: pixKeySchema.optional(),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequestSchema>;

export const pixKeyRequestSchema = z.object({ chave_pix: pixKeySchema });

export const organizerRefundRequestSchema = z.object({
  /** Positions to refund; all the tickets left when absent. */
  ingressos: positionsSchema.optional(),
  /** Required (true) when a ticket refunded was used at the door: the organizer was told. */
  confirmar_utilizados: z.boolean().optional(),
});
export type OrganizerRefundRequest = z.input<typeof organizerRefundRequestSchema>;

export const refundIdParamsSchema = z.object({
  id: z.uuid({ error: REFUND_MESSAGES.orderNotFound }),
  refundId: z.uuid({ error: REFUND_MESSAGES.refundNotFound }),
});
export const refundOnlyParamsSchema = z.object({
  refundId: z.uuid({ error: REFUND_MESSAGES.refundNotFound }),
});
export const organizerOrderParamsSchema = z.object({
  orderId: z.uuid({ error: REFUND_MESSAGES.orderNotFound }),
});

export const refundViewSchema = z.object({
  id: z.string(),
  valor_centavos: z.int(),
  metodo: z.enum(['credit-card', 'pix', 'boleto', 'free']),
  situacao: z.enum(REFUND_STATES),
  motivo: z.enum(REFUND_REASONS),
  /** Positions of the tickets this refund cancelled. */
  ingressos: z.array(z.int()),
  criado_em: z.string(),
  concluido_em: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const orderTicketStateSchema = z.object({
  posicao: z.int(),
  participante: z.string(),
  tipo: z.string(),
  /** Its type's price when ordered. */
  preco_centavos: z.int(),
  /**
   * What cancelling it now gives back (0 once cancelled): what was paid for it after the coupon,
   * its share of the instalment interest and, when it goes back, of the service fee.
   */
  reembolso_centavos: z.int(),
  status: z.enum(['valid', 'used', 'canceled']),
});

/** GET /api/pedidos/:id/cancelamento: what the buyer may do now, and what was done. */
export const orderCancellationSchema = z.object({
  pedido_id: z.string(),
  numero: z.int(),
  /** 'paid' (maybe partly refunded) or 'refunded' (every ticket cancelled). */
  status: z.string(),
  evento: z.object({ id: z.string(), titulo: z.string(), inicio: z.string() }),
  metodo: z.enum(['credit-card', 'pix', 'boleto', 'free']).nullable(),
  total_pago_centavos: z.int(),
  reembolsado_centavos: z.int(),
  /** May the buyer cancel (the rest of) the order now? */
  permitido: z.boolean(),
  /** Why not, in pt-BR (null when allowed). */
  mensagem: z.string().nullable(),
  /** Until when the buyer may cancel (ISO), when allowed. */
  prazo: z.string().nullable(),
  /** What cancelling every ticket the buyer may still cancel (left, not used) would give back. */
  valor_reembolso_centavos: z.int(),
  /** Boleto: the refund goes by PIX to a key the buyer gives. */
  precisa_chave_pix: z.boolean(),
  ingressos: z.array(orderTicketStateSchema),
  reembolsos: z.array(refundViewSchema),
});
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;

export const organizerOrdersQuerySchema = z.object({
  busca: z.string().trim().max(120).optional(),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** One order in the event report's order list. */
export const organizerOrderSchema = z.object({
  id: z.string(),
  numero: z.int(),
  comprador_nome: z.string(),
  comprador_email: z.string(),
  metodo: z.enum(['credit-card', 'pix', 'boleto', 'free']).nullable(),
  status: z.string(),
  total_pago_centavos: z.int(),
  reembolsado_centavos: z.int(),
  pago_em: z.string().nullable(),
  ingressos: z.array(orderTicketStateSchema),
  reembolsos: z.array(refundViewSchema),
});
export type OrganizerOrder = z.infer<typeof organizerOrderSchema>;

export const organizerOrdersPageSchema = z.object({
  pedidos: z.array(organizerOrderSchema),
  total: z.int(),
  pagina: z.int(),
  por_pagina: z.int(),
});
export type OrganizerOrdersPage = z.infer<typeof organizerOrdersPageSchema>;

export const refundToPaySchema = z.object({
  id: z.string(),
  pedido_id: z.string(),
  pedido_numero: z.int(),
  evento_id: z.string(),
  evento_titulo: z.string(),
  comprador_nome: z.string(),
  comprador_email: z.string(),
  valor_centavos: z.int(),
  chave_pix: z.string().nullable(),
  situacao: z.enum(REFUND_STATES),
  criado_em: z.string(),
});
export type RefundToPay = z.infer<typeof refundToPaySchema>;
export const refundsToPaySchema = z.object({ reembolsos: z.array(refundToPaySchema) });
export type RefundsToPay = z.infer<typeof refundsToPaySchema>;

/** 'N de M reembolsados', and what is still in the way. */
export const eventCancellationProgressSchema = z.object({
  evento_id: z.string(),
  cancelado_em: z.string().nullable(),
  /** M: the paid orders the cancellation refunds. */
  total: z.int(),
  /** N: those whose money went back (boleto: marked paid by the organizer). */
  reembolsados: z.int(),
  em_andamento: z.int(),
  /** Boleto orders waiting for the buyer's PIX key or the organizer's transfer. */
  aguardando_pix: z.int(),
  falhas: z.array(
    z.object({ pedido_id: z.string(), numero: z.int(), erro: z.string(), tentativas: z.int() }),
  ),
});
export type EventCancellationProgress = z.infer<typeof eventCancellationProgressSchema>;

/** 'N de M reembolsados' */
export function refundProgressText(done: number, total: number): string {
  return `${done} de ${total} reembolsados`;
}
