import { organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import {
  eventQuestionsResponseSchema,
  saveQuestionsRequestSchema,
} from '@bilheteria/domain/registration-questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorResponseSchema, HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../../http/request-organization';
import { publicEventQuestions } from './public-questions';
import { organizerQuestions, saveQuestions } from './save-questions';

const EVENT_NOT_FOUND = 'Evento não encontrado';

export interface RegistrationRoutesOptions {
  db: Db;
  clock: () => Date;
  /** Whether an event ever sold (organizer-events): its participants may still fill forms. */
  hasSold: (eventId: string) => Promise<boolean>;
}

/**
 * An event's registration questions (issue 30): checkout reads them; the organizer's members
 * who edit the event replace the list.
 */
export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  { db, clock, hasSold },
) => {
  noStore(app);

  app.get(
    '/eventos/:id/perguntas',
    {
      schema: {
        tags: ['Catálogo'],
        summary: 'As perguntas de inscrição do evento, na ordem do formulário do participante',
        description:
          'Cada pergunta com a versão atual; `tipos_ingresso` null vale para todos os tipos. ' +
          'As respostas vão em POST /api/comprador, em `respostas: [{pergunta_id, valor}]`. ' +
          'Evento não publicado (nem com vendas) ou inexistente: 404.',
        params: z.object({ id: z.uuid({ error: 'ID do evento inválido.' }) }),
        response: {
          200: eventQuestionsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const perguntas = await publicEventQuestions(db, request.params.id, hasSold);
      if (!perguntas) throw new HttpError(404, EVENT_NOT_FOUND);
      return { perguntas };
    },
  );

  const url = '/organizador/eventos/:eventId/perguntas';
  const tags = ['Organizador'];

  app.get(
    url,
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary: 'As perguntas de inscrição do evento (aba Inscrição)',
        params: organizerEventParamsSchema,
        response: {
          200: eventQuestionsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      perguntas: await organizerQuestions(db, organizationOf(request).id, request.params.eventId),
    }),
  );

  app.put(
    url,
    {
      config: { organization: 'eventos:editar', audit: 'evento.perguntas' },
      schema: {
        tags,
        summary: 'Substitui as perguntas de inscrição do evento (aba Inscrição)',
        description:
          'A ordem da lista é a do formulário. Item com `id` de uma pergunta do evento: se ' +
          'tipo, título, ajuda, obrigatoriedade, opções ou tipos de ingresso mudaram, ganha uma ' +
          'nova versão (as respostas já dadas ficam com a versão que responderam); item sem ' +
          '`id`: pergunta nova; pergunta que ficou de fora: removida dos novos formulários, ' +
          'com as respostas guardadas. `id` desconhecido ou tipo de ingresso de outro evento: ' +
          '400 no campo.',
        params: organizerEventParamsSchema,
        body: saveQuestionsRequestSchema,
        response: {
          200: eventQuestionsResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      perguntas: await saveQuestions(db, {
        organizationId: organizationOf(request).id,
        eventId: request.params.eventId,
        body: request.body,
        now: clock(),
      }),
    }),
  );
};
