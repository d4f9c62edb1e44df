import { organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import {
  joinWaitlistRequestSchema,
  organizerWaitlistSchema,
  waitlistEventParamsSchema,
  waitlistJoinedSchema,
  waitlistMessageSchema,
  waitlistOfferAcceptedSchema,
  waitlistOfferSchema,
  waitlistTokenBodySchema,
  waitlistTokenQuerySchema,
  WAITLIST_MESSAGES as M,
} from '@bilheteria/domain/waitlist-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponseSchema, HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../auth';
import { issueBuyerKey, orderAccessOf } from '../checkout';
import type { WaitlistService } from './service';

/**
 * The waiting list (issue 18): 'Avise-me quando houver vagas', the offer's links from the
 * e-mail (token in the query or the body, never in a path), and the organizer's view.
 */
export const waitlistRoutes: FastifyPluginAsyncZod<{
  waitlist: WaitlistService;
  config: Pick<AppConfig, 'publicUrl' | 'checkout'>;
}> = async (app, { waitlist, config }) => {
  noStore(app);
  const tags = ['Lista de espera'];
  const failures = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  const joins = app.createRateLimit({
    max: config.checkout.waitlistRateLimitMax,
    timeWindow: 15 * 60_000,
  });
  /** Each join e-mails the address given: per client IP, a few, not a flood. */
  async function limitJoins(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await joins(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    throw new HttpError(429, M.tooManyJoins);
  }

  app.post(
    '/eventos/:eventId/lista-de-espera',
    {
      preHandler: limitJoins,
      schema: {
        tags,
        summary: 'Avise-me quando houver vagas: entra na fila de um ingresso esgotado',
        params: waitlistEventParamsSchema,
        body: joinWaitlistRequestSchema,
        response: { 201: waitlistJoinedSchema, ...failures, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const joined = await waitlist.join(request.params.eventId, request.body);
      return reply.code(201).send(joined);
    },
  );

  app.post(
    '/lista-de-espera/sair',
    {
      schema: {
        tags,
        summary: 'Sai da lista de espera (link do e-mail)',
        body: waitlistTokenBodySchema,
        response: { 200: waitlistMessageSchema, ...failures },
      },
    },
    async (request) => waitlist.leave(request.body.token),
  );

  app.get(
    '/lista-de-espera/oferta',
    {
      schema: {
        tags,
        summary: 'A oferta de vagas: evento, ingresso, quantidade e até quando está reservada',
        querystring: waitlistTokenQuerySchema,
        response: { 200: waitlistOfferSchema, ...failures },
      },
    },
    async (request) => waitlist.offer(request.query.token),
  );

  app.post(
    '/lista-de-espera/oferta/aceitar',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'Aceita a oferta: o pedido que reserva as vagas passa a ser deste navegador',
        body: waitlistTokenBodySchema,
        response: { 200: waitlistOfferAcceptedSchema, ...failures },
      },
    },
    async (request, reply) => {
      const access = orderAccessOf(request);
      return waitlist.accept(request.body.token, {
        buyerKeyHash: () => access.buyerKeyHash ?? issueBuyerKey(request, reply, config),
        userId: request.user?.id ?? null,
      });
    },
  );

  app.post(
    '/lista-de-espera/oferta/recusar',
    {
      schema: {
        tags,
        summary: 'Recusa a oferta: as vagas passam para a próxima pessoa da fila',
        body: waitlistTokenBodySchema,
        response: { 200: waitlistMessageSchema, ...failures },
      },
    },
    async (request) => waitlist.decline(request.body.token),
  );

  app.get(
    '/organizador/eventos/:eventId/lista-de-espera',
    {
      config: { organization: 'relatorios' },
      schema: {
        tags: ['Organizador'],
        summary: 'A lista de espera do evento, na ordem da fila',
        params: organizerEventParamsSchema,
        response: {
          200: organizerWaitlistSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => waitlist.organizerList(organizationOf(request).id, request.params.eventId),
  );
};
