import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import { appMetaStore, lazily } from '../../db/app-secrets';
import type { ModuleOptions } from '../../shared/module-options';
import { publicBaseUrl } from '../auth';
import { createTicketRenderers } from './renderers';
import { ticketRoutes } from './routes';
import { createTicketsService, type TicketsService } from './service';
import { loadOrCreateTicketSigningKey, type TicketSigningKey } from './signing-key';

export { eraseTicketHolders } from './erase-holders';
export {
  createTicketsService,
  DELIVER_TICKET_JOB,
  ORDER_PAID_JOB,
  ORDER_SUMMARY_JOB,
} from './service';
export { loadOrCreateTicketSigningKey, type TicketSigningKey } from './signing-key';
export { lockOrderTickets } from './ticket-locks';
export { eventTimeRange, ticketTypesByPosition, upcomingFirst } from './ticket-rules';
export { drawQr, winAnsi } from './ticket-pdf';
export { QR_QUIET_ZONE, qrModules, type QrSymbol } from './ticket-qr-image';

export interface TicketsModule {
  service: TicketsService;
  /** The installation's key that signs the tickets' QR codes (check-in verifies with it). */
  signingKey: () => Promise<TicketSigningKey>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketsModule;
  }
}

/**
 * Tickets, issued on `order.paid` with their QR signed by the installation's key; then each
 * participant's account and own e-mail, and the buyer's summary, whose attachments (PDF,
 * inline QR, .ics) the outbox renders with this module's renderers.
 */
export const ticketsModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const signingKey = lazily(() => loadOrCreateTicketSigningKey(appMetaStore(database.db)));
    const service = createTicketsService({
      db: database.db,
      signingKey,
      baseUrl: publicBaseUrl(config),
      mail: app.mail,
      accounts: app.auth.participants,
      orderLinks: app.auth.orderLinks,
      ...(clock ? { clock } : {}),
    });
    app.jobHandlers.add(service.jobs);
    app.mailRenderers.add(
      createTicketRenderers({ db: database.db, baseUrl: publicBaseUrl(config) }),
    );
    app.decorate('tickets', { service, signingKey });
    await app.register(ticketRoutes, { prefix: '/api', tickets: service });
  },
  { name: 'tickets', dependencies: ['auth-sessions', 'jobs', 'mail'] },
);
