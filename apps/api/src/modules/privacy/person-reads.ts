import { maskCpf } from '@bilheteria/domain/input-masks';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Replacement } from '../../db/scrub';
import {
  buyers,
  events,
  orderBilling,
  organizationMembers,
  orders,
  payments,
  tickets,
  users,
} from '../../db/schema';

/** What the privacy module reads of one person across the tables (issue 30). */

export type Person = typeof users.$inferSelect;

export async function personById(db: DbOrTx, userId: string, lock = false): Promise<Person | null> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The orders the account bought. */
export async function orderIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return rows.map((row) => row.id);
}

/** The person's addresses: the account's and the payer's of every order they bought. */
export async function addressesOf(db: DbOrTx, person: Person, orderIds: readonly string[]) {
  const payers =
    orderIds.length === 0
      ? []
      : await db
          .selectDistinct({ email: sql<string>`lower(${payments.payerEmail})` })
          .from(payments)
          .where(
            and(inArray(payments.orderId, [...orderIds]), sql`${payments.payerEmail} is not null`),
          );
  return [...new Set([person.email.toLowerCase(), ...payers.map((row) => row.email)])];
}

/** The participants' forms that are the person's: under their addresses, or of tickets they hold. */
export async function participantIdsOf(
  db: DbOrTx,
  userId: string,
  addresses: readonly string[],
): Promise<string[]> {
  const held = db
    .select({ id: tickets.buyerId })
    .from(tickets)
    .where(and(eq(tickets.holderUserId, userId), sql`${tickets.buyerId} is not null`));
  const rows = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(
      or(
        addresses.length > 0 ? inArray(sql`lower(${buyers.email})`, [...addresses]) : undefined,
        inArray(buyers.id, sql`(${held})`),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Every value of the person's that free text or JSON may carry (audit details, the sandbox's copy
 * of an order), each with what replaces it: names, e-mails and CPFs, from the account, the
 * payer's data of their orders and their participants' forms.
 */
export async function replacementsFor(
  db: DbOrTx,
  person: Person,
  found: { orderIds: readonly string[]; addresses: readonly string[]; buyerIds: readonly string[] },
  erased: { name: string; email: string },
): Promise<Replacement[]> {
  const names = new Set<string>([person.name]);
  const cpfs = new Set<string>(person.cpf ? [person.cpf] : []);
  if (found.orderIds.length > 0) {
    const payers = await db
      .select({ name: orderBilling.payerName, cpf: orderBilling.payerCpf })
      .from(orderBilling)
      .where(inArray(orderBilling.orderId, [...found.orderIds]));
    const attempts = await db
      .select({ name: payments.payerName })
      .from(payments)
      .where(inArray(payments.orderId, [...found.orderIds]));
    for (const payer of payers) {
      names.add(payer.name);
      if (payer.cpf) cpfs.add(payer.cpf);
    }
    for (const attempt of attempts) if (attempt.name) names.add(attempt.name);
  }
  if (found.buyerIds.length > 0) {
    const forms = await db
      .select({ first: buyers.firstName, last: buyers.lastName, cpf: buyers.cpf })
      .from(buyers)
      .where(inArray(buyers.id, [...found.buyerIds]));
    for (const form of forms) {
      names.add(`${form.first} ${form.last}`.trim());
      if (form.cpf) cpfs.add(form.cpf);
    }
  }
  // Longest first: "Ana Souza Lima" goes before "Ana Souza" could split it.
  const byLength = (a: Replacement, b: Replacement) => b.find.length - a.find.length;
  return [
    ...[...names].map((find) => ({ find, replaceWith: erased.name })),
    ...found.addresses.map((find) => ({ find, replaceWith: erased.email })),
    ...[...cpfs].flatMap((cpf) => [
      { find: cpf, replaceWith: '' },
      { find: maskCpf(cpf), replaceWith: '' },
    ]),
  ]
    .filter((replacement) => replacement.find.trim().length >= 3)
    .sort(byLength);
}

/**
 * Paid tickets for events that have not ended (nor were cancelled) that the person holds or
 * bought: they must be cancelled before the account can go.
 */
export async function openTicketsOf(db: DbOrTx, person: Person, now: Date) {
  return db
    .select({ id: tickets.id, evento: events.title, startsAt: events.startsAt })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(
      and(
        eq(orders.status, 'paid'),
        ne(tickets.status, 'canceled'),
        gt(events.endsAt, now),
        isNull(events.canceledAt),
        or(
          eq(orders.userId, person.id),
          eq(tickets.holderUserId, person.id),
          eq(tickets.holderEmail, person.email.toLowerCase()),
        ),
      ),
    )
    .orderBy(events.startsAt);
}

/** Organizations where the person is the only Dono: someone else must own them first. */
export async function soleOwnerships(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.role, 'dono'),
        sql`not exists (select 1 from organization_members other
          where other.organization_id = ${organizationMembers.organizationId}
            and other.role = 'dono' and other.user_id <> ${userId})`,
      ),
    );
  return rows.map((row) => row.organizationId);
}
