import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import type { DbOrTx } from '../../db/client';
import type { ModuleOptions } from '../../shared/module-options';
import { createAccountLinks, publicBaseUrl, type AccountLinks } from './account-links';
import { accountRoutes } from './account-routes';
import { createAccountsByEmail } from './accounts-by-email';
import { createOrderLinks, type OrderLinks } from './order-links';
import { registerOriginCheck } from './origin-check';
import { createParticipantAccounts, type ParticipantAccountsService } from './participant-accounts';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';
import { createSessionCache, type SessionTarget } from './session-cache';
import { createSessionChanges } from './session-changes';
import { registerSessions } from './session';
import { specAccountRoutes } from './spec-routes';
import { ticketHoldersFromTables } from './ticket-holders';
import { resendGateFromTables } from './ticket-resend';

export { updateAccountDetails, type AccountDetails } from './account-details';
export { eraseAccount } from './erase-account';
export { linkIdOf, publicBaseUrl } from './account-links';
export { attemptLimit, type AttemptKey } from './attempt-limit';
export type { OrderLinks } from './order-links';
export type { ParticipantAccounts, ParticipantDetails } from './participant-accounts-contract';
export { hashPassword, hasUsablePassword, verifyPassword } from './password';
export { createAuthService, type AuthService, type NewSession } from './service';
export type { SessionTarget } from './session-cache';
export { signsInWithPasswordOnly, toSessionUser } from './session-organization';
export type { AuditDetail } from './session';
export {
  organizationOf,
  sessionTokenOf,
  setSessionCookie,
  signedInSessionToken,
  requirePlatformOperator,
  SESSION_COOKIE,
  SESSION_SECURITY_SCHEME,
} from './session';

export interface AuthModule {
  service: AuthService;
  /** Single-use links by e-mail (sign-up, 'Esqueceu a senha?', a participant's first access). */
  links: AccountLinks;
  /** The participants' accounts, made by the tickets module as it delivers each ticket. */
  participants: ParticipantAccountsService;
  /** Links in e-mails about an order that sign its buyer in on any device and open it. */
  orderLinks: OrderLinks;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthModule;
  }
}

/**
 * Who is asking: the CSRF origin check before anything else looks at a mutating request, then
 * cookie sessions and the roles hook, which reads each route's roles as it is added — so this
 * plugin comes before every route. Also the account links and participants' accounts, which
 * tickets needs before the account routes (below) can use tickets.
 */
export const authSessionsModule = fp<ModuleOptions>(
  async (app, options) => {
    const { config, database, clock, isReady } = options;
    registerOriginCheck(app, config);
    const auth = createAuthService(database.db, clock, undefined, sessionCaching(app, options));
    await registerSessions(app, { auth, config });
    sweepExpiredSessions(app, () =>
      isReady() ? auth.deleteExpiredSessions() : Promise.resolve(0),
    );
    const links = createAccountLinks(database.db, {
      baseUrl: publicBaseUrl(config),
      ...(clock ? { clock } : {}),
    });
    const participants = createParticipantAccounts(database.db, { links });
    const orderLinks = createOrderLinks({
      db: database.db,
      links,
      participants,
      baseUrl: publicBaseUrl(config),
    });
    app.decorate('auth', { service: auth, links, participants, orderLinks });
  },
  { name: 'auth-sessions' },
);

/**
 * Accounts by e-mail (decision 0016): sign-up, login, 'Esqueceu a senha?', ticket links, and
 * the spec's /usuarios and /ingresso/enviar (which re-sends through the tickets module).
 */
export const authAccountsModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const { service: auth, links, participants } = app.auth;
    const tickets = app.tickets.service;
    const accounts = createAccountsByEmail({
      db: database.db,
      auth,
      links,
      participants,
      mailer: app.mail,
      ticketHolders: ticketHoldersFromTables(database.db),
      onAddressProved: (email, userId) => app.checkout.owners.attachByEmail(email, userId),
      wakeJobs: app.wakeJobs,
      ...(clock ? { clock } : {}),
    });
    app.jobHandlers.add(accounts.jobs);
    await app.register(authRoutes, { prefix: '/api', auth, accounts, config });
    await app.register(accountRoutes, { prefix: '/api', auth, accounts, links, config });
    await app.register(specAccountRoutes, {
      prefix: '/api',
      accounts,
      config,
      resendGate: resendGateFromTables(database.db),
      resendTickets: (orderId) => tickets.resendTickets(orderId),
    });
  },
  { name: 'auth-accounts', dependencies: ['auth-sessions', 'jobs', 'mail', 'checkout', 'tickets'] },
);

/**
 * The per-process session cache (decision 0032), listening for changes from the app's start to
 * its close; none when SESSION_CACHE_SIZE is 0.
 */
function sessionCaching(app: FastifyInstance, { config, database }: ModuleOptions) {
  if (config.sessionCache.maxEntries === 0 || config.sessionCache.maxAgeMs === 0) return undefined;
  const cache = createSessionCache(config.sessionCache);
  const changes = createSessionChanges({
    database,
    redisUrl: config.redisUrl,
    cache,
    log: app.log,
  });
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', () => changes.stop());
  return {
    cache,
    publish: (runner: DbOrTx, target: SessionTarget) => changes.publish(runner, target),
  };
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
