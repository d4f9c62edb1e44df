import { calendarDay, addCalendarDays } from '@bilheteria/domain/dates';
import { EVENT_CATEGORIES } from '@bilheteria/domain/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testTargets } from '../test/test-database';
import { verifyPassword } from '../modules/auth/password';
import type { Database } from './client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import {
  affiliateEvents,
  affiliates,
  categories,
  coupons,
  events,
  ticketTypes,
  users,
} from './schema';
import { DEMO_EVENTS } from './seed-data';
import {
  demoEventId,
  demoUserId,
  seedDemoAccounts,
  seedDemoAffiliate,
  seedDemoCoupons,
  seedDemoData,
} from './seed';

describe.each(testTargets())('demo seed on %s', (target) => {
  const now = new Date('2026-11-21T15:00:00Z');
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(target, { now });
  });
  afterAll(() => database?.close());

  const eventCount = async () => (await database.db.select({ n: count() }).from(events))[0]!.n;

  it('creates the demo catalog the issue asks for', async () => {
    const rows = await database.db
      .select({ event: events, category: categories.name })
      .from(events)
      .innerJoin(categories, eq(categories.id, events.categoryId));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(EVENT_CATEGORIES));
    expect(new Set(rows.map((r) => r.event.city)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => r.event.featured)).toBe(true);

    const sixMonthsLater = addCalendarDays(calendarDay(now), 183);
    for (const { event } of rows) {
      expect(event.status).toBe('published');
      expect(event.startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(calendarDay(event.startsAt) <= sixMonthsLater).toBe(true);
      expect(event.imageUrl.startsWith('/media/demo/')).toBe(true);
    }
  });

  it('has one sold-out ticket type, one with 3 left, and free events', async () => {
    const types = await database.db.select().from(ticketTypes);
    expect(types.filter((t) => t.sold === t.quantity)).toHaveLength(1);
    expect(types.filter((t) => t.quantity - t.sold === 3)).toHaveLength(1);
    const freeEvents = DEMO_EVENTS.filter((e) => e.tickets.every((t) => t.priceCents === 0));
    expect(freeEvents.length).toBeGreaterThan(0);
  });

  it('gives each demo event the same id on every machine', async () => {
    const [row] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.slug, DEMO_EVENTS[0]!.slug));
    expect(row?.id).toBe(demoEventId(DEMO_EVENTS[0]!.slug));
  });

  it('seeds only once, and does not bring back an event that was deleted', async () => {
    const before = await eventCount();
    expect(await seedDemoData(database.db, now)).toEqual({ seeded: false, events: 0 });
    expect(await eventCount()).toBe(before);

    await database.db.delete(events).where(eq(events.slug, DEMO_EVENTS[0]!.slug));
    await seedDemoData(database.db, now);
    expect(await eventCount()).toBe(before - 1);
  });

  it('seeds once when two starts race', async () => {
    const fresh = await createTestDatabase(target, { demo: false });
    try {
      const results = await Promise.all([seedDemoData(fresh.db, now), seedDemoData(fresh.db, now)]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const [{ n }] = (await fresh.db.select({ n: count() }).from(events)) as [{ n: number }];
      expect(n).toBe(DEMO_EVENTS.length);
    } finally {
      await fresh.close();
    }
  });

  describe('demo accounts', () => {
    it('creates one admin, one affiliate with a code, and one user, with hashed passwords', async () => {
      const rows = await database.db.select().from(users);
      expect(rows.map((row) => [row.email, row.role]).sort()).toEqual([
        ['admin@bilheteria.demo', 'admin'],
        ['afiliado@bilheteria.demo', 'affiliate'],
        ['usuario@bilheteria.demo', 'user'],
      ]);
      for (const account of DEMO_ACCOUNTS) {
        const row = rows.find((r) => r.email === account.email)!;
        expect(row.id).toBe(demoUserId(account.email));
        expect(row.name).toBe(account.name);
        expect(row.affiliateCode).toBe(account.affiliateCode);
        expect(row.passwordHash).toMatch(/^scrypt\$/);
        expect(row.passwordHash).not.toContain(account.password);
        expect(await verifyPassword(account.password, row.passwordHash!)).toBe(true);
      }
      expect(rows.find((r) => r.role === 'affiliate')!.affiliateCode).toMatch(/^AFI[A-Z0-9]{5,}$/);
    });

    it('seeds them once: a deleted demo account stays deleted', async () => {
      await database.db.delete(users).where(eq(users.email, 'usuario@bilheteria.demo'));
      expect(await seedDemoAccounts(database.db)).toEqual({ seeded: false, accounts: 0 });
      expect(await database.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length - 1);
    });

    it('are never created without DEMO_MODE', async () => {
      const plain = await createTestDatabase(target, { demo: false });
      try {
        expect(await plain.db.select().from(users)).toEqual([]);
      } finally {
        await plain.close();
      }
    });

    it('arrive on an installation seeded before accounts existed, once when two starts race', async () => {
      const fresh = await createTestDatabase(target, { demo: false });
      try {
        await seedDemoData(fresh.db, now);
        const results = await Promise.all([seedDemoAccounts(fresh.db), seedDemoAccounts(fresh.db)]);
        expect(results.filter((r) => r.seeded)).toEqual([{ seeded: true, accounts: 3 }]);
        expect(await fresh.db.select().from(users)).toHaveLength(3);
      } finally {
        await fresh.close();
      }
    });
  });
  describe('demo affiliate', () => {
    it('has an affiliate record with its code and payout details, joined to two demo events', async () => {
      const account = DEMO_ACCOUNTS.find((demo) => demo.role === 'affiliate')!;
      const [record] = await database.db.select().from(affiliates);
      expect(record).toMatchObject({
        code: account.affiliateCode,
        userId: demoUserId(account.email),
        cpf: '52998224725',
        bankDetails: { tipo: 'pix', tipo_chave: 'email', chave: account.email },
      });
      const joined = await database.db
        .select({ eventId: affiliateEvents.eventId })
        .from(affiliateEvents)
        .where(eq(affiliateEvents.affiliateId, record!.id));
      // (The first demo event was deleted by a test above, and its affiliation with it.)
      const chosen = [
        demoEventId('rpa-summit-brasil'),
        demoEventId('workshop-ia-generativa-na-pratica'),
      ];
      expect(joined.map((row) => row.eventId)).toContain(chosen[1]);
      expect(chosen).toEqual(expect.arrayContaining(joined.map((row) => row.eventId)));
      expect(await seedDemoAffiliate(database.db)).toEqual({ seeded: false });
      expect(await database.db.select().from(affiliates)).toHaveLength(1);
    });
  });

  describe('demo coupons', () => {
    it('seed one valid, one 100%, one expired and one used-up coupon, once', async () => {
      const rows = await database.db.select().from(coupons);
      const byCode = new Map(rows.map((row) => [row.code, row]));
      expect([...byCode.keys()].sort()).toEqual([
        'BEMVINDO10',
        'CORTESIA100',
        'ESGOTADO15',
        'EXPIRADO20',
      ]);
      expect(byCode.get('BEMVINDO10')).toMatchObject({ percent: 10, maxUses: null });
      expect(byCode.get('CORTESIA100')).toMatchObject({ percent: 100 });
      expect(byCode.get('EXPIRADO20')!.validUntil!.getTime()).toBeLessThan(now.getTime());
      expect(byCode.get('ESGOTADO15')).toMatchObject({ maxUses: 1, uses: 1 });
      expect(await seedDemoCoupons(database.db, now)).toEqual({ seeded: false });
    });
  });
});
