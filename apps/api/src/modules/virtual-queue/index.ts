import fp from 'fastify-plugin';
import { appMetaStore, lazily, loadOrCreateSecret } from '../../db/app-secrets';
import { statementRunner } from '../../db/prepared';
import { every } from '../../jobs/every';
import type { ModuleOptions } from '../../shared/module-options';
import type {} from '../botcheck'; // app.botcheck: joining the line asks the bot check
import { createAdmissionClock, createAdmissions, type QueueAdmissions } from './admissions';
import { createLine, type Line } from './line';
import { createQueueTickets } from './queue-tickets';
import { virtualQueueRoutes } from './routes';

export type { QueueAdmissions } from './admissions';

export interface VirtualQueueModule {
  /** The checkout's question before a hold while the event's queue is on. */
  admissions: QueueAdmissions;
  line: Line;
  /** One tick of the admissions' clock (the timer runs it every second). */
  tick(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    virtualQueue: VirtualQueueModule;
  }
}

/**
 * The virtual queue of an on-sale ('Fila virtual', issue 32; decision 0038). Owns virtual_queues
 * and virtual_queue_entries: the organizer's settings, the buyers' places and their admissions.
 * The checkout asks `admissions.spend` before a hold while an event's queue is on.
 */
export const virtualQueueModule = fp<ModuleOptions>(
  async (app, { config, database, clock, isReady }) => {
    const now = clock ?? (() => new Date());
    const run = statementRunner(database);
    const tickets = createQueueTickets(
      lazily(() => loadOrCreateSecret(appMetaStore(database.db), 'virtual_queue.ticket_secret')),
    );
    const line = createLine({ db: database.db, run, tickets, clock: now });
    const admissions = createAdmissions({ run, tickets, clock: now });
    const admissionClock = createAdmissionClock({ db: database.db, clock: now });
    const tick = async () => {
      await line.flushSeen();
      return admissionClock.tick();
    };
    if (config.virtualQueueTickMs > 0) {
      const intervalMs = config.virtualQueueTickMs;
      every(app, { name: 'virtual queue admissions', intervalMs, isReady }, tick);
    }
    app.decorate('virtualQueue', { admissions, line, tick });
    await app.register(virtualQueueRoutes, {
      prefix: '/api',
      db: database.db,
      line,
      clock: now,
      verifyHuman: (token, remoteIp) => app.botcheck.verifyHuman(token, remoteIp),
      tick,
    });
  },
  { name: 'virtual-queue', dependencies: ['auth-sessions', 'botcheck'] },
);
