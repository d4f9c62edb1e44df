import {
  CHECKOUT_MESSAGES,
  createOrderRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  orderIdParamsSchema,
  orderViewSchema,
  validateCouponRequestSchema,
  validateCouponResponseSchema,
} from '@bilheteria/domain/checkout-contract';
import { VIRTUAL_QUEUE_TICKET_HEADER } from '@bilheteria/domain/virtual-queue-contract';
import { compradorRequestSchema, compradorResponseSchema } from '@bilheteria/domain/participant';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { errorResponseSchema, HttpError } from '../../http/errors';
import type { BillingService } from '../billing';
import { noStore } from '../../http/no-store';
import type { BuyersService } from './buyers';
import { normalizeCouponCode } from './coupon-rules';
import type { CouponsService } from './coupons';
import { issueBuyerKey, orderAccessOf } from './order-access';
import type { OrdersService } from './orders';

/** A refused hold; `codigo` 'fila_virtual' sends the buyer to the event's virtual queue. */
const refusalSchema = errorResponseSchema.extend({ codigo: z.string().optional() });

export interface CheckoutRoutesOptions {
  orders: OrdersService;
  coupons: CouponsService;
  buyers: BuyersService;
  /** The order's billing data, shown with it. */
  billing: Pick<BillingService, 'billingOf'>;
  config: AppConfig;
}

/**
 * Checkout part 1 (issue 5): orders holding seats, participants ("comprador") and coupons. Public
 * routes, but an order answers only the browser that made it (its buyer-key cookie) or the
 * signed-in buyer (order-access.ts); to anyone else it does not exist.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { orders, coupons, buyers, billing, config },
) => {
  const tags = ['Checkout'];

  noStore(app);

  app.post(
    '/pedidos',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Reserva os ingressos por 15 minutos e cria o pedido',
        description:
          'Com a mesma Idempotency-Key e os mesmos ingressos, devolve o pedido já criado ' +
          '(200) em vez de reservar de novo.',
        headers: idempotencyHeadersSchema,
        body: createOrderRequestSchema,
        response: {
          200: orderViewSchema,
          201: orderViewSchema,
          400: errorResponseSchema,
          409: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      const queueTicket = request.headers[VIRTUAL_QUEUE_TICKET_HEADER];
      const result = await orders.createOrder({
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        access: orderAccessOf(request),
        issueBuyerKey: () => issueBuyerKey(request, reply, config),
        items: request.body.tickets.map((ticket) => ({
          ticketTypeId: ticket.id_ticket,
          quantity: ticket.quantidade_produto,
        })),
        affiliateCode: request.body.codigo_afiliado,
        userId: request.user?.id ?? null,
        queueTicket: typeof queueTicket === 'string' ? queueTicket : undefined,
      });
      // The answer is returned, not sent: an async handler that returns `reply` makes Fastify
      // wait for the response to finish through extra listeners on every request.
      if (result.refused !== undefined) {
        // The same 409 as an HttpError's (error handler), without the exception: most buyers
        // of a rush get this one.
        reply.code(409);
        return result.code
          ? { message: result.refused, codigo: result.code }
          : { message: result.refused };
      }
      reply.code(result.created ? 201 : 200);
      return result.order;
    },
  );

  app.get(
    '/pedidos/:id',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'O pedido, com a reserva, os valores do servidor e os participantes salvos',
        params: orderIdParamsSchema,
        response: { 200: orderViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const order = await orders.getOrder(request.params.id, orderAccessOf(request));
      if (!order) throw new HttpError(404, CHECKOUT_MESSAGES.orderNotFound);
      return { ...order, faturamento: await billing.billingOf(order.id) };
    },
  );

  app.delete(
    '/pedidos/:id',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Desiste do pedido reservado e libera os ingressos',
        params: orderIdParamsSchema,
        response: {
          204: z.null().describe('Reserva encerrada'),
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await orders.cancelOrder(request.params.id, orderAccessOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/comprador',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Salva os dados de um participante (um por ingresso)',
        description:
          'Com id_pedido e posicao, salvar a mesma posição de novo atualiza o participante ' +
          '(200, mesmo id).',
        body: compradorRequestSchema,
        response: {
          200: compradorResponseSchema,
          201: compradorResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, created } = await buyers.save(request.body, orderAccessOf(request));
      return reply.code(created ? 201 : 200).send({ id });
    },
  );

  const couponAttempts = app.createRateLimit({
    max: config.checkout.couponRateLimitMax,
    timeWindow: config.checkout.couponRateLimitWindowMs,
  });
  /** Per client IP; clearing the field is not a guess and is not counted. */
  async function limitCouponGuesses(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { nome_cupom: code } = request.body as { nome_cupom: string };
    if (normalizeCouponCode(code) === '') return;
    const result = await couponAttempts(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    request.log.warn('too many coupon checks');
    throw new HttpError(429, CHECKOUT_MESSAGES.couponTooManyAttempts);
  }

  app.post(
    '/cupom-desconto/valida-cupom/',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Valida um cupom e, com id_pedido, aplica-o ao pedido (ou o remove)',
        body: validateCouponRequestSchema,
        response: {
          200: validateCouponResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      preHandler: limitCouponGuesses,
    },
    async (request) =>
      coupons.validate({
        code: request.body.nome_cupom,
        orderId: request.body.id_pedido,
        eventId: request.body.ID_evento,
        access: orderAccessOf(request),
      }),
  );
};
