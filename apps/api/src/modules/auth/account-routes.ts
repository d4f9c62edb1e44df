import {
  ACCOUNT_MESSAGES,
  emailLinkRequestSchema,
  emailSentResponseSchema,
  linkPasswordRequestSchema,
  linkCheckRequestSchema,
  linkSignInRequestSchema,
  linkSignInResponseSchema,
  linkStatusResponseSchema,
} from '@bilheteria/domain/auth-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponseSchema } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { LINK_FAILURE_MESSAGES } from './account-links';
import type { AccountLinks } from './account-links';
import type { AccountsByEmail, LinkSignIn } from './accounts-by-email';
import { attemptLimit, byIp } from './attempt-limit';
import { replaceSession } from './routes';
import type { AuthService } from './service';
import { setSessionCookie } from './session';

export interface AccountRoutesOptions {
  auth: AuthService;
  accounts: AccountsByEmail;
  links: AccountLinks;
  config: AppConfig;
}

/**
 * Accounts by e-mail (issue 14, docs/decisions/0016): ask for a link ('Esqueceu a senha?', "send
 * me my tickets") — the same 202 whatever the address —, look at a link, and use it to set a
 * password or to sign in. Rate-limited like login; answers are `no-store`.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { auth, accounts, links, config },
) => {
  const tags = ['Contas'];
  const limits = { max: config.auth.rateLimitMax, timeWindowMs: config.auth.rateLimitWindowMs };
  const emailSent = {
    202: emailSentResponseSchema,
    400: errorResponseSchema,
    403: errorResponseSchema,
    429: errorResponseSchema,
  };

  noStore(app);

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: "'Esqueceu a senha?': envia um link para criar uma nova senha",
        description:
          'A mesma resposta (202), no mesmo tempo, exista ou não uma conta com o e-mail; o link ' +
          '(1 hora, uso único) só vai para uma conta que existe.',
        body: emailLinkRequestSchema,
        response: emailSent,
      },
      preHandler: attemptLimit(app, limits),
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(request.body.email);
      reply.code(202);
      return { message: ACCOUNT_MESSAGES.checkEmail, detail: ACCOUNT_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/auth/ticket-link',
    {
      schema: {
        tags,
        summary: 'Envia por e-mail um link que abre Meus Ingressos (sem senha)',
        description:
          'A mesma resposta (202), no mesmo tempo, para qualquer e-mail. O link (30 minutos, ' +
          'uso único) vai para uma conta de usuário com esse e-mail, ou para quem tem ingressos ' +
          'nele (a conta do participante é criada). Contas de administrador e afiliado recebem ' +
          'um link para criar nova senha.',
        body: emailLinkRequestSchema,
        response: emailSent,
      },
      preHandler: attemptLimit(app, limits),
    },
    async (request, reply) => {
      await accounts.requestTicketLink(request.body.email);
      reply.code(202);
      return { message: ACCOUNT_MESSAGES.checkEmail, detail: ACCOUNT_MESSAGES.ticketLinkSent };
    },
  );

  app.post(
    '/auth/resend-confirmation',
    {
      schema: {
        tags,
        summary: 'Envia de novo o link que confirma o cadastro',
        description:
          'Para quem entrou com a senha certa e ouviu que o e-mail ainda não foi confirmado. A ' +
          'mesma resposta (202), no mesmo tempo, para qualquer e-mail; o link (24 horas, uso ' +
          'único) só vai para um cadastro que ainda aguarda a confirmação.',
        body: emailLinkRequestSchema,
        response: emailSent,
      },
      preHandler: attemptLimit(app, limits),
    },
    async (request, reply) => {
      await accounts.requestConfirmationLink(request.body.email);
      reply.code(202);
      return { message: ACCOUNT_MESSAGES.checkEmail, detail: ACCOUNT_MESSAGES.confirmationResent };
    },
  );

  app.post(
    '/auth/link/check',
    {
      schema: {
        tags,
        summary: 'A situação de um link enviado por e-mail, sem usá-lo',
        description:
          'Para a página do link (/definir-senha, /entrar-por-link) dizer logo se ele vale, ' +
          'venceu ou já foi usado. Um POST: o token não vai para URLs nem para logs.',
        body: linkCheckRequestSchema,
        response: {
          200: linkStatusResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const state = await links.inspect(request.body.token);
      if (state.status !== 'valid') {
        return { status: state.status, message: LINK_FAILURE_MESSAGES[state.status] };
      }
      return {
        status: 'valid' as const,
        purpose: state.purpose,
        email: state.email,
        expiresAt: state.expiresAt.toISOString(),
      };
    },
  );

  const linkFailures = {
    200: linkSignInResponseSchema,
    400: errorResponseSchema,
    403: errorResponseSchema,
    410: errorResponseSchema,
    429: errorResponseSchema,
  };

  async function signedIn(request: FastifyRequest, reply: FastifyReply, result: LinkSignIn) {
    await replaceSession(request, auth);
    setSessionCookie(request, reply, config, result.session);
    return { user: result.user, redirectTo: result.redirectTo };
  }

  app.post(
    '/auth/link/password',
    {
      schema: {
        tags,
        summary: 'Define a senha com um link de /definir-senha e inicia a sessão',
        description:
          'Usa o link (uso único; os outros links de senha do mesmo e-mail deixam de valer), ' +
          'encerra as outras sessões da conta e inicia uma nova, como o login. 410: link vencido ' +
          'ou já usado; 400: link inválido ou senha fora da regra.',
        body: linkPasswordRequestSchema,
        response: linkFailures,
      },
      preHandler: attemptLimit(app, limits, [byIp]),
    },
    async (request, reply) =>
      signedIn(request, reply, await accounts.setPasswordByLink(request.body)),
  );

  app.post(
    '/auth/link/sign-in',
    {
      schema: {
        tags,
        summary: 'Entra com um link de /entrar-por-link (confirmação de cadastro ou ingressos)',
        description:
          'Usa o link (uso único) e inicia a sessão da conta do e-mail. Confirmar o cadastro ' +
          'ativa a senha escolhida nele. 410: link vencido ou já usado; 400: link inválido.',
        body: linkSignInRequestSchema,
        response: linkFailures,
      },
      preHandler: attemptLimit(app, limits, [byIp]),
    },
    async (request, reply) => signedIn(request, reply, await accounts.signInByLink(request.body)),
  );
};
