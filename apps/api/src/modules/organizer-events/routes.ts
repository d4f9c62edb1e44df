import {
  EVENT_FORM_MESSAGES,
  MAX_IMAGE_BYTES,
  eventFormSchema,
} from '@bilheteria/domain/event-form';
import {
  editableEventSchema,
  organizerEventParamsSchema,
  publicationRequestSchema,
  savedEventSchema,
  uploadedImageSchema,
} from '@bilheteria/domain/organizer-contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../auth';
import { isAcceptedImageType, type EventImages } from './images';
import type { OrganizerEventsService } from './service';

const M = EVENT_FORM_MESSAGES;
const tags = ['Organizador'];

/**
 * The organizer's events (issue 17): create, read for editing, edit, publish or unpublish,
 * duplicate and delete. Members of the event's organization only, as their role allows (issue
 * 28): another organization's event is a 404.
 */
export const organizerEventRoutes: FastifyPluginAsyncZod<{
  organizerEvents: OrganizerEventsService;
}> = async (app, { organizerEvents }) => {
  noStore(app);
  const params = organizerEventParamsSchema;
  const notFound = { 404: errorResponseSchema };

  app.post(
    '/organizador/eventos',
    {
      config: { organization: 'eventos:editar', audit: 'evento.criado' },
      schema: {
        tags,
        summary: 'Cria um evento com ingressos, agenda, palestrantes e FAQ (rascunho ou ativo)',
        description:
          'Tudo numa transação. A descrição é guardada como HTML sanitizado (a lista de tags ' +
          'da página do evento). Datas no passado são recusadas. Uma imagem por endereço ' +
          '(http/https, público) é baixada antes e guardada como um envio; inacessível, grande ' +
          'demais ou que não seja imagem: 400 no campo basics.imageUrl.',
        body: eventFormSchema,
        response: { 201: savedEventSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await organizerEvents.create(
        { userId: request.user!.id, organization: organizationOf(request) },
        request.body,
      );
      request.auditDetail = { eventId: saved.id };
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/organizador/eventos/:eventId',
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary: 'O evento como o assistente o edita, com vendidos e reservados por ingresso',
        params,
        response: { 200: editableEventSchema, 400: errorResponseSchema, ...notFound },
      },
    },
    async (request) => organizerEvents.editable(organizationOf(request).id, request.params.eventId),
  );

  app.put(
    '/organizador/eventos/:eventId',
    {
      config: { organization: 'eventos:editar', audit: 'evento.editado' },
      schema: {
        tags,
        summary: 'Edita o evento; agenda, palestrantes e FAQ são substituídos',
        description:
          'Tipos de ingresso casados pelo id. Com ingressos vendidos o preço não muda; a ' +
          'quantidade não fica abaixo de vendidos + reservados; um tipo vendido ou reservado ' +
          'não sai (409). Verificado com os tipos travados: um checkout simultâneo espera. ' +
          'Voltar a rascunho um evento com pedidos pagos exige `confirmUnpublish: true` (409). ' +
          'Uma imagem por endereço (http/https, público) é baixada e guardada como um envio; ' +
          'inacessível, grande demais ou que não seja imagem: 400 no campo basics.imageUrl.',
        params,
        body: eventFormSchema,
        response: {
          200: savedEventSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...notFound,
        },
      },
    },
    async (request) =>
      organizerEvents.update(organizationOf(request), request.params.eventId, request.body),
  );

  app.post(
    '/organizador/eventos/:eventId/publicacao',
    {
      config: { organization: 'eventos:editar', audit: 'evento.publicacao' },
      schema: {
        tags,
        summary: 'Publica (Ativo) ou despublica (Rascunho) o evento',
        description:
          'Despublicar um evento com pedidos pagos exige `confirmUnpublish: true`; sem ele, 409 ' +
          'com quantos ingressos foram vendidos. Os compradores mantêm seus ingressos. ' +
          'Publicar exige a organização aprovada (409 enquanto aguarda aprovação ou se recusada).',
        params,
        body: publicationRequestSchema,
        response: {
          200: savedEventSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...notFound,
        },
      },
    },
    async (request) => {
      // Atividade Recente tells publishing from unpublishing by this.
      request.auditDetail = { status: request.body.status };
      return organizerEvents.setStatus(
        organizationOf(request),
        request.params.eventId,
        request.body.status,
        {
          confirmUnpublish: request.body.confirmUnpublish,
        },
      );
    },
  );

  app.post(
    '/organizador/eventos/:eventId/duplicar',
    {
      config: { organization: 'eventos:editar', audit: 'evento.duplicado' },
      schema: {
        tags,
        summary: "Copia o evento como rascunho ('Cópia de …'), sem vendas",
        params,
        response: { 201: savedEventSchema, 400: errorResponseSchema, ...notFound },
      },
    },
    async (request, reply) => {
      const saved = await organizerEvents.duplicate(
        { userId: request.user!.id, organization: organizationOf(request) },
        request.params.eventId,
      );
      // The line is about the event copied (in the URL); the copy is named beside it.
      request.auditDetail = { copia: saved.id };
      return reply.code(201).send(saved);
    },
  );

  app.delete(
    '/organizador/eventos/:eventId',
    {
      config: { organization: 'eventos:editar', audit: 'evento.excluido' },
      schema: {
        tags,
        summary: 'Exclui o evento (recusado com pedidos pagos: 409)',
        params,
        response: {
          204: z.null().describe('Evento excluído'),
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const removed = await organizerEvents.remove(
        organizationOf(request).id,
        request.params.eventId,
      );
      request.auditDetail = { subject: removed.title };
      return reply.code(204).send(null);
    },
  );
};

/** A stored image's name in the URL (checked again by the store: nothing else is read). */
const imageParams = z.object({ file: z.string().max(100) });

/**
 * Event images (issue 17): a member who edits events uploads one (JPEG, PNG or WebP, at most 5 MB, as the raw
 * body); we store it re-encoded as WebP, never as sent, and serve it to anyone with a type the
 * browser cannot run.
 */
export const eventImageRoutes: FastifyPluginAsyncZod<{ images: EventImages }> = async (
  app,
  { images },
) => {
  // Any body arrives as bytes here (only here): the type is checked before it is read.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
    (_r, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: M.imageTooLarge });
    }
    throw error;
  });

  app.post(
    '/organizador/imagens',
    {
      config: { organization: 'eventos:editar' },
      bodyLimit: MAX_IMAGE_BYTES,
      schema: {
        tags,
        summary: 'Envia a imagem do evento (corpo: o arquivo JPEG, PNG ou WebP, até 5 MB)',
        description:
          'A imagem é decodificada, reduzida a 1600 px de largura e guardada como WebP. ' +
          'Outro tipo: 415; grande demais: 413; ilegível: 400.',
        response: {
          201: uploadedImageSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
      preParsing: async (request, _reply, payload) => {
        if (!isAcceptedImageType(request.headers['content-type'])) {
          throw new HttpError(415, M.imageType);
        }
        const length = Number(request.headers['content-length']);
        if (Number.isFinite(length) && length > MAX_IMAGE_BYTES) {
          throw new HttpError(413, M.imageTooLarge);
        }
        return payload;
      },
    },
    async (request, reply) => {
      const stored = await images.store(request.headers['content-type'], request.body);
      return reply.code(201).header('cache-control', 'no-store').send(stored);
    },
  );

  app.get(
    '/imagens/:file',
    {
      schema: {
        tags,
        summary: 'Uma imagem de evento enviada por um organizador (WebP)',
        params: imageParams,
        response: { 200: z.any(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const bytes = await images.read(request.params.file);
      if (!bytes) throw new HttpError(404, 'Imagem não encontrada');
      // Its name is its content's hash: it never changes, so caches may keep it for good.
      return reply
        .type('image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
};
