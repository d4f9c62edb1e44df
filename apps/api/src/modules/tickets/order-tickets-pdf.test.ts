import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { signIn } from '../../test/auth';
import { checkoutSteps } from '../../test/payment-fixtures';
import { pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { ANA, BRUNO, CARLA, paidOrder, ticketsOf } from './test-orders';

/** The pages of a PDF pdfkit wrote: one `/Type /Page` object each (the tree is `/Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;

describe.each(testTargets())("an order's tickets in one PDF on %s", (target) => {
  const ctx = useTestApp(target);

  it('gives the buyer and the organizer a page per ticket not cancelled; a stranger 404', async () => {
    const { order, event } = await paidOrder(ctx, [ANA, BRUNO, CARLA]);
    await ctx.app.jobs.drain();
    const organizer = await signIn(ctx.database, 'admin');
    await ctx.database.db
      .update(events)
      .set({ organizationId: organizer.user.organizacao!.id })
      .where(eq(events.id, event.id));
    // The organizer refunds Bruno's ticket (position 2): it is cancelled, the others stay.
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/organizador/pedidos/${order.id}/reembolso`,
      cookies: organizer.cookies,
      headers: { 'idempotency-key': randomUUID() },
      payload: { ingressos: [2] },
    });
    expect(refund.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const issued = await ticketsOf(ctx, order.id);
    expect(issued.map((ticket) => ticket.status)).toEqual(['valid', 'canceled', 'valid']);

    const url = `/api/pedidos/${order.id}/ingressos.pdf`;
    const byBuyer = await ctx.buyer.inject(url);
    expect(byBuyer.statusCode).toBe(200);
    expect(byBuyer.headers['content-type']).toBe('application/pdf');
    expect(byBuyer.headers['content-disposition']).toBe(
      `attachment; filename="ingressos-pedido-${order.numero}.pdf"`,
    );
    expect(byBuyer.headers['cache-control']).toContain('no-store');
    const pdf = byBuyer.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    expect(text).toContain('Ana Souza');
    expect(text).toContain('Carla Dias');
    expect(text).toContain(issued[0]!.code);
    expect(text).toContain(issued[2]!.code);
    expect(text).not.toContain('Bruno Lima');
    expect(text).not.toContain(issued[1]!.code);

    const byOrganizer = await ctx.app.inject({ url, cookies: organizer.cookies });
    expect(byOrganizer.statusCode).toBe(200);
    expect(pageCount(byOrganizer.rawPayload)).toBe(2);

    const otherAdmin = await signIn(ctx.database, 'admin');
    const someone = await signIn(ctx.database, 'user');
    for (const cookies of [otherAdmin.cookies, someone.cookies, {}]) {
      const stranger = await ctx.app.inject({ url, cookies });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: 'Pedido não encontrado.' });
    }
    expect((await ctx.newBrowser().inject(url)).statusCode).toBe(404);
    expect((await ctx.buyer.inject('/api/pedidos/nao-e-um-id/ingressos.pdf')).statusCode).toBe(400);
  });

  it('answers 409 for an order not paid yet, and once every ticket is cancelled', async () => {
    const { order } = await checkoutSteps(ctx).readyOrder({ quantity: 2 });
    const unpaid = await ctx.buyer.inject(`/api/pedidos/${order.id}/ingressos.pdf`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      message: 'Os ingressos ficam disponíveis depois da confirmação do pagamento do pedido.',
    });

    const { order: paid, event } = await paidOrder(ctx, [ANA]);
    await ctx.app.jobs.drain();
    const organizer = await signIn(ctx.database, 'admin');
    await ctx.database.db
      .update(events)
      .set({ organizationId: organizer.user.organizacao!.id })
      .where(eq(events.id, event.id));
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/organizador/pedidos/${paid.id}/reembolso`,
      cookies: organizer.cookies,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(refund.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const none = await ctx.buyer.inject(`/api/pedidos/${paid.id}/ingressos.pdf`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: 'Este pedido não tem ingressos válidos para baixar.' });
  });
});
