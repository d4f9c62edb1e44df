import '@bilheteria/domain/zod-locale';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { AccessLog } from './http/access-log';
import { JsonResponseCache } from './http/cached-json';
import { isApiPath, registerErrorHandling, sendUnavailable } from './http/errors';
import { frameworkErrorOptions } from './http/framework-errors';
import { registerInputGuard } from './http/input-guard';
import { validatorCompiler } from './http/header-validation';
import { serializerCompiler } from './http/json-serializer';
import { acceptedRequestId } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import {
  registerOriginCheck,
  authRoutes,
  createAuthService,
  createAccountLinks,
  publicBaseUrl,
  accountRoutes,
  createAccountsByEmail,
  createParticipantAccounts,
  specAccountRoutes,
  ticketHoldersFromTables,
  resendGateFromTables,
  registerSessions,
  SESSION_COOKIE,
  SESSION_SECURITY_SCHEME,
} from './modules/auth';
import { appMetaStore, lazily, loadOrCreateSecret } from './db/app-secrets';
import { statementRunner } from './db/prepared';
import { every } from './jobs/every';
import { runJobWorker } from './jobs/run-worker';
import { createJobWorker, type JobHandler, type JobWorker } from './jobs/worker';
import {
  createPaymentTokens,
  botcheckRoutes,
  createBotCheck,
  createSpentTokens,
} from './modules/botcheck';
import {
  createBuyersService,
  createCouponsService,
  sweepExpiredHolds,
  createOrdersService,
  checkoutRoutes,
} from './modules/checkout';
import {
  paymentRoutes,
  pixQrPng,
  selectPaymentProvider,
  createPaymentsService,
} from './modules/payments';
import type { PaymentProvider } from './modules/payments';
import type { AttachmentRenderer } from './modules/mail';
import { devMailboxRoutes, createMailService, type MailService } from './modules/mail';
import { checkInRoutes, createCheckInService } from './modules/check-in';
import { organizerReportRoutes, createOrganizerReportsService } from './modules/organizer-reports';
import {
  createTicketRenderers,
  ticketRoutes,
  createTicketsService,
  loadOrCreateTicketSigningKey,
} from './modules/tickets';
import {
  affiliateRoutes,
  createPayoutsService,
  createAffiliatesService,
} from './modules/affiliates';
import { adjustableClock, testClockRoutes } from './modules/test-clock';
import {
  createEventImages,
  eventImageRoutes,
  organizerEventRoutes,
  createOrganizerEventsService,
} from './modules/organizer-events';
import { eventPageMeta, catalogRoutes, createCatalogService } from './modules/catalog';
import { createLogger } from './logger';
import { healthRoutes } from './modules/health';
import { registerRateLimit } from './modules/rate-limit';
import { refundRoutes, createRefundsService } from './modules/refunds';
import { waitlistRoutes, createWaitlistService, type WaitlistService } from './modules/waitlist';
import { SEED_MEDIA_DIR } from './paths';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker of this process (tests run due jobs through it). */
    jobs: JobWorker;
    /** The e-mail outbox (tests add attachment renderers and read deliveries through it). */
    mail: MailService;
    /** The waiting lists (tests run the periodic offer round through it). */
    waitlist: WaitlistService;
  }
}

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  /** False while migrations have not run (e.g. PostgreSQL still unreachable at start). */
  isReady?: () => boolean;
  clock?: () => Date;
  logger?: Logger;
  /**
   * The payment provider as the rest of the app sees it (tests: a provider that fails as told,
   * or PagBank's provider aimed at a fake PagBank). Unchanged by default.
   */
  wrapPaymentProvider?: (provider: PaymentProvider) => PaymentProvider;
}

/** Builds the whole server (API, docs, web app) without listening: tests call `inject`. */
export async function buildApp({
  config,
  database,
  isReady = () => true,
  clock,
  logger = createLogger(config),
  wrapPaymentProvider = (provider) => provider,
}: AppDependencies): Promise<FastifyInstance> {
  // pino's Logger is a FastifyBaseLogger; typing it as such keeps plugin types simple.
  const baseLogger: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance: baseLogger,
    genReqId: (request) => acceptedRequestId(request) ?? randomUUID(),
    requestTimeout: 30_000,
    logController: new AccessLog(),
    keepAliveTimeout: 72_000,
    trustProxy: trustProxyOption(config.trustProxy),
    ...frameworkErrorOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  // zod's validation and serialization, minus the copies that change nothing (http/*).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Bilheteria API',
        description: 'API do marketplace de ingressos para eventos corporativos.',
        version: '1.0.0',
      },
      tags: [
        { name: 'Catálogo' },
        { name: 'Contas' },
        { name: 'Checkout' },
        { name: 'Pagamento' },
        { name: 'Ingressos' },
        { name: 'Check-in' },
        { name: 'Afiliados' },
        { name: 'Operação' },
      ],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with .meta({ id }) become components that the paths $ref.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own page: scripts only from us, no third-party validator badge.
    staticCSP:
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'none'; " +
      "img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    uiConfig: { validatorUrl: null },
  });

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const open = url.startsWith('/api/docs') || url.startsWith('/api/health');
    if (!isReady() && isApiPath(url) && !open) {
      sendUnavailable(reply);
      return;
    }
    done();
  });

  // CSRF before anything else looks at a mutating request; then sessions and the roles hook,
  // which must exist before any route is registered.
  registerOriginCheck(app, config);
  const auth = createAuthService(database.db, clock);
  await registerSessions(app, { auth, config });
  // Counters shared by every process (database, or Redis with REDIS_URL; closed with the app).
  await registerRateLimit(app, { config, db: database.db, clock, isReady });
  sweepExpiredSessions(app, () => (isReady() ? auth.deleteExpiredSessions() : Promise.resolve(0)));

  const catalogCache = new JsonResponseCache(config.catalogCacheTtlMs);
  const catalog = createCatalogService(database.db, {
    ...(clock ? { clock } : {}),
    // Asked per request, once organizerEvents (below) exists.
    hasSold: (eventId) => organizerEvents.hasSold(eventId),
  });
  const orders = createOrdersService(database.db, { clock, holdMs: config.checkout.holdMs });
  const coupons = createCouponsService(database.db, { clock, orders });
  const buyers = createBuyersService(database.db, { clock, orders });
  sweepExpiredHolds(app, orders, { intervalMs: config.checkout.holdSweepIntervalMs, isReady });

  // Payment (issue 6): bot check, provider, and the service every payment path goes through.
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
  const provider = wrapPaymentProvider(selected.provider);
  let wakeJobs = () => {};
  const payments = createPaymentsService({
    db: database.db,
    provider,
    orders,
    coupons,
    paymentTokens,
    wakeJobs: () => wakeJobs(),
    notificationUrl:
      config.publicUrl || sandbox
        ? `${config.publicUrl ?? `http://localhost:${config.port}`}/api/pagseguro/webhook`
        : null,
    pixImage: async (text) => `data:image/png;base64,${(await pixQrPng(text)).toString('base64')}`,
    ...(clock ? { clock } : {}),
  });
  // The e-mail outbox (issue 14): modules queue messages with `mail.enqueue(tx, …)` and add the
  // renderers of their attachments to `mailRenderers` (read when a message is sent).
  const mailRenderers: Record<string, AttachmentRenderer> = {};
  const mail = createMailService({
    db: database.db,
    config,
    renderers: mailRenderers,
    logger: app.log,
    ...(clock ? { clock } : {}),
  });
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.close());
  // Accounts by e-mail (issue 14, decision 0016): single-use links; the participants' accounts
  // (made by the tickets service); sign-up, 'Esqueceu a senha?' and ticket links by e-mail.
  const accountLinks = createAccountLinks(database.db, {
    baseUrl: publicBaseUrl(config),
    ...(clock ? { clock } : {}),
  });
  const participantAccounts = createParticipantAccounts(database.db, { links: accountLinks });
  const accounts = createAccountsByEmail({
    db: database.db,
    auth,
    links: accountLinks,
    participants: participantAccounts,
    mailer: mail,
    ticketHolders: ticketHoldersFromTables(database.db),
    wakeJobs: () => wakeJobs(),
    ...(clock ? { clock } : {}),
  });
  // Tickets (issue 14): issued on `order.paid`, their QR signed with the installation's key;
  // then each participant's account and own e-mail, and the buyer's summary. The outbox renders
  // their attachments (PDF, inline QR, .ics) with the tickets module's renderers.
  const ticketSigningKey = lazily(() => loadOrCreateTicketSigningKey(secrets));
  const tickets = createTicketsService({
    db: database.db,
    signingKey: ticketSigningKey,
    baseUrl: publicBaseUrl(config),
    mail,
    accounts: participantAccounts,
    ...(clock ? { clock } : {}),
  });
  Object.assign(
    mailRenderers,
    createTicketRenderers({ db: database.db, baseUrl: publicBaseUrl(config) }),
  );
  // Check-in at the door (issue 15): scanner links, the door's scans, live occupancy.
  const checkIn = createCheckInService({
    db: database.db,
    statements: statementRunner(database),
    signingKey: ticketSigningKey,
    baseUrl: publicBaseUrl(config),
    ...(clock ? { clock } : {}),
  });
  // The organizer's figures (issue 17): dashboard, event report, participants (with the ticket
  // e-mail's re-send), exports streamed from the database, and everyone's Atividade Recente.
  const organizerReports = createOrganizerReportsService({
    database,
    statements: statementRunner(database),
    wakeJobs: () => wakeJobs(),
    ...(clock ? { clock } : {}),
  });
  // Affiliates (issue 16): sign-up, their events, the ledger (a commission per ticket sold
  // through a link, recorded by a job after `order.paid`) and the admins' monthly payout.
  const ledgerClock = config.testClockControl ? adjustableClock(clock) : null;
  const affiliatesClock = ledgerClock?.now ?? clock;
  const affiliates = createAffiliatesService({
    db: database.db,
    statements: statementRunner(database),
    payableAfterDays: config.affiliates.payableAfterDays,
    onJoined: (code) => catalogCache.invalidate(`affiliate:${code}`),
    ...(affiliatesClock ? { clock: affiliatesClock } : {}),
  });
  const eventImages = createEventImages({ dataDir: config.dataDir, remote: config.imageFetch });
  // The organizer's events (issue 17): every change shows in the public catalog at once; a
  // picture given by address is stored here like an upload (the CSP serves only our images).
  const organizerEvents = createOrganizerEventsService({
    db: database.db,
    onChanged: () => catalogCache.invalidate(),
    onSeatsAdded: (tx, ticketTypeIds) => waitlist.offerInTx(tx, ticketTypeIds),
    importImage: (address) => eventImages.storeFrom(address),
    ...(clock ? { clock } : {}),
  });
  // Refunds, cancelled events and the waiting list (issue 18): a seat that leaves an order goes
  // to the next in line or back on sale, its money back once, everyone told.
  const waitlist = createWaitlistService({
    db: database.db,
    mailer: mail,
    baseUrl: publicBaseUrl(config),
    offerMs: config.checkout.waitlistOfferMs,
    wakeJobs: () => wakeJobs(),
    ...(clock ? { clock } : {}),
  });
  const refunds = createRefundsService({
    db: database.db,
    provider,
    mailer: mail,
    waitlist,
    baseUrl: publicBaseUrl(config),
    onEventChanged: () => catalogCache.invalidate(),
    wakeJobs: () => wakeJobs(),
    ...(clock ? { clock } : {}),
  });
  every(
    app,
    { name: 'waiting-list sweep', intervalMs: config.checkout.holdSweepIntervalMs, isReady },
    () => waitlist.sweep(),
  );
  const payouts = createPayoutsService({
    db: database.db,
    ...(affiliatesClock ? { clock: affiliatesClock } : {}),
  });
  // The durable queue's handlers, by kind: each module adds its own.
  const jobHandlers: Record<string, JobHandler> = { ...payments.jobs, ...tickets.jobs };
  Object.assign(jobHandlers, affiliates.jobs);
  Object.assign(jobHandlers, refunds.jobs);
  Object.assign(jobHandlers, mail.jobs);
  Object.assign(jobHandlers, accounts.jobs);
  if (sandbox && config.payments.sandboxAutoPayMs > 0) {
    every(app, { name: 'sandbox auto-pay', intervalMs: 1_000, isReady }, () => sandbox.payDue());
  }
  every(app, { name: 'spent-token sweep', intervalMs: 60 * 60_000, isReady }, () =>
    spentTokens.deleteExpired(clock ? clock() : new Date()),
  );

  // The durable queue, worked in this process (and every other one started).
  const jobWorker = createJobWorker({
    db: database.db,
    handlers: jobHandlers,
    leaseMs: config.jobs.leaseMs,
    logger: app.log,
    ...(clock ? { clock } : {}),
  });
  app.decorate('jobs', jobWorker);
  app.decorate('waitlist', waitlist);
  wakeJobs = runJobWorker(app, jobWorker, {
    pollIntervalMs: config.jobs.pollIntervalMs,
    isReady,
  }).wake;

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db, isReady, jobs: jobWorker });
      await api.register(authRoutes, { auth, accounts, config });
      await api.register(accountRoutes, { auth, accounts, links: accountLinks, config });
      await api.register(specAccountRoutes, {
        accounts,
        config,
        resendGate: resendGateFromTables(database.db),
        resendTickets: (orderId) => tickets.resendTickets(orderId),
      });
      await api.register(catalogRoutes, { catalog, cache: catalogCache });
      await api.register(checkoutRoutes, { orders, coupons, buyers, config });
      await api.register(botcheckRoutes, { botCheck, paymentTokens });
      await api.register(paymentRoutes, {
        payments,
        provider,
        sandbox,
        demoMode: config.demoMode,
        freeOrdersPerIpPerHour: config.checkout.freeOrdersPerIpPerHour,
      });
      await api.register(ticketRoutes, { tickets });
      await api.register(checkInRoutes, { checkIn });
      await api.register(organizerReportRoutes, { reports: organizerReports });
      await api.register(affiliateRoutes, { affiliates, payouts });
      await api.register(organizerEventRoutes, { organizerEvents });
      await api.register(eventImageRoutes, { images: eventImages });
      await api.register(refundRoutes, { refunds });
      await api.register(waitlistRoutes, { waitlist, config });
      if (ledgerClock) await api.register(testClockRoutes, { clock: ledgerClock });
    },
    { prefix: '/api' },
  );
  // Without SMTP_URL, in DEMO_MODE only: the outbox's messages at /dev/emails.
  await app.register(devMailboxRoutes, { mail, config });

  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    mediaDirs: { demo: SEED_MEDIA_DIR },
    pageMeta: eventPageMeta(catalog, config.catalogCacheTtlMs),
    publicUrl: config.publicUrl,
  });

  return app;
}

const SESSION_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Expired sessions are ignored as soon as they expire; once an hour their rows are removed. */
function sweepExpiredSessions(app: FastifyInstance, sweep: () => Promise<number>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep().then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, 'expired sessions removed');
        },
        (error: unknown) => app.log.warn({ err: error }, 'expired-session sweep failed'),
      );
    }, SESSION_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Fastify takes a hop count at run time but its types do not: the same rule as a function. */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
