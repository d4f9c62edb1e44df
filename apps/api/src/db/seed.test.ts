import { calendarDay, addCalendarDays } from '@bilheteria/domain/dates';
import { EVENT_CATEGORIES } from '@bilheteria/domain/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testTargets } from '../test/test-database';
import { verifyPassword } from '../modules/auth';
import type { Database } from './client';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_EMAIL,
  DEMO_CATALOG_ORGANIZATION,
  DEMO_PARTNER_ORGANIZATION,
  DEMO_PARTNER_ORGANIZER_EMAIL,
} from './demo-accounts';
import {
  affiliateEvents,
  affiliates,
  categories,
  coupons,
  events,
  ticketTypes,
  users,
  organizationMembers,
  organizations,
} from './schema';
import { DEMO_EVENTS, DEMO_PARTNER_EVENT } from './seed-data';
import {
  demoEventId,
  demoUserId,
  seedDemoAccounts,
  seedDemoAffiliate,
  seedDemoCoupons,
  seedDemoData,
  seedDemoOrganizers,
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
      // The second organizer's event is a draft of theirs (see 'demo organizers').
      expect(event.status).toBe(event.slug === DEMO_PARTNER_EVENT.slug ? 'draft' : 'published');
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
    it('creates the operator, a team per role, an affiliate and a user, with hashed passwords', async () => {
      const rows = await database.db.select().from(users);
      // A member's power is their membership (issue 28): stored as 'user'.
      expect(rows.map((row) => [row.email, row.role]).sort()).toEqual([
        ['admin@bilheteria.demo', 'user'],
        ['afiliado@bilheteria.demo', 'affiliate'],
        ['checkin@bilheteria.demo', 'user'],
        ['financeiro@bilheteria.demo', 'user'],
        ['gerente@bilheteria.demo', 'user'],
        ['operador@bilheteria.demo', 'operador'],
        ['organizadora@bilheteria.demo', 'user'],
        ['usuario@bilheteria.demo', 'user'],
        ['visualizacao@bilheteria.demo', 'user'],
      ]);
      const members = await database.db
        .select({
          email: users.email,
          role: organizationMembers.role,
          organization: organizations.publicName,
          document: organizations.document,
          status: organizations.status,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId));
      expect(members.map((m) => [m.email, m.role, m.organization]).sort()).toEqual([
        ['admin@bilheteria.demo', 'dono', DEMO_CATALOG_ORGANIZATION.publicName],
        ['checkin@bilheteria.demo', 'checkin', DEMO_CATALOG_ORGANIZATION.publicName],
        ['financeiro@bilheteria.demo', 'financeiro', DEMO_CATALOG_ORGANIZATION.publicName],
        ['gerente@bilheteria.demo', 'gerente', DEMO_CATALOG_ORGANIZATION.publicName],
        ['organizadora@bilheteria.demo', 'dono', DEMO_PARTNER_ORGANIZATION.publicName],
        ['visualizacao@bilheteria.demo', 'visualizacao', DEMO_CATALOG_ORGANIZATION.publicName],
      ]);
      expect(members.every((m) => m.status === 'aprovada' && m.document?.length === 14)).toBe(true);
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
        expect(results.filter((r) => r.seeded)).toEqual([
          { seeded: true, accounts: DEMO_ACCOUNTS.length },
        ]);
        expect(await fresh.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
      } finally {
        await fresh.close();
      }
    });
  });
  describe('demo organizers (issue 17)', () => {
    it('give every demo event to the demo admin, and the partner organizer one of their own', async () => {
      const adminId = demoUserId(DEMO_ADMIN_EMAIL);
      const partnerId = demoUserId(DEMO_PARTNER_ORGANIZER_EMAIL);
      const rows = await database.db
        .select({
          id: events.id,
          organizerId: events.organizerId,
          organizationId: events.organizationId,
          slug: events.slug,
        })
        .from(events);
      const ofPartner = rows.filter((row) => row.organizerId === partnerId);
      expect(ofPartner.every((row) => row.organizationId === DEMO_PARTNER_ORGANIZATION.id)).toBe(
        true,
      );
      expect(
        rows
          .filter((row) => row.organizerId !== partnerId)
          .every((row) => row.organizationId === DEMO_CATALOG_ORGANIZATION.id),
      ).toBe(true);
      expect(ofPartner.map((row) => row.slug)).toEqual([DEMO_PARTNER_EVENT.slug]);
      expect(ofPartner[0]!.id).toBe(demoEventId(DEMO_PARTNER_EVENT.slug));
      const others = rows.filter((row) => row.organizerId !== partnerId);
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((row) => row.organizerId === adminId)).toBe(true);

      const [partnerEvent] = await database.db
        .select()
        .from(events)
        .where(eq(events.id, ofPartner[0]!.id));
      expect(partnerEvent).toMatchObject({
        status: 'draft',
        title: DEMO_PARTNER_EVENT.title,
        imageUrl: `/media/demo/events/${DEMO_PARTNER_EVENT.image}`,
      });
      const types = await database.db
        .select()
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, partnerEvent!.id));
      expect(types).toHaveLength(DEMO_PARTNER_EVENT.tickets.length);
      const [partner] = await database.db.select().from(users).where(eq(users.id, partnerId));
      expect(partner).toMatchObject({ role: 'user', name: 'Organizadora Parceira' });

      // Once: a second start changes nothing.
      expect(await seedDemoOrganizers(database.db, now)).toEqual({
        seeded: false,
        partnerEvent: false,
      });
    });

    it('arrive on an installation seeded before events had owners, once when two starts race', async () => {
      const fresh = await createTestDatabase(target, { demo: false });
      try {
        await seedDemoData(fresh.db, now);
        await seedDemoAccounts(fresh.db);
        // As if the accounts had been seeded before there was a second organizer.
        await fresh.db.delete(users).where(eq(users.email, DEMO_PARTNER_ORGANIZER_EMAIL));
        const results = await Promise.all([
          seedDemoOrganizers(fresh.db, now),
          seedDemoOrganizers(fresh.db, now),
        ]);
        expect(results.filter((r) => r.seeded)).toEqual([{ seeded: true, partnerEvent: true }]);
        const owners = await fresh.db
          .select({ organizerId: events.organizerId, n: count() })
          .from(events)
          .groupBy(events.organizerId);
        expect(owners).toEqual(
          expect.arrayContaining([
            { organizerId: demoUserId(DEMO_ADMIN_EMAIL), n: DEMO_EVENTS.length },
            { organizerId: demoUserId(DEMO_PARTNER_ORGANIZER_EMAIL), n: 1 },
          ]),
        );
        expect(owners).toHaveLength(2);
      } finally {
        await fresh.close();
      }
    });

    it('give no event to a partner account that is gone (deleted, or its e-mail taken)', async () => {
      const fresh = await createTestDatabase(target, { demo: false });
      try {
        await seedDemoAccounts(fresh.db);
        await fresh.db.delete(users).where(eq(users.email, DEMO_PARTNER_ORGANIZER_EMAIL));
        await fresh.db.insert(users).values({
          name: 'Outra pessoa',
          email: DEMO_PARTNER_ORGANIZER_EMAIL,
          passwordHash: null,
          role: 'user',
        });
        expect(await seedDemoOrganizers(fresh.db, now)).toEqual({
          seeded: true,
          partnerEvent: false,
        });
        expect(await fresh.db.select().from(events)).toEqual([]);
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
