import {
  ACCOUNT_MESSAGES,
  createUsuarioRequestSchema,
  createUsuarioResponseSchema,
  messageResponseSchema,
  resendTicketsRequestSchema,
} from '@bilheteria/domain/auth-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponseSchema, HttpError, MESSAGES } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { orderAccessOf } from '../checkout';
import type { AccountsByEmail } from './accounts-by-email';
import { attemptLimit, byBodyField, byIp } from './attempt-limit';
import type { ResendGate, ResendTickets } from './ticket-resend';

export interface SpecAccountRoutesOptions {
  accounts: AccountsByEmail;
  config: AppConfig;
  resendGate: ResendGate;
  /** The tickets module's re-send; until it is given, the route answers 503 past its checks. */
  resendTickets?: ResendTickets;
}

/**
 * The two §7 calls about people (issue 14), with the spec's paths and field names, and what the
 * spec leaves open decided: POST /api/usuarios is for admins only and never takes a password;
 * POST /api/ingresso/enviar re-sends a paid order's own tickets, for its buyer or an admin.
 */
export const specAccountRoutes: FastifyPluginAsyncZod<SpecAccountRoutesOptions> = async (
  app,
  { accounts, config, resendGate, resendTickets },
) => {
  noStore(app);
  const resendLimits = {
    max: config.auth.rateLimitMax,
    timeWindowMs: config.auth.rateLimitWindowMs,
  };
  const perOrder = attemptLimit(app, resendLimits, [byBodyField('codigoIngresso')]);

  app.post(
    '/usuarios',
    {
      config: { organization: 'equipe' },
      schema: {
        tags: ['Contas'],
        summary: 'Cria a conta de uma pessoa (papel usuário), sem senha; o link vai por e-mail',
        description:
          'Campos do registro de usuário da especificação (§3). Uma conta nova guarda nome, ' +
          'e-mail, telefone, CPF, cidade e estado; `senha` é ignorada: a pessoa recebe por ' +
          'e-mail um link (7 dias, uso único) para definir a sua. Uma conta que já existe não ' +
          'muda (só o dono altera os seus dados). A mesma resposta (202) nos dois casos: ela ' +
          'não diz se o e-mail já tinha conta.',
        body: createUsuarioRequestSchema,
        response: {
          202: createUsuarioResponseSchema,
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const account = await accounts.createUser(request.body);
      reply.code(202);
      return { email: account.email, message: ACCOUNT_MESSAGES.userRequested };
    },
  );

  app.post(
    '/ingresso/enviar',
    {
      config: { optionalUser: true },
      schema: {
        tags: ['Checkout'],
        summary: 'Reenvia os ingressos de um pedido pago aos seus participantes',
        description:
          '`codigoIngresso` é o id do pedido. Só para quem comprou (o navegador da compra ou a ' +
          'conta que comprou) ou um membro da organização do evento com acesso a vendas; ' +
          'para os demais o pedido não existe (404). Os ' +
          'e-mails saem dos dados do servidor, para os participantes do próprio pedido; os ' +
          'outros campos da §7 são aceitos e ignorados.',
        body: resendTicketsRequestSchema,
        response: {
          202: messageResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      // Every attempt counts against the client; only an allowed one against the order.
      preHandler: attemptLimit(app, resendLimits, [byIp]),
    },
    async (request, reply) => {
      const orderId = request.body.codigoIngresso;
      await resendGate(orderId, {
        access: orderAccessOf(request),
        organization: request.user?.organizacao ?? null,
      });
      await perOrder(request, reply);
      if (!resendTickets) throw new HttpError(503, MESSAGES.unavailable);
      await resendTickets(orderId);
      reply.code(202);
      return { message: ACCOUNT_MESSAGES.ticketsResent };
    },
  );
};
