import {
  badgeFilterSchema,
  badgeLayoutSchema,
  badgesViewSchema,
  badgeTicketParamsSchema,
  doorBadgeParamsSchema,
} from '@bilheteria/domain/badge-contract';
import { organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../auth';
import type { BadgesPdf } from './print-badges';
import type { BadgesService } from './service';

const pdfResponse = z.any().describe('O PDF dos crachás (application/pdf), enviado aos poucos');

function sendPdf(reply: FastifyReply, file: BadgesPdf) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('inline', file.fileName))
    .send(file.body);
}

/**
 * Name badges (issue 31). The layout is read as the event is and saved as it is edited; the
 * prints are the desk's (the door's permission: Dono, Gerente, Check-in), each for their
 * organization's events only — another's answers 404, as an unknown one. The door prints one
 * badge with its scanner link's token, like its other routes. Every PDF served counts its
 * badges as printed. Nothing here may be cached: the files carry participants' data.
 */
export const badgeRoutes: FastifyPluginAsyncZod<{ badges: BadgesService }> = async (
  app,
  { badges },
) => {
  noStore(app);
  const tags = ['Organizador'];
  const url = '/organizador/eventos/:eventId/crachas';

  app.get(
    url,
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary:
          'O modelo de crachá do evento (o padrão até ser salvo) e quantos já foram impressos',
        params: organizerEventParamsSchema,
        response: { 200: badgesViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => badges.view(organizationOf(request).id, request.params.eventId),
  );

  app.put(
    `${url}/layout`,
    {
      config: { organization: 'eventos:editar', audit: 'evento.crachas' },
      schema: {
        tags,
        summary: 'Salva o modelo de crachá: tamanho e o que imprimir além do nome',
        description:
          'Tamanhos: `a6` (um crachá por folha A6), `etiquetas_4` e `etiquetas_8` (4 ou 8 ' +
          'etiquetas por folha A4). Campos: `empresa`, `cargo`, `tipo_ingresso`, `qr` (o QR ' +
          'do próprio ingresso, lido pela portaria); o nome sai sempre.',
        params: organizerEventParamsSchema,
        body: badgeLayoutSchema,
        response: { 200: badgesViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      badges.saveLayout(organizationOf(request).id, request.params.eventId, request.body),
  );

  app.get(
    '/organizador/eventos/:eventId/crachas.pdf',
    {
      config: { organization: 'checkin' },
      schema: {
        tags,
        summary: "'Imprimir crachás': os crachás do evento em um PDF, todos ou um filtro",
        description:
          'Ingressos não cancelados, em ordem de nome, no modelo do evento. `tipo`: um tipo de ' +
          'ingresso; `presenca`: `todos`, `presentes` (já fizeram check-in) ou `ausentes`; ' +
          '`busca`: parte do nome, e-mail ou empresa (sem diferença de maiúsculas e acentos). ' +
          'Lido do banco em lotes e enviado aos poucos. Nenhum participante no filtro: 404.',
        params: organizerEventParamsSchema,
        querystring: badgeFilterSchema,
        response: { 200: pdfResponse, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await badges.printAll(organizationOf(request).id, request.params.eventId, request.query),
      ),
  );

  app.get(
    `${url}/:ticketId.pdf`,
    {
      config: { organization: 'checkin' },
      schema: {
        tags,
        summary: "'Imprimir crachá': o crachá de um participante do evento",
        description: 'Ingresso de outro evento: 404; ingresso cancelado: 409.',
        params: badgeTicketParamsSchema,
        response: {
          200: pdfResponse,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await badges.printOne(
          organizationOf(request).id,
          request.params.eventId,
          request.params.ticketId,
        ),
      ),
  );

  app.get(
    '/check-in/:token/crachas/:ticketId.pdf',
    {
      schema: {
        tags: ['Check-in'],
        summary: "'Imprimir crachá' na portaria, com o link do leitor",
        description:
          'O token do link de check-in é a credencial: revogado, vencido ou desconhecido, 401 ' +
          'como nas outras rotas da portaria. Ingresso de outro evento: 404; cancelado: 409.',
        params: doorBadgeParamsSchema,
        response: {
          200: pdfResponse,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await badges.printAtDoor(request.params.token, request.params.ticketId)),
  );
};
