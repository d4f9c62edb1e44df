import type { AttachmentSource } from '../mail';

/** Queued by payments when an order is paid: its tickets are issued (dedupe: the order id). */
export const ORDER_PAID_JOB = 'order.paid';
/** Per ticket: the participant's account, then their own e-mail (dedupe: the ticket id). */
export const DELIVER_TICKET_JOB = 'ticket.deliver';
/** Per order: the summary e-mail to whoever paid (dedupe: the order id). */
export const ORDER_SUMMARY_JOB = 'order.tickets-summary';

export const ticketEmailKey = (ticketId: string) => `ticket:${ticketId}`;
export const orderSummaryKey = (orderId: string) => `order-summary:${orderId}`;

/** What a participant's e-mail carries, rendered when it is sent (renderers.ts). */
export const ticketAttachments = (ticketId: string): AttachmentSource[] => [
  { kind: 'ticket-pdf', ticketId },
  { kind: 'ticket-qr', ticketId },
  { kind: 'ticket-ics', ticketId },
];

export const idOf = (payload: Record<string, unknown>, key: string): string => {
  const value = payload[key];
  if (typeof value !== 'string') throw new Error(`job payload without ${key}`);
  return value;
};
