import { organizerEventParamsSchema } from '@bilheteria/domain/organizer-contract';
import {
  VIRTUAL_QUEUE_MESSAGES,
  VIRTUAL_QUEUE_MODES,
  VIRTUAL_QUEUE_SITUATIONS,
  VIRTUAL_QUEUE_TICKET_HEADER,
  virtualQueueJoinSchema,
  virtualQueueSettingsSchema,
  type OrganizerVirtualQueueView,
  type VirtualQueueState,
  type VirtualQueueTicketStatus,
} from '@bilheteria/domain/virtual-queue-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errorResponseSchema, HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../../http/request-organization';
import type { Line } from './line';
import { organizerQueueView, saveQueueSettings } from './settings';

const eventParamsSchema = z.object({
  id: z.uuid({ error: VIRTUAL_QUEUE_MESSAGES.eventNotFound }),
});
const ticketHeadersSchema = z.object({
  [VIRTUAL_QUEUE_TICKET_HEADER]: z.string().max(200).optional(),
});

const stateSchema = z.object({
  ativa: z.boolean(),
  por_minuto: z.number().int().nullable(),
}) satisfies z.ZodType<VirtualQueueState>;

const statusSchema = z
  .object({
    ticket: z.string(),
    situacao: z.enum(VIRTUAL_QUEUE_SITUATIONS),
    posicao: z.number().int().nullable(),
    espera_estimada_segundos: z.number().int().nullable(),
    admitido_ate: z.string().nullable(),
    por_minuto: z.number().int().nullable(),
    consultar_em_segundos: z.number().int(),
  })
  .meta({ id: 'FilaVirtualSituacao' }) satisfies z.ZodType<VirtualQueueTicketStatus>;

const organizerViewSchema = z.object({
  modo: z.enum(VIRTUAL_QUEUE_MODES),
  por_minuto: z.number().int(),
  limite_reservas_por_segundo: z.number().int(),
  salvo: z.boolean(),
  ativa: z.boolean(),
  ativa_desde: z.string().nullable(),
  aguardando: z.number().int(),
  admitidos: z.number().int(),
  desistentes: z.number().int(),
  espera_estimada_segundos: z.number().int(),
}) satisfies z.ZodType<OrganizerVirtualQueueView>;

export interface VirtualQueueRoutesOptions {
  db: Db;
  line: Line;
  clock: () => Date;
  verifyHuman: (token: string, remoteIp: string) => Promise<boolean>;
  /** The clock's tick, run at once after a change of settings (tests and a snappier page). */
  tick: () => Promise<unknown>;
}

/** The virtual queue (issue 32): the buyer's door and the organizer's settings. */
export const virtualQueueRoutes: FastifyPluginAsyncZod<VirtualQueueRoutesOptions> = async (
  app,
  { db, line, clock, verifyHuman, tick },
) => {
  noStore(app);
  const tags = ['Fila virtual'];

  app.get(
    '/eventos/:id/fila',
    {
      schema: {
        tags,
        summary: 'Se a venda do evento está com fila virtual',
        params: eventParamsSchema,
        response: { 200: stateSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const state = await line.stateOf(request.params.id);
      if (!state) throw new HttpError(404, VIRTUAL_QUEUE_MESSAGES.eventNotFound);
      return state;
    },
  );

  app.post(
    '/eventos/:id/fila',
    {
      schema: {
        tags,
        summary: 'Entra na fila virtual (ou devolve o lugar que a senha já tem)',
        description:
          'Pede a prova anti-robô (`prova`, a mesma do pagamento). Com o cabeçalho X-Fila-Ticket ' +
          'de um lugar ainda na fila, devolve o mesmo lugar (200) em vez de ir para o fim.',
        params: eventParamsSchema,
        headers: ticketHeadersSchema,
        body: virtualQueueJoinSchema,
        response: {
          200: statusSchema,
          201: statusSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await line.join(
        request.params.id,
        request.headers[VIRTUAL_QUEUE_TICKET_HEADER],
        () => verifyHuman(request.body.prova, request.ip),
      );
      if (result.kind === 'no-event') {
        throw new HttpError(404, VIRTUAL_QUEUE_MESSAGES.eventNotFound);
      }
      if (result.kind === 'not-human')
        throw new HttpError(400, VIRTUAL_QUEUE_MESSAGES.proofInvalid);
      reply.code(result.created ? 201 : 200);
      return result.status;
    },
  );

  app.get(
    '/eventos/:id/fila/situacao',
    {
      schema: {
        tags,
        summary: 'Posição, espera estimada e admissão de uma senha da fila',
        params: eventParamsSchema,
        headers: ticketHeadersSchema,
        response: { 200: statusSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const status = await line.statusOf(
        request.params.id,
        request.headers[VIRTUAL_QUEUE_TICKET_HEADER],
      );
      if (!status) throw new HttpError(400, VIRTUAL_QUEUE_MESSAGES.ticketInvalid);
      return status;
    },
  );

  const organizerPath = '/organizador/eventos/:eventId/fila-virtual';

  app.get(
    organizerPath,
    {
      config: { organization: 'eventos:ver' },
      schema: {
        tags,
        summary: 'A fila virtual do evento: configuração e quem está na fila',
        params: organizerEventParamsSchema,
        response: { 200: organizerViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => organizerQueueView(db, organizationOf(request).id, request.params.eventId),
  );

  app.put(
    organizerPath,
    {
      config: { organization: 'eventos:editar', audit: 'evento.fila-virtual' },
      schema: {
        tags,
        summary: 'Liga, desliga ou deixa automática a fila virtual do evento',
        params: organizerEventParamsSchema,
        body: virtualQueueSettingsSchema,
        response: { 200: organizerViewSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const organizationId = organizationOf(request).id;
      await saveQueueSettings(db, organizationId, request.params.eventId, request.body, clock());
      await tick();
      return organizerQueueView(db, organizationId, request.params.eventId);
    },
  );
};
