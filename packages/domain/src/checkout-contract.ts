import { z } from 'zod';
import { billingViewSchema } from './billing-contract';
import { MAX_TICKETS_PER_ORDER } from './constants';
import { ORDER_RULE_MESSAGES } from './order-rules';

/**
 * Checkout part 1 (issue 5): orders that hold seats, and coupons. Shared by the API (validation,
 * OpenAPI) and the web (types). Field names follow the spec's §7 style: Portuguese, snake_case,
 * money in integer cents (`*_centavos`).
 */

export const ORDER_STATUSES = ['reserved', 'paid', 'expired', 'canceled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CHECKOUT_MESSAGES = {
  /** Spec §2: no tickets in navigation state or storage → /events with this error. */
  noTicketSelected: 'Nenhum ingresso selecionado',
  saveFailed: 'Erro ao salvar informações. Tente novamente.',
  participantSaved: 'Informações salvas! Preencha os dados do próximo participante.',
  allParticipantsSaved: 'Informações de todos os participantes salvas com sucesso!',
  couponInvalid: 'Cupom inválido.',
  couponError: 'Erro ao validar o cupom. Tente novamente.',
  couponLocked: 'O cupom não pode mais ser alterado depois que o PIX ou o boleto foi gerado.',
  couponTooManyAttempts:
    'Muitas tentativas de validar cupons. Aguarde alguns minutos e tente novamente.',
  holdExpired:
    'O tempo da sua reserva terminou e os ingressos foram liberados. Reserve novamente para continuar.',
  holdFailed: 'Não foi possível reservar seus ingressos. Tente novamente.',
  notEnoughSeats: 'Não há mais ingressos suficientes deste tipo. Escolha outra quantidade.',
  salesClosed: 'As vendas deste evento estão encerradas.',
  orderNotFound: 'Pedido não encontrado.',
  orderClosed: 'Este pedido não está mais reservado.',
  idempotencyKeyRequired:
    'Envie o cabeçalho Idempotency-Key (de 16 a 100 letras, números, "-" ou "_").',
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada para outro pedido.',
  participantPosition: 'Este pedido não tem um ingresso nessa posição.',
} as const;

/** 'Cupom válido! Desconto de 10% aplicado.' */
export function couponAppliedMessage(percent: number): string {
  return `Cupom válido! Desconto de ${percent}% aplicado.`;
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The headers of a call that must not happen twice (orders, payments). */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: CHECKOUT_MESSAGES.idempotencyKeyRequired })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: CHECKOUT_MESSAGES.idempotencyKeyRequired }),
});

const uuid = (message: string) => z.uuid({ error: message });

/** POST /api/pedidos: the tickets to hold (header Idempotency-Key: a retry returns the same order). */
export const createOrderRequestSchema = z
  .object({
    tickets: z
      .array(
        z.object({
          id_ticket: uuid(ORDER_RULE_MESSAGES.unknownTicket),
          quantidade_produto: z
            .number({ error: 'Quantidade inválida.' })
            .int({ error: 'Quantidade inválida.' })
            .min(1, { error: 'Quantidade inválida.' })
            .max(MAX_TICKETS_PER_ORDER, { error: ORDER_RULE_MESSAGES.orderLimit }),
        }),
      )
      .min(1, { error: ORDER_RULE_MESSAGES.noTickets })
      .max(MAX_TICKETS_PER_ORDER, { error: ORDER_RULE_MESSAGES.orderLimit }),
    /** The referral code that brought the buyer (from `?ref`); unknown codes are ignored. */
    codigo_afiliado: z.string().trim().max(64).nullish(),
  })
  .meta({ id: 'NovoPedido' });
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const orderIdParamsSchema = z.object({ id: uuid(CHECKOUT_MESSAGES.orderNotFound) });

export const orderViewSchema = z
  .object({
    id: z.string(),
    /** The order number buyers see and quote (confirmation, e-mails). */
    numero: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    /** When the hold ends (ISO 8601, UTC), and the server's clock, for a skew-free countdown. */
    expira_em: z.string(),
    agora: z.string(),
    evento: z.object({
      id: z.string(),
      titulo: z.string(),
      /** '15 de Dezembro, 2026' */
      data: z.string(),
      imagem: z.string(),
    }),
    itens: z.array(
      z.object({
        id_ticket: z.string(),
        nome: z.string(),
        preco_unitario_centavos: z.number().int(),
        quantidade: z.number().int(),
        subtotal_centavos: z.number().int(),
      }),
    ),
    quantidade_ingressos: z.number().int(),
    subtotal_centavos: z.number().int(),
    cupom: z.object({ nome: z.string(), desconto: z.number() }).nullable(),
    desconto_centavos: z.number().int(),
    /** The platform's fee the buyer pays on top of the tickets (0: 'Grátis'). */
    taxa_servico_centavos: z.number().int(),
    total_centavos: z.number().int(),
    /** Card instalments for the total (interest from 2×, each ≥ R$ 5,00). */
    parcelas: z.array(
      z.object({
        quantidade: z.number().int(),
        valor_parcela_centavos: z.number().int(),
        total_centavos: z.number().int(),
        juros_centavos: z.number().int(),
      }),
    ),
    /** Participants saved so far, by ticket position (1 to quantidade_ingressos). */
    participantes: z.array(z.object({ posicao: z.number().int(), id_comprador: z.string() })),
    /** The latest payment attempt (issue 6), or null before any. */
    pagamento: z
      .object({
        metodo: z.enum(['credit-card', 'pix', 'boleto', 'free']),
        status: z.string(),
        parcelas: z.number().int(),
        valor_parcela_centavos: z.number().int(),
        juros_centavos: z.number().int(),
        total_pago_centavos: z.number().int(),
      })
      .nullable(),
    /**
     * Payments whose money goes (or went) back automatically: one that arrived after the order
     * was paid another way ('duplicado'), or after its seats were gone ('atrasado').
     */
    estornos: z.array(
      z.object({
        metodo: z.enum(['credit-card', 'pix', 'boleto', 'free']),
        valor_centavos: z.number().int(),
        motivo: z.enum(['duplicado', 'atrasado']),
        situacao: z.enum(['em andamento', 'estornado']),
        /** When the money went back (ISO 8601), or null while in progress. */
        estornado_em: z.string().nullable(),
      }),
    ),
    /**
     * Who pays and the nota fiscal's data (GET /api/pedidos/:id only): null when the payment
     * carried none (a free order, or none tried yet).
     */
    faturamento: billingViewSchema.nullable().optional(),
  })
  .meta({ id: 'Pedido' });
export type OrderView = z.infer<typeof orderViewSchema>;

/** POST /api/cupom-desconto/valida-cupom/ (spec §7), optionally applying it to an order. */
export const validateCouponRequestSchema = z
  .object({
    nome_cupom: z.string().max(64, { error: CHECKOUT_MESSAGES.couponInvalid }),
    /** With an order: a valid coupon is applied to it; an empty or invalid one removes it. */
    id_pedido: uuid(CHECKOUT_MESSAGES.orderNotFound).optional(),
    /** Without an order: the event the coupon is for (event-only coupons need it). */
    ID_evento: uuid('Evento inválido.').optional(),
  })
  .meta({ id: 'ValidacaoDeCupom' });
export type ValidateCouponRequest = z.input<typeof validateCouponRequestSchema>;

export const validateCouponResponseSchema = z
  .object({ valido: z.boolean(), desconto: z.number() })
  .meta({ id: 'ResultadoDoCupom' });
export type ValidateCouponResponse = z.infer<typeof validateCouponResponseSchema>;
