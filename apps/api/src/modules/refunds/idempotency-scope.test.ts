import { randomUUID } from 'node:crypto';
import type { OrderCancellation, OrganizerOrder } from '@bilheteria/domain/refund-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../test/auth';
import type { TestBrowser } from '../../test/test-browser';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { saleThroughLink } from '../affiliates/test-sales';
import { organizerFixtures } from '../organizer-reports/test-organizer';

/**
 * An Idempotency-Key is the sender's: replaying someone else's key on their order answers what a
 * stranger gets without one (404), never the stored answer with the buyer's data.
 */
describe.each(testTargets())('refund Idempotency-Keys on %s', (target) => {
  const ctx = useTestApp(target);
  const fx = organizerFixtures(ctx);
  let owner: TestAccount;
  let otherOrganizer: TestAccount;

  beforeAll(async () => {
    owner = await fx.signIn(ctx.database, 'admin');
    otherOrganizer = await fx.signIn(ctx.database, 'admin');
  });

  const cancel = (orderId: string, browser: TestBrowser, key: string) =>
    browser.inject({
      method: 'POST',
      url: `/api/pedidos/${orderId}/cancelamento`,
      headers: { 'idempotency-key': key },
      payload: { ingressos: [1] },
    });

  const organizerRefund = (orderId: string, as: TestAccount, key: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/organizador/pedidos/${orderId}/reembolso`,
      cookies: as.cookies,
      headers: { 'idempotency-key': key },
      payload: { ingressos: [1] },
    });

  async function paidOrder(organizer: TestAccount = owner) {
    const { ticketTypes } = await fx.ownedEvent(organizer, [
      { name: 'Pista', priceCents: 20_000, quantity: 10 },
    ]);
    const browser = ctx.newBrowser();
    const order = await saleThroughLink(ctx, {
      seats: [{ id: ticketTypes[0]!.id, quantity: 2 }],
      code: null,
      browser,
    });
    return { order, browser };
  }

  it("answers a stranger replaying the buyer's key with 404, and the buyer as before", async () => {
    const { order, browser } = await paidOrder();
    const key = randomUUID();
    const first = await cancel(order.id, browser, key);
    expect(first.statusCode).toBe(200);

    const stranger = await cancel(order.id, ctx.newBrowser(), key);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('ana@empresa.com.br');
    expect(stranger.body).not.toContain('participante');

    const replay = await cancel(order.id, browser, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<OrderCancellation>().reembolsos).toEqual(
      first.json<OrderCancellation>().reembolsos,
    );
  });

  it("answers another organizer replaying the owner's key with 404, and the owner as before", async () => {
    const { order } = await paidOrder();
    const key = randomUUID();
    const first = await organizerRefund(order.id, owner, key);
    expect(first.statusCode).toBe(200);

    const other = await organizerRefund(order.id, otherOrganizer, key);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('ana@empresa.com.br');
    expect(other.body).not.toContain('participante');

    const replay = await organizerRefund(order.id, owner, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<OrganizerOrder>().reembolsos).toEqual(
      first.json<OrganizerOrder>().reembolsos,
    );
  });

  it("lets nobody spend another's key: a stranger's use of it leaves the owner's request its own", async () => {
    const { order: mine } = await paidOrder();
    const { order: theirs } = await paidOrder(otherOrganizer);
    const key = randomUUID();
    // Another organizer uses a key first on an order of theirs …
    expect((await organizerRefund(theirs.id, otherOrganizer, key)).statusCode).toBe(200);
    // … and the owner's refund with the same key still refunds the owner's order.
    const refunded = await organizerRefund(mine.id, owner, key);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<OrganizerOrder>().reembolsos).toHaveLength(1);
  });
});
