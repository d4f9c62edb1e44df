import {
  affiliatedEventSchema,
  affiliateEventOfferSchema,
  affiliateEventParamsSchema,
  affiliatePortalSchema,
  affiliateSalesSchema,
  affiliateSignUpResponseSchema,
  affiliateSignUpSchema,
  closePayoutMonthRequestSchema,
  markPayoutPaidRequestSchema,
  payoutDetailSchema,
  payoutOverviewSchema,
  payoutParamsSchema,
  pendingPayoutsSchema,
} from '@bilheteria/domain/affiliate-contract';
import { ROLES } from '@bilheteria/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { requirePlatformOperator } from '../auth';
import type { PayoutsService } from './payouts';
import type { AffiliatesService } from './service';

/**
 * Affiliates (issue 16). An affiliate reads only their own figures (`/afiliados/me…`, from the
 * session, never an id in the URL); only the platform's operator closes months, pays
 * batches and reads bank details. Personal data (CPF, bank details) never goes to the log: bodies are not logged.
 */
export const affiliateRoutes: FastifyPluginAsyncZod<{
  affiliates: AffiliatesService;
  payouts: PayoutsService;
}> = async (app, { affiliates, payouts }) => {
  noStore(app);
  const tags = ['Afiliados'];
  const affiliate = { roles: ['affiliate'] as const };
  // The platform's money: its operator alone, not every organizer.
  const operator = requirePlatformOperator;
  const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

  app.post(
    '/afiliados',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: 'Torna a conta conectada um afiliado, com o código de afiliado (spec §5, §9)',
        body: affiliateSignUpSchema,
        response: {
          201: affiliateSignUpResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const created = await affiliates.signUp(request.user!, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/afiliados/me',
    {
      config: affiliate,
      schema: {
        tags,
        summary: 'Visão Geral: ganhos (somas do extrato), o código e os eventos afiliados',
        response: { 200: affiliatePortalSchema, ...refused },
      },
    },
    async (request) => affiliates.portal(request.user!),
  );

  app.get(
    '/afiliados/me/vendas',
    {
      config: affiliate,
      schema: {
        tags,
        summary: 'Vendas: um ingresso vendido por linha, e as vendas por dia dos últimos 30 dias',
        response: { 200: affiliateSalesSchema, ...refused },
      },
    },
    async (request) => affiliates.sales(request.user!),
  );

  app.get(
    '/afiliados/me/eventos/:eventId',
    {
      config: affiliate,
      schema: {
        tags,
        summary: 'Se o afiliado já se afiliou ao evento e quanto ganha por ingresso, no máximo',
        params: affiliateEventParamsSchema,
        response: { 200: affiliateEventOfferSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => affiliates.eventOffer(request.user!, request.params.eventId),
  );

  app.put(
    '/afiliados/me/eventos/:eventId',
    {
      config: affiliate,
      schema: {
        tags,
        summary: 'Afilia-se ao evento (repetir não muda nada)',
        params: affiliateEventParamsSchema,
        response: { 200: affiliatedEventSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => affiliates.joinEvent(request.user!, request.params.eventId),
  );

  app.get(
    '/organizador/repasses',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Os repasses mensais e quanto fechar o último mês encerrado pagaria agora',
        response: { 200: payoutOverviewSchema, ...refused },
      },
    },
    async () => payouts.overview(),
  );

  app.get(
    '/organizador/repasses/pendentes',
    {
      config: operator,
      schema: {
        tags,
        summary: 'A fechar: as comissões ainda fora de um repasse, por afiliado e mês de repasse',
        description:
          'Comissões menos estornos, quantos lançamentos, quando o último fica liberado e quando ' +
          'o mês que os paga pode ser fechado. Fechado o mês, as linhas dele saem da lista.',
        response: { 200: pendingPayoutsSchema, ...refused },
      },
    },
    async () => payouts.pending(),
  );

  app.post(
    '/organizador/repasses',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Fecha um mês: as comissões liberadas até o fim dele, por afiliado',
        description:
          'Fechar o mesmo mês de novo devolve o mesmo repasse: nada é pago duas vezes. ' +
          'Só um mês já encerrado, e nunca um anterior ao último fechado.',
        body: closePayoutMonthRequestSchema,
        response: {
          200: payoutDetailSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => payouts.closeMonth(request.body.mes, request.user!.id),
  );

  app.get(
    '/organizador/repasses/:payoutId',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Um repasse: valor e dados bancários de cada afiliado',
        params: payoutParamsSchema,
        response: { 200: payoutDetailSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => payouts.detail(request.params.payoutId),
  );

  app.post(
    '/organizador/repasses/:payoutId/pagamento',
    {
      config: operator,
      schema: {
        tags,
        summary: 'Marca o repasse como pago na data informada (as comissões passam a "Pago")',
        params: payoutParamsSchema,
        body: markPayoutPaidRequestSchema,
        response: {
          200: payoutDetailSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) =>
      payouts.markPaid(request.params.payoutId, request.body.pago_em, request.user!.id),
  );

  app.get(
    '/organizador/repasses/:payoutId/arquivo',
    {
      config: operator,
      schema: {
        tags,
        summary: 'O repasse em CSV (UTF-8 com BOM, ";") para o envio de PIX em lote do banco',
        params: payoutParamsSchema,
        response: { 200: z.string(), 404: errorResponseSchema, ...refused },
      },
    },
    async (request, reply) => {
      const file = await payouts.csv(request.params.payoutId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.body);
    },
  );
};
