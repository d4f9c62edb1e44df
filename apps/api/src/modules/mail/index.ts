export type {
  AttachmentRenderer,
  AttachmentSource,
  EmailDelivery,
  MailDeliveries,
  Mailer,
  OutgoingEmail,
} from './contract';
export { devMailboxRoutes } from './dev-mailbox';
export { emailButton, emailLayout, emailParagraph } from './layout';
export { createMailService, type MailService } from './service';
