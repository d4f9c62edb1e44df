import { zonedInstant } from '@bilheteria/domain/date-input';
import { addCalendarDays, calendarDay } from '@bilheteria/domain/dates';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import { hashPassword } from '../modules/auth';
import type { Db, Tx } from './client';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN_EMAIL,
  DEMO_CATALOG_ORGANIZATION,
  DEMO_ID_NAMESPACE,
  DEMO_PARTNER_ORGANIZATION,
  DEMO_PARTNER_ORGANIZER_EMAIL,
  demoUserId,
  type DemoAccountSeed,
  type DemoOrganization,
} from './demo-accounts';
import { DEMO_COUPONS } from './demo-coupons';
import { ensureReferenceData } from './reference-data';
import {
  agendaItems,
  appMeta,
  categories,
  coupons,
  events,
  faqItems,
  speakers,
  affiliateEvents,
  affiliates,
  organizationMembers,
  organizations,
  ticketTypes,
  users,
} from './schema';
import { DEMO_EVENTS, DEMO_PARTNER_EVENT, DEMO_SPEAKERS, type DemoEvent } from './seed-data';

const DEMO_SEED_KEY = 'demo_seed';
const DEMO_SEED_VERSION = '1';
const SEED_LOCK_KEY = 7_310_442_202;
const DEMO_ACCOUNTS_KEY = 'demo_accounts';
const DEMO_ACCOUNTS_VERSION = '1';
const DEMO_COUPONS_KEY = 'demo_coupons';
const DEMO_COUPONS_VERSION = '1';
const DEMO_ORGANIZERS_KEY = 'demo_organizers';
const DEMO_ORGANIZERS_VERSION = '1';
const DEMO_TEAMS_KEY = 'demo_teams';
const DEMO_TEAMS_VERSION = '1';
const DEMO_AFFILIATE_KEY = 'demo_affiliate';
const DEMO_AFFILIATE_VERSION = '1';
/** The demo affiliate's profile: a CPF with valid check digits and a PIX key (their e-mail). */
const DEMO_AFFILIATE_PROFILE = {
  cpf: '52998224725',
  phone: '11987654321',
  /** The demo events the affiliate has joined, so its links work from the first start. */
  eventSlugs: ['rpa-summit-brasil', 'workshop-ia-generativa-na-pratica'],
} as const;

/**
 * Turns a demo password into its stored hash. Production hashes each one (scrypt, ~0.1 s);
 * test databases pass hashes made once per run with the same settings.
 */
export type PasswordHasher = (password: string) => Promise<string>;

export const DEMO_MEDIA_URL = '/media/demo';

export function demoEventId(slug: string): string {
  return uuidv5(`event:${slug}`, DEMO_ID_NAMESPACE);
}

function demoChildId(eventSlug: string, kind: string, index: number): string {
  return uuidv5(`${kind}:${eventSlug}:${index}`, DEMO_ID_NAMESPACE);
}

export interface SeedResult {
  seeded: boolean;
  events: number;
}

/**
 * Seeds the demo catalog once per database: events start between 1 and 6 months after the
 * first start, so a fresh installation always shows upcoming events. A marker row makes later
 * starts skip it, so events an organizer deleted do not come back.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
    if (marker) return { seeded: false, events: 0 };

    await ensureReferenceData(tx);
    const categoryRows = await tx.select().from(categories);
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
    const speakersByKey = new Map(DEMO_SPEAKERS.map((speaker) => [speaker.key, speaker]));
    const today = calendarDay(now);

    await insertDemoOrganization(tx, DEMO_CATALOG_ORGANIZATION);
    for (const demo of DEMO_EVENTS) {
      await insertDemoEvent(tx, demo, {
        today,
        categoryIds,
        speakersByKey,
        organizerId: null,
        organizationId: DEMO_CATALOG_ORGANIZATION.id,
      });
    }

    await tx.insert(appMeta).values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION });
    return { seeded: true, events: DEMO_EVENTS.length };
  });
}

export { demoUserId };

/** A demo organization, approved; left alone when it is already there. */
async function insertDemoOrganization(tx: Tx, organization: DemoOrganization): Promise<void> {
  await tx
    .insert(organizations)
    .values({
      id: organization.id,
      name: organization.name,
      publicName: organization.publicName,
      document: organization.document,
      contactEmail: organization.contactEmail,
      phone: organization.phone,
      status: 'aprovada',
      payoutDetails: { tipo: 'pix', tipo_chave: 'cnpj', chave: organization.document },
    })
    .onConflictDoNothing();
}

/** What a demo account is stored as: a member's power is their membership, not a role. */
const storedRole = (account: DemoAccountSeed) => (account.role === 'admin' ? 'user' : account.role);

/** The demo accounts' rows, with their passwords' hashes in DEMO_ACCOUNTS' order. */
const demoAccountRows = (hashes: readonly string[]) =>
  DEMO_ACCOUNTS.map((account, index) => ({
    id: demoUserId(account.email),
    name: account.name,
    email: account.email,
    passwordHash: hashes[index]!,
    role: storedRole(account),
    affiliateCode: account.affiliateCode,
  }));

/**
 * Seeds the demo accounts (one per role) once per database, with their own marker: an
 * installation seeded before accounts existed gets them on its next start, and an account
 * deleted or changed later is left alone. An account whose e-mail is already taken is skipped.
 */
export async function seedDemoAccounts(
  db: Db,
  hash: PasswordHasher = hashPassword,
): Promise<{ seeded: boolean; accounts: number }> {
  const done = async (runner: Db | Tx) =>
    (await runner.select().from(appMeta).where(eq(appMeta.key, DEMO_ACCOUNTS_KEY))).length > 0;
  // Hashing takes a while: not at every start, and not while holding the lock.
  if (await done(db)) return { seeded: false, accounts: 0 };
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hash(account.password)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await done(tx)) return { seeded: false, accounts: 0 };
    const inserted = await tx
      .insert(users)
      .values(demoAccountRows(hashes))
      .onConflictDoNothing()
      .returning({ id: users.id });
    await tx.insert(appMeta).values({ key: DEMO_ACCOUNTS_KEY, value: DEMO_ACCOUNTS_VERSION });
    return { seeded: true, accounts: inserted.length };
  });
}

/**
 * Events have owners (issue 17), once per database with its own marker: the demo catalog's
 * events go to the demo admin (those still without an owner), and a second organizer (admin)
 * gets an account — on an installation whose accounts were seeded before there was one — and
 * one event of their own. A deleted or taken account is left alone, and gets no event.
 */
export async function seedDemoOrganizers(
  db: Db,
  now: Date = new Date(),
  hash: PasswordHasher = hashPassword,
): Promise<{ seeded: boolean; partnerEvent: boolean }> {
  const done = async (runner: Db | Tx) =>
    (await runner.select().from(appMeta).where(eq(appMeta.key, DEMO_ORGANIZERS_KEY))).length > 0;
  if (await done(db)) return { seeded: false, partnerEvent: false };
  const partner = DEMO_ACCOUNTS.find((account) => account.email === DEMO_PARTNER_ORGANIZER_EMAIL);
  if (!partner) throw new Error('The demo partner organizer is not among DEMO_ACCOUNTS');
  // Hashing takes a while: not while holding the lock.
  const partnerHash = await hash(partner.password);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await done(tx)) return { seeded: false, partnerEvent: false };
    await tx.insert(appMeta).values({ key: DEMO_ORGANIZERS_KEY, value: DEMO_ORGANIZERS_VERSION });

    const adminId = demoUserId(DEMO_ADMIN_EMAIL);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.id, adminId));
    if (admin) {
      await tx
        .update(events)
        .set({ organizerId: admin.id })
        .where(
          and(
            inArray(
              events.id,
              DEMO_EVENTS.map((demo) => demoEventId(demo.slug)),
            ),
            isNull(events.organizerId),
          ),
        );
    }

    // Already there when the accounts were seeded with it; otherwise made now.
    const [seededAccounts] = await tx
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, DEMO_ACCOUNTS_KEY));
    const partnerId = demoUserId(partner.email);
    if (!seededAccounts) return { seeded: true, partnerEvent: false };
    await tx
      .insert(users)
      .values({
        id: partnerId,
        name: partner.name,
        email: partner.email,
        passwordHash: partnerHash,
        role: storedRole(partner),
        affiliateCode: null,
      })
      .onConflictDoNothing();
    const [account] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, partnerId));
    if (account?.email !== partner.email) return { seeded: true, partnerEvent: false };
    await insertDemoOrganization(tx, DEMO_PARTNER_ORGANIZATION);
    await tx
      .insert(organizationMembers)
      .values({ organizationId: DEMO_PARTNER_ORGANIZATION.id, userId: account.id, role: 'dono' })
      .onConflictDoNothing();

    await ensureReferenceData(tx);
    const categoryRows = await tx.select().from(categories);
    const partnerEvent = await insertDemoEvent(tx, DEMO_PARTNER_EVENT, {
      today: calendarDay(now),
      categoryIds: new Map(categoryRows.map((row) => [row.name, row.id])),
      speakersByKey: new Map(DEMO_SPEAKERS.map((speaker) => [speaker.key, speaker])),
      organizerId: account.id,
      organizationId: DEMO_PARTNER_ORGANIZATION.id,
    });
    return { seeded: true, partnerEvent };
  });
}

/**
 * Organizations and teams (issue 28), once per database with its own marker: the demo
 * organizations (an installation from before them got one per former organizer from migration
 * 0017, with the same ids: their missing CNPJ and profile are filled in), one member per role of
 * the catalog's organization, the partner's membership, and the platform's operator. An account
 * whose e-mail is already taken by someone else is skipped.
 */
export async function seedDemoTeams(
  db: Db,
  hash: PasswordHasher = hashPassword,
): Promise<{ seeded: boolean; accounts: number }> {
  const done = async (runner: Db | Tx) =>
    (await runner.select().from(appMeta).where(eq(appMeta.key, DEMO_TEAMS_KEY))).length > 0;
  if (await done(db)) return { seeded: false, accounts: 0 };
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hash(account.password)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await done(tx)) return { seeded: false, accounts: 0 };
    await tx.insert(appMeta).values({ key: DEMO_TEAMS_KEY, value: DEMO_TEAMS_VERSION });
    for (const organization of [DEMO_CATALOG_ORGANIZATION, DEMO_PARTNER_ORGANIZATION]) {
      await insertDemoOrganization(tx, organization);
      await tx
        .update(organizations)
        .set({
          name: organization.name,
          publicName: organization.publicName,
          document: organization.document,
          contactEmail: organization.contactEmail,
          phone: organization.phone,
          payoutDetails: { tipo: 'pix', tipo_chave: 'cnpj', chave: organization.document },
        })
        .where(and(eq(organizations.id, organization.id), isNull(organizations.document)));
    }
    const inserted = await tx
      .insert(users)
      .values(demoAccountRows(hashes))
      .onConflictDoNothing()
      .returning({ id: users.id });
    const members = DEMO_ACCOUNTS.filter((account) => account.organizationId && account.papel);
    const present = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.id,
          members.map((account) => demoUserId(account.email)),
        ),
      );
    const presentIds = new Set(present.map((row) => row.id));
    const memberships = members
      .filter((account) => presentIds.has(demoUserId(account.email)))
      .map((account) => ({
        organizationId: account.organizationId!,
        userId: demoUserId(account.email),
        role: account.papel!,
      }));
    if (memberships.length > 0) {
      await tx.insert(organizationMembers).values(memberships).onConflictDoNothing();
    }
    return { seeded: true, accounts: inserted.length };
  });
}

/**
 * Gives the demo affiliate account its affiliate record (issue 16) once per database, with its
 * own marker: an installation seeded before affiliates had records gets it on its next start.
 * Skipped when the account is not there (deleted, or its e-mail taken by someone else).
 */
export async function seedDemoAffiliate(db: Db): Promise<{ seeded: boolean }> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.role === 'affiliate');
  const code = account?.affiliateCode;
  if (!account || !code) return { seeded: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_AFFILIATE_KEY));
    if (marker) return { seeded: false };
    await tx.insert(appMeta).values({ key: DEMO_AFFILIATE_KEY, value: DEMO_AFFILIATE_VERSION });
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, demoUserId(account.email)));
    if (!user) return { seeded: false };
    const [affiliate] = await tx
      .insert(affiliates)
      .values({
        code,
        userId: user.id,
        fullName: account.name,
        email: account.email,
        cpf: DEMO_AFFILIATE_PROFILE.cpf,
        phone: DEMO_AFFILIATE_PROFILE.phone,
        bankDetails: { tipo: 'pix', tipo_chave: 'email', chave: account.email },
      })
      .onConflictDoNothing()
      .returning({ id: affiliates.id });
    if (!affiliate) return { seeded: false };
    const joined = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        sql`${events.id} in (${sql.join(
          DEMO_AFFILIATE_PROFILE.eventSlugs.map((slug) => sql`${demoEventId(slug)}::uuid`),
          sql`, `,
        )})`,
      );
    if (joined.length > 0) {
      await tx
        .insert(affiliateEvents)
        .values(joined.map((event) => ({ affiliateId: affiliate.id, eventId: event.id })))
        .onConflictDoNothing();
    }
    return { seeded: true };
  });
}

/**
 * Seeds the demo coupons once per database (own marker, like the accounts): BEMVINDO10,
 * CORTESIA100, an expired and an exhausted one. A code already taken is left alone.
 */
export async function seedDemoCoupons(
  db: Db,
  now: Date = new Date(),
): Promise<{ seeded: boolean }> {
  const dayOffset = (days: number | null) =>
    days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_COUPONS_KEY));
    if (marker) return { seeded: false };
    await tx
      .insert(coupons)
      .values(
        DEMO_COUPONS.map((coupon) => ({
          id: uuidv5(`coupon:${coupon.code}`, DEMO_ID_NAMESPACE),
          code: coupon.code,
          percent: coupon.percent,
          validFrom: dayOffset(coupon.validFromDays),
          validUntil: dayOffset(coupon.validUntilDays),
          maxUses: coupon.maxUses,
          uses: coupon.uses,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: DEMO_COUPONS_KEY, value: DEMO_COUPONS_VERSION });
    return { seeded: true };
  });
}

type Speakers = Map<string, (typeof DEMO_SPEAKERS)[number]>;

/**
 * One demo event with its tickets, speakers, agenda and FAQ, starting `daysFromNow` after
 * `today`; nothing when its id is already there. The demo admin's events are given an owner
 * later (the accounts are seeded after the catalog): see `seedDemoOrganizers`.
 */
async function insertDemoEvent(
  tx: Tx,
  demo: DemoEvent,
  context: {
    today: string;
    categoryIds: Map<string, number>;
    speakersByKey: Speakers;
    organizerId: string | null;
    organizationId: string;
  },
): Promise<boolean> {
  const eventId = demoEventId(demo.slug);
  const firstDay = addCalendarDays(context.today, demo.daysFromNow);
  const lastDay = addCalendarDays(firstDay, demo.durationDays - 1);
  const categoryId = context.categoryIds.get(demo.category);
  if (categoryId === undefined) throw new Error(`Categoria desconhecida: ${demo.category}`);

  const inserted = await tx
    .insert(events)
    .values({
      id: eventId,
      slug: demo.slug,
      title: demo.title,
      descriptionHtml: demo.descriptionHtml,
      startsAt: zonedInstant(firstDay, demo.startTime),
      endsAt: zonedInstant(lastDay, demo.endTime),
      venue: demo.venue,
      city: demo.city,
      address: demo.address,
      imageUrl: `${DEMO_MEDIA_URL}/events/${demo.image}`,
      categoryId,
      featured: demo.featured,
      status: demo.status ?? 'published',
      organizerName: demo.organizer,
      organizerId: context.organizerId,
      organizationId: context.organizationId,
      commissionBp: demo.commissionPercent * 100,
    })
    .onConflictDoNothing()
    .returning({ id: events.id });
  if (inserted.length === 0) return false;

  await insertChildren(tx, demo, eventId, firstDay, context.speakersByKey);
  return true;
}

async function insertChildren(
  tx: Tx,
  demo: DemoEvent,
  eventId: string,
  firstDay: string,
  speakersByKey: Speakers,
): Promise<void> {
  const speakerOf = (key: string) => {
    const speaker = speakersByKey.get(key);
    if (!speaker) throw new Error(`Palestrante desconhecido: ${key}`);
    return speaker;
  };

  await tx.insert(ticketTypes).values(
    demo.tickets.map((ticket, position) => ({
      id: demoChildId(demo.slug, 'ticket', position),
      eventId,
      name: ticket.name,
      description: ticket.description,
      priceCents: ticket.priceCents,
      quantity: ticket.quantity,
      sold: ticket.sold,
      maxPerOrder: ticket.maxPerOrder,
      position,
    })),
  );

  await tx.insert(speakers).values(
    demo.speakers.map((key, position) => {
      const speaker = speakerOf(key);
      return {
        id: demoChildId(demo.slug, 'speaker', position),
        eventId,
        name: speaker.name,
        role: speaker.role,
        company: speaker.company,
        bio: speaker.bio,
        photoUrl: `${DEMO_MEDIA_URL}/speakers/${speaker.photo}`,
        position,
      };
    }),
  );

  await tx.insert(agendaItems).values(
    demo.agenda.map((item, index) => {
      const speaker = item.speaker ? speakerOf(item.speaker) : undefined;
      return {
        id: demoChildId(demo.slug, 'agenda', index),
        eventId,
        day: addCalendarDays(firstDay, item.day - 1),
        startsAt: item.start,
        endsAt: item.end,
        title: item.title,
        speakerName: speaker?.name ?? '',
        speakerRole: speaker?.role ?? '',
        speakerCompany: speaker?.company ?? '',
      };
    }),
  );

  await tx.insert(faqItems).values(
    demo.faq.map((item, position) => ({
      id: demoChildId(demo.slug, 'faq', position),
      eventId,
      question: item.question,
      answer: item.answer,
      position,
    })),
  );
}
