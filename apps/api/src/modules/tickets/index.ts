export { createTicketRenderers } from './renderers';
export { ticketRoutes } from './routes';
export { createTicketsService, DELIVER_TICKET_JOB, ORDER_PAID_JOB } from './service';
export { loadOrCreateTicketSigningKey, type TicketSigningKey } from './signing-key';
export { lockOrderTickets } from './ticket-locks';
export { eventTimeRange, ticketTypesByPosition, upcomingFirst } from './ticket-rules';
