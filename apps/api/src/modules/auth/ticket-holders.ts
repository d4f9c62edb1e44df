import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyers, tickets } from '../../db/schema';
import type { ParticipantDetails } from './participant-accounts-contract';

/** Who holds tickets under an e-mail, for a buyer asking for them without an account. */
export interface TicketHolders {
  /** The latest participant details of a live ticket held under this e-mail, or null. */
  find(email: string): Promise<ParticipantDetails | null>;
}

/**
 * Reads the tickets the tickets module issues (their holder e-mail is stored lower-cased) and the
 * participant each came from. A read of another module's tables, kept to this one query until
 * that module offers it.
 */
export function ticketHoldersFromTables(db: Db): TicketHolders {
  return {
    async find(email) {
      const [row] = await db
        .select({
          name: tickets.holderName,
          email: tickets.holderEmail,
          phone: buyers.mobilePhone,
          cpf: buyers.cpf,
          city: buyers.city,
          state: buyers.state,
        })
        .from(tickets)
        .leftJoin(buyers, eq(buyers.id, tickets.buyerId))
        .where(and(eq(tickets.holderEmail, email.toLowerCase()), ne(tickets.status, 'canceled')))
        .orderBy(desc(tickets.issuedAt))
        .limit(1);
      return row ?? null;
    },
  };
}
