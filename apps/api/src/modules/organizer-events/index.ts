import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { objectStorage } from '../../shared/object-storage';
import { createRegistry, type Registry } from '../../shared/registry';
import type {} from '../waitlist'; // app.waitlist: seats added go to the waiting list
import { createEventImages } from './images';
import { eventImageRoutes, organizerEventRoutes } from './routes';
import { createOrganizerEventsService } from './service';
import { swapSettings } from './swap-settings';
import { swapSettingsRoutes } from './swap-settings-routes';

export { markPersonalDataErased, setEventRetention } from './retention';

export interface OrganizerEventsModule {
  /** Whether an event ever sold: its buyers hold tickets, so its page stays readable. */
  hasSold: (eventId: string) => Promise<boolean>;
  /** Where modules that keep copies of events (the catalog's cache) ask to hear of changes. */
  changeListeners: Registry<(eventId: string) => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    organizerEvents: OrganizerEventsModule;
  }
}

/**
 * The organizer's events and their images: every change is told to the listeners (the public
 * catalog shows it at once), seats added go first to the waiting list, and a picture given by
 * address is stored like an upload (the CSP serves only our images).
 */
export const organizerEventsModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const listeners: Record<string, (eventId: string) => void> = {};
    const waitlist = app.waitlist;
    const images = createEventImages({
      storage: objectStorage(config),
      remote: config.imageFetch,
    });
    const organizerEvents = createOrganizerEventsService({
      db: database.db,
      onChanged: (eventId) => {
        for (const listener of Object.values(listeners)) listener(eventId);
      },
      onSeatsAdded: (tx, ticketTypeIds) => waitlist.offerInTx(tx, ticketTypeIds),
      importImage: (address) => images.storeFrom(address),
      ...(clock ? { clock } : {}),
    });
    app.decorate('organizerEvents', {
      hasSold: (eventId: string) => organizerEvents.hasSold(eventId),
      changeListeners: createRegistry(app, 'event change listener', listeners),
    });
    await app.register(organizerEventRoutes, { prefix: '/api', organizerEvents });
    await app.register(eventImageRoutes, { prefix: '/api', images });
    await app.register(swapSettingsRoutes, {
      prefix: '/api',
      settings: swapSettings({ db: database.db, clock: clock ?? (() => new Date()) }),
    });
  },
  { name: 'organizer-events', dependencies: ['waitlist'] },
);
