import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import { every } from '../../jobs/every';
import type { ModuleOptions } from '../../shared/module-options';
import type { PaymentProvider } from './provider';
import { paymentRoutes } from './routes';
import { pixQrPng } from './sandbox/pix';
import { selectPaymentProvider } from './select-provider';
import { createPaymentsService } from './service';

export { erasePayers } from './erase-payers';
export { createPagBankProvider } from './pagbank/pagbank-provider';
export { PaymentProviderError, type PaymentProvider } from './provider';
export { pixTxidFor } from './sandbox/pix';

export interface PaymentsModule {
  /** The provider every payment and refund goes through. */
  provider: PaymentProvider;
}

export interface PaymentsModuleOptions extends ModuleOptions {
  /**
   * The payment provider as the rest of the app sees it (tests: a provider that fails as told,
   * or PagBank's provider aimed at a fake PagBank).
   */
  wrapProvider: (provider: PaymentProvider) => PaymentProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsModule;
  }
}

/**
 * Payment by card, PIX or boleto through the provider (sandbox or PagBank), its webhook and
 * reconciliation; a paid order queues its tickets and its affiliate's commission.
 */
export const paymentsModule = fp<PaymentsModuleOptions>(
  async (app, { config, database, clock, isReady, wrapProvider }) => {
    const selected = selectPaymentProvider({
      config,
      db: database.db,
      // The sandbox lives in this process: it posts its notifications, signed as PagBank signs
      // them, straight to our own webhook route (through the whole HTTP pipeline).
      notify: async (_url, rawBody, headers) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/pagseguro/webhook',
          payload: rawBody,
          headers,
        });
        if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
      },
      ...(clock ? { clock } : {}),
    });
    const { sandbox } = selected;
    const provider = wrapProvider(selected.provider);
    const payments = createPaymentsService({
      db: database.db,
      provider,
      orders: app.checkout.orders,
      coupons: app.checkout.coupons,
      paymentTokens: app.botcheck.paymentTokens,
      wakeJobs: app.wakeJobs,
      notificationUrl:
        config.publicUrl || sandbox
          ? `${config.publicUrl ?? `http://localhost:${config.port}`}/api/pagseguro/webhook`
          : null,
      pixImage: async (text) =>
        `data:image/png;base64,${(await pixQrPng(text)).toString('base64')}`,
      ...(clock ? { clock } : {}),
    });
    app.jobHandlers.add(payments.jobs);
    if (sandbox && config.payments.sandboxAutoPayMs > 0) {
      every(app, { name: 'sandbox auto-pay', intervalMs: 1_000, isReady }, () => sandbox.payDue());
    }
    app.decorate('payments', { provider });
    await app.register(paymentRoutes, {
      prefix: '/api',
      payments,
      billing: app.billing,
      provider,
      sandbox,
      demoMode: config.demoMode,
      freeOrdersPerIpPerHour: config.checkout.freeOrdersPerIpPerHour,
    });
  },
  // Tickets and affiliates handle the jobs a paid order queues.
  {
    name: 'payments',
    dependencies: ['jobs', 'checkout', 'billing-records', 'botcheck', 'tickets', 'affiliates'],
  },
);
