import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import type { ModuleOptions } from '../../shared/module-options';
import { createRegistry, type Registry } from '../../shared/registry';
import type { AttachmentRenderer } from './contract';
import { devMailboxRoutes } from './dev-mailbox';
import { createMailService, type MailService } from './service';

export { eraseMessages, scrubMessagesMentioning } from './erase-messages';
export type {
  AttachmentRenderer,
  AttachmentSource,
  BulkMailer,
  EmailDelivery,
  MailDeliveries,
  MailDeliveriesById,
  Mailer,
  OutgoingEmail,
} from './contract';
export { emailButton, emailLayout, emailParagraph } from './layout';
export type { MailService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail outbox: modules queue messages with `mail.enqueue(tx, …)`. */
    mail: MailService;
    /** Where modules add the renderers of their attachments (read when a message is sent). */
    mailRenderers: Registry<AttachmentRenderer>;
  }
}

/** The e-mail outbox, its sending job and, without SMTP_URL in DEMO_MODE, /dev/emails. */
export const mailModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const renderers: Record<string, AttachmentRenderer> = {};
    const mail = createMailService({
      db: database.db,
      config,
      renderers,
      logger: app.log,
      ...(clock ? { clock } : {}),
    });
    app.decorate('mail', mail);
    app.decorate('mailRenderers', createRegistry(app, 'attachment renderer', renderers));
    app.addHook('onClose', () => mail.close());
    app.jobHandlers.add(mail.jobs);
    await app.register(devMailboxRoutes, { mail, config });
  },
  { name: 'mail', dependencies: ['jobs'] },
);
