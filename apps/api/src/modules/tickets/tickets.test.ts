import { createPublicKey, verify } from 'node:crypto';
import type { MyTicketsResponse, OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import {
  type Ed25519Subtle,
  fromBase64Url,
  toBase64Url,
  verifyTicketQr,
  webCryptoTicketVerifier,
} from '@bilheteria/domain/ticket-qr';
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { events, jobs, tickets, users } from '../../db/schema';
import { createTestUser, signIn } from '../../test/auth';
import { pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { createAuthService, SESSION_COOKIE } from '../auth';
import { ANA, BRUNO, CARLA, emailsOf, paidOrder, PAYER_EMAIL, ticketsOf } from './test-orders';

const subtle = (globalThis as unknown as { crypto: { subtle: Ed25519Subtle } }).crypto.subtle;
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

describe.each(testTargets())('tickets on %s', (target) => {
  const ctx = useTestApp(target);

  /** A signed-in session for the account with this e-mail (made when it does not exist). */
  async function cookiesOf(email: string) {
    const [existing] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    const userId = existing?.id ?? (await createTestUser(ctx.database, 'user', { email })).id;
    const session = await createAuthService(ctx.database.db).createSession(userId, {
      persistent: false,
    });
    return { [SESSION_COOKIE]: session.token };
  }

  /** A new admin whose organization owns the event (an organizer reaches only its own events). */
  async function organizerOf(eventId: string) {
    const admin = await signIn(ctx.database, 'admin');
    await ctx.database.db
      .update(events)
      .set({ organizationId: admin.user.organizacao!.id })
      .where(eq(events.id, eventId));
    return admin;
  }

  const myTickets = async (cookies: Record<string, string>) => {
    const response = await ctx.app.inject({ url: '/api/meus-ingressos', cookies });
    expect(response.statusCode).toBe(200);
    return response.json<MyTicketsResponse>();
  };

  describe('a paid order of two participants', () => {
    let order: Awaited<ReturnType<typeof paidOrder>>;

    it('gets no tickets until its jobs run, then one per participant, by position', async () => {
      order = await paidOrder(ctx, [ANA, BRUNO]);
      const before = await ctx.buyer.inject(`/api/pedidos/${order.order.id}/ingressos`);
      expect(before.json<OrderTicketsResponse>()).toMatchObject({ emitidos: false, ingressos: [] });

      await ctx.app.jobs.drain();
      const issued = await ticketsOf(ctx, order.order.id);
      expect(
        issued.map((ticket) => [ticket.position, ticket.holderName, ticket.holderEmail]),
      ).toEqual([
        [1, 'Ana Souza', 'ana.souza@empresa.com.br'],
        [2, 'Bruno Lima', 'bruno.lima@empresa.com.br'],
      ]);
      for (const ticket of issued) {
        expect(ticket.code).toMatch(CODE);
        expect(ticket.status).toBe('valid');
        expect(ticket.eventId).toBe(order.event.id);
        expect(ticket.ticketTypeId).toBe(order.ticketTypes[0]!.id);
        expect(ticket.holderUserId).not.toBeNull();
      }
      expect(new Set(issued.map((ticket) => ticket.code)).size).toBe(2);
    });

    it('stays two tickets, two accounts and three e-mails however often the jobs run again', async () => {
      const issued = await ticketsOf(ctx, order.order.id);
      const messages = await emailsOf(ctx, order.order.id);
      // Every job of this order run again, as after lost leases: nothing new.
      for (let round = 0; round < 2; round++) {
        await ctx.database.db
          .update(jobs)
          .set({ doneAt: null, runAt: sql`now() - interval '1 second'`, lockedUntil: null })
          .where(inArray(jobs.dedupeKey, [order.order.id, ...issued.map((ticket) => ticket.id)]));
        await ctx.app.jobs.drain();
      }
      expect(await ticketsOf(ctx, order.order.id)).toEqual(issued);
      expect((await emailsOf(ctx, order.order.id)).map((email) => email.id).sort()).toEqual(
        messages.map((email) => email.id).sort(),
      );
      const accounts = await ctx.database.db
        .select()
        .from(users)
        .where(
          inArray(
            users.email,
            issued.map((ticket) => ticket.holderEmail),
          ),
        );
      expect(
        accounts.map((account) => [account.email, account.role, account.passwordHash]),
      ).toEqual(
        expect.arrayContaining([
          ['ana.souza@empresa.com.br', 'user', null],
          ['bruno.lima@empresa.com.br', 'user', null],
        ]),
      );
      expect(accounts).toHaveLength(2);
    });

    it('sends each participant their own ticket (PDF, inline QR, .ics, set-password link) and the payer a summary', async () => {
      const issued = await ticketsOf(ctx, order.order.id);
      const messages = await emailsOf(ctx, order.order.id);
      expect(messages).toHaveLength(3);
      for (const ticket of issued) {
        const [message, ...others] = messages.filter((email) => email.ticketId === ticket.id);
        expect(others).toEqual([]);
        expect(message).toMatchObject({
          dedupeKey: `ticket:${ticket.id}`,
          toAddress: ticket.holderEmail,
          subject: 'Seu ingresso: Congresso de Teste',
          status: 'sent',
          attachments: [
            { kind: 'ticket-pdf', ticketId: ticket.id },
            { kind: 'ticket-qr', ticketId: ticket.id },
            { kind: 'ticket-ics', ticketId: ticket.id },
          ],
        });
        expect(message!.text).toContain(ticket.code);
        expect(message!.text).toContain('/definir-senha?token=');
        expect(message!.html).toContain(`cid:qr-${ticket.id}@bilheteria`);

        // The message as it went out.
        const sent = await simpleParser(await ctx.app.mail.source(message!));
        const byType = Object.fromEntries(sent.attachments.map((file) => [file.contentType, file]));
        const pdf = byType['application/pdf']!.content;
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pdfText(pdf)).toContain(ticket.holderName);
        expect(pdfText(pdf)).toContain(ticket.code);
        expect(byType['image/png']!.cid).toBe(`qr-${ticket.id}@bilheteria`);
        expect(byType['text/calendar']!.content.toString()).toContain(
          `UID:ingresso-${ticket.id}@bilheteria`,
        );
      }
      const [summary, ...more] = messages.filter((email) => email.ticketId === null);
      expect(more).toEqual([]);
      expect(summary).toMatchObject({
        dedupeKey: `order-summary:${order.order.id}`,
        toAddress: PAYER_EMAIL,
        subject: `Pedido nº ${order.order.numero} confirmado: Congresso de Teste`,
        attachments: [],
      });
      for (const ticket of issued) {
        expect(summary!.text).toContain(ticket.holderName);
        expect(summary!.text).toContain(ticket.holderEmail);
      }
    });

    it('shows the buyer each ticket and its e-mail on the confirmation screen; strangers get 404', async () => {
      const response = await ctx.buyer.inject(`/api/pedidos/${order.order.id}/ingressos`);
      expect(response.statusCode).toBe(200);
      const body = response.json<OrderTicketsResponse>();
      expect(body).toMatchObject({
        pedido: {
          id: order.order.id,
          numero: order.order.numero,
          status: 'paid',
          evento_id: order.event.id,
        },
        emitidos: true,
        resumo: { email: PAYER_EMAIL, entrega: { situacao: 'Enviado', motivo: null } },
      });
      expect(
        body.ingressos.map((ticket) => [
          ticket.posicao,
          ticket.participante.nome,
          ticket.status,
          ticket.email.situacao,
        ]),
      ).toEqual([
        [1, 'Ana Souza', 'Confirmado', 'Enviado'],
        [2, 'Bruno Lima', 'Confirmado', 'Enviado'],
      ]);
      expect(body.ingressos[0]!.pdf_url).toBe(`/api/ingressos/${body.ingressos[0]!.id}.pdf`);

      const stranger = await ctx.newBrowser().inject(`/api/pedidos/${order.order.id}/ingressos`);
      expect(stranger.statusCode).toBe(404);
      const admin = await organizerOf(order.event.id);
      const organizer = await ctx.app.inject({
        url: `/api/pedidos/${order.order.id}/ingressos`,
        cookies: admin.cookies,
      });
      expect(organizer.statusCode).toBe(200);
      // Another organizer's order is none of this admin's business (issue 17).
      const otherAdmin = await signIn(ctx.database, 'admin');
      const other = await ctx.app.inject({
        url: `/api/pedidos/${order.order.id}/ingressos`,
        cookies: otherAdmin.cookies,
      });
      expect(other.statusCode).toBe(404);
    });

    it('signs a QR that verifies with the served public key, and fails on any changed byte', async () => {
      const response = await ctx.app.inject('/api/ingressos/chave-publica');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const key = response.json<{
        algoritmo: string;
        chave_publica: string;
        spki: string;
        versao_qr: number;
      }>();
      expect(key).toMatchObject({ algoritmo: 'Ed25519', versao_qr: 1 });
      expect(fromBase64Url(key.chave_publica)).toHaveLength(32);
      // The same key on every call (and in every process: it lives in the database).
      expect((await ctx.app.inject('/api/ingressos/chave-publica')).json()).toEqual(key);

      const check = webCryptoTicketVerifier(subtle, key.chave_publica);
      const spki = createPublicKey({
        key: Buffer.from(fromBase64Url(key.spki)!),
        format: 'der',
        type: 'spki',
      });
      for (const ticket of await ticketsOf(ctx, order.order.id)) {
        expect(ticket.qrPayload).toHaveLength(164);
        expect(await verifyTicketQr(ticket.qrPayload, check)).toEqual({
          ticketId: ticket.id,
          eventId: ticket.eventId,
          ticketTypeId: ticket.ticketTypeId,
          code: ticket.code,
        });
        // node:crypto, with the SPKI form, agrees.
        const nodeCheck = (message: Uint8Array, signature: Uint8Array) =>
          verify(null, message, spki, signature);
        expect(await verifyTicketQr(ticket.qrPayload, nodeCheck)).not.toBeNull();

        const bytes = fromBase64Url(ticket.qrPayload)!;
        for (let i = 0; i < bytes.length; i++) {
          const forged = bytes.slice();
          forged[i] = forged[i]! ^ 0x80;
          expect(await verifyTicketQr(toBase64Url(forged), check), `byte ${i}`).toBeNull();
        }
      }
    });

    it("serves the PDF and .ics to the buyer, the holder and the event's organizer; anyone else gets 404", async () => {
      const [ana, bruno] = await ticketsOf(ctx, order.order.id);
      const pdfUrl = `/api/ingressos/${ana!.id}.pdf`;

      const byBuyer = await ctx.buyer.inject(pdfUrl);
      expect(byBuyer.statusCode).toBe(200);
      expect(byBuyer.headers['content-type']).toBe('application/pdf');
      expect(byBuyer.headers['content-disposition']).toBe(
        `attachment; filename="ingresso-${order.order.numero}-1.pdf"`,
      );
      expect(byBuyer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(byBuyer.rawPayload);
      for (const expected of [
        'Ana Souza',
        'Congresso de Teste',
        'Pista',
        `nº ${order.order.numero}`,
        ana!.code,
      ]) {
        expect(text).toContain(expected);
      }

      const holder = await cookiesOf(ana!.holderEmail);
      expect((await ctx.app.inject({ url: pdfUrl, cookies: holder })).statusCode).toBe(200);
      const ics = await ctx.app.inject({ url: `/api/ingressos/${ana!.id}.ics`, cookies: holder });
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(ics.body).toContain('BEGIN:VEVENT');
      // Ana's account is not Bruno's holder.
      expect(
        (await ctx.app.inject({ url: `/api/ingressos/${bruno!.id}.pdf`, cookies: holder }))
          .statusCode,
      ).toBe(404);

      const admin = await organizerOf(order.event.id);
      expect((await ctx.app.inject({ url: pdfUrl, cookies: admin.cookies })).statusCode).toBe(200);
      const otherAdmin = await signIn(ctx.database, 'admin');
      expect((await ctx.app.inject({ url: pdfUrl, cookies: otherAdmin.cookies })).statusCode).toBe(
        404,
      );

      const stranger = await ctx.newBrowser().inject(pdfUrl);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: 'Ingresso não encontrado.' });
      const someone = await signIn(ctx.database, 'user');
      for (const url of [pdfUrl, `/api/ingressos/${ana!.id}.ics`]) {
        expect((await ctx.app.inject({ url, cookies: someone.cookies })).statusCode).toBe(404);
      }
      expect((await ctx.app.inject('/api/ingressos/nao-e-um-id.pdf')).statusCode).toBe(400);
    });

    it("lists the event's tickets for its organizer (admin), and not for another", async () => {
      const otherAdmin = await signIn(ctx.database, 'admin');
      const refused = await ctx.app.inject({
        url: `/api/organizador/eventos/${order.event.id}/ingressos`,
        cookies: otherAdmin.cookies,
      });
      expect(refused.statusCode).toBe(404);
      const admin = await organizerOf(order.event.id);
      const response = await ctx.app.inject({
        url: `/api/organizador/eventos/${order.event.id}/ingressos?por_pagina=1&pagina=2`,
        cookies: admin.cookies,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        evento: { id: order.event.id, titulo: 'Congresso de Teste' },
        total: 2,
        pagina: 2,
        por_pagina: 1,
        ingressos: [
          {
            posicao: 2,
            participante: { nome: 'Bruno Lima', email: 'bruno.lima@empresa.com.br' },
            pedido: { id: order.order.id, numero: order.order.numero },
            status: 'Confirmado',
            email: { situacao: 'Enviado' },
          },
        ],
      });

      // The list is a report: a read-only member sees it, the door's role does not.
      const organization = { id: admin.user.organizacao!.id };
      const viewer = await signIn(ctx.database, 'admin', {
        organization: { ...organization, role: 'visualizacao' },
      });
      const door = await signIn(ctx.database, 'admin', {
        organization: { ...organization, role: 'checkin' },
      });
      const listAs = (cookies: Record<string, string>) =>
        ctx.app.inject({ url: `/api/organizador/eventos/${order.event.id}/ingressos`, cookies });
      expect((await listAs(viewer.cookies)).json()).toMatchObject({ total: 2 });
      expect((await listAs(door.cookies)).statusCode).toBe(403);
    });
  });

  it('reaches every participant of a group order, each with their own ticket type', async () => {
    const { order, ticketTypes } = await paidOrder(ctx, [CARLA, ANA, BRUNO], {
      tickets: [
        { name: 'VIP', priceCents: 90_000 },
        { name: 'Pista', priceCents: 50_000 },
      ],
      // Positions follow the checkout's list, by type name: Pista, Pista, VIP.
      types: [0, 1, 1],
    });
    await ctx.app.jobs.drain();
    const issued = await ticketsOf(ctx, order.id);
    const messages = await emailsOf(ctx, order.id);
    expect(messages.map((email) => email.toAddress).sort()).toEqual(
      [...issued.map((ticket) => ticket.holderEmail), PAYER_EMAIL].sort(),
    );
    const body = (
      await ctx.buyer.inject(`/api/pedidos/${order.id}/ingressos`)
    ).json<OrderTicketsResponse>();
    expect(body.ingressos.map((ticket) => [ticket.posicao, ticket.tipo])).toEqual([
      [1, 'Pista'],
      [2, 'Pista'],
      [3, 'VIP'],
    ]);
    // Each ticket's type id picks the event's questions its new participant answers (issue 30).
    const [vip, pista] = ticketTypes;
    expect(body.ingressos.map((ticket) => ticket.tipo_id)).toEqual([pista!.id, pista!.id, vip!.id]);
  });

  it('shows a user only their own tickets in Meus Ingressos, upcoming events first', async () => {
    const soon = await paidOrder(ctx, [{ ...CARLA, Email: 'dora@exemplo.com' }], { daysAhead: 5 });
    const later = await paidOrder(
      ctx,
      [
        { ...CARLA, Email: 'DORA@exemplo.com', Nome: 'Dora' },
        { ...BRUNO, Email: 'eli@exemplo.com', Nome: 'Eli' },
      ],
      { daysAhead: 30 },
    );
    await ctx.app.jobs.drain();

    const dora = await cookiesOf('dora@exemplo.com');
    let mine = await myTickets(dora);
    expect(mine.eventos.map((group) => group.evento.id)).toEqual([soon.event.id, later.event.id]);
    expect(
      mine.eventos.map((group) => group.ingressos.map((ticket) => ticket.participante.email)),
    ).toEqual([['dora@exemplo.com'], ['dora@exemplo.com']]);
    const first = mine.eventos[0]!;
    expect(first.evento).toMatchObject({
      titulo: 'Congresso de Teste',
      local: 'Auditório Teste',
      encerrado: false,
      data_hora_inicio: { _seconds: Math.floor(soon.event.startsAt.getTime() / 1000) },
    });
    expect(first.ingressos[0]).toMatchObject({
      status: 'Confirmado',
      tipo_id: soon.ticketTypes[0]!.id,
      pedido_numero: soon.order.numero,
      email: { situacao: 'Enviado' },
    });
    expect(first.ingressos[0]!.qr_payload).toHaveLength(164);

    // Once the sooner event is over it goes after the upcoming ones.
    await ctx.database.db
      .update(events)
      .set({
        startsAt: new Date(Date.now() - 2 * 86_400_000),
        endsAt: new Date(Date.now() - 86_400_000),
      })
      .where(eq(events.id, soon.event.id));
    mine = await myTickets(dora);
    expect(mine.eventos.map((group) => [group.evento.id, group.evento.encerrado])).toEqual([
      [later.event.id, false],
      [soon.event.id, true],
    ]);

    const eli = await myTickets(await cookiesOf('eli@exemplo.com'));
    expect(eli.eventos).toHaveLength(1);
    expect(eli.eventos[0]!.ingressos.map((ticket) => ticket.participante.nome)).toEqual([
      'Eli Lima',
    ]);
    expect((await myTickets((await signIn(ctx.database, 'affiliate')).cookies)).eventos).toEqual(
      [],
    );

    // A used ticket reads 'Utilizado'.
    await ctx.database.db
      .update(tickets)
      .set({ status: 'used', usedAt: new Date() })
      .where(eq(tickets.holderEmail, 'eli@exemplo.com'));
    const used = await myTickets(await cookiesOf('eli@exemplo.com'));
    expect(used.eventos[0]!.ingressos[0]!.status).toBe('Utilizado');
  });
});
