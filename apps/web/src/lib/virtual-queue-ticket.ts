import { VIRTUAL_QUEUE_TICKET_HEADER } from '@bilheteria/domain/virtual-queue-contract';
import { browserStorage } from './browser-storage';

/**
 * The signed ticket of an event's virtual queue (issue 32), kept per event in local storage: a
 * reload or another tab keeps the place, and the checkout sends it when it holds the seats.
 */
const keyOf = (eventId: string) => `filaVirtual:${eventId}`;

export function readQueueTicket(eventId: string): string | null {
  const ticket = browserStorage.read(keyOf(eventId));
  return ticket && ticket.length <= 200 ? ticket : null;
}

export function saveQueueTicket(eventId: string, ticket: string): void {
  browserStorage.write(keyOf(eventId), ticket);
}

export function forgetQueueTicket(eventId: string): void {
  browserStorage.remove(keyOf(eventId));
}

/** The header that carries the event's stored ticket; none when there is no ticket. */
export function queueTicketHeaders(eventId: string | undefined): Record<string, string> {
  const ticket = eventId ? readQueueTicket(eventId) : null;
  return ticket ? { [VIRTUAL_QUEUE_TICKET_HEADER]: ticket } : {};
}
