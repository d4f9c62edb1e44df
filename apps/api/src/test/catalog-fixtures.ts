import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { categories, events, ticketTypes } from '../db/schema';
import { createTestOrganization } from './auth';

const DAY_MS = 86_400_000;

export interface TestTicketType {
  name?: string;
  priceCents?: number;
  quantity?: number;
  sold?: number;
  maxPerOrder?: number;
}

/**
 * A published event 10 days ahead with the given ticket types (straight in the database), for
 * tests that need known prices and seat counts. Unless `organizationId` says whose it is, it
 * belongs to a new approved organization with no members yet (an organizer's test gives it to
 * theirs).
 */
export async function createTestEvent(
  database: Database,
  {
    tickets = [{}],
    now = new Date(),
    ...overrides
  }: Partial<typeof events.$inferInsert> & { tickets?: TestTicketType[]; now?: Date } = {},
) {
  const [category] = await database.db.select().from(categories).limit(1);
  const slug = `evento-teste-${randomUUID()}`;
  const organizationId = overrides.organizationId ?? (await createTestOrganization(database));
  const [event] = await database.db
    .insert(events)
    .values({
      slug,
      title: 'Congresso de Teste',
      descriptionHtml: '<p>Teste</p>',
      startsAt: new Date(now.getTime() + 10 * DAY_MS),
      endsAt: new Date(now.getTime() + 10 * DAY_MS + 8 * 3_600_000),
      venue: 'Auditório Teste',
      city: 'Recife',
      address: 'Rua Teste, 1',
      imageUrl: '/media/demo/events/teste.svg',
      categoryId: category!.id,
      status: 'published',
      ...overrides,
      organizationId,
    })
    .returning();
  const types = await database.db
    .insert(ticketTypes)
    .values(
      tickets.map((ticket, index) => ({
        eventId: event!.id,
        name: ticket.name ?? `Ingresso ${index + 1}`,
        priceCents: ticket.priceCents ?? 10_000,
        quantity: ticket.quantity ?? 100,
        sold: ticket.sold ?? 0,
        maxPerOrder: ticket.maxPerOrder ?? 5,
        position: index,
      })),
    )
    .returning();
  return { event: event!, ticketTypes: types };
}
