import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, ticketTypes } from '../../db/schema';
import { createTestEvent } from '../../test/catalog-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';

/** The rush: many buyers at once for the last seats. No seat may ever be held twice. */
describe.each(testTargets())('seat holds under concurrency on %s', (target) => {
  const ctx = useTestApp(target, { demo: false });

  const attempt = (ticketTypeId: string, quantity: number) =>
    ctx.buyer.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: { 'idempotency-key': randomUUID() },
      payload: { tickets: [{ id_ticket: ticketTypeId, quantidade_produto: quantity }] },
    });

  async function heldInOrders(ticketTypeId: string): Promise<number> {
    const rows = await ctx.database.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.ticketTypeId, ticketTypeId));
    return rows.reduce((sum, row) => sum + row.quantity, 0);
  }
  async function countersOf(ticketTypeId: string) {
    const [row] = await ctx.database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, ticketTypeId));
    return row!;
  }

  it('gives 200 parallel buyers of one seat each exactly the last 50 seats', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, {
      tickets: [{ quantity: 1_000, sold: 950 }],
    });
    const responses = await Promise.all(Array.from({ length: 200 }, () => attempt(type!.id, 1)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);
    expect(await countersOf(type!.id)).toMatchObject({ sold: 950, reserved: 50 });
    expect(await heldInOrders(type!.id)).toBe(50);
  });

  it('never holds more than the seats left when buyers ask for 1 to 5 at once', async () => {
    const {
      ticketTypes: [type],
    } = await createTestEvent(ctx.database, {
      tickets: [{ quantity: 50 }],
    });
    const asked = Array.from({ length: 200 }, (_, index) => (index % 5) + 1);
    const responses = await Promise.all(asked.map((quantity) => attempt(type!.id, quantity)));
    const held = responses.reduce(
      (sum, response, index) => sum + (response.statusCode === 201 ? asked[index]! : 0),
      0,
    );
    expect(responses.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
    const counters = await countersOf(type!.id);
    expect(counters.reserved).toBe(held);
    expect(counters.reserved).toBeLessThanOrEqual(50);
    // Every 1-seat buyer who came after the last seat was gone was refused, not oversold.
    expect(counters.reserved).toBeGreaterThan(45);
    expect(await heldInOrders(type!.id)).toBe(held);
  });
});
