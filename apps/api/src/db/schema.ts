import { ORDER_STATUSES } from '@bilheteria/domain/checkout-contract';
import { ORGANIZATION_ROLES, ORGANIZATION_STATUSES } from '@bilheteria/domain/organization-roles';
import { ROLES } from '@bilheteria/domain/roles';
import { SETTLEMENT_ENTRY_KINDS } from '@bilheteria/domain/settlement';
import { WAITLIST_STATUSES } from '@bilheteria/domain/waitlist-contract';
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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
    /**
     * The organization that owns the event (issue 28): only its members read and change it, its
     * orders and its reports, each as their role allows. Events made before organizations
     * existed went to an organization per former owner (migration 0017).
     */
    organizationId: uuid()
      .notNull()
      .references((): AnyPgColumn => organizations.id, { onDelete: 'restrict' }),
    /** The member who created it (issue 17 called them its owner; the organization owns it). */
    organizerId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'restrict' }),
    /**
     * The affiliates' commission in basis points (issue 33: 1250 = 12,5 %), 0..10000; it was a
     * whole percent until migration 0020.
     */
    commissionBp: integer().notNull().default(1_000),
    /**
     * When its organizer cancelled it (issue 18): unpublished for good, every paid order
     * refunded by the cancellation's jobs. Null while it is not cancelled.
     */
    canceledAt: timestamp({ withTimezone: true }),
    /**
     * Up to how many hours before the start a ticket's participant may be swapped (its buyer or
     * the participant); null: the organizer turned swaps off.
     */
    participantSwapHours: integer().default(24),
    /**
     * How many months after the event its participants' personal data is kept (issue 30); null:
     * the platform's default (config PERSONAL_DATA_RETENTION_MONTHS, 24).
     */
    retentionMonths: integer(),
    /** When the retention job anonymised its participants' personal data; null until then. */
    personalDataErasedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('events_listing_idx').on(t.status, t.endsAt, t.startsAt),
    index('events_organizer_idx').on(t.organizerId, t.startsAt),
    index('events_organization_idx').on(t.organizationId, t.startsAt),
    check('events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_commission_bp_range', sql`${t.commissionBp} between 0 and 10000`),
    check('events_swap_hours_range', sql`${t.participantSwapHours} between 0 and 720`),
    check('events_retention_range', sql`${t.retentionMonths} between 1 and 120`),
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

/**
 * Affiliates (issue 16): the account behind a referral code and how to pay it. The CPF and the
 * bank details are personal data: only the affiliate and admins read them, and never in a log.
 * The code is also on `users.affiliate_code` (the session carries it); both are written together.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    /** Null only for rows made before affiliates had accounts. */
    userId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    fullName: text(),
    email: text(),
    /** 11 digits. */
    cpf: text(),
    /** Digits only. */
    phone: text(),
    /** A PIX key by type, or bank/agency/account (domain/affiliate-contract `BankDetails`). */
    bankDetails: jsonb(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliates_user_unique').on(t.userId)],
);

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
    /**
     * Null for an account made for a ticket's participant until they set one through the link
     * e-mailed to them (never their e-mail, as the spec would have it).
     */
    passwordHash: text(),
    role: userRole().notNull().default('user'),
    /** §3's participant fields, where the participant form gave them. */
    phone: text(),
    cpf: text(),
    city: text(),
    state: text(),
    /** Affiliates' referral code; null for everyone else. */
    affiliateCode: text().unique('users_affiliate_code_unique'),
    /**
     * When the person's account was erased at their request (issue 30, LGPD art. 18): name,
     * e-mail and the rest replaced by a pseudonym; orders and ledgers keep pointing here.
     */
    anonymizedAt: timestamp({ withTimezone: true }),
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
    /**
     * The organization this session works in (issue 28), chosen with the dashboard's switcher;
     * null: the member's oldest. Only a preference: membership is checked on every request.
     */
    organizationId: uuid().references((): AnyPgColumn => organizations.id, {
      onDelete: 'set null',
    }),
    /** The operator's 'Entrar como suporte': the organization they act in, audited. */
    supportOrganizationId: uuid().references((): AnyPgColumn => organizations.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

/**
 * Discount coupons (spec §7 valida-cupom). The code is stored upper-case (a CHECK holds it), so
 * its unique index makes codes case-insensitive. `uses` counts paid orders only and can never
 * pass `max_uses`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    percent: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    /** Null = unlimited. */
    maxUses: integer(),
    uses: integer().notNull().default(0),
    /** Null = any event. */
    eventId: uuid().references(() => events.id, { onDelete: 'cascade' }),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_code_uppercase', sql`${t.code} = upper(${t.code})`),
    check('coupons_percent_range', sql`${t.percent} between 1 and 100`),
    check(
      'coupons_uses_within_max',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/**
 * A purchase. It starts `reserved`, holding its seats (ticket_types.reserved) until
 * `expires_at`; then `paid` (seats move to sold), `expired` or `canceled` (seats released).
 * Money columns are computed by the server from its own prices (modules/checkout).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The number buyers see; starts at 100001 so it always has 6 digits for a long while. */
    number: integer().generatedAlwaysAsIdentity({ startWith: 100_001 }).notNull().unique(),
    /** The client's key for "this checkout": a retried create returns this same order. */
    idempotencyKey: text().notNull(),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    status: orderStatus().notNull().default('reserved'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    subtotalCents: integer().notNull(),
    couponId: uuid().references(() => coupons.id),
    couponPercent: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    /** Referral code that brought the buyer, when it names a known affiliate. */
    affiliateCode: text(),
    /** The signed-in account that bought, if any. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
    /** A payment arrived after the hold ended and the seats were gone: it must be refunded. */
    refundNeeded: boolean().notNull().default(false),
    /**
     * SHA-256 (hex) of the buying browser's secret key (an httpOnly cookie): reading or changing
     * the order needs that key or the signed-in owner. Nothing printed anywhere derives it.
     */
    buyerKeyHash: text(),
    /** The payment attempt that paid the order; any other payment that arrives is refunded. */
    paidByPaymentId: uuid(),
    /**
     * The coupon's use is taken (conditionally) before the first charge and held while the order
     * may still be paid; it is given back when the order ends unpaid or the coupon is removed.
     */
    couponUseHeld: boolean().notNull().default(false),
    /**
     * What the refunds gave back of `total_cents` (issue 18: each refund's share of the order's
     * total, instalment interest apart) and how many tickets they cancelled: Receita is
     * `total_cents − refunded_cents` over the paid orders, read without touching the refunds.
     */
    refundedCents: integer().notNull().default(0),
    refundedTickets: integer().notNull().default(0),
    /**
     * The platform's fee (issue 29) as the organization's terms stood when the order was made:
     * a coupon applied later is priced with these, and the settlement job credits with them.
     */
    feePercentBp: integer().notNull().default(0),
    feeFixedCents: integer().notNull().default(0),
    feeBuyerPays: boolean().notNull().default(false),
    /** The fee the buyer pays on top of the tickets ('Taxa de serviço'); 0 when absorbed. */
    serviceFeeCents: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_unique').on(t.idempotencyKey),
    // The expiry sweep reads only reserved orders, oldest deadline first.
    index('orders_reserved_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'reserved'`),
    index('orders_event_idx').on(t.eventId),
    // The organizer's figures (issue 17) read paid orders per event and per day.
    index('orders_event_paid_idx')
      .on(t.eventId, t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    // A user's paid orders, newest first (their activity feed, issue 17).
    index('orders_user_paid_idx')
      .on(t.userId, t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check(
      'orders_money_valid',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.serviceFeeCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.serviceFeeCents}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid()
      .notNull()
      .references(() => ticketTypes.id),
    /** Name and price when ordered: later edits of the ticket type do not change the order. */
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.ticketTypeId] }),
    index('order_items_ticket_type_idx').on(t.ticketTypeId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Participants (spec §3, "comprador" in the API): one per ticket. `order_id` + `position` say
 * which ticket of which order; saving the same position again updates the row.
 */
export const buyers = pgTable(
  'buyers',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    position: integer(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    businessPhone: text().notNull(),
    mobilePhone: text().notNull(),
    company: text().notNull(),
    jobTitle: text().notNull(),
    department: text().notNull(),
    segment: text().notNull(),
    companySize: text().notNull(),
    responsibilityLevel: text().notNull(),
    state: text().notNull(),
    city: text().notNull(),
    /** 11 digits, or null when not given. */
    cpf: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('buyers_order_position_unique').on(t.orderId, t.position),
    check(
      'buyers_order_and_position_together',
      sql`(${t.orderId} is null) = (${t.position} is null)`,
    ),
  ],
);

export const paymentMethod = pgEnum('payment_method', ['credit-card', 'pix', 'boleto', 'free']);

/**
 * One payment attempt of an order (issue 6): a card charge, a PIX code or a boleto. The client's
 * Idempotency-Key is unique, so a double click or a retry reaches the provider once. Card data
 * never arrives here except brand, first 6 and last 4 digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    method: paymentMethod().notNull(),
    provider: text().notNull(),
    /** `ORDE_…`; null until the provider answered. */
    providerOrderId: text(),
    /** PagBank's charge status (PAID, DECLINED, WAITING…); PENDING before the provider answered. */
    status: text().notNull().default('PENDING'),
    amountCents: integer().notNull(),
    instalments: integer().notNull().default(1),
    instalmentCents: integer().notNull(),
    interestCents: integer().notNull().default(0),
    cardBrand: text(),
    cardFirstDigits: text(),
    cardLastDigits: text(),
    declineMessage: text(),
    pixText: text(),
    boletoBarcode: text(),
    boletoFormattedBarcode: text(),
    boletoDueDate: date({ mode: 'string' }),
    boletoPdfUrl: text(),
    expiresAt: timestamp({ withTimezone: true }),
    /** Who paid, as given at payment (the order summary e-mail goes there). Never the CPF. */
    payerName: text(),
    payerEmail: text(),
    /** Why this payment's money went back: 'late' (seats gone), 'duplicate' (order paid by another). */
    refundReason: text(),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('payments_provider_order_unique').on(t.providerOrderId),
    index('payments_order_idx').on(t.orderId),
    // A buyer proving an address finds the orders paid under it (checkout's order owners).
    index('payments_payer_email_idx').on(sql`lower(${t.payerEmail})`),
    // At most one attempt per order is talking to the provider at any moment, whatever the
    // number of tabs, retries or API processes.
    uniqueIndex('payments_one_in_flight_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * The built-in sandbox provider's own orders, in PagBank's JSON, so it answers GET /orders/{id}
 * and pays PIX and boletos later exactly like PagBank, across restarts.
 */
export const sandboxOrders = pgTable(
  'sandbox_orders',
  {
    id: text().primaryKey(),
    referenceId: text().notNull(),
    idempotencyKey: text().notNull(),
    order: jsonb().notNull(),
    notificationUrl: text(),
    /** When a waiting PIX or boleto pays itself (SANDBOX_AUTO_PAY_MS); null = only by hand. */
    autoPayAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_orders_idempotency_key_unique').on(t.idempotencyKey),
    index('sandbox_orders_auto_pay_idx')
      .on(t.autoPayAt)
      .where(sql`${t.autoPayAt} is not null`),
  ],
);

/**
 * A durable job queue in the database (DESIGN "jobs"): workers claim due rows with
 * FOR UPDATE SKIP LOCKED, so jobs survive restarts and several processes can work them.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    /** Jobs of the same kind and key are created once (e.g. one "order paid" per order). */
    dedupeKey: text(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** A worker holds the job until then; past it (the worker died), another takes it again. */
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    doneAt: timestamp({ withTimezone: true }),
    /** Gave up after its last attempt: kept for a human to read, never run again. */
    deadAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_kind_dedupe_unique').on(t.kind, t.dedupeKey),
    index('jobs_open_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.deadAt} is null`),
  ],
);

/**
 * Rate-limit counters every API process shares (login, sign-up, coupon guesses): one row per
 * key and window. With REDIS_URL set, Redis keeps them instead.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

/** Single-use tokens already spent (bot-check solutions, payment tokens) until they expire. */
export const spentTokens = pgTable(
  'spent_tokens',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('spent_tokens_expires_idx').on(t.expiresAt)],
);

/** Small key/value facts about this installation, e.g. which demo seed has run. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: createdAt(),
});

export const ledgerEntryKind = pgEnum('affiliate_ledger_kind', ['commission', 'reversal']);

/**
 * The affiliate ledger (issue 16), append-only (a trigger refuses UPDATE and DELETE, migration
 * 0008): a commission per ticket sold through a link, and a reversal (negative) when that ticket
 * is refunded. Every figure an affiliate or admin sees is a sum of these rows.
 */
export const affiliateLedgerEntries = pgTable(
  'affiliate_ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    affiliateId: uuid()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    kind: ledgerEntryKind().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The ticket's position in its order (tickets.position). */
    ticketPosition: integer().notNull(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    /** What the buyer paid for this ticket: after the coupon, without instalment interest. */
    saleCents: integer().notNull(),
    /** The event's commission when it was sold, in basis points (a whole percent before 0020). */
    commissionBp: integer().notNull(),
    /** Positive for a commission, negative for a reversal. */
    amountCents: integer().notNull(),
    /** From then on it can go into a monthly payout. */
    payableAt: timestamp({ withTimezone: true }).notNull(),
    /** The commission a reversal undoes. */
    reversesEntryId: uuid(),
    /** When the sale happened (the order was paid). */
    soldAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One commission per ticket, one reversal per commission, however often a job runs.
    uniqueIndex('affiliate_ledger_one_commission_per_ticket')
      .on(t.orderId, t.ticketPosition)
      .where(sql`${t.kind} = 'commission'`),
    uniqueIndex('affiliate_ledger_one_reversal_per_commission').on(t.reversesEntryId),
    index('affiliate_ledger_affiliate_idx').on(t.affiliateId, t.soldAt),
    // An event's ledger, newest recorded first: the organizer's report (whose cached figures
    // are as new as the newest entry) and activity feed (issue 17).
    index('affiliate_ledger_event_idx').on(t.eventId, t.createdAt),
    index('affiliate_ledger_payable_idx').on(t.payableAt),
    check(
      'affiliate_ledger_sign',
      sql`(${t.kind} = 'commission' and ${t.amountCents} > 0 and ${t.reversesEntryId} is null)
        or (${t.kind} = 'reversal' and ${t.amountCents} < 0 and ${t.reversesEntryId} is not null)`,
    ),
  ],
);

/**
 * A month's payout batch (issue 16): closing a month makes one (the month is unique, so closing
 * it twice gives the same batch); marking it paid records the date the bank paid it.
 */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'YYYY-MM', São Paulo time. */
    month: text().notNull(),
    totalCents: integer().notNull(),
    closedAt: timestamp({ withTimezone: true }).notNull(),
    closedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The day the bank paid the batch; null while it is to be paid. */
    paidOn: date({ mode: 'string' }),
    paidAt: timestamp({ withTimezone: true }),
    paidBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('affiliate_payouts_month_unique').on(t.month)],
);

/** One affiliate's line in a batch, with the bank details as they were when it was closed. */
export const affiliatePayoutLines = pgTable(
  'affiliate_payout_lines',
  {
    payoutId: uuid()
      .notNull()
      .references(() => affiliatePayouts.id, { onDelete: 'restrict' }),
    affiliateId: uuid()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    amountCents: integer().notNull(),
    entries: integer().notNull(),
    fullName: text().notNull(),
    cpf: text().notNull(),
    bankDetails: jsonb().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.affiliateId] }),
    check('affiliate_payout_lines_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Which batch settled each entry: an entry is in one batch at most (its id is the key). */
export const affiliatePayoutEntries = pgTable(
  'affiliate_payout_entries',
  {
    entryId: uuid()
      .primaryKey()
      .references(() => affiliateLedgerEntries.id, { onDelete: 'restrict' }),
    payoutId: uuid()
      .notNull()
      .references(() => affiliatePayouts.id, { onDelete: 'restrict' }),
  },
  (t) => [index('affiliate_payout_entries_payout_idx').on(t.payoutId)],
);

export const eventsRelations = relations(events, ({ one, many }) => ({
  category: one(categories, { fields: [events.categoryId], references: [categories.id] }),
  organization: one(organizations, {
    fields: [events.organizationId],
    references: [organizations.id],
  }),
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

export const ticketStatus = pgEnum('ticket_status', ['valid', 'used', 'canceled']);

/**
 * Tickets (issue 14): one per participant of a paid order, issued once (order + position are
 * unique). `code` is what the door types or scans: unguessable. `qr_payload` is the signed payload
 * (Ed25519 over ticket id, event id, ticket type and code) a scanner checks without the network.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The participant's position in the order (1 to 5). */
    position: integer().notNull(),
    buyerId: uuid().references(() => buyers.id, { onDelete: 'set null' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id),
    ticketTypeId: uuid()
      .notNull()
      .references(() => ticketTypes.id),
    code: text().notNull(),
    holderName: text().notNull(),
    /** Lower-cased: Meus Ingressos finds a user's tickets by it. */
    holderEmail: text().notNull(),
    /** The participant's account (made or linked when the ticket is issued). */
    holderUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: ticketStatus().notNull().default('valid'),
    qrPayload: text().notNull(),
    /** When it was checked in (issue 15): the earliest admission when devices were apart. */
    usedAt: timestamp({ withTimezone: true }),
    /**
     * The scan that counts as its check-in, and the scanner link (gate) that made it. Its
     * foreign key to check_in_scans is deferred, so it is written in migration 0007 (drizzle
     * cannot say DEFERRABLE).
     */
    checkInScanId: uuid(),
    checkInLinkId: uuid().references(() => scannerLinks.id),
    canceledAt: timestamp({ withTimezone: true }),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_order_position_unique').on(t.orderId, t.position),
    uniqueIndex('tickets_code_unique').on(t.code),
    index('tickets_holder_email_idx').on(t.holderEmail),
    index('tickets_event_idx').on(t.eventId),
    // An event's participants in the order they were issued (a unique key): the organizer's
    // participant list and its export read them in keyset pages (issue 17).
    index('tickets_event_issued_idx').on(t.eventId, t.issuedAt, t.orderId, t.position),
    // An event's check-ins, newest first (the organizer's activity feed).
    index('tickets_event_used_idx')
      .on(t.eventId, t.usedAt)
      .where(sql`${t.usedAt} is not null`),
    check('tickets_holder_email_lowercase', sql`${t.holderEmail} = lower(${t.holderEmail})`),
  ],
);

/**
 * Every change of a ticket's participant ('Trocar participante'): who held it, who holds it now,
 * the code that stopped working, who asked and when. Kept for good: the organizer and support
 * can follow a ticket from hand to hand; the ticket row itself holds only the current holder.
 */
export const ticketHolderChanges = pgTable(
  'ticket_holder_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    oldName: text().notNull(),
    oldEmail: text().notNull(),
    oldCode: text().notNull(),
    newName: text().notNull(),
    newEmail: text().notNull(),
    /** The signed-in account that asked, if any (a guest buyer asks with the browser's key). */
    changedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** 'buyer' or 'participant'. */
    changedAs: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('ticket_holder_changes_ticket_idx').on(t.ticketId, t.changedAt),
    check('ticket_holder_changes_as', sql`${t.changedAs} in ('buyer', 'participant')`),
  ],
);

export const emailStatus = pgEnum('email_status', [
  'queued',
  'sending',
  'sent',
  'failed',
  'bounced',
]);

/**
 * The e-mail outbox (issue 14): every message is a row before anything is sent, so none is lost;
 * `dedupe_key` makes each purpose one message (a ticket's e-mail, an order's summary), and
 * `message_id` is its stable Message-ID. Attachments are stored as what to render at send time
 * (`[{ kind: 'ticket-pdf', ticketId }, …]`), not as bytes.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid().primaryKey().defaultRandom(),
    dedupeKey: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    attachments: jsonb().notNull().default([]),
    messageId: text().notNull(),
    status: emailStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** What the SMTP server answered on acceptance (its queue id), when it said. */
    providerMessageId: text(),
    /** The ticket and order the message is about, for delivery status where people look. */
    ticketId: uuid().references(() => tickets.id, { onDelete: 'set null' }),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('emails_dedupe_key_unique').on(t.dedupeKey),
    uniqueIndex('emails_message_id_unique').on(t.messageId),
    index('emails_ticket_idx').on(t.ticketId),
    index('emails_order_idx').on(t.orderId),
    index('emails_created_idx').on(t.createdAt),
    // Messages to one address in the last hour (the outbox's per-recipient limit).
    index('emails_recipient_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);

/**
 * Single-use links sent by e-mail (issue 14): setting a password, and the magic link that opens
 * Meus Ingressos. The id is the SHA-256 of the token in the link; the token itself is never kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text().primaryKey(),
    purpose: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased: whom the link was sent to. */
    email: text().notNull(),
    /** Where the browser goes once the link signed it in ('order-link': the order's page). */
    redirectPath: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_email_idx').on(t.email),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Door access without an account (issue 15): a link with an unguessable token that door staff
 * open on a phone. The id of a scan's link says which gate (device) made it. Only the token's
 * SHA-256 is kept; the URL is shown once, when the link is created.
 */
export const scannerLinks = pgTable(
  'scanner_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scanner_links_token_hash_unique').on(t.tokenHash),
    index('scanner_links_event_idx').on(t.eventId),
  ],
);

export const checkInResult = pgEnum('check_in_result', ['valido', 'ja_utilizado', 'invalido']);

/**
 * Every scan a door made, online or sent later from offline (issue 15): append-only. `nonce` is
 * made by the device, so a scan sent twice is recorded once. `result` is what the door was told;
 * an admission (`valido`) that is not its ticket's `check_in_scan_id` is a conflict.
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: uuid().primaryKey(),
    nonce: uuid().notNull(),
    linkId: uuid()
      .notNull()
      .references(() => scannerLinks.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: uuid().references(() => tickets.id, { onDelete: 'set null' }),
    /** The ticket's code when the entry named one (never the QR payload itself). */
    code: text(),
    result: checkInResult().notNull(),
    offline: boolean().notNull().default(false),
    /** When the door scanned it: the device's clock for offline scans (kept within reason). */
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('check_in_scans_nonce_unique').on(t.nonce),
    index('check_in_scans_event_received_idx').on(t.eventId, t.receivedAt),
    index('check_in_scans_ticket_idx').on(t.ticketId),
  ],
);

export const refundStatus = pgEnum('refund_status', ['pending', 'done', 'awaiting_key', 'to_pay']);
export const refundReason = pgEnum('refund_reason', ['buyer', 'organizer', 'event_canceled']);

/**
 * Money going back for tickets taken off a paid order (issue 18). The tickets, seats, coupon use
 * and commission change in the transaction that writes the row; the money follows:
 * - pending: a job asks the provider (`refund-<id>` as idempotency key) until it answers;
 * - done: it went back (or there was nothing to give: a free order);
 * - awaiting_key: a boleto has no way back, the buyer must give a PIX key;
 * - to_pay: the organizer must send it by PIX to `pix_key`, then marks it done.
 * `amount_cents` is the cumulative-share difference (refund-rules.ts): an order's refunds add
 * up to what was charged, never more.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The payment that paid the order (null for a free order). */
    paymentId: uuid().references(() => payments.id, { onDelete: 'cascade' }),
    method: paymentMethod().notNull(),
    amountCents: integer().notNull(),
    /** The tickets (positions in the order) this refund cancelled. */
    positions: integer().array().notNull(),
    status: refundStatus().notNull().default('pending'),
    reason: refundReason().notNull(),
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The caller's Idempotency-Key (or the cancellation's): the same request refunds once. */
    idempotencyKey: text().notNull(),
    /** Boleto refunds: where the organizer sends the money. */
    pixKey: text(),
    /**
     * The parts of `amount_cents` (issue 29): the buyer's service fee given back and the
     * instalment interest; the rest is the tickets' own money. `fee_returned` says whether the
     * platform's fee on these tickets went back (absorbed ones too) — see domain settlement.ts.
     */
    feeCents: integer().notNull().default(0),
    interestCents: integer().notNull().default(0),
    feeReturned: boolean().notNull().default(true),
    /** The provider's last refusal or failure, while the job retries. */
    lastError: text(),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    // The organizer's figures and activity read an event's refunds by time.
    index('refunds_event_created_idx').on(t.eventId, t.createdAt),
    index('refunds_open_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'done'`),
    check('refunds_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

export const waitlistStatus = pgEnum('waitlist_status', WAITLIST_STATUSES);

/**
 * The waiting list of a sold-out ticket type (issue 18): first come, first served, a group of
 * up to 5 waits together. An offer is a reserved order holding the seats (the checkout's own
 * conditional UPDATE) until `offer_expires_at`; the e-mailed links carry tokens whose SHA-256
 * is kept here (`leave_token_hash` from joining, `offer_token_hash` from the offer).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid()
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    quantity: integer().notNull(),
    status: waitlistStatus().notNull().default('waiting'),
    leaveTokenHash: text().notNull(),
    offerTokenHash: text(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // The line of a ticket type, in order.
    index('waitlist_line_idx')
      .on(t.ticketTypeId, t.createdAt, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_event_idx').on(t.eventId, t.createdAt),
    // The organizer's activity feed: an event's offers, newest first.
    index('waitlist_event_offered_idx')
      .on(t.eventId, t.offeredAt)
      .where(sql`${t.offeredAt} is not null`),
    uniqueIndex('waitlist_one_place_per_email')
      .on(t.ticketTypeId, t.email)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_leave_token_unique').on(t.leaveTokenHash),
    uniqueIndex('waitlist_offer_token_unique').on(t.offerTokenHash),
    index('waitlist_order_idx').on(t.orderId),
    check('waitlist_quantity_range', sql`${t.quantity} between 1 and 5`),
    check('waitlist_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const tipoPessoa = pgEnum('tipo_pessoa', ['PF', 'PJ']);

/**
 * An order's billing data (buying as a company, the nota fiscal's data), one row an order: each
 * payment attempt writes what its body carried while the order is unpaid, so the latest
 * attempt's data is the one paid for; once paid it stays. The organizer issues the nota fiscal
 * elsewhere and records its number and date here (`invoice_*`).
 */
export const orderBilling = pgTable(
  'order_billing',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tipoPessoa: tipoPessoa().notNull(),
    /** The payer: name and CPF (digits) from the payment body. */
    payerName: text().notNull(),
    payerCpf: text().notNull(),
    /** PJ only: 14 digits, check digits verified. */
    cnpj: text(),
    razaoSocial: text(),
    inscricaoMunicipal: text(),
    /** {cep, logradouro, numero, complemento, bairro, cidade, uf}, as validated. */
    address: jsonb().$type<{
      cep: string;
      logradouro: string;
      numero: string;
      complemento: string | null;
      bairro: string;
      cidade: string;
      uf: string;
    }>(),
    financeEmail: text(),
    invoiceRequested: boolean().notNull().default(false),
    invoiceNumber: text(),
    /** The day the organizer typed as the nota fiscal's date. */
    invoiceDate: date(),
    invoiceIssuedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    invoiceRecordedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // The organizer's 'Notas fiscais' tab: an event's requests.
    index('order_billing_event_invoice_idx')
      .on(t.eventId)
      .where(sql`${t.invoiceRequested}`),
    check(
      'order_billing_pj_has_cnpj',
      sql`${t.tipoPessoa} = 'PF' or (${t.cnpj} is not null and ${t.razaoSocial} is not null)`,
    ),
    check(
      'order_billing_issue_complete',
      sql`(${t.invoiceNumber} is null) = (${t.invoiceDate} is null)`,
    ),
  ],
);

export const organizationStatus = pgEnum('organization_status', ORGANIZATION_STATUSES);
export const organizationRole = pgEnum('organization_role', ORGANIZATION_ROLES);

/**
 * Organizations (issue 28): who sells the tickets. Written by modules/organizations only. The
 * document is a CPF or CNPJ (digits, check digits verified on the way in), unique among
 * organizations; null only for those made by migration 0017 from a former organizer, until
 * their Dono fills it in. Payout details have the affiliates' shape (PIX key or bank account).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    document: text(),
    publicName: text().notNull(),
    logoUrl: text(),
    contactEmail: text().notNull(),
    phone: text().notNull().default(''),
    payoutDetails: jsonb(),
    /** The platform's fee on its sales (issue 29), set by the operator; none by default. */
    feePercentBp: integer().notNull().default(0),
    feeFixedCents: integer().notNull().default(0),
    feeBuyerPays: boolean().notNull().default(false),
    status: organizationStatus().notNull().default('pendente'),
    refusalReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organizations_document_unique')
      .on(t.document)
      .where(sql`${t.document} is not null`),
    index('organizations_status_idx').on(t.status, t.createdAt),
  ],
);

/** Who belongs to an organization, with one role each. Removing the row ends access at once. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: organizationRole().notNull(),
    invitedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    // Every signed-in request finds the caller's memberships by user.
    index('organization_members_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Invitations to a team: the e-mailed link carries a random token whose SHA-256 alone is kept.
 * One open invitation per address and organization (a new one replaces it).
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: organizationRole().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organization_invitations_open_unique')
      .on(t.organizationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * The audit log (issue 28): who did what in an organization and when. Append-only; written by
 * modules/organizations (its route hook records every audited route that succeeded).
 */
export const organizationActivity = pgTable(
  'organization_activity',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The actor's name and e-mail as they were: the log outlives renamed or erased accounts. */
    actorName: text().notNull(),
    actorEmail: text(),
    /** The platform's operator acting through 'Entrar como suporte'. */
    support: boolean().notNull().default(false),
    action: text().notNull(),
    /** What it was done to (an event's title, a person's e-mail, an order number). */
    subject: text(),
    detail: jsonb().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('organization_activity_feed_idx').on(t.organizationId, t.createdAt, t.id)],
);

export const settlementEntryKind = pgEnum('settlement_entry_kind', SETTLEMENT_ENTRY_KINDS);

/**
 * The organizer's settlement ledger (issue 29), append-only like the affiliates' (a trigger
 * refuses UPDATE and DELETE): per ticket of a paid order, a 'venda' (what the buyer paid for the
 * ticket, coupon in, interest and the buyer's fee out), a 'taxa' (the platform's fee when the
 * organization absorbs it, negative) and a 'comissao' (the affiliate's, negative); a refund
 * writes an 'estorno' undoing each, once. Written by modules/settlement only.
 */
export const settlementEntries = pgTable(
  'settlement_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    kind: settlementEntryKind().notNull(),
    /** For an 'estorno', the kind of the entry it undoes. */
    reversesKind: settlementEntryKind(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    ticketPosition: integer().notNull(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    amountCents: integer().notNull(),
    /** From then on it can go into a payout. */
    payableAt: timestamp({ withTimezone: true }).notNull(),
    reversesEntryId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlement_one_entry_per_ticket_and_kind')
      .on(t.orderId, t.ticketPosition, t.kind)
      .where(sql`${t.kind} <> 'estorno'`),
    uniqueIndex('settlement_one_reversal_per_entry').on(t.reversesEntryId),
    index('settlement_organization_idx').on(t.organizationId, t.createdAt, t.id),
    index('settlement_organization_payable_idx').on(t.organizationId, t.payableAt),
    index('settlement_event_idx').on(t.eventId),
    index('settlement_order_idx').on(t.orderId),
    check(
      'settlement_entry_sign',
      sql`(${t.kind} = 'venda' and ${t.amountCents} > 0 and ${t.reversesEntryId} is null)
        or (${t.kind} in ('taxa', 'comissao') and ${t.amountCents} < 0 and ${t.reversesEntryId} is null)
        or (${t.kind} = 'estorno' and ${t.amountCents} <> 0 and ${t.reversesEntryId} is not null
          and ${t.reversesKind} is not null)`,
    ),
  ],
);

/**
 * A payout to one organization (issue 29): every payable entry of the organization in no payout
 * yet, closed by the operator; the bank details as they were; 'Marcar como pago' records the day.
 */
export const settlementPayouts = pgTable(
  'settlement_payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    totalCents: integer().notNull(),
    entries: integer().notNull(),
    organizationName: text().notNull(),
    document: text(),
    bankDetails: jsonb().notNull(),
    closedAt: timestamp({ withTimezone: true }).notNull(),
    closedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    paidOn: date({ mode: 'string' }),
    paidAt: timestamp({ withTimezone: true }),
    paidBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('settlement_payouts_organization_idx').on(t.organizationId, t.closedAt),
    index('settlement_payouts_unpaid_idx')
      .on(t.closedAt)
      .where(sql`${t.paidOn} is null`),
    check('settlement_payouts_positive', sql`${t.totalCents} > 0`),
  ],
);

/**
 * Which payout settled each entry: an entry is in one payout at most (its id is the key). No
 * foreign keys, on purpose: a close writes one row per entry it pays (hundreds of thousands after
 * a backlog), and the two checks per row — the entry's a locking read — were 60 % of its time
 * (bench:settlement, decision 0031). The only writer is the close's single statement, which
 * takes both ids from the rows it has just read and written; the trigger keeps the rows forever.
 */
export const settlementPayoutEntries = pgTable(
  'settlement_payout_entries',
  {
    entryId: uuid().primaryKey(),
    payoutId: uuid().notNull(),
  },
  (t) => [index('settlement_payout_entries_payout_idx').on(t.payoutId)],
);

/**
 * An event's own registration questions (issue 30). The row is the question's identity and place
 * in the form; what it asks lives in its versions, so an answer keeps the text it was given to.
 * Removing a question only hides it from new forms (`removedAt`): its answers stay.
 */
export const registrationQuestions = pgTable(
  'registration_questions',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** The version new forms show (the highest of its versions). */
    currentVersion: integer().notNull().default(1),
    removedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('registration_questions_event_idx').on(t.eventId, t.position)],
);

/** What a question asked, version by version (issue 30). Never updated: a change adds one. */
export const registrationQuestionVersions = pgTable(
  'registration_question_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    questionId: uuid()
      .notNull()
      .references(() => registrationQuestions.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    /** One of QUESTION_KINDS (domain registration-questions). */
    kind: text().notNull(),
    /** The question; for a consent, the consent's text. */
    title: text().notNull(),
    help: text().notNull().default(''),
    required: boolean().notNull(),
    options: jsonb().$type<string[]>().notNull().default([]),
    /** The ticket types it is asked for; null: every ticket type. */
    ticketTypeIds: jsonb().$type<string[] | null>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('registration_question_versions_unique').on(t.questionId, t.version)],
);

/**
 * A participant's answer to a question (issue 30), one per participant and question: saving the
 * form again replaces it, with the version it now answers and when. For a consent this is the
 * record LGPD asks for: the answer, the text's version and the time.
 */
export const registrationAnswers = pgTable(
  'registration_answers',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    questionId: uuid()
      .notNull()
      .references(() => registrationQuestions.id, { onDelete: 'cascade' }),
    questionVersionId: uuid()
      .notNull()
      .references(() => registrationQuestionVersions.id, { onDelete: 'cascade' }),
    /** string | number | boolean | string[] (StoredAnswer). */
    value: jsonb().$type<string | number | boolean | string[]>().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('registration_answers_buyer_question_unique').on(t.buyerId, t.questionId),
    index('registration_answers_question_idx').on(t.questionId),
  ],
);

/**
 * An event's certificate of attendance (issue 31, module certificates): on or off, the text with
 * its placeholders, the hours (in minutes: 7,5 h = 450), who gets one, the logo and signatures
 * (uploaded images). One row per event, written when the organizer saves.
 */
export const certificateSettings = pgTable(
  'certificate_settings',
  {
    eventId: uuid()
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(false),
    workloadMinutes: integer().notNull(),
    text: text().notNull(),
    /** 'presentes' (checked in) or 'todos' (CERTIFICATE_RULES). */
    rule: text().notNull(),
    logoUrl: text().notNull().default(''),
    /** [{ nome, cargo, imagem_url }], at most two. */
    signatures: jsonb()
      .$type<{ nome: string; cargo: string; imagem_url: string }[]>()
      .notNull()
      .default([]),
    updatedAt: createdAt(),
  },
  (t) => [
    check('certificate_settings_workload', sql`${t.workloadMinutes} between 30 and 59940`),
    check('certificate_settings_rule', sql`${t.rule} in ('presentes', 'todos')`),
  ],
);

/**
 * A certificate issued (issue 31): one per ticket at most (issuing again changes nothing), with
 * what it says frozen at issue — a later rename of the event or the participant does not change a
 * certificate someone already showed. Revoked ones stay, marked.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'XXXX-XXXX-XXXX' (normalizeCertificateCode). */
    code: text().notNull(),
    ticketId: uuid()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    holderName: text().notNull(),
    holderEmail: text().notNull(),
    eventTitle: text().notNull(),
    /** The event's first day in São Paulo, 'YYYY-MM-DD', and the days' text printed ({data}). */
    eventDay: text().notNull(),
    eventDatesText: text().notNull(),
    workloadMinutes: integer().notNull(),
    organizationName: text().notNull(),
    /** The text with its placeholders filled, as printed. */
    body: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The outbox message that carries it (null until queued). */
    emailId: uuid(),
    downloads: integer().notNull().default(0),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_ticket_unique').on(t.ticketId),
    index('certificates_event_idx').on(t.eventId, t.issuedAt),
    index('certificates_holder_email_idx').on(t.holderEmail),
  ],
);

/** An event's badge layout (issue 31, module badges): the size and what to print. */
export const badgeLayouts = pgTable(
  'badge_layouts',
  {
    eventId: uuid()
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** One of BADGE_SIZES. */
    size: text().notNull(),
    /** BADGE_FIELDS to print besides the name. */
    fields: jsonb().$type<string[]>().notNull(),
    /** Badges printed so far: each badge of each PDF served ('Imprimir crachás' / 'crachá'). */
    printed: integer().notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [check('badge_layouts_size', sql`${t.size} in ('a6', 'etiquetas_4', 'etiquetas_8')`)],
);

/**
 * An event's virtual queue ('Fila virtual', issue 32; decision 0038): the organizer's settings
 * and the state of the admissions. `active_since` is set while the queue is on — at once in mode
 * 'ligada', by the tick in mode 'automatica' — and every hold of the event reads it.
 */
export const virtualQueues = pgTable(
  'virtual_queues',
  {
    eventId: uuid()
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** One of VIRTUAL_QUEUE_MODES. */
    mode: text().notNull(),
    ratePerMinute: integer().notNull(),
    autoThresholdPerSecond: integer().notNull(),
    activeSince: timestamp({ withTimezone: true }),
    /** The instant up to which admissions were granted (domain `admissionsDue`). */
    admittedThrough: timestamp({ withTimezone: true, precision: 3 }),
    /** The last time someone waited or holds passed the threshold (automatic switch-off). */
    lastBusyAt: timestamp({ withTimezone: true }),
    /**
     * Places made, admitted and lost so far: a place's position is its `seq` less the admitted
     * (all ahead of any place still waiting) and the lost ahead of it, with no count of the line.
     */
    joined: integer().notNull().default(0),
    admitted: integer().notNull().default(0),
    lost: integer().notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [
    check('virtual_queues_mode', sql`${t.mode} in ('desligada', 'ligada', 'automatica')`),
    check('virtual_queues_rate', sql`${t.ratePerMinute} > 0`),
    check('virtual_queues_threshold', sql`${t.autoThresholdPerSecond} > 0`),
  ],
);

/**
 * A buyer's place in an event's virtual queue. `seq` is the arrival order: admission takes the
 * lowest still waiting. No personal data: the browser holds the signed ticket.
 */
export const virtualQueueEntries = pgTable(
  'virtual_queue_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The arrival order in the event's line: 1, 2, 3… (`virtual_queues.joined` at the join). */
    seq: integer().notNull(),
    joinedAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp({ withTimezone: true }),
    admissionExpiresAt: timestamp({ withTimezone: true }),
    /** Lost the place: not seen within the grace period. */
    leftAt: timestamp({ withTimezone: true }),
    /** Holds made with this admission (VIRTUAL_QUEUE_TIMING.ordersPerAdmission at most). */
    ordersMade: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('virtual_queue_entries_seq').on(t.eventId, t.seq),
    index('virtual_queue_entries_waiting')
      .on(t.eventId, t.seq)
      .where(sql`${t.admittedAt} is null and ${t.leftAt} is null`),
    index('virtual_queue_entries_lost')
      .on(t.eventId, t.seq)
      .where(sql`${t.leftAt} is not null`),
  ],
);
