import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  authResponseSchema,
  demoAccountsResponseSchema,
  emailSentResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  registerRequestSchema,
} from '@bilheteria/domain/auth-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts';
import { errorResponseSchema, HttpError, MESSAGES } from '../../http/errors';
import { noStore } from '../../http/no-store';
import type { AccountsByEmail } from './accounts-by-email';
import { attemptLimit } from './attempt-limit';
import type { AuthService } from './service';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session';

export interface AuthRoutesOptions {
  auth: AuthService;
  accounts: AccountsByEmail;
  config: AppConfig;
}

/**
 * Accounts and sessions (issue 4): sign-up, login, logout, who am I, and the demo box. Answers
 * carry `Cache-Control: no-store`: they are about one person.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, accounts, config },
) => {
  const tags = ['Contas'];
  const limits = { max: config.auth.rateLimitMax, timeWindowMs: config.auth.rateLimitWindowMs };

  noStore(app);

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Cadastra uma conta (papel usuário); o link de confirmação vai por e-mail',
        description:
          'A mesma resposta (202) para um e-mail novo e para um já cadastrado: um e-mail novo ' +
          'recebe o link que confirma o cadastro e entra; o dono de um e-mail já cadastrado é ' +
          'avisado por e-mail, com um link para criar uma nova senha (decisão 0016).',
        body: registerRequestSchema,
        response: {
          202: emailSentResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      preHandler: attemptLimit(app, limits),
    },
    async (request, reply) => {
      await accounts.signUp(request.body);
      reply.code(202);
      return { message: ACCOUNT_MESSAGES.signupSuccess, detail: ACCOUNT_MESSAGES.signupCheckEmail };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: "Entra com e-mail e senha; 'remember' mantém a sessão por 30 dias",
        description:
          '401 para e-mail desconhecido ou senha errada (a mesma resposta). 403 quando a senha ' +
          'está certa mas o e-mail do cadastro ainda não foi confirmado: o link pode ser pedido ' +
          'de novo em POST /api/auth/resend-confirmation.',
        body: loginRequestSchema,
        response: {
          200: authResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      preHandler: attemptLimit(app, limits),
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const user = await auth.verifyCredentials(email, password);
      if (!user) throw new HttpError(401, AUTH_MESSAGES.loginFailed);
      // Only the right password gets here: the owner learns the e-mail waits for its link.
      if (user === 'unconfirmed') throw new HttpError(403, AUTH_MESSAGES.emailNotConfirmed);
      await replaceSession(request, auth);
      setSessionCookie(
        request,
        reply,
        config,
        await auth.createSession(user.id, { persistent: remember }),
      );
      await accounts.addressProved(user.email, user.id);
      return { user };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Encerra a sessão (também para quem já não tem uma)',
        response: { 204: z.null().describe('Sessão encerrada'), 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await auth.deleteSession(token);
      clearSessionCookie(request, reply, config);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { optionalUser: true },
      schema: {
        tags,
        summary: 'O usuário da sessão, ou null para visitantes',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ user: request.user }),
  );

  app.get(
    '/auth/demo-accounts',
    {
      schema: {
        tags,
        summary: 'Contas de demonstração (só com DEMO_MODE)',
        response: { 200: demoAccountsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      if (!config.demoMode) return reply.code(404).send({ message: MESSAGES.notFound });
      return {
        accounts: DEMO_ACCOUNTS.map(({ role, name, email, password, papel, organizacao }) => ({
          role,
          name,
          email,
          password,
          papel,
          organizacao,
        })),
      };
    },
  );
};

/** Signing in ends the session the browser came with, if any (no session fixation). */
export async function replaceSession(request: FastifyRequest, auth: AuthService): Promise<void> {
  const previous = sessionTokenOf(request);
  if (previous) await auth.deleteSession(previous);
}
