import { z } from 'zod';
import { billingFields, checkBilling } from './billing-contract';
import { MAX_INSTALMENTS, MAX_TICKETS_PER_ORDER } from './constants';
import { formatBRL } from './money';

/**
 * Checkout part 2 (issue 6): the bot check and the three ways to pay, with the spec's §7 field
 * names. Shared by the API (validation, OpenAPI) and the web (types, messages). The server takes
 * every amount from the order (`id_pedido`); amounts the client sends are only compared, and a
 * mismatch is refused.
 */

export const PAYMENT_MESSAGES = {
  /** POST /api/pedidos/:id/inscricao-gratuita, past the free orders allowed per IP in an hour. */
  tooManyFreeOrders:
    'Muitas inscrições gratuitas feitas a partir desta conexão. Tente novamente em uma hora.',
  // Spec §8 Checkout, letter for letter.
  recaptchaMissing: 'Token do reCAPTCHA não recebido.',
  recaptchaFailed: 'Erro ao validar reCAPTCHA. Tente novamente.',
  noTicketSelected: 'Nenhum ingresso selecionado.',
  cpfRequired: 'CPF é obrigatório.',
  encryptionFailed: 'Falha ao criptografar os dados',
  publicKeyMissing: 'Chave pública do PagBank não carregada. Tente novamente.',
  publicKeyError: 'Erro ao buscar chave pública do PagBank. Tente novamente.',
  invalidInstalments: 'Número de parcelas inválido',
  invalidServerResponse: 'Resposta inválida do servidor',
  cardFailed: 'Erro ao processar o pagamento. Por favor, tente novamente.',
  connectionError: 'Erro de conexão. Verifique sua internet e tente novamente.',
  pixUnauthorized: 'Erro de autorização. Por favor, tente novamente mais tarde.',
  pixFailed: 'Erro ao processar o pagamento PIX. Por favor, tente novamente.',
  boletoFailed: 'Erro ao gerar boleto. Por favor, tente novamente.',
  paymentProcessed: 'Pagamento processado com sucesso!',
  paymentConfirmed: 'Pagamento confirmado com sucesso!',
  pixGenerated: 'QR Code PIX gerado com sucesso!',
  boletoGenerated: 'Boleto gerado com sucesso!',
  pixCopied: 'Código PIX copiado!',
  barcodeCopied: 'Código de barras copiado!',
  // Ours, in the same voice.
  cardDeclined:
    'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.',
  amountMismatch:
    'O valor informado não confere com o pedido. Atualize a página e tente novamente.',
  participantsMissing: 'Preencha os dados de todos os participantes antes de pagar.',
  orderNotPayable: 'Este pedido não pode mais ser pago. Reserve os ingressos novamente.',
  paymentInProgress: 'Este pagamento já está sendo processado. Aguarde alguns instantes.',
  cardInAnalysis: 'Pagamento em análise',
  cardInAnalysisDetail:
    'A operadora do cartão está analisando o pagamento. Fique nesta página: ela continua sozinha assim que houver resposta.',
  cardAnalysisSlow:
    'A análise está levando mais que o normal. Acompanhe o pedido na página de confirmação: ela mostra os ingressos assim que o pagamento for aprovado.',
  providerUnavailable:
    'O serviço de pagamento está indisponível no momento. Tente novamente em alguns minutos.',
  invalidCard: 'Dados do cartão inválidos. Verifique e tente novamente.',
  orderAlreadyPaid: 'Este pedido já está pago.',
  cardRefunded:
    'A reserva terminou antes da confirmação e os ingressos não estão mais disponíveis. A cobrança no cartão será estornada automaticamente.',
  freeOrderNeedsNoPayment: 'Este pedido é gratuito: confirme a inscrição sem pagamento.',
  orderNotFree: 'Este pedido não é gratuito: escolha uma forma de pagamento.',
  freeOrderConfirmed: 'Inscrição confirmada!',
  paymentOutcomeUnknown:
    'Não foi possível confirmar o pagamento agora. Aguarde alguns minutos antes de tentar de novo: se a cobrança foi feita, o pedido será confirmado sozinho.',
  orderHasOpenPayment:
    'Este pedido tem um pagamento em aberto (PIX, boleto ou cartão em análise) e não pode ser cancelado agora.',
} as const;

/**
 * The least each method charges, in cents: PagBank takes a boleto from R$ 0,20; a PIX or a card
 * from R$ 0,01. A zero total is a free order, confirmed without any of them.
 */
export const MINIMUM_CHARGE_CENTS = { 'credit-card': 1, pix: 1, boleto: 20 } as const;

const METHOD_NAMES = { 'credit-card': 'cartão de crédito', pix: 'PIX', boleto: 'boleto' } as const;

/** 'O valor mínimo para pagar com boleto é R$ 0,20. Escolha outra forma de pagamento.' */
export function belowMinimumMessage(method: keyof typeof MINIMUM_CHARGE_CENTS): string {
  return `O valor mínimo para pagar com ${METHOD_NAMES[method]} é ${formatBRL(MINIMUM_CHARGE_CENTS[method])}. Escolha outra forma de pagamento.`;
}

/** The coupon ran out (or stopped being valid) before the charge: it came off the order. */
export function couponGoneMessage(code: string, newTotalCents: number): string {
  return `O cupom ${code} não está mais disponível e foi removido do pedido. O novo total é ${formatBRL(newTotalCents)}. Confira o valor e pague novamente.`;
}

const cpf = z
  .string({ error: PAYMENT_MESSAGES.cpfRequired })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().length(11, { error: PAYMENT_MESSAGES.cpfRequired }));

const ticketsField = z
  .array(
    z.object({
      id_ticket: z.uuid({ error: PAYMENT_MESSAGES.noTicketSelected }),
      quantidade_produto: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER),
    }),
  )
  .min(1, { error: PAYMENT_MESSAGES.noTicketSelected })
  .max(MAX_TICKETS_PER_ORDER);

/** What every payment call carries (spec §7), plus our order id. */
const paymentBase = {
  /** Our order (issue 5): the server's prices, holds and participants. */
  id_pedido: z.uuid({ error: 'Pedido inválido.' }),
  recaptcha_token: z
    .string({ error: PAYMENT_MESSAGES.recaptchaMissing })
    .min(1, { error: PAYMENT_MESSAGES.recaptchaMissing })
    .max(4_096),
  tickets: ticketsField,
  ID_evento: z.uuid().optional(),
  codigo_afiliado: z.string().max(64).nullish(),
  id_comprador: z.string().max(64).nullish(),
  nome_cliente: z.string().trim().min(2).max(120),
  email_cliente: z.string().trim().max(254).pipe(z.email()),
  cpf_cliente: cpf,
  /** Total in cents the client believes it pays; refused when it is not the server's. */
  valor_total_produto: z.number().int().min(0),
  /** Buying as a company and the nota fiscal's data (billing-contract.ts). */
  ...billingFields,
};

/** POST /api/pagseguro/pagar — card (header Idempotency-Key). */
export const cardPaymentRequestSchema = z
  .object({
    ...paymentBase,
    id_produto: z.string().max(64).optional(),
    descricao_produto: z.string().max(200).optional(),
    quantidade_produto: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER).optional(),
    URl_redirect: z.string().max(500).optional(),
    codigo_produto: z.string().max(64).optional(),
    /** PagBank SDK output: base64 RSA PKCS#1 v1.5 of the card text. */
    encrypted: z.string().min(1, { error: PAYMENT_MESSAGES.encryptionFailed }).max(2_048),
    quantidade_parcelas: z
      .number({ error: PAYMENT_MESSAGES.invalidInstalments })
      .int({ error: PAYMENT_MESSAGES.invalidInstalments })
      .min(1, { error: PAYMENT_MESSAGES.invalidInstalments })
      .max(MAX_INSTALMENTS, { error: PAYMENT_MESSAGES.invalidInstalments }),
    /** One instalment's value in cents (the plain total for 1×). */
    valor_parcela: z.number().int().min(0),
    /** Name printed on the card (for the provider's holder). */
    nome_cartao: z.string().trim().max(60).optional(),
  })
  .superRefine(checkBilling)
  .meta({ id: 'PagamentoCartao' });
export type CardPaymentRequest = z.input<typeof cardPaymentRequestSchema>;

/** POST /api/pagseguro/pix and /api/pagseguro/boleto (header Idempotency-Key). */
export const pixPaymentRequestSchema = z
  .object(paymentBase)
  .superRefine(checkBilling)
  .meta({ id: 'PagamentoPix' });
export const boletoPaymentRequestSchema = z
  .object(paymentBase)
  .superRefine(checkBilling)
  .meta({ id: 'PagamentoBoleto' });
export type PixPaymentRequest = z.input<typeof pixPaymentRequestSchema>;
export type BoletoPaymentRequest = z.input<typeof boletoPaymentRequestSchema>;

export const PAYMENT_STATUSES = [
  'PAID',
  'AUTHORIZED',
  'WAITING',
  'IN_ANALYSIS',
  'DECLINED',
  'CANCELED',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Card answer (spec: "orderId and other data"). */
export const cardPaymentResponseSchema = z
  .object({
    orderId: z.string(),
    numero: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    parcelas: z.number().int(),
    valor_parcela_centavos: z.number().int(),
    juros_centavos: z.number().int(),
    total_centavos: z.number().int(),
    cartao: z.object({ bandeira: z.string(), ultimos_digitos: z.string() }).nullable(),
  })
  .meta({ id: 'ResultadoCartao' });
export type CardPaymentResponse = z.infer<typeof cardPaymentResponseSchema>;

export const pixPaymentResponseSchema = z
  .object({
    orderId: z.string(),
    numero: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    qrCode: z.object({
      /** The BR Code ("copia e cola"). */
      text: z.string(),
      /** PNG of the QR code as a data: URL. */
      imagem: z.string(),
    }),
    expira_em: z.string(),
  })
  .meta({ id: 'ResultadoPix' });
export type PixPaymentResponse = z.infer<typeof pixPaymentResponseSchema>;

export const boletoPaymentResponseSchema = z
  .object({
    orderId: z.string(),
    numero: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    /** Our URL of the boleto PDF (same origin, embeddable). */
    linkBoletoPdf: z.string(),
    /** Linha digitável, formatted 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
    codigoBarras: z.string(),
    vencimento: z.string(),
  })
  .meta({ id: 'ResultadoBoleto' });
export type BoletoPaymentResponse = z.infer<typeof boletoPaymentResponseSchema>;

/** POST /api/pedidos/:id/inscricao-gratuita (header Idempotency-Key): a zero-total order. */
export const freeOrderRequestSchema = z
  .object({
    nome_cliente: z.string().trim().min(2).max(120),
    email_cliente: z.string().trim().max(254).pipe(z.email()),
  })
  .meta({ id: 'InscricaoGratuita' });
export type FreeOrderRequest = z.input<typeof freeOrderRequestSchema>;
export const freeOrderResponseSchema = z
  .object({ orderId: z.string(), numero: z.number().int(), status: z.literal('PAID') })
  .meta({ id: 'InscricaoConfirmada' });
export type FreeOrderResponse = z.infer<typeof freeOrderResponseSchema>;

/** POST /api/pagseguro/notificacao — the browser's poll: `id` is our order id. */
export const paymentStatusRequestSchema = z.object({
  id: z.uuid({ error: 'Pedido inválido.' }),
  type: z.literal('order'),
});
export const paymentStatusResponseSchema = z.object({ status: z.enum(PAYMENT_STATUSES) });

/** GET /api/pagseguro/public-key. `sandbox` says the demo-only "simular pagamento" exists. */
export const publicKeyResponseSchema = z.object({ public_key: z.string(), sandbox: z.boolean() });

/** POST /api/recaptcha/verify { token } → a short-lived, single-use payment token. */
export const botcheckVerifyRequestSchema = z.object({
  token: z
    .string({ error: PAYMENT_MESSAGES.recaptchaMissing })
    .min(1, { error: PAYMENT_MESSAGES.recaptchaMissing })
    .max(8_192),
});
export const botcheckVerifyResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  recaptcha_token: z.string(),
});

/** GET /api/botcheck/config: which bot check the page must run. */
export const botcheckConfigSchema = z.object({
  kind: z.enum(['altcha', 'recaptcha']),
  /** ALTCHA: where the widget gets its challenge. */
  challengeUrl: z.string().nullable(),
  /** reCAPTCHA v3 site key (public). */
  siteKey: z.string().nullable(),
});
export type BotcheckConfig = z.infer<typeof botcheckConfigSchema>;
