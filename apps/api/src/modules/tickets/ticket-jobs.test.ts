import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMetaStore, lazily } from '../../db/app-secrets';
import type { DbOrTx } from '../../db/client';
import { emails, jobs, tickets, users } from '../../db/schema';
import { createJobWorker } from '../../jobs/worker';
import { createTestClock, useTestApp } from '../../test/test-context';
import { silentLogger, testTargets } from '../../test/test-database';
import type { ParticipantAccounts, ParticipantDetails } from '../auth';
import type { EmailDelivery, MailDeliveries, Mailer, OutgoingEmail } from '../mail';
import {
  createTicketsService,
  DELIVER_TICKET_JOB,
  ORDER_PAID_JOB,
  ORDER_SUMMARY_JOB,
} from './service';
import { loadOrCreateTicketSigningKey } from './signing-key';
import { ANA, BRUNO, CARLA, emailsOf, paidOrder, PAYER_EMAIL, ticketsOf } from './test-orders';

/**
 * The tickets jobs on their own, with small fakes for the accounts and the outbox (the real ones
 * are exercised through the app in tickets.test.ts): each fake writes in the caller's
 * transaction, as the real ones do, and can be told to fail.
 */

type Failure = (what: string) => boolean;

function fakeAccounts(fail: Failure = () => false) {
  const calls: string[] = [];
  const accounts: ParticipantAccounts = {
    async ensure(participant: ParticipantDetails, tx?: DbOrTx) {
      calls.push(participant.email);
      if (!tx) throw new Error('the tickets job ensures accounts inside its transaction');
      const [row] = await tx
        .insert(users)
        .values({ name: participant.name, email: participant.email, role: 'user' })
        .onConflictDoUpdate({ target: users.email, set: { role: users.role } })
        .returning({ id: users.id });
      if (fail(participant.email)) throw new Error('contas indisponíveis');
      return {
        userId: row!.id,
        setPasswordUrl: `https://teste/definir-senha?token=${randomUUID()}`,
      };
    },
  };
  return { accounts, calls };
}

function fakeOutbox(fail: Failure = () => false) {
  const calls: OutgoingEmail[] = [];
  const toDelivery = (row: typeof emails.$inferSelect): EmailDelivery => ({
    emailId: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: 'Na fila',
    sentAt: null,
    reason: null,
    ticketId: row.ticketId,
    orderId: row.orderId,
    createdAt: row.createdAt,
  });
  return (db: DbOrTx) => {
    const mail: Mailer & MailDeliveries = {
      async enqueue(tx, email) {
        calls.push(email);
        const [row] = await tx
          .insert(emails)
          .values({
            dedupeKey: email.dedupeKey,
            toAddress: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
            attachments: email.attachments ?? [],
            messageId: `<${randomUUID()}@teste>`,
            ticketId: email.ticketId ?? null,
            orderId: email.orderId ?? null,
          })
          .onConflictDoNothing({ target: emails.dedupeKey })
          .returning({ id: emails.id });
        if (fail(email.dedupeKey)) throw new Error('caixa de saída indisponível');
        return { id: row?.id ?? '', created: row !== undefined };
      },
      async deliveryStatus(ticketIds) {
        const rows = ticketIds.length
          ? await db
              .select()
              .from(emails)
              .where(inArray(emails.ticketId, [...ticketIds]))
          : [];
        return Object.fromEntries(rows.map((row) => [row.ticketId!, toDelivery(row)]));
      },
      async deliveryByOrder(orderId) {
        const rows = await db.select().from(emails).where(eq(emails.orderId, orderId));
        return rows.map(toDelivery);
      },
    };
    return { mail, calls };
  };
}

/** Fails the first `times` calls that `match`. */
function failing(match: (what: string) => boolean, times = 1): Failure {
  let left = times;
  return (what) => {
    if (!match(what) || left === 0) return false;
    left--;
    return true;
  };
}

describe.each(testTargets())('tickets jobs on %s', (target) => {
  const clock = createTestClock(new Date());
  const ctx = useTestApp(target);

  /** The tickets service with fakes, and a worker of its own on the test's clock. */
  function ticketJobs(
    options: {
      accountsFail?: Failure;
      outboxFail?: Failure;
      random?: (size: number) => Uint8Array;
    } = {},
  ) {
    // Due jobs are those whose time has come by the database's clock: start from now.
    clock.set(new Date(Date.now() + 1_000));
    const db = ctx.database.db;
    const { accounts, calls: ensured } = fakeAccounts(options.accountsFail);
    const { mail, calls: enqueued } = fakeOutbox(options.outboxFail)(db);
    const service = createTicketsService({
      db,
      signingKey: lazily(() => loadOrCreateTicketSigningKey(appMetaStore(db))),
      baseUrl: 'http://localhost:3000',
      mail,
      accounts,
      clock,
      ...(options.random ? { randomBytes: options.random } : {}),
    });
    const worker = createJobWorker({
      db,
      handlers: service.jobs,
      clock,
      leaseMs: 120_000,
      logger: silentLogger,
    });
    /** Runs what is due; then, past every retry delay, again until nothing is left. */
    const runAll = async () => {
      await worker.drain();
      clock.advance(60_000);
      await worker.drain();
    };
    return { service, worker, runAll, ensured, enqueued };
  }

  const jobsOf = (dedupeKeys: string[]) =>
    ctx.database.db.select().from(jobs).where(inArray(jobs.dedupeKey, dedupeKeys));

  it('issues each ticket, account and e-mail once however often the jobs run', async () => {
    const { order } = await paidOrder(ctx, [ANA, BRUNO]);
    const { service, runAll, ensured, enqueued } = ticketJobs();
    await runAll();
    const issued = await ticketsOf(ctx, order.id);
    expect(issued).toHaveLength(2);
    expect(ensured.sort()).toEqual(['ana.souza@empresa.com.br', 'bruno.lima@empresa.com.br']);
    expect(enqueued.map((email) => email.dedupeKey).sort()).toEqual(
      [`order-summary:${order.id}`, ...issued.map((ticket) => `ticket:${ticket.id}`)].sort(),
    );

    // Every handler run again, twice, as after a crash between its work and its "done".
    for (let round = 0; round < 2; round++) {
      await service.jobs[ORDER_PAID_JOB]!.run({ orderId: order.id }, undefined as never);
      for (const ticket of issued) {
        await service.jobs[DELIVER_TICKET_JOB]!.run({ ticketId: ticket.id }, undefined as never);
      }
      await service.jobs[ORDER_SUMMARY_JOB]!.run({ orderId: order.id }, undefined as never);
    }
    expect(await ticketsOf(ctx, order.id)).toEqual(issued);
    const messages = await emailsOf(ctx, order.id);
    expect(messages.map((email) => email.dedupeKey).sort()).toEqual(
      [`order-summary:${order.id}`, ...issued.map((ticket) => `ticket:${ticket.id}`)].sort(),
    );
    // Linked and mailed already: the accounts were not asked again.
    expect(ensured).toHaveLength(2);
    // One delivery job per ticket, one summary job.
    expect(await jobsOf(issued.map((ticket) => ticket.id))).toHaveLength(2);
    const orderJobs = (await jobsOf([order.id]))
      .map((job) => job.kind)
      .filter((kind) => kind === ORDER_PAID_JOB || kind === ORDER_SUMMARY_JOB);
    expect(orderJobs.sort()).toEqual([ORDER_PAID_JOB, ORDER_SUMMARY_JOB].sort());
  });

  it('issues nothing when issuing crashes half-way, and every ticket on the retry', async () => {
    const { order } = await paidOrder(ctx, [ANA, BRUNO]);
    let calls = 0;
    const { worker, runAll } = ticketJobs({
      random: (size) => {
        calls++;
        if (calls === 2) throw new Error('sem entropia');
        return randomBytes(size);
      },
    });
    await worker.drain();
    expect(await ticketsOf(ctx, order.id)).toEqual([]);
    expect(await emailsOf(ctx, order.id)).toEqual([]);
    const [issuing] = (await jobsOf([order.id])).filter((job) => job.kind === ORDER_PAID_JOB);
    expect(issuing).toMatchObject({ attempts: 1, doneAt: null, lastError: 'Error: sem entropia' });

    await runAll();
    expect((await ticketsOf(ctx, order.id)).map((ticket) => ticket.position)).toEqual([1, 2]);
    expect(await emailsOf(ctx, order.id)).toHaveLength(3);
  });

  it("loses nothing and repeats nothing when one participant's delivery crashes", async () => {
    // Addresses of their own: no account exists for them yet.
    const tag = randomUUID().slice(0, 8);
    const bruno = `bruno.${tag}@empresa.com.br`;
    const { order } = await paidOrder(ctx, [
      { ...ANA, Email: `ana.${tag}@empresa.com.br` },
      { ...BRUNO, Email: bruno },
      { ...CARLA, Email: `carla.${tag}@outra.com.br` },
    ]);
    const { worker, runAll, ensured } = ticketJobs({
      // Bruno's account fails once; the first ticket e-mail the outbox sees fails once, after
      // its participant's account was written in the same transaction.
      accountsFail: failing((email) => email === bruno),
      outboxFail: failing((key) => key.startsWith('ticket:'), 1),
    });
    await worker.drain();
    const issued = await ticketsOf(ctx, order.id);
    expect(issued).toHaveLength(3);
    const firstPass = await emailsOf(ctx, order.id);
    // One ticket e-mail failed in the outbox, Bruno's account failed: one ticket e-mail and the
    // summary made it; the failures left nothing behind (their accounts rolled back with them).
    expect(firstPass.filter((email) => email.ticketId !== null)).toHaveLength(1);
    expect(firstPass.filter((email) => email.ticketId === null)).toHaveLength(1);
    const linked = (await ticketsOf(ctx, order.id)).filter((ticket) => ticket.holderUserId);
    expect(linked).toHaveLength(1);
    const madeAccounts = await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          issued.map((ticket) => ticket.holderEmail),
        ),
      );
    expect(madeAccounts).toEqual([{ email: linked[0]!.holderEmail }]);

    await runAll();
    const messages = await emailsOf(ctx, order.id);
    expect(messages.map((email) => email.toAddress).sort()).toEqual(
      [...issued.map((ticket) => ticket.holderEmail), PAYER_EMAIL].sort(),
    );
    expect(new Set(messages.map((email) => email.dedupeKey)).size).toBe(4);
    expect((await ticketsOf(ctx, order.id)).every((ticket) => ticket.holderUserId !== null)).toBe(
      true,
    );
    // Every job of the tickets module done, none dead (the others' run on their own workers).
    const others = ['payment.reconcile', 'settlement.credit'];
    const all = await jobsOf([order.id, ...issued.map((ticket) => ticket.id)]);
    expect(
      all.filter((job) => !others.includes(job.kind)).every((job) => job.doneAt !== null),
    ).toBe(true);
    expect(ensured.filter((email) => email === bruno)).toHaveLength(2);
  });

  it('leaves alone an order that is not paid, and a ticket that does not exist', async () => {
    const { service } = ticketJobs();
    const orderId = randomUUID();
    await service.jobs[ORDER_PAID_JOB]!.run({ orderId }, undefined as never);
    await service.jobs[DELIVER_TICKET_JOB]!.run({ ticketId: randomUUID() }, undefined as never);
    await service.jobs[ORDER_SUMMARY_JOB]!.run({ orderId }, undefined as never);
    expect(
      await ctx.database.db.select().from(tickets).where(eq(tickets.orderId, orderId)),
    ).toEqual([]);
  });
});
