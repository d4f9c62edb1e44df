import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  orderIdParamsSchema,
} from '@bilheteria/domain/checkout-contract';
import {
  boletoPaymentRequestSchema,
  boletoPaymentResponseSchema,
  cardPaymentRequestSchema,
  cardPaymentResponseSchema,
  freeOrderRequestSchema,
  freeOrderResponseSchema,
  paymentStatusRequestSchema,
  paymentStatusResponseSchema,
  pixPaymentRequestSchema,
  pixPaymentResponseSchema,
  publicKeyResponseSchema,
  PAYMENT_MESSAGES,
} from '@bilheteria/domain/payment-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { AUTHENTICITY_HEADER } from './pagbank/authenticity';
import type { PaymentProvider } from './provider';
import type { SandboxControls } from './sandbox/sandbox-provider';
import type { BillingService } from '../billing';
import { orderAccessOf } from '../checkout';
import type { PayerInput, PaymentsService } from './service';

/** Validated by `idempotencyHeadersSchema` on every route that reads it. */
const idempotencyKeyOf = (request: FastifyRequest) =>
  request.headers[IDEMPOTENCY_KEY_HEADER] as string;

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  /** Keeps each attempt's billing data (company, nota fiscal) on the order before the charge. */
  billing: Pick<BillingService, 'recordPayment'>;
  provider: PaymentProvider;
  /** Present only with the sandbox provider: boleto PDFs and "simular pagamento". */
  sandbox: SandboxControls | null;
  demoMode: boolean;
  /** Free orders confirmed per client IP in an hour (each e-mails the address it names). */
  freeOrdersPerIpPerHour: number;
}

const errors = {
  400: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
  503: errorResponseSchema,
};

type PayerBody = z.output<typeof pixPaymentRequestSchema>;
function payerInput(request: FastifyRequest<{ Body: PayerBody }>): PayerInput {
  const body = request.body;
  return {
    orderId: body.id_pedido,
    access: orderAccessOf(request),
    idempotencyKey: idempotencyKeyOf(request),
    botToken: body.recaptcha_token,
    name: body.nome_cliente,
    email: body.email_cliente,
    cpf: body.cpf_cliente,
    clientTotalCents: body.valor_total_produto,
  };
}

/** The billing fields of a payment body, for the billing module (validated by its schema). */
function recordBilling(
  billing: PaymentRoutesOptions['billing'],
  request: FastifyRequest<{ Body: PayerBody }>,
): Promise<void> {
  const { body } = request;
  return billing.recordPayment({
    orderId: body.id_pedido,
    access: orderAccessOf(request),
    payerName: body.nome_cliente,
    payerCpf: body.cpf_cliente,
    tipoPessoa: body.tipo_pessoa,
    cnpj: body.cnpj,
    razaoSocial: body.razao_social,
    inscricaoMunicipal: body.inscricao_municipal,
    address: body.endereco_cobranca,
    financeEmail: body.email_financeiro,
    invoiceRequested: body.nota_fiscal,
  });
}

/** Payment (spec §7 "pagseguro/*"): the paths and field names are the spec's. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { payments, billing, provider, sandbox, demoMode, freeOrdersPerIpPerHour },
) => {
  const tags = ['Pagamento'];
  noStore(app);

  app.get(
    '/pagseguro/public-key',
    {
      schema: {
        tags,
        summary: 'Chave pública para criptografar o cartão no navegador',
        response: { 200: publicKeyResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      const publicKey = await provider.getPublicKey().catch(() => {
        throw new HttpError(503, PAYMENT_MESSAGES.publicKeyError);
      });
      return { public_key: publicKey, sandbox: sandbox !== null };
    },
  );

  app.post(
    '/pagseguro/pagar',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Paga o pedido com cartão de crédito (criptografado no navegador)',
        headers: idempotencyHeadersSchema,
        body: cardPaymentRequestSchema,
        response: { 200: cardPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      await recordBilling(billing, request);
      return payments.payByCard({
        ...payerInput(request),
        encryptedCard: body.encrypted,
        instalments: body.quantidade_parcelas,
        clientInstalmentCents: body.valor_parcela,
        holderName: body.nome_cartao,
      });
    },
  );

  app.post(
    '/pagseguro/pix',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Gera o QR Code PIX do pedido (vale 30 minutos)',
        headers: idempotencyHeadersSchema,
        body: pixPaymentRequestSchema,
        response: { 200: pixPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      await recordBilling(billing, request);
      return payments.payByPix(payerInput(request));
    },
  );

  app.post(
    '/pagseguro/boleto',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Gera o boleto do pedido (vence em 3 dias)',
        headers: idempotencyHeadersSchema,
        body: boletoPaymentRequestSchema,
        response: { 200: boletoPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      await recordBilling(billing, request);
      return payments.payByBoleto(payerInput(request));
    },
  );

  app.post(
    '/pagseguro/notificacao',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary:
          "Situação do pagamento do pedido ('PAID' quando pago); a página consulta a cada 2 s",
        body: paymentStatusRequestSchema,
        response: {
          200: paymentStatusResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      status: await payments.status(request.body.id, orderAccessOf(request)),
    }),
  );

  app.get(
    '/pagseguro/boleto/:file',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'O PDF do boleto do pedido',
        params: z.object({
          file: z
            .string()
            .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/i, {
              error: 'Boleto não encontrado.',
            }),
        }),
      },
    },
    async (request, reply) => {
      const paymentId = request.params.file.slice(0, -'.pdf'.length).toLowerCase();
      const boleto = await payments.boletoOf(paymentId, orderAccessOf(request));
      if (sandbox) {
        const pdf = await sandbox.boletoPdf(boleto.providerOrderId!);
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', 'inline; filename="boleto.pdf"')
            // The checkout embeds it in a frame of our own pages, and only ours.
            .header('x-frame-options', 'SAMEORIGIN')
            .header('content-security-policy', "frame-ancestors 'self'")
            .send(pdf)
        );
      }
      if (!boleto.boletoPdfUrl) throw new HttpError(404, 'Boleto não encontrado.');
      return reply.redirect(boleto.boletoPdfUrl);
    },
  );

  const freeOrders = app.createRateLimit({
    max: freeOrdersPerIpPerHour,
    timeWindow: 60 * 60_000,
  });
  /** Per client IP: a free order costs nothing and e-mails whatever address it is given. */
  async function limitFreeOrders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await freeOrders(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    request.log.warn('too many free orders');
    throw new HttpError(429, PAYMENT_MESSAGES.tooManyFreeOrders);
  }

  app.post(
    '/pedidos/:id/inscricao-gratuita',
    {
      config: { optionalUser: true },
      preHandler: limitFreeOrders,
      schema: {
        tags,
        summary: 'Confirma um pedido gratuito (ingressos grátis ou cupom de 100%), sem pagamento',
        headers: idempotencyHeadersSchema,
        params: orderIdParamsSchema,
        body: freeOrderRequestSchema,
        response: { 200: freeOrderResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) =>
      payments.confirmFree({
        orderId: request.params.id,
        access: orderAccessOf(request),
        idempotencyKey: idempotencyKeyOf(request),
        name: request.body.nome_cliente,
        email: request.body.email_cliente,
      }),
  );

  if (sandbox && demoMode) {
    app.post(
      '/pagseguro/sandbox/simular-pagamento',
      {
        config: { optionalUser: true },
        schema: {
          tags,
          summary: 'Demonstração: o sandbox paga o PIX ou o boleto do pedido agora',
          body: z.object({ id: z.uuid({ error: 'Pedido inválido.' }) }),
          response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const waiting = await payments.waitingCharges(request.body.id, orderAccessOf(request));
        let paid = false;
        for (const providerOrderId of waiting) {
          if (await sandbox.payNow(providerOrderId)) {
            paid = true;
            break;
          }
        }
        if (!paid) {
          throw new HttpError(404, 'Não há PIX ou boleto aguardando pagamento neste pedido.');
        }
        return reply.code(204).send(null);
      },
    );
  }

  // The provider's notifications: the authenticity token is over the raw bytes, so this route
  // reads its body as text (in its own scope, leaving JSON parsing alone everywhere else).
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/pagseguro/webhook',
      {
        schema: {
          tags,
          summary: 'Notificação do PagBank (x-authenticity-token verificado)',
          response: { 200: z.object({ ok: z.literal(true) }), 401: errorResponseSchema },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[AUTHENTICITY_HEADER];
        const accepted = await payments.handleNotification(
          rawBody,
          typeof header === 'string' ? header : undefined,
        );
        if (!accepted) throw new HttpError(401, 'Notificação não autenticada.');
        return { ok: true as const };
      },
    );
  });
};
