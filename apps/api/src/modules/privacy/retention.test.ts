import {
  PERSONAL_DATA_MESSAGES as M,
  retentionEndsAt,
  type RetentionView,
} from '@bilheteria/domain/personal-data-contract';
import type { EventReport } from '@bilheteria/domain/organizer-contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyers, emails, events, jobs, orders, tickets, users } from '../../db/schema';
import { signIn, type TestAccount } from '../../test/auth';
import { createTestEvent } from '../../test/catalog-fixtures';
import { useTestApp } from '../../test/test-context';
import { testTargets } from '../../test/test-database';
import { RETENTION_JOB } from '.';
import { buyAs, endEventDaysAgo, participantOf, personWithAccount } from './test-people';

describe.each(testTargets())('retention of participants’ data on %s', (target) => {
  const ctx = useTestApp(target);

  async function soldEvent(organizer: TestAccount, first: string) {
    const { event, ticketTypes } = await createTestEvent(ctx.database, {
      tickets: [{ name: 'Pista', priceCents: 10_000, quantity: 20 }],
      organizationId: organizer.user.organizacao!.id,
      organizerId: organizer.user.id,
    });
    const buyer = await personWithAccount(ctx, first);
    const order = await buyAs(ctx, buyer, ticketTypes[0]!.id, [participantOf(buyer)]);
    return { event, buyer, order };
  }

  /** What the job may change about an event's participants, to compare runs. */
  async function participantsOf(eventId: string) {
    const orderIds = ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.eventId, eventId));
    const ticketIds = ctx.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.eventId, eventId));
    return {
      forms: await ctx.database.db
        .select()
        .from(buyers)
        .where(inArray(buyers.orderId, orderIds))
        .orderBy(asc(buyers.id)),
      tickets: await ctx.database.db
        .select({ name: tickets.holderName, email: tickets.holderEmail, code: tickets.code })
        .from(tickets)
        .where(eq(tickets.eventId, eventId)),
      emails: await ctx.database.db
        .select({ to: emails.toAddress, subject: emails.subject })
        .from(emails)
        .where(inArray(emails.ticketId, ticketIds))
        .orderBy(asc(emails.id)),
    };
  }

  const put = (organizer: TestAccount, eventId: string, meses: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/organizador/eventos/${eventId}/retencao`,
      cookies: organizer.cookies,
      payload: { meses },
    });

  it('the daily job anonymises only events past their retention, once', async () => {
    const organizer = await signIn(ctx.database, 'admin');
    // Past the default (24 months), past its own 1 month, and within the default.
    const old = await soldEvent(organizer, 'Antiga');
    const short = await soldEvent(organizer, 'Curta');
    const recent = await soldEvent(organizer, 'Recente');
    await endEventDaysAgo(ctx, old.event.id, 25 * 31);
    await endEventDaysAgo(ctx, short.event.id, 62);
    await endEventDaysAgo(ctx, recent.event.id, 62);
    expect((await put(organizer, short.event.id, 1)).statusCode).toBe(200);
    const recentBefore = await participantsOf(recent.event.id);

    // Two runs at once: each event is done by one of them.
    const counts = await Promise.all([
      ctx.app.privacy.retention.sweep(),
      ctx.app.privacy.retention.sweep(),
    ]);
    const ours = [old.event.id, short.event.id];
    const marked = await ctx.database.db
      .select({ id: events.id, erasedAt: events.personalDataErasedAt })
      .from(events)
      .where(inArray(events.id, [...ours, recent.event.id]));
    expect(
      marked
        .filter((row) => row.erasedAt)
        .map((row) => row.id)
        .sort(),
    ).toEqual(ours.sort());
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(2);

    for (const { event, buyer } of [old, short]) {
      const after = await participantsOf(event.id);
      expect(after.forms).toHaveLength(1);
      expect(after.forms[0]).toMatchObject({ lastName: '', cpf: null, company: '', city: '' });
      expect(after.forms[0]!.email).not.toBe(buyer.email);
      expect(JSON.stringify(after)).not.toContain(buyer.last);
      expect(JSON.stringify(after)).not.toContain(buyer.email);
      expect(after.tickets[0]!.code).toBeTruthy();
      // The buyer's own account is not the event's data: it stays.
      const [account] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.id));
      expect(account).toMatchObject({ name: buyer.name, email: buyer.email, anonymizedAt: null });
    }
    expect(await participantsOf(recent.event.id)).toEqual(recentBefore);

    // A second run changes nothing.
    const snapshot = await Promise.all(ours.map((id) => participantsOf(id)));
    expect(await ctx.app.privacy.retention.sweep()).toBe(0);
    expect(await Promise.all(ours.map((id) => participantsOf(id)))).toEqual(snapshot);
  });

  it('is a durable daily job', async () => {
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, RETENTION_JOB));
    expect(job).toBeDefined();
    expect(job!.doneAt).toBeNull();
    expect(ctx.app.jobs.kinds).toContain(RETENTION_JOB);
  });

  it('the organizer sets it, and the event report says when it happens', async () => {
    const organizer = await signIn(ctx.database, 'admin');
    const { event } = await createTestEvent(ctx.database, {
      tickets: [{ name: 'Pista', priceCents: 10_000, quantity: 20 }],
      organizationId: organizer.user.organizacao!.id,
      organizerId: organizer.user.id,
    });
    const report = async () =>
      (
        await ctx.app.inject({
          url: `/api/organizador/eventos/${event.id}/relatorio`,
          cookies: organizer.cookies,
        })
      ).json<EventReport>();

    const byDefault = await report();
    expect(byDefault).toMatchObject({
      retencao_meses: 24,
      retencao_padrao: true,
      dados_anonimizados_em: null,
      anonimizacao_prevista_em: retentionEndsAt(event.endsAt, 24).toISOString(),
    });

    const saved = await put(organizer, event.id, 6);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<RetentionView>()).toEqual({
      retencao_meses: 6,
      retencao_padrao: false,
      dados_anonimizados_em: null,
      anonimizacao_prevista_em: retentionEndsAt(event.endsAt, 6).toISOString(),
    });
    expect(await report()).toMatchObject({
      retencao_meses: 6,
      retencao_padrao: false,
      anonimizacao_prevista_em: retentionEndsAt(event.endsAt, 6).toISOString(),
    });

    for (const bad of [0, 121, 2.5, 'seis']) {
      const refused = await put(organizer, event.id, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(M.retentionRange);
    }
    expect((await put(organizer, event.id, null)).json<RetentionView>()).toMatchObject({
      retencao_meses: 24,
      retencao_padrao: true,
    });

    const stranger = await signIn(ctx.database, 'admin');
    expect((await put(stranger, event.id, 3)).statusCode).toBe(404);
  });

  it('adds calendar months as PostgreSQL does', () => {
    expect(retentionEndsAt(new Date('2026-01-31T12:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(retentionEndsAt(new Date('2026-03-15T22:00:00Z'), 24).toISOString()).toBe(
      '2028-03-15T22:00:00.000Z',
    );
  });
});
