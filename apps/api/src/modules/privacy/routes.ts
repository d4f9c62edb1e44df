import {
  accountDataSchema,
  erasureBlockedSchema,
  erasureConfirmSchema,
  PERSONAL_DATA_MESSAGES as M,
  personalDataSchema,
  personalDataUpdateSchema,
  retentionSettingsSchema,
  retentionViewSchema,
} from '@bilheteria/domain/personal-data-contract';
import { organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import { ROLES } from '@bilheteria/domain/roles';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../auth';
import { ErasureRefused, type Erasure } from './erasure';
import type { PersonalDataService } from './service';
import type { Retention } from './retention';

const messageSchema = z.object({ message: z.string() });

function refused(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ErasureRefused)) throw error;
  return reply.code(409).send({ message: error.message, ingressos: error.tickets });
}

/** The signed-in person's data (issue 30): see, download, fix and erase it. */
export const personalDataRoutes: FastifyPluginAsyncZod<{
  data: PersonalDataService;
  erasure: Erasure;
}> = async (app, { data, erasure }) => {
  noStore(app);
  const tags = ['Contas'];

  app.get(
    '/minha-conta/dados',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: 'Tudo o que guardamos sobre a pessoa (LGPD, art. 18)',
        description:
          'Conta, pedidos com os dados do pagador, ingressos com o formulário de cada ' +
          'participante, respostas e consentimentos, e-mails enviados e sessões. Com ' +
          '`?download=1`, vem como anexo (portabilidade).',
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        response: { 200: personalDataSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await data.read(request.user!.id);
      if (request.query.download === '1') {
        reply.header('content-disposition', contentDisposition('attachment', 'meus-dados.json'));
      }
      return body;
    },
  );

  app.get(
    '/minha-conta/dados.pdf',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: 'Os mesmos dados, num PDF legível',
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('O PDF (application/pdf)'),
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', 'meus-dados.pdf'))
        .send(await data.pdf(request.user!.id)),
  );

  app.patch(
    '/minha-conta/dados',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: 'Corrige nome, telefone, CPF, cidade e UF da conta',
        description: 'O e-mail é o login da conta e não muda por aqui.',
        body: personalDataUpdateSchema,
        response: { 200: accountDataSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => data.update(request.user!.id, request.body),
  );

  app.post(
    '/minha-conta/exclusao',
    {
      config: { roles: ROLES },
      schema: {
        tags,
        summary: 'Pede a exclusão da conta: envia o link de confirmação por e-mail',
        description:
          '409 enquanto houver ingressos pagos para eventos que ainda não terminaram (os ' +
          'próprios ou comprados para outros) ou se a pessoa for a única dona de uma ' +
          'organização, e para o operador da plataforma.',
        response: {
          202: messageSchema,
          401: errorResponseSchema,
          409: erasureBlockedSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await erasure.request(request.user!.id);
      } catch (error) {
        return refused(reply, error);
      }
      return reply.code(202).send({ message: M.erasureRequested });
    },
  );

  app.post(
    '/minha-conta/exclusao/confirmar',
    {
      schema: {
        tags,
        summary: 'Confirma a exclusão com o token do link enviado por e-mail',
        description:
          'Não abre sessão: o token é a prova. Anonimiza os dados pessoais em todos os ' +
          'registros numa transação e encerra todas as sessões; pedidos, valores e lançamentos ' +
          'ficam com um pseudônimo. Usar o mesmo link de novo não muda nada.',
        body: erasureConfirmSchema,
        response: {
          200: messageSchema,
          400: errorResponseSchema,
          409: erasureBlockedSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        await erasure.confirm(request.body.token);
      } catch (error) {
        return refused(reply, error);
      }
      return { message: M.erased };
    },
  );
};

/** An event's retention of its participants' personal data (issue 30). */
export const retentionRoutes: FastifyPluginAsyncZod<{ retention: Retention }> = async (
  app,
  { retention },
) => {
  noStore(app);
  app.put(
    '/organizador/eventos/:eventId/retencao',
    {
      config: { organization: 'eventos:editar', audit: 'evento.retencao' },
      schema: {
        tags: ['Organizador'],
        summary: 'Por quantos meses após o evento os dados dos participantes são guardados',
        description:
          '`meses` de 1 a 120, ou null para o prazo padrão da plataforma ' +
          '(PERSONAL_DATA_RETENTION_MONTHS, 24). Depois dele, um job diário anonimiza os dados.',
        params: organizerEventParamsSchema,
        body: retentionSettingsSchema,
        response: { 200: retentionViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      retention.save(
        { eventId: request.params.eventId, organizationId: organizationOf(request).id },
        request.body.meses,
      ),
  );
};
