import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema';
import type { TestAccount } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { organizerFixtures } from '../organizer-reports/test-organizer';

/**
 * The organizer's ticket re-send is limited per ticket; that limit is the asker's own, so another
 * organizer's refused attempts (404) never lock the event's organizer out.
 */
describe.each(testTargets())("a ticket re-send's limit on %s", (target) => {
  const ctx = useTestApp(target);
  const fx = organizerFixtures(ctx);
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    owner = await fx.signIn(ctx.database, 'admin');
    other = await fx.signIn(ctx.database, 'admin');
  });

  it("is not spent by another organizer's refused re-sends", async () => {
    const { event, ticketTypes } = await fx.ownedEvent(owner);
    const order = await fx.paidByPix([{ id: ticketTypes[0]!.id, quantity: 1 }]);
    const [ticket] = await ctx.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.orderId, order.id));
    const url = `/api/organizador/eventos/${event.id}/participantes/${ticket!.id}/reenvio`;

    const refused: number[] = [];
    for (let i = 0; i < 4; i++) refused.push((await fx.as(other).post(url)).statusCode);
    expect(refused.slice(0, 3)).toEqual([404, 404, 404]);

    const allowed: number[] = [];
    for (let i = 0; i < 3; i++) allowed.push((await fx.as(owner).post(url)).statusCode);
    expect(allowed).toEqual([202, 202, 202]);
    // The owner's own loop is still limited.
    expect((await fx.as(owner).post(url)).statusCode).toBe(429);
  });
});
