import type { OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, events, tickets } from '../../db/schema';
import { signIn } from '../../test/auth';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { ANA, BRUNO, emailsOf, paidOrder, ticketsOf } from './test-orders';

/**
 * After the first e-mails (issue 14): the buyer asks for the tickets again (§7 POST
 * /api/ingresso/enviar), and corrects the address of a ticket whose e-mail bounced.
 */
describe.each(testTargets())('re-sending tickets on %s', (target) => {
  const ctx = useTestApp(target);

  const ticketMessages = async (orderId: string) =>
    (await emailsOf(ctx, orderId)).filter((message) => message.ticketId !== null);

  const resend = (orderId: string, browser = ctx.buyer) =>
    browser.inject({
      method: 'POST',
      url: '/api/ingresso/enviar',
      payload: { codigoIngresso: orderId },
    });

  it('sends every participant their own ticket again, once per minute, and nobody else', async () => {
    const { order } = await paidOrder(ctx, [ANA, BRUNO]);
    await ctx.app.jobs.drain();
    expect(await ticketMessages(order.id)).toHaveLength(2);

    expect((await resend(order.id)).statusCode).toBe(202);
    expect((await resend(order.id)).statusCode).toBe(202); // a double click
    await ctx.app.jobs.drain();

    const messages = await ticketMessages(order.id);
    expect(messages.map((message) => message.toAddress).sort()).toEqual([
      'ana.souza@empresa.com.br',
      'ana.souza@empresa.com.br',
      'bruno.lima@empresa.com.br',
      'bruno.lima@empresa.com.br',
    ]);
    expect(messages.every((message) => message.status === 'sent')).toBe(true);

    const stranger = ctx.newBrowser();
    expect((await resend(order.id, stranger)).statusCode).toBe(404);
  });

  it('lets the buyer correct a bounced address and delivers the ticket there', async () => {
    const { order, event } = await paidOrder(ctx, [ANA, BRUNO]);
    await ctx.app.jobs.drain();
    const [ana, bruno] = await ticketsOf(ctx, order.id);
    const correct = (ticketId: string, email: string, browser = ctx.buyer) =>
      browser.inject({
        method: 'PUT',
        url: `/api/pedidos/${order.id}/ingressos/${ticketId}/email`,
        payload: { email },
      });

    // Bruno's was delivered: nothing to correct.
    const notBounced = await correct(bruno!.id, 'bruno@empresa.com.br');
    expect(notBounced.statusCode).toBe(409);
    expect(notBounced.json().message).toMatch(/devolvido/);

    // Ana's server answered 550.
    await ctx.database.db
      .update(emails)
      .set({ status: 'bounced', lastError: '550 5.1.1 mailbox unavailable' })
      .where(eq(emails.ticketId, ana!.id));
    const shown = await ctx.buyer.inject(`/api/pedidos/${order.id}/ingressos`);
    expect(shown.json<OrderTicketsResponse>().ingressos[0]!.email.situacao).toBe('Devolvido');

    const invalid = await correct(ana!.id, 'ana@');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('E-mail inválido');
    expect((await correct(ana!.id, 'ana.s@empresa.com.br', ctx.newBrowser())).statusCode).toBe(404);
    // The event's organization: its door's role reads tickets but does not redirect them.
    const owner = await signIn(ctx.database, 'admin');
    await ctx.database.db
      .update(events)
      .set({ organizationId: owner.user.organizacao!.id })
      .where(eq(events.id, event.id));
    const doorman = await signIn(ctx.database, 'admin', {
      organization: { id: owner.user.organizacao!.id, role: 'checkin' },
    });
    const byDoorman = await ctx.app.inject({
      method: 'PUT',
      url: `/api/pedidos/${order.id}/ingressos/${ana!.id}/email`,
      cookies: doorman.cookies,
      payload: { email: 'porteiro@empresa.com.br' },
    });
    expect(byDoorman.statusCode).toBe(404);
    const corrected = await correct(ana!.id, ' Ana.S@Empresa.com.br ');
    expect(corrected.statusCode).toBe(202);
    expect((await correct(ana!.id, 'outra@empresa.com.br')).statusCode).toBe(409); // not bounced now
    await ctx.app.jobs.drain();

    const [ticket] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, ana!.id));
    expect(ticket!.holderEmail).toBe('ana.s@empresa.com.br');
    expect(ticket!.holderUserId).not.toBeNull();
    const after = await ctx.buyer.inject(`/api/pedidos/${order.id}/ingressos`);
    const first = after.json<OrderTicketsResponse>().ingressos[0]!;
    expect(first.participante.email).toBe('ana.s@empresa.com.br');
    expect(first.email.situacao).toBe('Enviado');
    const toNewAddress = (await ticketMessages(order.id)).filter(
      (message) => message.toAddress === 'ana.s@empresa.com.br',
    );
    expect(toNewAddress).toHaveLength(1);
  });

  it('refuses to re-send, or give the PDF of, tickets that were cancelled', async () => {
    const { order } = await paidOrder(ctx, [ANA, BRUNO]);
    await ctx.app.jobs.drain();
    const [ana, bruno] = await ticketsOf(ctx, order.id);
    await ctx.database.db
      .update(tickets)
      .set({ status: 'canceled' })
      .where(eq(tickets.id, ana!.id));

    // Bruno's is still valid: the re-send goes (to him only), Ana's PDF is gone.
    expect((await resend(order.id)).statusCode).toBe(202);
    const gone = await ctx.buyer.inject(`/api/ingressos/${ana!.id}.pdf`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/cancelado/);
    // Its calendar file still answers, to take the entry off the calendar.
    const ics = await ctx.buyer.inject(`/api/ingressos/${ana!.id}.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('STATUS:CANCELLED');

    await ctx.database.db
      .update(tickets)
      .set({ status: 'canceled' })
      .where(eq(tickets.id, bruno!.id));
    const none = await resend(order.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      message: 'Este pedido não tem ingressos válidos para reenviar.',
    });
  });
});
