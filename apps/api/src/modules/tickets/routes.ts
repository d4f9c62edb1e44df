import { ROLES } from '@bilheteria/domain/roles';
import {
  correctTicketEmailRequestSchema,
  eventIdParamsSchema,
  eventTicketsQuerySchema,
  eventTicketsResponseSchema,
  myTicketsResponseSchema,
  orderTicketsResponseSchema,
  ticketIdParamsSchema,
  ticketOfOrderParamsSchema,
  ticketPublicKeySchema,
  TICKET_MESSAGES,
} from '@bilheteria/domain/tickets-contract';
import { messageResponseSchema } from '@bilheteria/domain/auth-contract';
import {
  participantSwapParamsSchema,
  participantSwapRequestSchema,
  participantSwapResponseSchema,
} from '@bilheteria/domain/participant-swap';
import { orderIdParamsSchema } from '@bilheteria/domain/checkout-contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { organizationOf } from '../auth';
import { orderAccessOf } from '../checkout';
import type { TicketsService, Viewer } from './service';

const viewerOf = (request: FastifyRequest): Viewer => ({
  user: request.user,
  orderAccess: orderAccessOf(request),
});

/**
 * Issued tickets (issue 14): the scanners' public key (public), Meus Ingressos (any signed-in
 * user), a ticket's PDF and calendar file (its holder, the order's buyer, the event's
 * organization), an order's tickets for its confirmation screen (the buyer, the organization) and
 * an event's tickets for its organization (issue 28: each as the member's role allows). Anyone
 * else gets the 404 of a missing ticket.
 */
export const ticketRoutes: FastifyPluginAsyncZod<{ tickets: TicketsService }> = async (
  app,
  { tickets },
) => {
  const tags = ['Ingressos'];

  app.get(
    '/ingressos/chave-publica',
    {
      schema: {
        tags,
        summary: 'Chave pública Ed25519 que verifica o QR dos ingressos (leitores na portaria)',
        description:
          'O QR de um ingresso é base64url de 123 bytes: versão (1), id do ingresso, id do ' +
          'evento, id do tipo de ingresso (UUIDs em 16 bytes), os 10 bytes do código e a ' +
          'assinatura Ed25519 (64) sobre "bilheteria/ingresso/v1" seguido dos 59 primeiros ' +
          'bytes. A chave é a mesma enquanto durar a instalação.',
        response: { 200: ticketPublicKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return tickets.publicKey();
    },
  );

  // Everything else is about one person: never cached.
  const personalRoutes: FastifyPluginAsyncZod = async (personal) => {
    noStore(personal);

    personal.get(
      '/meus-ingressos',
      {
        config: { roles: ROLES },
        schema: {
          tags,
          summary: 'Os ingressos cujo participante tem o e-mail da conta, por evento',
          description: 'Próximos eventos primeiro; depois os já encerrados, do mais recente.',
          response: { 200: myTicketsResponseSchema },
        },
      },
      async (request) => tickets.myTickets(request.user!),
    );

    for (const kind of ['pdf', 'ics'] as const) {
      personal.get(
        `/ingressos/:id.${kind}`,
        {
          config: { optionalUser: true },
          schema: {
            tags,
            summary:
              kind === 'pdf'
                ? 'O ingresso em PDF (participante, comprador ou administrador)'
                : 'O evento do ingresso para o calendário, .ics (participante, comprador ou administrador)',
            params: ticketIdParamsSchema,
          },
        },
        async (request, reply) => {
          const file = await tickets.ticketFile(request.params.id, kind, viewerOf(request));
          return reply
            .type(file.contentType)
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .send(file.content);
        },
      );
    }

    personal.get(
      '/pedidos/:id/ingressos',
      {
        config: { optionalUser: true },
        schema: {
          tags,
          summary: 'Os ingressos do pedido e o envio de cada e-mail (comprador ou administrador)',
          description:
            'Logo após o pagamento os ingressos ainda estão sendo emitidos (`emitidos: false`): ' +
            'pergunte de novo em instantes.',
          params: orderIdParamsSchema,
          response: { 200: orderTicketsResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => tickets.orderTickets(request.params.id, viewerOf(request)),
    );

    personal.get(
      '/pedidos/:id/ingressos.pdf',
      {
        config: { optionalUser: true },
        schema: {
          tags,
          summary: 'Todos os ingressos válidos do pedido em um PDF (comprador ou organizador)',
          description:
            'Uma página por ingresso não cancelado, igual ao PDF de cada ingresso. Pedido ainda ' +
            'não pago, ou sem ingresso válido: 409.',
          params: orderIdParamsSchema,
          response: {
            200: z.any().describe('O PDF, uma página por ingresso'),
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const file = await tickets.orderTicketsPdf(request.params.id, viewerOf(request));
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.content);
      },
    );

    personal.put(
      '/pedidos/:id/ingressos/:ingresso/email',
      {
        config: { optionalUser: true },
        schema: {
          tags,
          summary: 'Corrige o e-mail devolvido de um ingresso e o envia ao novo endereço',
          description:
            'Só o comprador do pedido (ou a organização do evento, com acesso a vendas), e só ' +
            'para um ingresso cujo e-mail ' +
            'foi devolvido (`email.situacao: "Devolvido"`); os demais recebem 409.',
          params: ticketOfOrderParamsSchema,
          body: correctTicketEmailRequestSchema,
          response: {
            202: messageResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { id, ingresso } = request.params;
        await tickets.correctTicketEmail(id, ingresso, request.body.email, viewerOf(request));
        reply.code(202);
        return { message: TICKET_MESSAGES.emailCorrected };
      },
    );

    personal.put(
      '/pedidos/:id/participantes/:posicao',
      {
        config: { optionalUser: true },
        schema: {
          tags,
          summary: 'Troca o participante de um ingresso (Trocar participante)',
          description:
            'Os mesmos campos de POST /api/comprador (sem id_pedido e posicao). O comprador do ' +
            'pedido troca qualquer ingresso; o participante, com a conta do e-mail do ingresso, ' +
            'o seu. O ingresso recebe um novo código e QR (os antigos deixam de valer), é ' +
            'enviado ao novo participante, e o anterior é avisado. Ingresso utilizado ou ' +
            'cancelado, prazo encerrado ou troca desativada pelo organizador: 409.',
          params: participantSwapParamsSchema,
          body: participantSwapRequestSchema,
          response: {
            200: participantSwapResponseSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const { id, posicao } = request.params;
        return tickets.swapParticipant(id, posicao, request.body, viewerOf(request));
      },
    );

    personal.get(
      '/organizador/eventos/:id/ingressos',
      {
        // Participants' names and e-mails with how each delivery went: a report (not the door).
        config: { organization: 'relatorios' },
        schema: {
          tags,
          summary: 'Os ingressos emitidos de um evento e o envio de cada e-mail (organizador)',
          params: eventIdParamsSchema,
          querystring: eventTicketsQuerySchema,
          response: { 200: eventTicketsResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) =>
        tickets.eventTickets(request.params.id, organizationOf(request).id, request.query),
    );
  };
  await app.register(personalRoutes);
};
