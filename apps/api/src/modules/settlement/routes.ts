import {
  closePayoutsResponseSchema,
  closePayoutsSchema,
  markPayoutPaidSchema,
  operatorPayoutsResponseSchema,
  payoutDetailResponseSchema,
  payoutSchema,
  reconciliationQuerySchema,
  reconciliationResponseSchema,
  SETTLEMENT_MESSAGES as M,
  statementExportQuerySchema,
  statementQuerySchema,
  statementResponseSchema,
} from '@bilheteria/domain/settlement-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition';
import { errorResponseSchema, HttpError, MESSAGES } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf, requirePlatformOperator } from '../auth';
import type { SettlementService } from './service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const organizationParams = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const payoutParams = z.object({ id: z.uuid({ error: M.payoutNotFound }) });
const organizationPayoutParams = organizationParams.extend({
  repasseId: z.uuid({ error: M.payoutNotFound }),
});

/** The caller's active organization, when it is the one in the URL; another's is a 404. */
function ownOrganizationId(request: Parameters<typeof organizationOf>[0], id: string): string {
  const organization = organizationOf(request);
  if (organization.id !== id) throw new HttpError(404, MESSAGES.notFound);
  return organization.id;
}

/** The organization's statement (Dono and Financeiro). */
export const statementRoutes: FastifyPluginAsyncZod<{ settlement: SettlementService }> = async (
  app,
  { settlement },
) => {
  noStore(app);
  const tags = ['Financeiro'];
  const config = { organization: 'financeiro' } as const;

  app.get(
    '/organizacoes/:id/extrato',
    {
      config,
      schema: {
        tags,
        summary:
          "Extrato: 'A receber', 'Disponível', 'Pago', por evento, por repasse e lançamentos",
        params: organizationParams,
        querystring: statementQuerySchema,
        response: { 200: statementResponseSchema, ...errors },
      },
    },
    async (request) =>
      settlement.statement(ownOrganizationId(request, request.params.id), request.query),
  );

  app.get(
    '/organizacoes/:id/extrato/exportacao',
    {
      config: { ...config, audit: 'exportacao.extrato' },
      schema: {
        tags,
        summary: 'Os lançamentos do extrato em CSV ou XLSX',
        params: organizationParams,
        querystring: statementExportQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await settlement.exportStatement(
        ownOrganizationId(request, request.params.id),
        request.query,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.body);
    },
  );

  app.get(
    '/organizacoes/:id/repasses/:repasseId',
    {
      config,
      schema: {
        tags,
        summary: 'Um repasse recebido e os lançamentos que ele pagou',
        params: organizationPayoutParams,
        response: { 200: payoutDetailResponseSchema, ...errors },
      },
    },
    async (request) =>
      settlement.payoutDetail(
        request.params.repasseId,
        ownOrganizationId(request, request.params.id),
      ),
  );
};

/** The platform operator's payouts to organizations and the monthly reconciliation. */
export const operatorSettlementRoutes: FastifyPluginAsyncZod<{
  settlement: SettlementService;
}> = async (app, { settlement }) => {
  noStore(app);
  const tags = ['Operador'];
  const config = requirePlatformOperator;

  app.get(
    '/operador/repasses',
    {
      config,
      schema: {
        tags,
        summary: 'Saldos das organizações e os repasses feitos',
        response: { 200: operatorPayoutsResponseSchema },
      },
    },
    async () => settlement.payouts.list(),
  );

  app.post(
    '/operador/repasses',
    {
      config,
      schema: {
        tags,
        summary: 'Fecha os saldos disponíveis: um repasse por organização (ou só a informada)',
        body: closePayoutsSchema,
        response: { 200: closePayoutsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const made = await settlement.payouts.close(
        request.user!.id,
        request.body.organizacao_id ?? null,
      );
      if (made.length === 0) throw new HttpError(409, M.nothingToPay);
      return { repasses: made, message: M.payoutsClosed };
    },
  );

  app.get(
    '/operador/repasses/arquivo.csv',
    {
      config,
      schema: {
        tags,
        summary: 'Arquivo do banco (CSV, ";", vírgula decimal) dos repasses ainda não pagos',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const file = await settlement.payouts.bankFile();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.body);
    },
  );

  app.get(
    '/operador/repasses/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Um repasse e os lançamentos que ele paga',
        params: payoutParams,
        response: { 200: payoutDetailResponseSchema, ...errors },
      },
    },
    async (request) => settlement.payoutDetail(request.params.id),
  );

  app.post(
    '/operador/repasses/:id/pagamento',
    {
      config,
      schema: {
        tags,
        summary: "'Marcar como pago': o dia em que o banco pagou o repasse",
        params: payoutParams,
        body: markPayoutPaidSchema,
        response: {
          200: z.object({ repasse: payoutSchema, message: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => ({
      repasse: await settlement.payouts.markPaid(
        request.user!.id,
        request.params.id,
        request.body.pago_em,
      ),
      message: M.payoutMarkedPaid,
    }),
  );

  app.get(
    '/operador/conciliacao',
    {
      config,
      schema: {
        tags,
        summary: 'Conciliação do mês: recebido = reembolsos + taxas + comissões + créditos + juros',
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationResponseSchema, ...errors },
      },
    },
    async (request) => settlement.reconcile(request.query.mes),
  );
};
