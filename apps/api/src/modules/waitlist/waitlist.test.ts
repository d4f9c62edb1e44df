import { randomUUID } from 'node:crypto';
import type { OrderView } from '@bilheteria/domain/checkout-contract';
import type { EventFormValues } from '@bilheteria/domain/event-form';
import type { EditableEvent } from '@bilheteria/domain/organizer-contract';
import { PAYMENT_MESSAGES } from '@bilheteria/domain/payment-contract';
import {
  WAITLIST_MESSAGES as M,
  type OrganizerWaitlist,
  type WaitlistOffer,
  type WaitlistOfferAccepted,
} from '@bilheteria/domain/waitlist-contract';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emails, orderItems, orders, ticketTypes, waitlistEntries } from '../../db/schema';
import type { TestAccount } from '../../test/auth';
import { createTestEvent, type TestTicketType } from '../../test/catalog-fixtures';
import { checkoutSteps, PARTICIPANT } from '../../test/payment-fixtures';
import { testConfig } from '../../test/test-app';
import type { TestBrowser } from '../../test/test-browser';
import { createTestClock, useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { BUYER_KEY_COOKIE, createOrdersService } from '../checkout';
import { organizerFixtures } from '../organizer-reports/test-organizer';

const defaults = testConfig();
const HOLD_MS = defaults.checkout.holdMs;
const OFFER_MS = defaults.checkout.waitlistOfferMs;
const MINUTE = 60_000;

/** The link's token in an e-mail's text (`oferta` or `sair`). */
function linkToken(text: string, page: 'oferta' | 'sair'): string {
  const found = new RegExp(`/lista-de-espera/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!found) throw new Error(`no ${page} link in: ${text}`);
  return found[1]!;
}

describe.each(testTargets())('the waiting list on %s', (target) => {
  // Real time: the bot check's challenges expire on it. The tests move it forward only.
  const clock = createTestClock(new Date());
  const ctx = useTestApp(target, {
    clock,
    demo: false,
    // The periodic rounds (holds, waiting lists) run only when a test runs them.
    // Many joins from one test address: the per-IP limit is proven on its own below.
    config: {
      checkout: {
        ...defaults.checkout,
        holdSweepIntervalMs: 3_600_000,
        waitlistRateLimitMax: 1_000,
      },
    },
  });
  const fx = organizerFixtures(ctx);
  const steps = checkoutSteps(ctx, clock);
  let owner: TestAccount;
  let otherAdmin: TestAccount;

  beforeAll(async () => {
    // Remembered sessions: the tests move the clock past a browser session's 12 idle hours.
    owner = await fx.signIn(ctx.database, 'admin', { clock, persistent: true });
    otherAdmin = await fx.signIn(ctx.database, 'admin', { clock, persistent: true });
  });

  /** The owner's event, 10 days ahead (by the test clock), with these ticket types. */
  async function event(tickets: TestTicketType[]) {
    const made = await createTestEvent(ctx.database, {
      tickets,
      now: clock(),
      organizationId: owner.user.organizacao!.id,
      organizerId: owner.user.id,
      title: 'Congresso da Fila',
      descriptionHtml: '<p>Um congresso tão procurado que os ingressos esgotaram.</p>',
    });
    return { eventId: made.event.id, types: made.ticketTypes.map((type) => type.id) };
  }

  const newEmail = (name = 'pessoa') => `${name}-${randomUUID().slice(0, 8)}@empresa.com.br`;

  const join = (eventId: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/lista-de-espera`,
      payload: body,
    });

  /** Joins and expects a place. */
  async function joined(eventId: string, typeId: string, quantidade: number, email = newEmail()) {
    const response = await join(eventId, { id_ticket: typeId, email, quantidade });
    expect(response.statusCode, response.body).toBe(201);
    return { email, posicao: response.json<{ posicao: number }>().posicao };
  }

  const post = (url: string, token: string, browser?: TestBrowser) =>
    (browser ?? ctx.newBrowser()).inject({ method: 'POST', url, payload: { token } });
  const leave = (token: string) => post('/api/lista-de-espera/sair', token);
  const decline = (token: string) => post('/api/lista-de-espera/oferta/recusar', token);
  const accept = (token: string, browser: TestBrowser) =>
    post('/api/lista-de-espera/oferta/aceitar', token, browser);
  async function offerPage(token: string) {
    const response = await ctx.app.inject(`/api/lista-de-espera/oferta?token=${token}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WaitlistOffer>();
  }

  /** The messages in the outbox to this address, oldest first. */
  const mailTo = (email: string) =>
    ctx.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, email))
      .orderBy(asc(emails.createdAt), asc(emails.id));
  async function offerMail(email: string) {
    const offers = (await mailTo(email)).filter((mail) => mail.subject.startsWith('Vagas para'));
    expect(offers, `offers mailed to ${email}`).toHaveLength(1);
    return offers[0]!;
  }
  const offerToken = async (email: string) => linkToken((await offerMail(email)).text, 'oferta');
  /** The token of the 'sair' link in the e-mail sent on joining. */
  async function leaveToken(email: string) {
    const mails = await mailTo(email);
    const joinedMail = mails.find((mail) => mail.subject.startsWith('Lista de espera:'));
    return linkToken(joinedMail!.text, 'sair');
  }
  const offered = async (email: string) =>
    (await mailTo(email)).some((mail) => mail.subject.startsWith('Vagas para'));

  async function seatsOf(typeId: string) {
    const [row] = await ctx.database.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, typeId));
    return { quantity: row!.quantity, sold: row!.sold, reserved: row!.reserved };
  }
  const addSeats = (typeId: string, seats: number) =>
    ctx.database.db
      .update(ticketTypes)
      .set({ quantity: sql`${ticketTypes.quantity} + ${seats}` })
      .where(eq(ticketTypes.id, typeId));

  async function organizerList(eventId: string, account = owner) {
    const response = await fx
      .as(account)
      .get(`/api/organizador/eventos/${eventId}/lista-de-espera`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrganizerWaitlist>().entradas;
  }
  const entryOf = async (eventId: string, email: string) =>
    (await organizerList(eventId)).find((entry) => entry.email === email)!;

  /** The hold sweep's work (the app runs it on a timer): reserved orders past their end expire. */
  const expireHolds = () =>
    createOrdersService(ctx.database.db, { clock, holdMs: HOLD_MS }).expireDueOrders();

  describe('joining (POST /api/eventos/:eventId/lista-de-espera)', () => {
    it('lines people up on a sold-out type in the order they came, each mailed a way out', async () => {
      const { eventId, types } = await event([{ quantity: 2, sold: 2 }]);
      // The clock stands still: three joins within the same millisecond keep their order.
      const first = await joined(eventId, types[0]!, 1);
      const group = await joined(eventId, types[0]!, 3);
      const last = await joined(eventId, types[0]!, 2);
      expect([first.posicao, group.posicao, last.posicao]).toEqual([1, 2, 3]);
      const list = await organizerList(eventId);
      expect(list.map((entry) => [entry.email, entry.posicao, entry.quantidade])).toEqual([
        [first.email, 1, 1],
        [group.email, 2, 3],
        [last.email, 3, 2],
      ]);
      expect(list.every((entry) => entry.status === 'waiting')).toBe(true);

      const [mail, ...more] = await mailTo(group.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('Lista de espera: Congresso da Fila');
      expect(mail!.text).toContain('3 ingressos');
      expect(mail!.html).toContain('/lista-de-espera/sair?token=');
      expect(linkToken(mail!.text, 'sair')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    });

    it('tells each of many joining at once the place the line keeps for them', async () => {
      const { eventId, types } = await event([{ quantity: 1, sold: 1 }]);
      const places = await Promise.all(
        Array.from({ length: 6 }, (_, index) => joined(eventId, types[0]!, (index % 3) + 1)),
      );
      expect(places.map((place) => place.posicao).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      const line = await organizerList(eventId);
      for (const { email, posicao } of places) {
        expect(line.find((entry) => entry.email === email)!.posicao).toBe(posicao);
      }
    });

    it('refuses a type on sale, a second place, bad input and unknown types, in pt-BR', async () => {
      const { eventId, types } = await event([
        { quantity: 2, sold: 2 },
        { quantity: 10, sold: 9 },
      ]);
      const [soldOut, oneLeft] = types as [string, string];
      const refused = async (body: Record<string, unknown>, status: number, message: string) => {
        const response = await join(eventId, body);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json<{ message: string }>().message).toBe(message);
      };
      // The one seat left can be bought now; two cannot, so two may wait.
      await refused({ id_ticket: oneLeft, email: newEmail(), quantidade: 1 }, 409, M.notSoldOut);
      await joined(eventId, oneLeft, 2);

      const email = newEmail('Repetida');
      await joined(eventId, soldOut, 2, email);
      await refused(
        { id_ticket: soldOut, email: `  ${email.toUpperCase()} `, quantidade: 1 },
        409,
        M.alreadyWaiting,
      );
      await refused(
        { id_ticket: soldOut, email: 'não-é-email', quantidade: 1 },
        400,
        M.emailInvalid,
      );
      for (const quantidade of [0, 6, 1.5]) {
        await refused(
          { id_ticket: soldOut, email: newEmail(), quantidade },
          400,
          M.quantityInvalid,
        );
      }
      await refused(
        { id_ticket: randomUUID(), email: newEmail(), quantidade: 1 },
        404,
        M.ticketTypeNotFound,
      );
      // A type of another event is unknown here.
      const other = await event([{ quantity: 1, sold: 1 }]);
      await refused(
        { id_ticket: other.types[0], email: newEmail(), quantidade: 1 },
        404,
        M.ticketTypeNotFound,
      );
      expect((await organizerList(eventId)).map((entry) => entry.quantidade)).toEqual([2, 2]);
    });
  });

  describe('offers', () => {
    it('gives returned seats to the first whose whole request fits; a group keeps its place', async () => {
      const { eventId, types } = await event([{ name: 'Pista', quantity: 2 }]);
      const typeId = types[0]!;
      const holder = ctx.newBrowser();
      const held = await fx.heldOrder([{ id: typeId, quantity: 2 }], { browser: holder });
      const group = await joined(eventId, typeId, 3);
      const single = await joined(eventId, typeId, 1);
      expect(await ctx.app.waitlist.sweep()).toBe(0);

      // The hold ends: reading the order expires it, its 2 seats are free again.
      clock.advance(HOLD_MS + 1);
      const read = await holder.inject(`/api/pedidos/${held.id}`);
      expect(read.json<OrderView>().status).toBe('expired');
      expect(await seatsOf(typeId)).toEqual({ quantity: 2, sold: 0, reserved: 0 });

      expect(await ctx.app.waitlist.sweep()).toBe(1);
      // The single holds one seat; the group of 3 still waits, first in line.
      expect(await seatsOf(typeId)).toEqual({ quantity: 2, sold: 0, reserved: 1 });
      expect(await offered(group.email)).toBe(false);
      expect(await entryOf(eventId, group.email)).toMatchObject({ status: 'waiting', posicao: 1 });
      expect(await entryOf(eventId, single.email)).toMatchObject({
        status: 'offered',
        posicao: null,
        oferta_expira_em: new Date(clock().getTime() + OFFER_MS).toISOString(),
      });

      const mail = await offerMail(single.email);
      expect(mail.subject).toBe('Vagas para você: Congresso da Fila');
      expect(mail.text).toContain('reservamos 1 ingresso "Pista" para você');
      expect(mail.html).toContain('/lista-de-espera/oferta?token=');
      const token = linkToken(mail.text, 'oferta');
      // The offer's own leave link names the same place.
      expect(linkToken(mail.text, 'sair')).toBe(token);
      const offer = await offerPage(token);
      expect(offer).toMatchObject({
        status: 'offered',
        evento: { id: eventId, titulo: 'Congresso da Fila' },
        tipo: { id: typeId, nome: 'Pista', preco_centavos: 10_000 },
        quantidade: 1,
        expira_em: new Date(clock().getTime() + OFFER_MS).toISOString(),
      });
      expect(offer.pedido_id).toEqual(expect.any(String));

      // Nothing else fits: a second round changes nothing and mails no one again.
      expect(await ctx.app.waitlist.sweep()).toBe(0);
      expect(await seatsOf(typeId)).toMatchObject({ reserved: 1 });
      expect(await mailTo(single.email)).toHaveLength(2);
    });

    it('hands the order to the browser that accepts; paid by card, the organizer sees it bought', async () => {
      const { eventId, types } = await event([{ quantity: 1, sold: 1, priceCents: 25_000 }]);
      const typeId = types[0]!;
      const { email } = await joined(eventId, typeId, 2);
      await addSeats(typeId, 2);
      expect(await ctx.app.waitlist.sweep()).toBe(1);
      const token = await offerToken(email);

      const stranger = ctx.newBrowser();
      const browser = ctx.newBrowser();
      const accepted = await accept(token, browser);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const answer = accepted.json<WaitlistOfferAccepted>();
      expect(answer).toMatchObject({
        id_ticket: typeId,
        quantidade: 2,
        preco_centavos: 25_000,
        evento_id: eventId,
        expira_em: new Date(clock().getTime() + OFFER_MS).toISOString(),
      });
      expect(accepted.cookies.map((cookie) => cookie.name)).toContain(BUYER_KEY_COOKIE);
      expect((await stranger.inject(`/api/pedidos/${answer.pedido_id}`)).statusCode).toBe(404);
      const view = await steps.orderView(answer.pedido_id, browser);
      expect(view).toMatchObject({
        id: answer.pedido_id,
        status: 'reserved',
        total_centavos: 50_000,
      });

      for (const posicao of [1, 2]) {
        const saved = await browser.inject({
          method: 'POST',
          url: '/api/comprador',
          payload: { ...PARTICIPANT, Email: newEmail('participante'), id_pedido: view.id, posicao },
        });
        expect(saved.statusCode, saved.body).toBeLessThan(300);
      }
      const paid = await steps.payByCard(view, typeId, { browser });
      expect(paid.statusCode, paid.body).toBe(200);
      await ctx.app.jobs.drain();
      expect((await steps.orderView(view.id, browser)).status).toBe('paid');
      expect(await seatsOf(typeId)).toEqual({ quantity: 3, sold: 3, reserved: 0 });
      expect(await offerPage(token)).toMatchObject({ status: 'purchased', expira_em: null });
      const again = await accept(token, ctx.newBrowser());
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(M.offerPaid);

      // Before the round marks it, the organizer already sees the offer bought.
      expect((await entryOf(eventId, email)).status).toBe('purchased');
      // Leaving once bought answers as any leave and keeps what happened.
      for (let click = 0; click < 2; click += 1) {
        const left = await leave(token);
        expect(left.statusCode, left.body).toBe(200);
        expect(left.json()).toEqual({ mensagem: M.left });
      }
      expect(await ctx.app.waitlist.sweep()).toBe(0);
      expect(await organizerList(eventId)).toEqual([
        expect.objectContaining({ email, status: 'purchased', posicao: null, quantidade: 2 }),
      ]);
      const [entry] = await ctx.database.db
        .select({ status: waitlistEntries.status })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, email));
      expect(entry!.status).toBe('purchased');
      // Another organizer's admin learns nothing of it.
      const foreign = await fx
        .as(otherAdmin)
        .get(`/api/organizador/eventos/${eventId}/lista-de-espera`);
      expect(foreign.statusCode).toBe(404);
      expect(
        (await fx.as(null).get(`/api/organizador/eventos/${eventId}/lista-de-espera`)).statusCode,
      ).toBe(401);
    });

    it('gives the order to the browser that opens the link last', async () => {
      const { eventId, types } = await event([{ quantity: 1, sold: 1 }]);
      const { email } = await joined(eventId, types[0]!, 1);
      await addSeats(types[0]!, 1);
      await ctx.app.waitlist.sweep();
      const token = await offerToken(email);
      const phone = ctx.newBrowser();
      const laptop = ctx.newBrowser();
      const orderId = (await accept(token, phone)).json<WaitlistOfferAccepted>().pedido_id;
      const second = await accept(token, laptop);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json<WaitlistOfferAccepted>().pedido_id).toBe(orderId);
      expect((await laptop.inject(`/api/pedidos/${orderId}`)).statusCode).toBe(200);
      expect(await seatsOf(types[0]!)).toMatchObject({ reserved: 1 });
    });
  });

  describe('when an offer ends', () => {
    /** A sold-out type with these people waiting for one seat each, the first one offered it. */
    async function lineWithOffer(people: number) {
      const { eventId, types } = await event([{ quantity: 1, sold: 1 }]);
      const typeId = types[0]!;
      const emails: string[] = [];
      for (let index = 0; index < people; index += 1) {
        emails.push((await joined(eventId, typeId, 1)).email);
      }
      await addSeats(typeId, 1);
      expect(await ctx.app.waitlist.sweep()).toBe(1);
      expect(await offered(emails[0]!)).toBe(true);
      return { eventId, typeId, emails };
    }

    it('passes the seats to the next in line once the offer runs out unanswered', async () => {
      const { eventId, typeId, emails: line } = await lineWithOffer(2);
      const [first, second] = line as [string, string];
      const token = await offerToken(first);
      const { pedido_id: orderId } = await offerPage(token);

      clock.advance(OFFER_MS - MINUTE);
      expect((await offerPage(token)).status).toBe('offered');
      clock.advance(2 * MINUTE);
      expect(await offerPage(token)).toMatchObject({
        status: 'expired',
        expira_em: null,
        pedido_id: null,
      });
      const late = await accept(token, ctx.newBrowser());
      expect(late.statusCode).toBe(409);
      expect(late.json<{ message: string }>().message).toBe(M.offerExpired);

      expect(await expireHolds()).toBeGreaterThanOrEqual(1);
      const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId!));
      expect(order!.status).toBe('expired');
      expect(await ctx.app.waitlist.sweep()).toBe(1);
      expect(await entryOf(eventId, first)).toMatchObject({ status: 'expired', posicao: null });
      expect(await entryOf(eventId, second)).toMatchObject({ status: 'offered' });
      expect(await offered(second)).toBe(true);
      expect(await seatsOf(typeId)).toEqual({ quantity: 2, sold: 1, reserved: 1 });
      // Leaving once the offer is over answers as any leave and changes nothing.
      const left = await leave(await leaveToken(first));
      expect(left.statusCode, left.body).toBe(200);
      expect((await entryOf(eventId, first)).status).toBe('expired');
    });

    it('passes the seats at once when the offer is declined', async () => {
      const { eventId, typeId, emails: line } = await lineWithOffer(3);
      const [first, second, third] = line as [string, string, string];
      const token = await offerToken(first);
      const { pedido_id: orderId } = await offerPage(token);

      const declined = await decline(token);
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json()).toEqual({ mensagem: M.offerDeclined });
      // No round ran: the decline itself made the next offer.
      expect(await offered(second)).toBe(true);
      expect(await offered(third)).toBe(false);
      expect(await seatsOf(typeId)).toEqual({ quantity: 2, sold: 1, reserved: 1 });
      const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId!));
      expect(order!.status).toBe('canceled');
      expect(await entryOf(eventId, first)).toMatchObject({ status: 'declined' });
      expect(await entryOf(eventId, second)).toMatchObject({ status: 'offered' });
      expect(await entryOf(eventId, third)).toMatchObject({ status: 'waiting', posicao: 1 });

      const twice = await decline(token);
      expect(twice.statusCode).toBe(409);
      expect((await accept(token, ctx.newBrowser())).statusCode).toBe(409);
      expect(await seatsOf(typeId)).toMatchObject({ reserved: 1 });
    });

    it('keeps the seats for a payment still open when the offer is declined or left', async () => {
      const { eventId, typeId, emails: line } = await lineWithOffer(2);
      const token = await offerToken(line[0]!);
      const browser = ctx.newBrowser();
      const { pedido_id: orderId } = (await accept(token, browser)).json<WaitlistOfferAccepted>();
      const view = await steps.orderView(orderId, browser);
      await browser.inject({
        method: 'POST',
        url: '/api/comprador',
        payload: { ...PARTICIPANT, id_pedido: orderId, posicao: 1 },
      });
      const pix = await steps.generate('pix', view, typeId, { browser });
      expect(pix.statusCode, pix.body).toBe(200);

      for (const answer of [await decline(token), await leave(token)]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json<{ message: string }>().message).toBe(
          PAYMENT_MESSAGES.orderHasOpenPayment,
        );
      }
      expect(await entryOf(eventId, line[0]!)).toMatchObject({ status: 'offered' });
      expect(await offered(line[1]!)).toBe(false);
      expect(await seatsOf(typeId)).toMatchObject({ reserved: 1 });
    });

    it('lets people leave the line and an offer, as often as they click', async () => {
      const { eventId, typeId, emails: line } = await lineWithOffer(3);
      const [first, second, third] = line as [string, string, string];

      // Waiting: out of the line, the one behind moves up.
      const waitingToken = await leaveToken(second);
      for (let click = 0; click < 2; click += 1) {
        const left = await leave(waitingToken);
        expect(left.statusCode, left.body).toBe(200);
        expect(left.json()).toEqual({ mensagem: M.left });
      }
      expect(await entryOf(eventId, second)).toMatchObject({ status: 'left', posicao: null });
      expect(await entryOf(eventId, third)).toMatchObject({ status: 'waiting', posicao: 1 });

      // Offered, through the offer e-mail's 'sair' link: the seat passes on at once.
      const offerMailText = (await offerMail(first)).text;
      const left = await leave(linkToken(offerMailText, 'sair'));
      expect(left.statusCode, left.body).toBe(200);
      expect(await entryOf(eventId, first)).toMatchObject({ status: 'left' });
      expect(await offered(third)).toBe(true);
      expect(await seatsOf(typeId)).toEqual({ quantity: 2, sold: 1, reserved: 1 });
      expect((await leave(linkToken(offerMailText, 'oferta'))).statusCode).toBe(200);

      // Having left, the same e-mail may join again, at the end of the line.
      const back = await joined(eventId, typeId, 1, second);
      expect(back.posicao).toBe(1);

      const unknown = await leave('x'.repeat(32));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ message: string }>().message).toBe(M.linkInvalid);
      expect(
        (await ctx.app.inject(`/api/lista-de-espera/oferta?token=${'y'.repeat(32)}`)).statusCode,
      ).toBe(404);
      const malformed = await leave('curto');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toBe(M.linkInvalid);
    });
  });

  // A transaction held open across the round needs a second connection: PostgreSQL only.
  it.runIf(target === 'postgres')(
    'never offers seats to someone who leaves while the round runs',
    async () => {
      const { eventId, types } = await event([{ quantity: 1, sold: 1 }]);
      const typeId = types[0]!;
      const first = await joined(eventId, typeId, 1);
      const second = await joined(eventId, typeId, 1);
      await addSeats(typeId, 1);
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      // The first leaves: the entry is changed, not yet committed, while the round starts.
      const leaving = ctx.database.db.transaction(async (tx) => {
        await tx
          .update(waitlistEntries)
          .set({ status: 'left' })
          .where(eq(waitlistEntries.email, first.email));
        await committed;
      });
      const round = ctx.app.waitlist.sweep();
      await vi.waitFor(async () => {
        const [waiting] = await fx.rows<{ count: number }>(sql`
          select count(*)::int as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`);
        expect(waiting!.count).toBeGreaterThan(0);
      });
      commit();
      await leaving;
      expect(await round).toBe(1);
      expect(await entryOf(eventId, first.email)).toMatchObject({ status: 'left' });
      expect(await offered(first.email)).toBe(false);
      expect(await entryOf(eventId, second.email)).toMatchObject({ status: 'offered' });
      expect(await seatsOf(typeId)).toEqual({ quantity: 2, sold: 1, reserved: 1 });
    },
  );

  describe('seats added in the organizer’s edit (PUT /api/organizador/eventos/:eventId)', () => {
    it('gives seats added by the organizer to the line in the same transaction', async () => {
      const { eventId, types } = await event([{ name: 'Pista', quantity: 2, sold: 2 }]);
      const typeId = types[0]!;
      const group = await joined(eventId, typeId, 2);
      const single = await joined(eventId, typeId, 1);

      const editable = await fx.as(owner).get(`/api/organizador/eventos/${eventId}`);
      expect(editable.statusCode, editable.body).toBe(200);
      const prefilled = editable.json<EditableEvent>();
      const form: EventFormValues = {
        status: 'published',
        basics: { ...prefilled.basics, category: prefilled.basics.category as 'Fórum' },
        tickets: prefilled.tickets.map(({ sold: _sold, held: _held, ...ticket }) => ({
          ...ticket,
          description: 'Acesso aos dois dias',
          quantity: ticket.id === typeId ? '4' : ticket.quantity,
        })),
        agenda: prefilled.agenda,
        speakers: prefilled.speakers,
        faq: prefilled.faq,
      };
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/organizador/eventos/${eventId}`,
        cookies: owner.cookies,
        payload: form,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Offered in the edit's own transaction: the new seats never went on public sale.
      expect(await seatsOf(typeId)).toEqual({ quantity: 4, sold: 2, reserved: 2 });
      expect(await offered(group.email)).toBe(true);
      expect(await offered(single.email)).toBe(false);
      expect(await entryOf(eventId, single.email)).toMatchObject({ status: 'waiting', posicao: 1 });
    });
  });

  describe('concurrency', () => {
    /** Seats held by reserved orders, counted from the orders themselves. */
    async function heldInOrders(typeId: string) {
      const [row] = await fx.rows<{ seats: number }>(sql`
        select coalesce(sum(${orderItems.quantity}), 0)::int as seats
        from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${orderItems.ticketTypeId} = ${typeId} and ${orders.status} = 'reserved'`);
      return row!.seats;
    }

    it('never gives the same seat to an offer and to a checkout racing it', async () => {
      for (let round = 0; round < 3; round += 1) {
        const { eventId, types } = await event([{ quantity: 2, sold: 2 }]);
        const typeId = types[0]!;
        const { email } = await joined(eventId, typeId, 2);
        await addSeats(typeId, 2);
        const asked = Array.from({ length: 10 }, (_, index) => (index % 2) + 1);
        const [, ...holds] = await Promise.all([
          ctx.app.waitlist.sweep(),
          ...asked.map((quantity) =>
            ctx.newBrowser().inject({
              method: 'POST',
              url: '/api/pedidos',
              headers: { 'idempotency-key': randomUUID() },
              payload: { tickets: [{ id_ticket: typeId, quantidade_produto: quantity }] },
            }),
          ),
        ]);
        expect(holds.every((hold) => [201, 409].includes(hold.statusCode))).toBe(true);
        const bought = holds.reduce(
          (sum, hold, index) => sum + (hold.statusCode === 201 ? asked[index]! : 0),
          0,
        );
        const seats = await seatsOf(typeId);
        const inOrders = await heldInOrders(typeId);
        expect(seats.sold + seats.reserved).toBeLessThanOrEqual(seats.quantity);
        expect(seats.sold + inOrders).toBeLessThanOrEqual(seats.quantity);
        expect(seats.reserved).toBe(inOrders);
        const entry = await entryOf(eventId, email);
        if (entry.status === 'offered') {
          expect(bought).toBe(0);
          expect(inOrders).toBe(2);
        } else {
          expect(entry.status).toBe('waiting');
          expect(bought).toBe(inOrders);
          expect(bought).toBeGreaterThan(0);
        }
        const [offerOrders] = await fx.rows<{ count: number }>(sql`
          select count(*)::int as count from ${orders}
          where ${orders.eventId} = ${eventId} and ${orders.status} = 'reserved'
            and ${orders.id} in (select ${waitlistEntries.orderId} from ${waitlistEntries})`);
        expect(offerOrders!.count).toBe(entry.status === 'offered' ? 1 : 0);
        const [linked] = await ctx.database.db
          .select({ orderId: waitlistEntries.orderId })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.email, email));
        expect(linked!.orderId === null).toBe(entry.status === 'waiting');
      }
    });
  });
});

describe.runIf(testTargets().includes('pglite'))('waiting-list sign-ups per address', () => {
  const ctx = useTestApp('pglite', {
    demo: false,
    config: { checkout: { ...defaults.checkout, waitlistRateLimitMax: 2 } },
  });

  it('answers 429 with a pt-BR message after the limit, before anything is written', async () => {
    const { event, ticketTypes: types } = await createTestEvent(ctx.database, {
      tickets: [{ quantity: 1, sold: 1 }],
    });
    const join = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/eventos/${event.id}/lista-de-espera`,
        payload: { id_ticket: types[0]!.id, email, quantidade: 1 },
      });
    expect((await join('um@empresa.com.br')).statusCode).toBe(201);
    expect((await join('dois@empresa.com.br')).statusCode).toBe(201);
    const third = await join('tres@empresa.com.br');
    expect(third.statusCode).toBe(429);
    expect(third.json<{ message: string }>().message).toBe(M.tooManyJoins);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
