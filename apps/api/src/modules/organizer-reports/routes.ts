import {
  activityFeedSchema,
  eventReportSchema,
  exportParamsSchema,
  exportQuerySchema,
  organizerEventParamsSchema,
  organizerEventsQuerySchema,
  organizerEventsSchema,
  participantsQuerySchema,
  participantsSchema,
  resendTicketHeadersSchema,
  ticketIdParamsSchema,
  ticketResentSchema,
  ORGANIZER_REPORT_MESSAGES,
  consentFilterOf,
} from '@bilheteria/domain/organizer-contract';
import { ROLES } from '@bilheteria/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { attemptLimit, organizationOf, type AttemptKey } from '../auth';
import type { OrganizerReportsService } from './service';

/** Re-sends of one ticket, and of one admin, per window: a click is enough, a loop is not. */
export const RESEND_LIMITS = {
  perTicket: { max: 3, timeWindowMs: 10 * 60_000 },
  perAdmin: { max: 60, timeWindowMs: 10 * 60_000 },
} as const;

const byTicket: AttemptKey = (request) =>
  `${request.routeOptions.url}|ticket|${(request.params as { ticketId: string }).ticketId}`;
const byUser: AttemptKey = (request: FastifyRequest) =>
  `${request.routeOptions.url}|user|${request.user?.id ?? ''}`;

/**
 * The organizer's dashboard, event report, participants, exports (issue 17), and every
 * signed-in user's Atividade Recente. A member reaches only their organization's events, as far
 * as their role allows (issue 28): any other event is 'Evento não encontrado' (404), exactly as
 * one that does not exist.
 */
export const organizerReportRoutes: FastifyPluginAsyncZod<{
  reports: OrganizerReportsService;
}> = async (app, { reports }) => {
  noStore(app);
  const tags = ['Organizador'];
  const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

  app.get(
    '/organizador/eventos',
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary: 'Meus Eventos: os eventos do organizador com vendas e Receita, e o resumo',
        description:
          'Receita = o que os compradores pagaram nos pedidos pagos, descontados cupons e ' +
          'estornos; os juros do parcelamento ficam de fora. A soma é exata enquanto nada é ' +
          'vendido e fica no máximo 5 s atrás de uma venda; computedAt diz quando foi feita.',
        querystring: organizerEventsQuerySchema,
        response: { 200: organizerEventsSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => reports.events(organizationOf(request).id, request.query),
  );

  app.get(
    '/organizador/eventos/:eventId/relatorio',
    {
      config: { organization: 'relatorios' },
      schema: {
        tags,
        summary:
          'Relatório do evento: receita, vendas por tipo e por dia, cupons, afiliados, ' +
          'formas de pagamento e ocupação ao vivo',
        description:
          'As somas de vendas são exatas enquanto nada é vendido e ficam no máximo 5 s atrás ' +
          'de uma venda (computedAt diz quando foram feitas); a ocupação é lida a cada pedido.',
        params: organizerEventParamsSchema,
        response: { 200: eventReportSchema, 404: errorResponseSchema, ...refused },
      },
    },
    async (request) => reports.report(organizationOf(request).id, request.params.eventId),
  );

  app.get(
    '/organizador/eventos/:eventId/participantes',
    {
      config: { organization: 'relatorios' },
      schema: {
        tags,
        summary:
          'Participantes do evento (busca por nome, e-mail ou código, sem acentos), ' +
          'com check-in e entrega do e-mail do ingresso',
        params: organizerEventParamsSchema,
        querystring: participantsQuerySchema,
        response: {
          200: participantsSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) =>
      reports.participants(organizationOf(request).id, request.params.eventId, request.query),
  );

  app.post(
    '/organizador/eventos/:eventId/participantes/:ticketId/reenvio',
    {
      config: { organization: 'vendas', audit: 'ingresso.reenviado' },
      schema: {
        tags,
        summary: 'Reenvia o e-mail do ingresso ao participante (em fila, com nova tentativa)',
        description:
          'Com Idempotency-Key, repetir a mesma chamada envia um e-mail só; cada novo clique ' +
          `envia de novo (até ${RESEND_LIMITS.perTicket.max} por ingresso a cada 10 minutos).`,
        params: ticketIdParamsSchema,
        headers: resendTicketHeadersSchema,
        response: {
          202: ticketResentSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...refused,
        },
      },
      preHandler: [
        attemptLimit(app, RESEND_LIMITS.perTicket, [byTicket]),
        attemptLimit(app, RESEND_LIMITS.perAdmin, [byUser]),
      ],
    },
    async (request, reply) => {
      await reports.resendTicket(
        organizationOf(request).id,
        request.params.eventId,
        request.params.ticketId,
        request.headers['idempotency-key'],
      );
      return reply.code(202).send({ message: ORGANIZER_REPORT_MESSAGES.ticketResent });
    },
  );

  app.get(
    '/atividades',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: 'Atividade Recente: as 20 mais novas do usuário conectado, conforme o perfil',
        description:
          'Membro de organização: pedidos pagos, check-ins, vendas de afiliados e eventos ' +
          'criados dos eventos da organização ativa. Afiliado: as suas vendas e os seus ingressos. Usuário: os seus ' +
          'pedidos pagos e as entradas com os seus ingressos.',
        response: { 200: activityFeedSchema, ...refused },
      },
    },
    async (request) => reports.activity(request.user!),
  );

  app.get(
    '/organizador/exportacoes/:kind/:format',
    {
      config: { organization: 'exportacoes', audit: 'exportacao' },
      schema: {
        tags,
        summary:
          'Exporta participantes ou vendas de um evento (?evento=) ou de todos, em CSV ' +
          'ou XLSX',
        description:
          'CSV para o Excel em português: UTF-8 com BOM, ";" entre campos, vírgula decimal e ' +
          'fórmulas neutralizadas. Lido do banco em lotes e enviado aos poucos, em memória ' +
          'constante, seja qual for o número de linhas. Participantes: os dados do formulário ' +
          '(CPF, telefones, empresa, cargo, departamento, segmento, funcionários, nível, UF, ' +
          'cidade), titulares anteriores e uma coluna por pergunta de inscrição do evento ' +
          '(inclusive removidas; cabeçalho = título atual). `consentimento=<pergunta_id>:sim|nao` ' +
          'filtra os participantes pela resposta a uma pergunta de consentimento ou sim/não.',
        params: exportParamsSchema,
        querystring: exportQuerySchema,
        response: {
          // A stream (never serialized): text/csv or the XLSX type.
          200: z.any().describe('O arquivo CSV ou XLSX'),
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          ...refused,
        },
      },
    },
    async (request, reply) => {
      const file = await reports.exportFile(
        organizationOf(request).id,
        request.params.kind,
        request.params.format,
        request.query.evento,
        consentFilterOf(request.query.consentimento),
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .send(file.body);
    },
  );
};
