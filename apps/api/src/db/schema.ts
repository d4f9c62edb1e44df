import { ROLES } from '@bilheteria/domain/roles';
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Column names are snake_case in SQL (drizzle `casing: 'snake_case'`), camelCase here.
 * Money is integer cents; instants are `timestamptz` (UTC).
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const eventStatus = pgEnum('event_status', ['draft', 'published']);

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  position: integer().notNull().default(0),
});

export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    descriptionHtml: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    venue: text().notNull(),
    city: text().notNull(),
    address: text().notNull(),
    imageUrl: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    featured: boolean().notNull().default(false),
    status: eventStatus().notNull().default('draft'),
    organizerName: text().notNull().default(''),
    commissionPercent: integer().notNull().default(10),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('events_listing_idx').on(t.status, t.endsAt, t.startsAt),
    check('events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_commission_range', sql`${t.commissionPercent} between 0 and 100`),
  ],
);

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    /** Seats this type has in all. Available = quantity − sold − reserved. */
    quantity: integer().notNull(),
    sold: integer().notNull().default(0),
    /** Seats held by checkouts in progress. */
    reserved: integer().notNull().default(0),
    maxPerOrder: integer().notNull().default(5),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId),
    check('ticket_types_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'ticket_types_counts_valid',
      sql`${t.sold} >= 0 and ${t.reserved} >= 0 and ${t.sold} + ${t.reserved} <= ${t.quantity}`,
    ),
    check('ticket_types_max_per_order_positive', sql`${t.maxPerOrder} >= 1`),
  ],
);

export const agendaItems = pgTable(
  'agenda_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Calendar day in São Paulo. */
    day: date({ mode: 'string' }).notNull(),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
    title: text().notNull(),
    speakerName: text().notNull().default(''),
    speakerRole: text().notNull().default(''),
    speakerCompany: text().notNull().default(''),
  },
  (t) => [index('agenda_items_event_idx').on(t.eventId, t.day, t.startsAt)],
);

export const speakers = pgTable(
  'speakers',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    role: text().notNull(),
    company: text().notNull(),
    bio: text().notNull().default(''),
    photoUrl: text().notNull().default(''),
    position: integer().notNull().default(0),
  },
  (t) => [index('speakers_event_idx').on(t.eventId)],
);

export const faqItems = pgTable(
  'faq_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('faq_items_event_idx').on(t.eventId)],
);

/** Affiliates and the events each has joined; the people behind them arrive with accounts. */
export const affiliates = pgTable('affiliates', {
  id: uuid().primaryKey().defaultRandom(),
  code: text().notNull().unique(),
  createdAt: createdAt(),
});

export const affiliateEvents = pgTable(
  'affiliate_events',
  {
    affiliateId: uuid()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.affiliateId, t.eventId] }),
    index('affiliate_events_event_idx').on(t.eventId),
  ],
);

export const userRole = pgEnum('user_role', ROLES);

/**
 * Accounts (issue 4). The e-mail is stored lower-cased (a CHECK holds it to that), so its unique
 * index makes it unique whatever the case typed. The password is a self-describing scrypt hash
 * (modules/auth/password.ts); the role always comes from here, never from the client.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: userRole().notNull().default('user'),
    /** Affiliates' referral code; null for everyone else. */
    affiliateCode: text().unique('users_affiliate_code_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Server-side sessions, so any number of API processes share them. The id is the SHA-256 (hex)
 * of the random token in the cookie: the token itself is never stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Lembrar de mim': a 30-day cookie; otherwise a browser-session cookie, 12 h idle limit. */
    persistent: boolean().notNull(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Small key/value facts about this installation, e.g. which demo seed has run. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: createdAt(),
});

export const eventsRelations = relations(events, ({ one, many }) => ({
  category: one(categories, { fields: [events.categoryId], references: [categories.id] }),
  ticketTypes: many(ticketTypes),
  agendaItems: many(agendaItems),
  speakers: many(speakers),
  faqItems: many(faqItems),
}));
export const ticketTypesRelations = relations(ticketTypes, ({ one }) => ({
  event: one(events, { fields: [ticketTypes.eventId], references: [events.id] }),
}));
export const agendaItemsRelations = relations(agendaItems, ({ one }) => ({
  event: one(events, { fields: [agendaItems.eventId], references: [events.id] }),
}));
export const speakersRelations = relations(speakers, ({ one }) => ({
  event: one(events, { fields: [speakers.eventId], references: [events.id] }),
}));
export const faqItemsRelations = relations(faqItems, ({ one }) => ({
  event: one(events, { fields: [faqItems.eventId], references: [events.id] }),
}));
