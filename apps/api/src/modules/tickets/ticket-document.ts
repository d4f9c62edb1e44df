import type { TicketStatus } from '@bilheteria/domain/tickets-contract';
import type { EventDetails } from './ticket-rules';

/** Everything a ticket's PDF, QR image, calendar file and e-mail are made from. */
export interface TicketDocument {
  ticket: {
    id: string;
    code: string;
    status: TicketStatus;
    qrPayload: string;
    holderName: string;
    holderEmail: string;
    position: number;
  };
  /** The ticket type's name when it was bought. */
  ticketTypeName: string;
  order: { id: string; number: number };
  event: EventDetails & { id: string };
}
