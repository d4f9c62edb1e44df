import { and, eq, isNotNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { certificates, tickets } from '../../db/schema';
import type { CertificateRule } from '@bilheteria/domain/certificate-contract';

/**
 * Who gets a certificate: a ticket of the event not cancelled and, under 'presentes', checked in
 * (its admission, however late it was synced).
 */
export function eligibleTickets(eventId: string, rule: CertificateRule): SQL {
  return and(
    eq(tickets.eventId, eventId),
    ne(tickets.status, 'canceled'),
    rule === 'presentes' ? isNotNull(tickets.usedAt) : sql`true`,
  )!;
}

/** Eligible tickets that have no certificate yet. */
export function withoutCertificate(runner: DbOrTx, eventId: string, rule: CertificateRule): SQL {
  return and(
    eligibleTickets(eventId, rule),
    notExists(
      runner
        .select({ one: sql`1` })
        .from(certificates)
        .where(eq(certificates.ticketId, tickets.id)),
    ),
  )!;
}

/** How many eligible participants have none yet. */
export async function pendingCount(
  runner: DbOrTx,
  eventId: string,
  rule: CertificateRule,
): Promise<number> {
  const [row] = await runner
    .select({ count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(withoutCertificate(runner, eventId, rule));
  return row?.count ?? 0;
}
