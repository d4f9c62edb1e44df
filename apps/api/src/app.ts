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
import { isApiPath, registerErrorHandling, sendUnavailable } from './http/errors';
import { frameworkErrorOptions } from './http/framework-errors';
import { registerInputGuard } from './http/input-guard';
import { validatorCompiler } from './http/header-validation';
import { serializerCompiler } from './http/json-serializer';
import { acceptedRequestId } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { jobsPlugin } from './jobs/plugin';
import { createLogger } from './logger';
import { affiliatesModule } from './modules/affiliates';
import { badgesModule } from './modules/badges';
import { settlementModule } from './modules/settlement';
import {
  authAccountsModule,
  authSessionsModule,
  SESSION_COOKIE,
  SESSION_SECURITY_SCHEME,
} from './modules/auth';
import { billingModule, billingRecordsModule } from './modules/billing';
import { botcheckModule } from './modules/botcheck';
import { catalogModule } from './modules/catalog';
import { certificatesModule } from './modules/certificates';
import { checkInModule } from './modules/check-in';
import { checkoutModule } from './modules/checkout';
import { healthModule } from './modules/health';
import { siteModule } from './modules/site';
import { mailModule } from './modules/mail';
import { organizationsModule } from './modules/organizations';
import { organizerEventsModule } from './modules/organizer-events';
import { organizerReportsModule } from './modules/organizer-reports';
import { type PaymentProvider, paymentsModule } from './modules/payments';
import { privacyModule } from './modules/privacy';
import { rateLimitModule } from './modules/rate-limit';
import { refundsModule } from './modules/refunds';
import { registrationModule } from './modules/registration';
import { virtualQueueModule } from './modules/virtual-queue';
import { ticketsModule } from './modules/tickets';
import { waitlistModule } from './modules/waitlist';
import { SEED_MEDIA_DIR } from './paths';
import type { ModuleOptions } from './shared/module-options';

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

  // Each module is a plugin that builds its services from these options and from the modules
  // it names as dependencies (registered above it), then adds its routes, jobs and renderers.
  const modules: ModuleOptions = { config, database, isReady, ...(clock ? { clock } : {}) };
  await app.register(authSessionsModule, modules); // before every route: CSRF, sessions, roles
  await app.register(rateLimitModule, modules);
  await app.register(jobsPlugin, modules);
  await app.register(mailModule, modules);
  await app.register(organizationsModule, modules); // before organizer routes: the audit trail
  await app.register(healthModule, modules);
  await app.register(siteModule, modules);
  await app.register(billingRecordsModule, modules);
  await app.register(botcheckModule, modules);
  await app.register(virtualQueueModule, modules); // before checkout: holds ask for admissions
  await app.register(checkoutModule, modules);
  await app.register(billingModule, modules);
  await app.register(ticketsModule, modules);
  await app.register(authAccountsModule, modules);
  await app.register(waitlistModule, modules);
  await app.register(organizerEventsModule, modules);
  await app.register(catalogModule, modules);
  await app.register(registrationModule, modules);
  await app.register(affiliatesModule, modules);
  await app.register(paymentsModule, { ...modules, wrapProvider: wrapPaymentProvider });
  await app.register(checkInModule, modules);
  await app.register(badgesModule, modules);
  await app.register(organizerReportsModule, modules);
  await app.register(refundsModule, modules);
  await app.register(settlementModule, modules);
  await app.register(certificatesModule, modules);
  await app.register(privacyModule, modules);

  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    mediaDirs: { demo: SEED_MEDIA_DIR },
    pageMeta: app.catalog.pageMeta,
    publicUrl: config.publicUrl,
    pageCacheTtlMs: config.catalogCacheTtlMs,
  });

  return app;
}

/** Fastify takes a hop count at run time but its types do not: the same rule as a function. */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}
