import {
  checkInEventsResponseSchema,
  createdScannerLinkSchema,
  createScannerLinkRequestSchema,
  occupancyResponseSchema,
  scannerLinkIdParamsSchema,
  scannerLinksResponseSchema,
  scannerSearchQuerySchema,
  scannerSearchResponseSchema,
  scannerSessionSchema,
  scannerTicketListSchema,
  scanRequestSchema,
  scanResponseSchema,
  syncRequestSchema,
  syncResponseSchema,
} from '@bilheteria/domain/check-in-contract';
import { eventIdParamsSchema } from '@bilheteria/domain/tickets-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../auth';
import type { CheckInService } from './service';

/** The token is checked by the service: anything that is not a live link's gets the same 401. */
const tokenParams = z.object({ token: z.string() });

/**
 * Check-in (issue 15). The organizer's routes (members whose role covers the door, each for
 * their organization's events only — another's answers 404, as an unknown one): scanner links and live occupancy. The door's routes: a scanner link's token in the path is the credential —
 * no session; a token that is malformed, unknown, revoked or expired gets 401 on every route,
 * and each token reaches only its own event's tickets. Nothing here may be cached.
 */
export const checkInRoutes: FastifyPluginAsyncZod<{ checkIn: CheckInService }> = async (
  app,
  { checkIn },
) => {
  noStore(app);
  const tags = ['Check-in'];
  const door = { organization: 'checkin' } as const;

  app.get(
    '/organizador/check-in/eventos',
    {
      config: door,
      schema: {
        tags,
        summary: 'Eventos com quantos participantes já entraram e os links de check-in ativos',
        response: { 200: checkInEventsResponseSchema },
      },
    },
    async (request) => checkIn.events(organizationOf(request).id),
  );

  app.get(
    '/organizador/eventos/:id/check-in/links',
    {
      config: door,
      schema: {
        tags,
        summary: 'Os links de check-in (portões) de um evento',
        params: eventIdParamsSchema,
        response: { 200: scannerLinksResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => checkIn.links(request.params.id, organizationOf(request).id),
  );

  app.post(
    '/organizador/eventos/:id/check-in/links',
    {
      config: { ...door, audit: 'checkin.link-criado' },
      schema: {
        tags,
        summary: 'Cria um link de check-in para a equipe da portaria (sem conta)',
        description:
          'O endereço (url) só é mostrado agora: o servidor guarda apenas o hash do token. ' +
          'Validade padrão: 24 horas depois do fim do evento; no máximo 7 dias depois dele.',
        params: eventIdParamsSchema,
        body: createScannerLinkRequestSchema,
        response: {
          201: createdScannerLinkSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const link = await checkIn.createLink(request.params.id, request.body, {
        organizationId: organizationOf(request).id,
        userId: request.user!.id,
      });
      // The URL names the event as `id`: said plainly for the audit log, with the gate's label.
      request.auditDetail = { eventId: request.params.id, subject: link.rotulo };
      return reply.code(201).send(link);
    },
  );

  app.post(
    '/organizador/check-in/links/:id/revogar',
    {
      config: { ...door, audit: 'checkin.link-revogado' },
      schema: {
        tags,
        summary: 'Revoga um link de check-in: a próxima leitura ou sincronização recebe 401',
        params: scannerLinkIdParamsSchema,
        response: { 200: scannerLinksResponseSchema.shape.links.element, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const revoked = await checkIn.revokeLink(request.params.id, organizationOf(request).id);
      request.auditDetail = { eventId: revoked.eventId, subject: revoked.link.rotulo };
      return revoked.link;
    },
  );

  app.get(
    '/organizador/eventos/:id/check-in',
    {
      config: door,
      schema: {
        tags,
        summary: 'Ocupação ao vivo: presentes, por tipo, por portão, últimas leituras, conflitos',
        params: eventIdParamsSchema,
        response: { 200: occupancyResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => checkIn.occupancy(request.params.id, organizationOf(request).id),
  );

  // --- the door ------------------------------------------------------------------------------
  const refused = { 401: errorResponseSchema };

  app.get(
    '/check-in/:token',
    {
      schema: {
        tags,
        summary: 'Portão, evento e chave pública para o leitor começar',
        params: tokenParams,
        response: { 200: scannerSessionSchema, ...refused },
      },
    },
    async (request) => checkIn.session(request.params.token),
  );

  app.get(
    '/check-in/:token/ingressos',
    {
      schema: {
        tags,
        summary: 'Os ingressos do evento, guardados no aparelho para validar sem rede',
        params: tokenParams,
        response: { 200: scannerTicketListSchema, ...refused },
      },
    },
    async (request) => checkIn.ticketList(request.params.token),
  );

  app.post(
    '/check-in/:token/leituras',
    {
      schema: {
        tags,
        summary: 'Uma leitura online: Válido (marca como utilizado), Já utilizado ou Inválido',
        description:
          'Um UPDATE condicional: dois leitores ao mesmo tempo nunca admitem o mesmo ingresso. ' +
          'O nonce (UUID gerado pelo leitor) torna o reenvio inofensivo: a resposta é a mesma.',
        params: tokenParams,
        body: scanRequestSchema,
        response: { 200: scanResponseSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => checkIn.scan(request.params.token, request.body),
  );

  app.post(
    '/check-in/:token/sincronizar',
    {
      schema: {
        tags,
        summary: 'As leituras feitas sem rede, como a portaria respondeu (até 500 por vez)',
        description:
          'Cada leitura é registrada uma vez (nonce). Uma entrada admitida offline marca o ' +
          'ingresso como utilizado; se outro aparelho também o admitiu, a primeira leitura vale ' +
          'e as outras aparecem como conflitos para o organizador.',
        params: tokenParams,
        body: syncRequestSchema,
        response: { 200: syncResponseSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => checkIn.sync(request.params.token, request.body),
  );

  app.get(
    '/check-in/:token/busca',
    {
      schema: {
        tags,
        summary: 'Busca um participante sem o QR code, por nome ou e-mail',
        params: tokenParams,
        querystring: scannerSearchQuerySchema,
        response: { 200: scannerSearchResponseSchema, 400: errorResponseSchema, ...refused },
      },
    },
    async (request) => checkIn.search(request.params.token, request.query.q),
  );
};
