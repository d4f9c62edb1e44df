import type { ScannerTicketList } from '@bilheteria/domain/check-in-contract';
import type { ParticipantSwapResponse } from '@bilheteria/domain/participant-swap';
import type { MyTicketsResponse, OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyers, emails, events, ticketHolderChanges, tickets, users } from '../../db/schema';
import { signIn, signInAs, type TestAccount } from '../../test/auth';
import { PARTICIPANT } from '../../test/payment-fixtures';
import type { TestBrowser } from '../../test/test-browser';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { offlineScan, testScanner } from '../check-in/test-scanner';
import { ANA, BRUNO, paidOrder, ticketsOf } from './test-orders';

const DANI = {
  ...PARTICIPANT,
  Nome: 'Daniela',
  Sobrenome: 'Reis',
  Email: 'Dani.Reis@Empresa.com.br',
};
const EDU = {
  ...PARTICIPANT,
  Nome: 'Eduardo',
  Sobrenome: 'Melo',
  Email: 'edu.melo@empresa.com.br',
};

/**
 * 'Trocar participante': the buyer (or the participant, for their own ticket) gives a ticket to
 * someone else until the organizer's deadline. The old QR must stop admitting anyone, online
 * and at the door's next offline sync; both people are told; the history is kept.
 */
describe.each(testTargets())('swapping a participant on %s', (target) => {
  const ctx = useTestApp(target);
  let admin: TestAccount;
  const door = testScanner(ctx, () => admin);

  beforeAll(async () => {
    admin = await signIn(ctx.database, 'admin');
  });

  const swap = (
    orderId: string,
    position: number,
    body: object,
    browser: TestBrowser = ctx.buyer,
  ) =>
    browser.inject({
      method: 'PUT',
      url: `/api/pedidos/${orderId}/participantes/${position}`,
      payload: body,
    });

  const emailsTo = (address: string) =>
    ctx.database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, address))
      .orderBy(asc(emails.createdAt));

  async function issuedOrder() {
    const paid = await paidOrder(ctx, [ANA, BRUNO]);
    await ctx.app.jobs.drain();
    const [ana, bruno] = await ticketsOf(ctx, paid.order.id);
    return { ...paid, ana: ana!, bruno: bruno! };
  }

  it('gives the ticket a new code: the old QR is refused online and at offline sync, both are mailed', async () => {
    const { order, event, ana, bruno } = await issuedOrder();
    const gate = await door.createLink(event.id);

    const swapped = await swap(order.id, 1, DANI);
    expect(swapped.statusCode).toBe(200);
    const body = swapped.json<ParticipantSwapResponse>();
    expect(body.message).toBe('Participante trocado. Enviamos o ingresso para o novo e-mail.');
    expect(body.ingresso).toMatchObject({
      id: ana.id,
      posicao: 1,
      participante: { nome: 'Daniela Reis', email: 'dani.reis@empresa.com.br' },
    });
    expect(body.ingresso.codigo).not.toBe(ana.code);
    await ctx.app.jobs.drain();

    // Online: the old QR and the old code name no ticket any more.
    for (const old of [ana.qrPayload, ana.code]) {
      const answer = await door.scan(gate.token, old);
      expect(answer.resultado).toBe('invalido');
      expect(answer.mensagem).toBe('Inválido');
    }
    // The door's list has the new code and holder, not the old ones.
    const list = (
      await ctx.app.inject(`/api/check-in/${gate.token}/ingressos`)
    ).json<ScannerTicketList>();
    const listed = list.ingressos.find((ticket) => ticket.id === ana.id)!;
    expect(listed).toMatchObject({ codigo: body.ingresso.codigo, nome: 'Daniela Reis' });
    expect(list.ingressos.some((ticket) => ticket.codigo === ana.code)).toBe(false);

    // A device that admitted the old QR offline: a conflict, never an admission.
    const sync = await door.sync(gate.token, [offlineScan(ana.qrPayload, new Date())]);
    expect(sync.conflitos).toBe(1);
    const [after] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, ana.id));
    expect(after!.status).toBe('valid');

    // The new QR admits, once.
    expect((await door.scan(gate.token, after!.qrPayload)).resultado).toBe('valido');
    expect((await door.scan(gate.token, after!.qrPayload)).resultado).toBe('ja_utilizado');
    // Bruno's ticket is untouched.
    expect((await door.scan(gate.token, bruno.qrPayload)).resultado).toBe('valido');

    // The new holder got the ticket (with their account); the old one a notice, nothing more.
    const toDani = await emailsTo('dani.reis@empresa.com.br');
    expect(toDani).toHaveLength(1);
    expect(toDani[0]).toMatchObject({ ticketId: ana.id, status: 'sent' });
    expect(toDani[0]!.subject).toMatch(/^Seu ingresso: /);
    expect(toDani[0]!.text).toContain(body.ingresso.codigo);
    const [dani] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'dani.reis@empresa.com.br'));
    expect(after!.holderUserId).toBe(dani!.id);
    const toAna = await emailsTo('ana.souza@empresa.com.br');
    expect(toAna.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Seu ingresso: /),
      expect.stringMatching(/^Seu ingresso foi transferido: /),
    ]);
    expect(toAna[1]!.text).not.toContain(body.ingresso.codigo);

    // The participant row, the history and the buyer's view show the new person.
    const [participant] = await ctx.database.db
      .select()
      .from(buyers)
      .where(eq(buyers.id, ana.buyerId!));
    expect(participant).toMatchObject({ firstName: 'Daniela', email: 'Dani.Reis@Empresa.com.br' });
    const history = await ctx.database.db
      .select()
      .from(ticketHolderChanges)
      .where(eq(ticketHolderChanges.ticketId, ana.id));
    expect(history).toEqual([
      expect.objectContaining({
        oldName: 'Ana Souza',
        oldEmail: 'ana.souza@empresa.com.br',
        oldCode: ana.code,
        newName: 'Daniela Reis',
        newEmail: 'dani.reis@empresa.com.br',
        changedAs: 'buyer',
      }),
    ]);
    const view = (
      await ctx.buyer.inject(`/api/pedidos/${order.id}/ingressos`)
    ).json<OrderTicketsResponse>();
    expect(view.ingressos[0]!.participante.email).toBe('dani.reis@empresa.com.br');
    // The organizer's participant list shows who holds it now.
    const report = await ctx.app.inject({
      url: `/api/organizador/eventos/${event.id}/participantes`,
      cookies: admin.cookies,
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('dani.reis@empresa.com.br');
    expect(report.body).not.toContain('ana.souza@empresa.com.br');
    // Used now: no more swaps, and the view says so.
    expect(view.ingressos[0]!.troca.permitida).toBe(false);
    const used = await swap(order.id, 1, EDU);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Este ingresso já foi utilizado e não pode ser trocado.');
  });

  it('lets the participant swap their own ticket, and nobody else', async () => {
    const { order, ana, bruno } = await issuedOrder();
    const [anaAccount] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ana.souza@empresa.com.br'));
    const asAna = ctx.newBrowser();
    const { cookies } = await signInAs(ctx.database, anaAccount!.id);
    const anaCookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const asParticipant = (position: number) =>
      asAna.inject({
        method: 'PUT',
        url: `/api/pedidos/${order.id}/participantes/${position}`,
        headers: { cookie: anaCookie },
        payload: EDU,
      });

    const mine = (
      await asAna.inject({ url: '/api/meus-ingressos', headers: { cookie: anaCookie } })
    ).json<MyTicketsResponse>();
    const shown = mine.eventos.flatMap((group) => group.ingressos).find((t) => t.id === ana.id)!;
    expect(shown).toMatchObject({ posicao: 1, troca: { permitida: true } });

    // Bruno's ticket is not Ana's to give: as if it did not exist.
    const notHers = await asParticipant(2);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().message).toBe('Ingresso não encontrado.');
    // A stranger (no buyer key, no account).
    expect((await swap(order.id, 2, EDU, ctx.newBrowser())).statusCode).toBe(404);

    expect((await asParticipant(1)).statusCode).toBe(200);
    // Swapped away: no longer hers.
    expect((await asParticipant(1)).statusCode).toBe(404);
    const [change] = await ctx.database.db
      .select()
      .from(ticketHolderChanges)
      .where(eq(ticketHolderChanges.ticketId, ana.id));
    expect(change).toMatchObject({ changedAs: 'participant', changedByUserId: anaAccount!.id });
    const [brunoNow] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, bruno.id));
    expect(brunoNow!.holderEmail).toBe('bruno.lima@empresa.com.br');
  });

  it("refuses after the organizer's deadline, when swaps are off, and a cancelled ticket (409)", async () => {
    const { order, event, ana, bruno } = await issuedOrder();
    await door.own(event.id);
    const setting = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/organizador/eventos/${event.id}/troca-participante`,
        cookies: admin.cookies,
        payload,
      });
    const read = await ctx.app.inject({
      url: `/api/organizador/eventos/${event.id}/troca-participante`,
      cookies: admin.cookies,
    });
    expect(read.json()).toEqual({ permitida: true, horas_antes: 24 });
    const tooFar = await setting({ permitida: true, horas_antes: 721 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe('Informe um número inteiro de horas entre 0 e 720.');

    // The event is 10 days away: a deadline 15 days before it has passed.
    expect((await setting({ permitida: true, horas_antes: 360 })).statusCode).toBe(200);
    const late = await swap(order.id, 1, DANI);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'O prazo para trocar o participante deste ingresso já terminou.',
    );
    const view = (
      await ctx.buyer.inject(`/api/pedidos/${order.id}/ingressos`)
    ).json<OrderTicketsResponse>();
    expect(view.ingressos[0]!.troca).toEqual({
      permitida: false,
      prazo: new Date(event.startsAt.getTime() - 360 * 3_600_000).toISOString(),
    });

    expect((await setting({ permitida: false, horas_antes: 24 })).statusCode).toBe(200);
    const off = await swap(order.id, 1, DANI);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      'O organizador deste evento não permite trocar o participante.',
    );

    await ctx.database.db
      .update(events)
      .set({ participantSwapHours: 24 })
      .where(eq(events.id, event.id));
    await ctx.database.db
      .update(tickets)
      .set({ status: 'canceled', canceledAt: new Date() })
      .where(eq(tickets.id, bruno.id));
    const canceled = await swap(order.id, 2, DANI);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().message).toBe('Este ingresso foi cancelado e não pode ser trocado.');

    // Nothing changed hands.
    const now = await ticketsOf(ctx, order.id);
    expect(now.map((ticket) => ticket.code)).toEqual([ana.code, bruno.code]);
  });

  it('answers bad fields with the form’s pt-BR messages (400)', async () => {
    const { order } = await issuedOrder();
    const bad = await swap(order.id, 1, { ...DANI, Email: 'dani@', CPF: '12345678900' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/E-mail inválido|CPF inválido/);
    const missing = await swap(order.id, 1, { Nome: 'Dani' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Campo obrigatório');
    expect((await swap(order.id, 9, DANI)).statusCode).toBe(400);
  });

  it('keeps one consistent history when swaps of one ticket race', async () => {
    const { order, ana } = await issuedOrder();
    const people = [DANI, EDU, { ...EDU, Nome: 'Fabiana', Email: 'fabi@empresa.com.br' }];
    const answers = await Promise.all(people.map((person) => swap(order.id, 1, person)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const history = await ctx.database.db
      .select()
      .from(ticketHolderChanges)
      .where(eq(ticketHolderChanges.ticketId, ana.id));
    expect(history).toHaveLength(3);
    // One chain from Ana to whoever holds it now: each change starts where another ended, with
    // the code that change had given (no change read a holder another had already replaced).
    const chain = [history.find((change) => change.oldEmail === 'ana.souza@empresa.com.br')!];
    expect(chain[0]!.oldCode).toBe(ana.code);
    while (chain.length < history.length) {
      const last = chain.at(-1)!;
      const next = history.filter((change) => change.oldEmail === last.newEmail);
      expect(next).toHaveLength(1);
      chain.push(next[0]!);
    }
    const [ticket] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, ana.id));
    expect(ticket!.holderEmail).toBe(chain.at(-1)!.newEmail);
    const codes = new Set([...history.map((change) => change.oldCode), ticket!.code]);
    expect(codes.size).toBe(4);
    const [participant] = await ctx.database.db
      .select()
      .from(buyers)
      .where(eq(buyers.id, ana.buyerId!));
    expect(participant!.email.toLowerCase()).toBe(ticket!.holderEmail);
    await ctx.app.jobs.drain();
    const toHolder = await emailsTo(ticket!.holderEmail);
    expect(toHolder.some((message) => message.ticketId === ana.id)).toBe(true);
  });
});
