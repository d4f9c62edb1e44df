import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  orderIdParamsSchema,
} from '@bilheteria/domain/checkout-contract';
import { organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import {
  cancelOrderRequestSchema,
  eventCancellationProgressSchema,
  orderCancellationSchema,
  organizerOrderParamsSchema,
  organizerOrderSchema,
  organizerOrdersPageSchema,
  organizerOrdersQuerySchema,
  organizerRefundRequestSchema,
  pixKeyRequestSchema,
  refundIdParamsSchema,
  refundOnlyParamsSchema,
  refundToPaySchema,
  refundsToPaySchema,
} from '@bilheteria/domain/refund-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../auth';
import { orderAccessOf } from '../checkout';
import type { RefundsService } from './service';

/**
 * Refunds: the buyer's 'Cancelar pedido' (the order's buyer key or its signed-in
 * owner), the organizer's 'Reembolsar' per order, the boleto refunds to pay by PIX, and
 * 'Cancelar evento' with its progress, each as the member's role allows (issue 28). Another
 * organization's order or event is a 404.
 */
export const refundRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  noStore(app);
  const buyerTags = ['Checkout'];
  const tags = ['Organizador'];
  const refused = { 401: errorResponseSchema, 403: errorResponseSchema };
  const failures = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  app.get(
    '/pedidos/:id/cancelamento',
    {
      config: { optionalUser: true },
      schema: {
        tags: buyerTags,
        summary: 'O que o comprador pode cancelar agora, e os reembolsos do pedido',
        description:
          'O comprador pode cancelar em até 7 dias da compra e enquanto faltarem ao menos 48 h ' +
          'para o evento.',
        params: orderIdParamsSchema,
        response: { 200: orderCancellationSchema, 404: errorResponseSchema },
      },
    },
    async (request) => refunds.cancellation(request.params.id, orderAccessOf(request)),
  );

  app.post(
    '/pedidos/:id/cancelamento',
    {
      config: { optionalUser: true },
      schema: {
        tags: buyerTags,
        summary: 'Cancelar pedido: cancela os ingressos e devolve o valor',
        description:
          'Com a mesma Idempotency-Key, devolve o mesmo reembolso em vez de reembolsar de novo. ' +
          'Boleto: informe chave_pix (o valor volta por PIX).',
        headers: idempotencyHeadersSchema,
        params: orderIdParamsSchema,
        body: cancelOrderRequestSchema,
        response: { 200: orderCancellationSchema, ...failures },
      },
    },
    async (request) =>
      refunds.cancelByBuyer(request.params.id, orderAccessOf(request), {
        positions: request.body.ingressos,
        pixKey: request.body.chave_pix,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      }),
  );

  app.post(
    '/pedidos/:id/reembolsos/:refundId/chave-pix',
    {
      config: { optionalUser: true },
      schema: {
        tags: buyerTags,
        summary: 'A chave PIX onde o reembolso de um boleto deve ser pago',
        params: refundIdParamsSchema,
        body: pixKeyRequestSchema,
        response: { 200: orderCancellationSchema, ...failures },
      },
    },
    async (request) =>
      refunds.givePixKey(
        request.params.id,
        request.params.refundId,
        orderAccessOf(request),
        request.body.chave_pix,
      ),
  );

  app.get(
    '/organizador/eventos/:eventId/pedidos',
    {
      config: { organization: 'relatorios' },
      schema: {
        tags,
        summary: 'Os pedidos pagos e reembolsados do evento, com seus reembolsos',
        params: organizerEventParamsSchema,
        querystring: organizerOrdersQuerySchema,
        response: { 200: organizerOrdersPageSchema, ...failures, ...refused },
      },
    },
    async (request) =>
      refunds.organizerOrders(organizationOf(request).id, request.params.eventId, request.query),
  );

  app.post(
    '/organizador/pedidos/:orderId/reembolso',
    {
      config: { organization: 'vendas', audit: 'pedido.reembolsado' },
      schema: {
        tags,
        summary: 'Reembolsar: todos os ingressos restantes do pedido, ou alguns (ingressos)',
        headers: idempotencyHeadersSchema,
        params: organizerOrderParamsSchema,
        body: organizerRefundRequestSchema,
        response: { 200: organizerOrderSchema, ...failures, ...refused },
      },
    },
    async (request) =>
      refunds.refundByOrganizer(
        { organizationId: organizationOf(request).id, userId: request.user!.id },
        request.params.orderId,
        {
          positions: request.body.ingressos,
          confirmUsed: request.body.confirmar_utilizados === true,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        },
      ),
  );

  app.get(
    '/organizador/reembolsos-a-pagar',
    {
      config: { organization: 'vendas' },
      schema: {
        tags,
        summary: 'Reembolsos de boleto a pagar por PIX (ou aguardando a chave do comprador)',
        response: { 200: refundsToPaySchema, ...refused },
      },
    },
    async (request) => refunds.refundsToPay(organizationOf(request).id),
  );

  app.post(
    '/organizador/reembolsos/:refundId/pago',
    {
      config: { organization: 'vendas', audit: 'reembolso.pago' },
      schema: {
        tags,
        summary: 'Marca como pago um reembolso de boleto enviado por PIX',
        params: refundOnlyParamsSchema,
        response: { 200: refundToPaySchema, ...failures, ...refused },
      },
    },
    async (request) => refunds.markPaid(organizationOf(request).id, request.params.refundId),
  );

  app.post(
    '/organizador/eventos/:eventId/cancelamento',
    {
      config: { organization: 'eventos:editar', audit: 'evento.cancelado' },
      schema: {
        tags,
        summary: 'Cancelar evento: despublica, reembolsa cada pedido pago e avisa os participantes',
        description: 'Repetir a chamada não cancela de novo: devolve o andamento.',
        params: organizerEventParamsSchema,
        response: { 200: eventCancellationProgressSchema, ...failures, ...refused },
      },
    },
    async (request) => refunds.cancelEvent(organizationOf(request).id, request.params.eventId),
  );

  app.get(
    '/organizador/eventos/:eventId/cancelamento',
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary: "Andamento do cancelamento: 'N de M reembolsados' e as falhas",
        params: organizerEventParamsSchema,
        response: { 200: eventCancellationProgressSchema, ...failures, ...refused },
      },
    },
    async (request) =>
      refunds.cancellationProgress(organizationOf(request).id, request.params.eventId),
  );

  app.post(
    '/organizador/eventos/:eventId/cancelamento/tentar-novamente',
    {
      config: { organization: 'eventos:editar', audit: 'evento.cancelamento-retomado' },
      schema: {
        tags,
        summary: 'Tenta de novo agora os reembolsos do cancelamento que falharam',
        params: organizerEventParamsSchema,
        response: { 200: eventCancellationProgressSchema, ...failures, ...refused },
      },
    },
    async (request) =>
      refunds.retryCancellation(organizationOf(request).id, request.params.eventId),
  );
};
