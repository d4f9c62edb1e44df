import fp from 'fastify-plugin';
import { appMetaStore, lazily, loadOrCreateSecret } from '../../db/app-secrets';
import { every } from '../../jobs/every';
import type { ModuleOptions } from '../../shared/module-options';
import { createPaymentTokens, type PaymentTokens } from './payment-tokens';
import { botcheckRoutes } from './routes';
import { createBotCheck } from './service';
import { createSpentTokens } from './spent-tokens';

export type { PaymentTokens } from './payment-tokens';

export interface BotcheckModule {
  /** Single-use tokens a solved challenge buys: a payment spends one. */
  paymentTokens: PaymentTokens;
  /** Checks a browser's proof (ALTCHA payload or reCAPTCHA token) once: the virtual queue's door. */
  verifyHuman(token: string, remoteIp: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    botcheck: BotcheckModule;
  }
}

/** The bot check before a payment (ALTCHA, or reCAPTCHA when configured). */
export const botcheckModule = fp<ModuleOptions>(
  async (app, { config, database, clock, isReady }) => {
    const secrets = appMetaStore(database.db);
    const spentTokens = createSpentTokens(database.db);
    const paymentTokens = createPaymentTokens(
      lazily(() => loadOrCreateSecret(secrets, 'botcheck.payment_token_secret')),
      spentTokens,
      clock,
    );
    const botCheck = createBotCheck({
      kind: config.botcheck.kind,
      cost: config.botcheck.cost,
      hmacSecret: lazily(() => loadOrCreateSecret(secrets, 'botcheck.altcha_secret')),
      recaptchaSecret: config.botcheck.recaptchaSecret,
      recaptchaSiteKey: config.botcheck.recaptchaSiteKey,
      spent: spentTokens,
      ...(clock ? { clock } : {}),
    });
    every(app, { name: 'spent-token sweep', intervalMs: 60 * 60_000, isReady }, () =>
      spentTokens.deleteExpired(clock ? clock() : new Date()),
    );
    app.decorate('botcheck', {
      paymentTokens,
      verifyHuman: (token, remoteIp) => botCheck.verify(token, remoteIp).catch(() => false),
    });
    await app.register(botcheckRoutes, { prefix: '/api', botCheck, paymentTokens });
  },
  { name: 'botcheck' },
);
