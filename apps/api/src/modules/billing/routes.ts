import {
  BILLING_MESSAGES,
  invoiceIssueSchema,
  invoiceListSchema,
} from '@bilheteria/domain/billing-contract';
import { CHECKOUT_MESSAGES, orderIdParamsSchema } from '@bilheteria/domain/checkout-contract';
import { EXPORT_FORMATS, organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition';
import { errorResponseSchema, HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../auth';
import { orderAccessOf, type OrdersService } from '../checkout';
import { renderReceiptPdf } from './receipt-pdf';
import type { BillingService } from './service';

const invoiceParamsSchema = organizerEventParamsSchema.extend({
  orderId: z.uuid({ error: BILLING_MESSAGES.invoiceNotFound }),
});
const invoiceExportParamsSchema = organizerEventParamsSchema.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Formato desconhecido' }),
});

/**
 * The buyer's receipt (only who may reach the order: checkout's order access), and the
 * organization's 'Notas fiscais' of its own events, as the member's role allows (any other
 * event is 'Evento não encontrado').
 */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  orders: OrdersService;
  clock: () => Date;
}> = async (app, { billing, orders, clock }) => {
  noStore(app);
  const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

  app.get(
    '/pedidos/:id/recibo',
    {
      config: { optionalUser: true },
      schema: {
        tags: ['Checkout'],
        summary: 'Recibo do pedido pago (PDF), com os dados de faturamento',
        params: orderIdParamsSchema,
        response: {
          200: z.any().describe('O PDF do recibo'),
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await orders.getOrder(request.params.id, orderAccessOf(request));
      if (!order) throw new HttpError(404, CHECKOUT_MESSAGES.orderNotFound);
      if (order.status !== 'paid' && order.status !== 'refunded') {
        throw new HttpError(409, BILLING_MESSAGES.receiptNotPaid);
      }
      const pdf = await renderReceiptPdf(order, await billing.billingOf(order.id), clock());
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition('attachment', `recibo-pedido-${order.numero}.pdf`),
        )
        .send(pdf);
    },
  );

  const tags = ['Organizador'];
  app.get(
    '/organizador/eventos/:eventId/notas-fiscais',
    {
      config: { organization: 'vendas' },
      schema: {
        tags,
        summary: 'Notas fiscais do evento: pedidos pagos que pediram nota, a emitir e emitidas',
        params: organizerEventParamsSchema,
        response: {
          200: invoiceListSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => billing.invoices(organizationOf(request).id, request.params.eventId),
  );

  app.put(
    '/organizador/eventos/:eventId/notas-fiscais/:orderId',
    {
      config: { organization: 'vendas', audit: 'nota-fiscal.registrada' },
      schema: {
        tags,
        summary: 'Registra a nota fiscal emitida para o pedido (número e data dd/mm/aaaa)',
        description: 'Registrar de novo corrige o número e a data.',
        params: invoiceParamsSchema,
        body: invoiceIssueSchema,
        response: {
          200: z.object({ message: z.string() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      const { eventId, orderId } = request.params;
      await billing.markIssued(
        { organizationId: organizationOf(request).id, userId: request.user!.id },
        eventId,
        orderId,
        request.body,
      );
      return { message: BILLING_MESSAGES.invoiceMarked };
    },
  );

  app.get(
    '/organizador/eventos/:eventId/notas-fiscais/exportacao/:format',
    {
      config: { organization: 'exportacoes', audit: 'exportacao' },
      schema: {
        tags,
        summary: 'Exporta as notas fiscais do evento para o contador, em CSV ou XLSX',
        params: invoiceExportParamsSchema,
        response: {
          200: z.any().describe('O arquivo CSV ou XLSX'),
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const file = await billing.exportInvoices(
        organizationOf(request).id,
        request.params.eventId,
        request.params.format,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.body);
    },
  );
};
