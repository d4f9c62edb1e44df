import {
  botcheckConfigSchema,
  botcheckVerifyRequestSchema,
  botcheckVerifyResponseSchema,
  PAYMENT_MESSAGES,
} from '@bilheteria/domain/payment-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, HttpError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import type { PaymentTokens } from './payment-tokens';
import type { BotCheck } from './service';

/**
 * The invisible bot check before any payment (spec §4 "Payment"): the page proves it is a
 * browser (ALTCHA proof of work, or reCAPTCHA v3), and gets a payment token good for one call.
 */
export const botcheckRoutes: FastifyPluginAsyncZod<{
  botCheck: BotCheck;
  paymentTokens: PaymentTokens;
}> = async (app, { botCheck, paymentTokens }) => {
  const tags = ['Pagamento'];
  noStore(app);

  app.get(
    '/botcheck/config',
    {
      schema: {
        tags,
        summary: 'Qual verificação anti-robô a página deve fazer',
        response: { 200: botcheckConfigSchema },
      },
    },
    async () => botCheck.config(),
  );

  app.get(
    '/botcheck/challenge',
    {
      schema: {
        tags,
        summary: 'Um desafio ALTCHA (prova de trabalho) assinado',
        response: { 200: z.looseObject({}), 404: errorResponseSchema },
      },
    },
    async () => {
      if (botCheck.config().kind !== 'altcha') throw new HttpError(404, 'Recurso não encontrado.');
      return { ...(await botCheck.challenge()) };
    },
  );

  app.post(
    '/recaptcha/verify',
    {
      schema: {
        tags,
        summary: 'Verifica a prova anti-robô e devolve um token de pagamento de uso único',
        body: botcheckVerifyRequestSchema,
        response: { 200: botcheckVerifyResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const passed = await botCheck
        .verify(request.body.token, request.ip)
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'bot check could not be verified');
          return false;
        });
      if (!passed) throw new HttpError(400, PAYMENT_MESSAGES.recaptchaFailed);
      const token = await paymentTokens.issue();
      return { success: true as const, token, recaptcha_token: token };
    },
  );
};
