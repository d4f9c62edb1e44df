import type { StoredAnswer } from '@bilheteria/domain/registration-questions';
import type { PreparedStatement } from '../../db/prepared';

/*
 * The organizer's figures (issue 17), one statement per answer, each prepared once per
 * connection (db/prepared.ts) and answering the contract's JSON — keys in the contract's order,
 * instants already ISO 8601 — so the service only passes it on. Every statement takes the
 * organization the signed-in member works in and reads only its events (events.organization_id,
 * issue 28): another organization's event is simply not found. Sums are bigint in SQL (a year of sales passes 2^31 cents) and arrive as
 * JSON numbers.
 */

/** An instant as the contract writes it ('2026-11-26T12:00:00.000Z'). */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An instant exact to the microsecond (a Date would round it to the millisecond): keyset
 * positions and the versions of cached figures.
 */
const exactInstant = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * What refunds gave back of the orders `o` (grouped): each order's `refunded_cents`, kept by
 * the refund's transaction (issue 18) — its share of the order's total, interest apart.
 */
const refundedCents = (orders: string) => `coalesce(sum(${orders}.refunded_cents), 0)::bigint`;

/**
 * The newest change to a refund of the event `e`, exact (null when none): a version of its
 * figures — made, or its money gone back since (Devolvido / A devolver).
 */
const newestRefund = (event: string) =>
  `(select max(greatest(r.created_at, r.updated_at)) from refunds r
    where r.event_id = ${event}.id)`;

/**
 * Receita, the one place it is computed: what the buyers of the paid orders `o` (grouped) paid,
 * net of coupons (total = subtotal − discount) and of refunds; card instalment interest is
 * apart (it is the payment's, not the order's).
 */
export const receita = (orders: string) =>
  `(coalesce(sum(${orders}.total_cents), 0)::bigint - ${refundedCents(orders)})`;

/* ---------------------------------------------------------------- Meus Eventos */

/** The newest instant of a backward index read, exact to the microsecond (or null). */
const newest = (select: string) => `${exactInstant(`(${select})`)}`;

/**
 * One page of the organization's events, newest start first, each with its seats (the tickets of its
 * paid orders — not ticket_types.sold, which the demo catalog seeds without orders — and its
 * ticket types' quantity) and its paid orders' Receita; `total` counts the events the search
 * finds. The summary's event counts are read live; its tickets and Receita, sums over every paid
 * order of the organization, come from SUMMARY_REVENUE_STATEMENT (cached, figures-cache.ts) under the
 * version `paid_version`:
 * the newest payment of any of the organization's events (a backward read per event). $1 organization,
 * $2 search regex ('' = all: domain/folded-text.ts), $3 page size, $4 offset.
 */
export const EVENTS_STATEMENT: PreparedStatement = {
  name: 'organizer_events_v9',
  text: `
    with mine as (
      select e.id, e.slug, e.title, e.starts_at, e.venue, e.city, e.status, e.canceled_at
      from events e
      where e.organization_id = $1::uuid and ($2::text = '' or e.title ~ $2::text)
    ), page as (
      select * from mine order by starts_at desc, id desc limit $3::int offset $4::int
    ), rows as (
      select p.*, items.sold, seats.quantity, paid.orders, paid.revenue
      from page p
      cross join lateral (
        select coalesce(sum(tt.quantity), 0)::bigint as quantity
        from ticket_types tt where tt.event_id = p.id
      ) seats
      cross join lateral (
        select count(*)::int as orders, ${receita('o')} as revenue
        from orders o where o.event_id = p.id and o.status = 'paid'
      ) paid
      cross join lateral (
        select coalesce(sum(oi.quantity), 0)::bigint as sold
        from orders o join order_items oi on oi.order_id = o.id
        where o.event_id = p.id and o.status = 'paid'
      ) items
    )
    select
      coalesce((select json_agg(json_build_object(
          'id', r.id,
          'slug', r.slug,
          'title', r.title,
          'startsAt', ${iso('r.starts_at')},
          'venue', r.venue,
          'city', r.city,
          'status', r.status,
          'canceled', r.canceled_at is not null,
          'ticketsSold', r.sold,
          'totalTickets', r.quantity,
          'revenueCents', r.revenue,
          'paidOrders', r.orders
        ) order by r.starts_at desc, r.id desc) from rows r), '[]'::json) as events,
      (select count(*)::int from mine) as total,
      (select count(*)::int from events e where e.organization_id = $1::uuid) as all_events,
      (select count(*)::int from events e
        where e.organization_id = $1::uuid and e.status = 'published') as published,
      (select count(*)::int from events e
        where e.organization_id = $1::uuid and e.canceled_at is not null) as canceled,
      ${newest(`select max(greatest(x.paid_at, ${newestRefund('e')})) from events e
        cross join lateral (
          select o.paid_at from orders o where o.event_id = e.id and o.status = 'paid'
          order by o.paid_at desc limit 1) x
        where e.organization_id = $1::uuid`)} as paid_version`,
};

export interface EventsRow extends Record<string, unknown> {
  events: unknown[];
  total: number;
  all_events: number;
  published: number;
  /** Cancelled events (unpublished for good): neither active nor drafts. */
  canceled: number;
  paid_version: string | null;
}

/** The Receita of all the organization's paid orders. $1 organization. */
export const SUMMARY_REVENUE_STATEMENT: PreparedStatement = {
  name: 'organizer_summary_revenue_v4',
  text: `
    select
      (select ${receita('o')}
        from events e join orders o on o.event_id = e.id and o.status = 'paid'
        where e.organization_id = $1::uuid) as revenue,
      (select coalesce(sum(oi.quantity), 0)::bigint
        from events e join orders o on o.event_id = e.id and o.status = 'paid'
        join order_items oi on oi.order_id = o.id
        where e.organization_id = $1::uuid) as sold`,
};

/* ---------------------------------------------------------------- the event report */

/**
 * The organization's event as the report heads it, read live, and the versions of its figures (the
 * newest instants of what they sum, each a backward index read): its newest payment and
 * recorded commission (the sales figures), its newest refund or refund's change (apart: the
 * figures follow a refund at once, see the service), its newest scan received and ticket issued (the
 * occupancy). No row when the event is not the organization's. $1 event, $2 organization.
 */
export const REPORT_HEAD_STATEMENT: PreparedStatement = {
  name: 'organizer_report_head_v7',
  text: `
    select json_build_object(
        'id', e.id,
        'slug', e.slug,
        'title', e.title,
        'startsAt', ${iso('e.starts_at')},
        'endsAt', ${iso('e.ends_at')},
        'status', e.status
      ) as event,
      e.ends_at, e.retention_months, e.personal_data_erased_at,
      ${newest(`select o.paid_at from orders o
          where o.event_id = e.id and o.status = 'paid' order by o.paid_at desc limit 1`)}
        as paid_version,
      ${newest(`select ${newestRefund('e')}`)} as refund_version,
      ${newest(`select l.created_at from affiliate_ledger_entries l where l.event_id = e.id
        order by l.created_at desc limit 1`)} as ledger_version,
      ${newest(`select s.received_at from check_in_scans s where s.event_id = e.id
        order by s.received_at desc limit 1`)} as scan_version,
      ${newest(`select greatest((select t.issued_at from tickets t where t.event_id = e.id
          order by t.issued_at desc limit 1), ${newestRefund('e')})`)} as issued_version
    from events e where e.id = $1::uuid and e.organization_id = $2::uuid`,
};

export interface ReportHeadRow extends Record<string, unknown> {
  event: Record<string, unknown>;
  ends_at: Date | string;
  retention_months: number | null;
  personal_data_erased_at: Date | string | null;
  paid_version: string | null;
  refund_version: string | null;
  ledger_version: string | null;
  scan_version: string | null;
  issued_version: string | null;
}

/**
 * One event's sales figures, from its paid orders (each read once, with the payment that paid it
 * and its ticket count): revenue (gross, coupons, refunds, net = Receita, instalment interest
 * from the paying payment), by ticket type (each order's Receita shared among its items in
 * proportion to their prices, largest remainder first, so the types add up to the net exactly),
 * by São Paulo day of payment, coupons, affiliates (commission: the event's ledger entries,
 * commissions minus reversals) and payment methods. $1 event, $2 time zone.
 */
export const REPORT_FIGURES_STATEMENT: PreparedStatement = {
  name: 'organizer_report_figures_v5',
  text: `
    with paid as materialized (
      select o.id, o.subtotal_cents, o.discount_cents, o.total_cents, o.coupon_id,
        o.affiliate_code, o.paid_at, o.refunded_cents, o.refunded_tickets, o.status,
        coalesce(pm.method::text, 'free') as method, coalesce(pm.interest_cents, 0) as interest
      from orders o left join payments pm on pm.id = o.paid_by_payment_id
      -- Refunded orders too: their gross and refunds show; their Receita is 0.
      where o.event_id = $1::uuid and o.status in ('paid', 'refunded')
    ), items as materialized (
      select oi.order_id, oi.ticket_type_id, oi.quantity,
        (p.total_cents - p.refunded_cents)::bigint as total,
        oi.unit_price_cents::bigint * oi.quantity as sub, p.subtotal_cents::bigint as subtotal
      from paid p join order_items oi on oi.order_id = p.id
    ), tickets_per_order as (
      select order_id, sum(quantity)::bigint as tickets from items group by order_id
    ), split as (
      select order_id, ticket_type_id, quantity, total,
        case when subtotal = 0 then sub else (sub * total) / subtotal end as base,
        case when subtotal = 0 then 0 else (sub * total) % subtotal end as remainder
      from items
    ), shares as (
      select ticket_type_id, quantity,
        base + case when row_number() over (partition by order_id
            order by remainder desc, ticket_type_id)
          <= total - sum(base) over (partition by order_id) then 1 else 0 end as share
      from split
    ), refunded_by_type as (
      -- Tickets refunded from orders still counted above (a partly refunded order).
      select t.ticket_type_id, count(*)::bigint as tickets
      from tickets t join paid p on p.id = t.order_id
      where t.status = 'canceled' group by t.ticket_type_id
    ), by_type as (
      select s.ticket_type_id,
        sum(s.quantity)::bigint - coalesce(max(r.tickets), 0) as sold,
        sum(s.share)::bigint as revenue
      from shares s left join refunded_by_type r on r.ticket_type_id = s.ticket_type_id
      group by s.ticket_type_id
    ), sold as (
      select p.*, coalesce(n.tickets, 0) - p.refunded_tickets as tickets
      from paid p left join tickets_per_order n on n.order_id = p.id
    ), by_day as (
      select to_char(p.paid_at at time zone $2::text, 'YYYY-MM-DD') as day,
        sum(p.tickets)::bigint as tickets, ${receita('p')} as revenue
      from sold p group by 1
    ), coupon_use as (
      select c.code, count(*)::int as orders, sum(p.discount_cents)::bigint as discount
      from paid p join coupons c on c.id = p.coupon_id group by c.code
    ), affiliate_sales as (
      select p.affiliate_code as code, sum(p.tickets)::bigint as tickets,
        ${receita('p')} as revenue
      from sold p where p.affiliate_code is not null group by p.affiliate_code
    ), commissions as (
      select l.affiliate_id, sum(l.amount_cents)::bigint as amount
      from affiliate_ledger_entries l where l.event_id = $1::uuid group by l.affiliate_id
    ), methods as (
      select p.method, count(*)::int as orders, ${receita('p')} as revenue
      from paid p group by p.method
    )
    select json_build_object(
      'revenue', (select json_build_object(
        'grossCents', coalesce(sum(p.subtotal_cents), 0)::bigint,
        'couponDiscountCents', coalesce(sum(p.discount_cents), 0)::bigint,
        'refundedCents', ${refundedCents('p')},
        -- The money itself, as it goes back to the buyers: back already (the provider
        -- answered, or the organizer paid the PIX), or still to go (the provider, a boleto's
        -- PIX key or transfer).
        'refundReturnedCents', (select coalesce(sum(r.amount_cents), 0)::bigint from refunds r
          where r.event_id = $1::uuid and r.status = 'done'),
        'refundPendingCents', (select coalesce(sum(r.amount_cents), 0)::bigint from refunds r
          where r.event_id = $1::uuid and r.status <> 'done'),
        'netCents', ${receita('p')},
        'instalmentInterestCents', coalesce(sum(p.interest), 0)::bigint,
        'paidOrders', count(*) filter (where p.status = 'paid'),
        'ticketsSold', coalesce(sum(p.tickets), 0)::bigint
      ) from sold p),
      'byTicketType', coalesce((select json_agg(json_build_object(
          'ticketTypeId', tt.id,
          'name', tt.name,
          'priceCents', tt.price_cents,
          'sold', coalesce(bt.sold, 0),
          'quantity', tt.quantity,
          'revenueCents', coalesce(bt.revenue, 0)
        ) order by tt.position, tt.name, tt.id)
        from ticket_types tt left join by_type bt on bt.ticket_type_id = tt.id
        where tt.event_id = $1::uuid), '[]'::json),
      'byDay', coalesce((select json_agg(json_build_object(
          'day', d.day, 'tickets', d.tickets, 'revenueCents', d.revenue
        ) order by d.day) from by_day d), '[]'::json),
      'coupons', coalesce((select json_agg(json_build_object(
          'code', c.code, 'orders', c.orders, 'discountCents', c.discount
        ) order by c.orders desc, c.code) from coupon_use c), '[]'::json),
      'affiliates', coalesce((select json_agg(json_build_object(
          'code', s.code,
          'name', coalesce(a.full_name, u.name, s.code),
          'tickets', s.tickets,
          'revenueCents', s.revenue,
          'commissionCents', coalesce(c.amount, 0)
        ) order by s.revenue desc, s.code)
        from affiliate_sales s
        left join affiliates a on a.code = s.code
        left join users u on u.id = a.user_id
        left join commissions c on c.affiliate_id = a.id), '[]'::json),
      'paymentMethods', coalesce((select json_agg(json_build_object(
          'method', m.method, 'orders', m.orders, 'revenueCents', m.revenue
        ) order by m.revenue desc, m.method) from methods m), '[]'::json)
    ) as figures`,
};

export interface ReportFiguresRow extends Record<string, unknown> {
  figures: Record<string, unknown>;
}

/**
 * Occupancy as check-in counts it (check-in/occupancy.ts): tickets admitted (a refund after it
 * does not take the person out) against tickets not cancelled or admitted. $1 event.
 */
export const OCCUPANCY_STATEMENT: PreparedStatement = {
  name: 'organizer_occupancy_v2',
  text: `
    select count(*) filter (where t.used_at is not null)::int as checked_in,
      count(*) filter (where t.status <> 'canceled' or t.used_at is not null)::int as valid
    from tickets t where t.event_id = $1::uuid`,
};

export interface OccupancyRow extends Record<string, unknown> {
  checked_in: number;
  valid: number;
}

/* ---------------------------------------------------------------- participants */

/** A participant as the list shows it; `t` a ticket, `o` its order, `m` its latest e-mail. */
const PARTICIPANT_JSON = `json_build_object(
          'ticketId', t.id,
          'name', t.holder_name,
          'email', t.holder_email,
          'ticketType', coalesce(oi.name, tt.name),
          'orderNumber', o.number,
          'status', t.status,
          'checkedInAt', case when t.status = 'used' then ${iso('t.used_at')} end,
          'emailStatus', ${emailState('m')}
        )`;

/** Joins PARTICIPANT_JSON needs for the tickets `t`. */
const PARTICIPANT_JOINS = `
        join orders o on o.id = t.order_id
        join ticket_types tt on tt.id = t.ticket_type_id
        left join order_items oi on oi.order_id = t.order_id
          and oi.ticket_type_id = t.ticket_type_id
        left join lateral (${latestTicketEmail('t.id')}) m on true`;

/** Newest issued first: the order of tickets_event_issued_idx, read backwards. */
const NEWEST_TICKETS = 't.issued_at desc, t.order_id desc, t.position desc';

/**
 * A page of one event's participants, newest first, read straight off the (event, issued)
 * index; each with its check-in and its ticket e-mail's latest delivery. The total comes from
 * PARTICIPANT_COUNT_STATEMENT (cached while no ticket is issued). $1 event, $2 organization,
 * $3 page size, $4 offset. event_id is null when the event is not the organization's.
 */
export const PARTICIPANTS_PAGE_STATEMENT: PreparedStatement = {
  name: 'organizer_participants_page_v3',
  text: `
    with ev as (
      select id from events where id = $1::uuid and organization_id = $2::uuid
    ), page as (
      select t.* from tickets t where t.event_id = (select id from ev)
      order by ${NEWEST_TICKETS} limit $3::int offset $4::int
    )
    select (select id from ev) as event_id,
      ${newest(`select t.issued_at from tickets t where t.event_id = (select id from ev)
        order by t.issued_at desc limit 1`)} as issued_version,
      coalesce((select json_agg(${PARTICIPANT_JSON} order by ${NEWEST_TICKETS})
        from page t ${PARTICIPANT_JOINS}), '[]'::json) as participants`,
};

/** How many tickets the event has. $1 event. */
export const PARTICIPANT_COUNT_STATEMENT: PreparedStatement = {
  name: 'organizer_participant_count_v1',
  text: `select count(*)::int as total from tickets where event_id = $1::uuid`,
};

/**
 * The participants whose name, e-mail or code the search finds (a regular expression of the
 * query's letters in every case and accent, domain/folded-text.ts: no function per row), newest
 * first, a page of them and how many. $1 event, $2 organization, $3 search regex, $4 page size,
 * $5 offset.
 */
export const PARTICIPANTS_SEARCH_STATEMENT: PreparedStatement = {
  name: 'organizer_participants_search_v3',
  text: `
    with ev as (
      select id from events where id = $1::uuid and organization_id = $2::uuid
    ), matching as materialized (
      select t.id, t.issued_at, t.order_id, t.position
      from tickets t
      where t.event_id = (select id from ev)
        and (t.holder_name ~ $3::text or t.holder_email ~ $3::text or t.code ~ $3::text)
    ), page as (
      select t.* from matching p join tickets t on t.id = p.id
      order by ${NEWEST_TICKETS} limit $4::int offset $5::int
    )
    select (select id from ev) as event_id,
      (select count(*)::int from matching) as total,
      coalesce((select json_agg(${PARTICIPANT_JSON} order by ${NEWEST_TICKETS})
        from page t ${PARTICIPANT_JOINS}), '[]'::json) as participants`,
};

/** The newest e-mail about a ticket (its first e-mail, or the latest re-send). */
function latestTicketEmail(ticketId: string): string {
  return `select e.status, e.attempts from emails e where e.ticket_id = ${ticketId}
    order by e.created_at desc limit 1`;
}

/**
 * The outbox's status as people read it (mail/send-rules.ts `deliveryStatusOf`): a message
 * being sent for the first time is queued, one being sent again is being retried.
 */
function emailState(email: string): string {
  return `case ${email}.status
    when 'sending' then case when ${email}.attempts > 1 then 'failed' else 'queued' end
    else ${email}.status::text end`;
}

export interface ParticipantsRow extends Record<string, unknown> {
  event_id: string | null;
  participants: unknown[];
  /** The search's count; the page's read has the version of the count instead. */
  total?: number;
  issued_version?: string | null;
}

/**
 * The organization's event and, if it is one of the event's, the ticket to re-send: no row when the
 * event is not the organization's, a null ticket when the ticket is not the event's. $1 ticket,
 * $2 event, $3 organization.
 */
export const RESEND_TARGET_STATEMENT: PreparedStatement = {
  name: 'organizer_resend_target_v2',
  text: `
    select e.id as event_id, t.id as ticket_id, t.status
    from events e
    left join tickets t on t.id = $1::uuid and t.event_id = e.id
    where e.id = $2::uuid and e.organization_id = $3::uuid`,
};

/* ---------------------------------------------------------------- Atividade Recente */

/*
 * Each feed is a UNION of sources, each already its newest $n (an index read backwards), then
 * the newest $n of them all. Columns: type, source id, instant, event id, who, facts (JSON the
 * domain's `activityDetails` turns into words).
 */
const FEED_SELECT = `
    select f.type, f.source_id, ${iso('f.at')} as at, f.event_id, ev.title as event_title,
      f.who, f.facts
    from feed f join events ev on ev.id = f.event_id
    order by f.at desc, f.type, f.source_id`;

/**
 * The organization's events' newest $2 rows of a per-event source, in two steps: the newest instant of
 * each event (one backward index read each), then the newest $2 rows of only the $2 events
 * whose newest instant is newest — every row of the answer is in one of those. So the cost
 * follows the organization's number of events (one read each), not the size of the tables.
 */
const newestOfEvents = (
  name: string,
  columns: string,
  table: string,
  where: string,
  time: string,
) => `
    ${name}_events as (
      select e.id, x.at from mine e cross join lateral (
        select ${time} as at from ${table} where event_id = e.id and ${where}
        order by ${time} desc limit 1) x
      order by x.at desc limit $2::int
    ), ${name} as (
      select y.* from ${name}_events e cross join lateral (
        select ${columns} from ${table} where event_id = e.id and ${where}
        order by ${time} desc limit $2::int) y
      order by y.at desc limit $2::int
    )`;

/** $1 organization, $2 how many. The member who created an event is named on its line. */
export const ADMIN_ACTIVITY_STATEMENT: PreparedStatement = {
  name: 'organizer_activity_admin_v5',
  text: `
    with mine as (
      select id from events where organization_id = $1::uuid
    ),
    ${newestOfEvents(
      'paid',
      'id, number, total_cents, paid_at as at, event_id, paid_by_payment_id',
      'orders',
      `status = 'paid'`,
      'paid_at',
    )},
    ${newestOfEvents(
      'checked_in',
      'id, holder_name, used_at as at, event_id, ticket_type_id',
      'tickets',
      'used_at is not null',
      'used_at',
    )},
    ${newestOfEvents(
      'sold',
      'id, affiliate_id, sale_cents, amount_cents, sold_at, created_at as at, event_id',
      'affiliate_ledger_entries',
      `kind = 'commission'`,
      'created_at',
    )},
    ${newestOfEvents(
      'refunded',
      'id, order_id, amount_cents, positions, reason, created_at as at, event_id',
      'refunds',
      'true',
      'created_at',
    )},
    ${newestOfEvents(
      'offered',
      'id, email, quantity, offered_at as at, event_id',
      'waitlist_entries',
      'offered_at is not null',
      'offered_at',
    )},
    created as (
      select e.id, e.created_at, e.status, e.canceled_at, e.organizer_id from events e
      where e.organization_id = $1::uuid
      order by e.created_at desc limit $2::int
    ), canceled as (
      select e.id, e.canceled_at as at from events e
      where e.organization_id = $1::uuid and e.canceled_at is not null
      order by e.canceled_at desc limit $2::int
    ), publication as (
      -- Publishing and unpublishing are in the audit log only (with the status asked for since
      -- issue 33; older lines, without it, say nothing of which it was and are left out).
      select a.id, a.created_at as at, m.id as event_id, a.actor_name, a.detail->>'status' as status
      from organization_activity a join mine m on m.id::text = a.detail->>'eventId'
      where a.organization_id = $1::uuid and a.action = 'evento.publicacao'
        and a.detail->>'status' in ('draft', 'published')
      order by a.created_at desc limit $2::int
    ), feed as (
      select 'order_paid' as type, p.id::text as source_id, p.at, p.event_id,
        coalesce(pm.payer_name, '') as who,
        json_build_object('orderNumber', p.number,
          'tickets', coalesce((select sum(oi.quantity) from order_items oi
            where oi.order_id = p.id), 0),
          'totalCents', p.total_cents) as facts
      from paid p left join payments pm on pm.id = p.paid_by_payment_id
      union all
      select 'check_in', c.id::text, c.at, c.event_id, c.holder_name,
        json_build_object('ticketType', tt.name)
      from checked_in c join ticket_types tt on tt.id = c.ticket_type_id
      union all
      select 'affiliate_sale', s.id::text, s.sold_at, s.event_id,
        coalesce(a.full_name, a.code),
        json_build_object('code', a.code, 'saleCents', s.sale_cents,
          'commissionCents', s.amount_cents)
      from sold s join affiliates a on a.id = s.affiliate_id
      union all
      select 'event_created', c.id::text, c.created_at, c.id,
        coalesce((select u.name from users u where u.id = c.organizer_id), ''),
        json_build_object('status',
          case when c.canceled_at is not null then 'canceled' else c.status::text end)
      from created c
      union all
      select case p.status when 'published' then 'event_published' else 'event_unpublished' end,
        p.id::text, p.at, p.event_id, p.actor_name, json_build_object()
      from publication p
      union all
      -- Asking again does not cancel again: the event's own instant, by whoever asked first.
      select 'event_canceled', x.id::text, x.at, x.id,
        coalesce((select a.actor_name from organization_activity a
          where a.organization_id = $1::uuid and a.action = 'evento.cancelado'
            and a.detail->>'eventId' = x.id::text
          order by a.created_at limit 1), ''),
        json_build_object()
      from canceled x
      union all
      select 'refund', r.id::text, r.at, r.event_id, coalesce(pm.payer_name, ''),
        json_build_object('orderNumber', o.number, 'tickets', cardinality(r.positions),
          'amountCents', r.amount_cents, 'reason', r.reason)
      from refunded r join orders o on o.id = r.order_id
      left join payments pm on pm.id = o.paid_by_payment_id
      union all
      select 'waitlist_offer', w.id::text, w.at, w.event_id, w.email,
        json_build_object('quantity', w.quantity)
      from offered w
    )
    ${FEED_SELECT} limit $2::int`,
};

/** $1 the affiliate's user id, $2 their e-mail (lower-case), $3 how many. */
export const AFFILIATE_ACTIVITY_STATEMENT: PreparedStatement = {
  name: 'organizer_activity_affiliate_v2',
  text: `
    with affiliate as (
      select id, code, full_name from affiliates where user_id = $1::uuid
    ), sold as (
      select l.id, l.sale_cents, l.amount_cents, l.sold_at, l.event_id
      from affiliate_ledger_entries l
      where l.affiliate_id = (select id from affiliate) and l.kind = 'commission'
      order by l.sold_at desc limit $3::int
    ), reversed as (
      -- A reversal is dated when it was made (the refund), not at its sale's instant.
      select l.id, l.amount_cents, l.created_at, l.event_id, l.order_id
      from affiliate_ledger_entries l
      where l.affiliate_id = (select id from affiliate) and l.kind = 'reversal'
      order by l.created_at desc limit $3::int
    ), own as (
      select t.id, t.issued_at, t.event_id, t.holder_name, t.ticket_type_id, t.order_id
      from tickets t where t.holder_email = $2::text
      order by t.issued_at desc limit $3::int
    ), feed as (
      select 'affiliate_sale' as type, s.id::text as source_id, s.sold_at as at, s.event_id,
        coalesce(a.full_name, a.code) as who,
        json_build_object('code', a.code, 'saleCents', s.sale_cents,
          'commissionCents', s.amount_cents) as facts
      from sold s cross join affiliate a
      union all
      select 'affiliate_reversal', r.id::text, r.created_at, r.event_id,
        coalesce(a.full_name, a.code),
        json_build_object('orderNumber', o.number, 'reversedCents', -r.amount_cents)
      from reversed r cross join affiliate a join orders o on o.id = r.order_id
      union all
      select 'ticket_issued', t.id::text, t.issued_at, t.event_id, t.holder_name,
        json_build_object('ticketType', tt.name, 'orderNumber', o.number)
      from own t join ticket_types tt on tt.id = t.ticket_type_id
      join orders o on o.id = t.order_id
    )
    ${FEED_SELECT} limit $3::int`,
};

/** $1 the user's id, $2 their e-mail (lower-case), $3 how many. */
export const USER_ACTIVITY_STATEMENT: PreparedStatement = {
  name: 'organizer_activity_user_v1',
  text: `
    with paid as (
      select o.id, o.number, o.total_cents, o.paid_at, o.event_id, o.paid_by_payment_id
      from orders o where o.user_id = $1::uuid and o.status = 'paid'
      order by o.paid_at desc limit $3::int
    ), checked_in as (
      select t.id, t.holder_name, t.used_at, t.event_id, t.ticket_type_id
      from tickets t where t.holder_email = $2::text and t.used_at is not null
      order by t.used_at desc limit $3::int
    ), feed as (
      select 'order_paid' as type, p.id::text as source_id, p.paid_at as at, p.event_id,
        coalesce(pm.payer_name, '') as who,
        json_build_object('orderNumber', p.number,
          'tickets', coalesce((select sum(oi.quantity) from order_items oi
            where oi.order_id = p.id), 0),
          'totalCents', p.total_cents) as facts
      from paid p left join payments pm on pm.id = p.paid_by_payment_id
      union all
      select 'check_in', c.id::text, c.used_at, c.event_id, c.holder_name,
        json_build_object('ticketType', tt.name)
      from checked_in c join ticket_types tt on tt.id = c.ticket_type_id
    )
    ${FEED_SELECT} limit $3::int`,
};

export interface ActivityRow extends Record<string, unknown> {
  type: string;
  source_id: string;
  at: string;
  event_id: string;
  event_title: string;
  who: string | null;
  facts: Record<string, unknown>;
}

/* ---------------------------------------------------------------- exports */

/**
 * The events an export covers, newest start first. $1 organization, $2 one event or null (all).
 */
export const EXPORT_EVENTS_STATEMENT: PreparedStatement = {
  name: 'organizer_export_events_v2',
  text: `
    select id, slug, title from events
    where organization_id = $1::uuid and ($2::uuid is null or id = $2::uuid)
    order by starts_at desc, id desc`,
};

export interface ExportEventRow extends Record<string, unknown> {
  id: string;
  slug: string;
  title: string;
}

const wallClock = (column: string, zone: string) =>
  `to_char(${column} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The participant's form (buyers `b`), as ParticipantTuple's columns 11 to 21. */
export const PARTICIPANT_FORM_COLUMNS = `b.cpf, b.business_phone, b.mobile_phone, b.company,
      b.job_title, b.department, b.segment, b.company_size, b.responsibility_level, b.state,
      b.city`;

/** A ticket's previous holders, oldest first, as a JSON array of [name, e-mail, until]. */
export const previousHoldersJson = (change: string, zone: string) =>
  `json_agg(json_build_array(${change}.old_name, ${change}.old_email,
      ${wallClock(`${change}.changed_at`, zone)}) order by ${change}.changed_at)`;

/**
 * The consent filter (issue 30) on a ticket `t`: its participant answered the question $7 with
 * the JSON value $8 ('true' / 'false'); no filter when $7 is null.
 */
const CONSENT_FILTER = `($7::uuid is null or exists (
        select 1 from buyers fb
        join registration_answers fa on fa.buyer_id = fb.id
        where fb.order_id = tickets.order_id and fb.position = tickets.position
          and fa.question_id = $7::uuid and fa.value = $8::jsonb))`;

/**
 * The next batch of one event's participants in the order they were issued, after the key
 * ($2 issued_at, $3 order id, $4 position): an index range read (tickets_event_issued_idx),
 * however far into the event, each row's order, type, latest e-mail, participant's form,
 * previous holders and answers found by an index read. The batch comes back as one JSON array
 * of rows (ParticipantTuple): one value to parse, not two dozen per row. $1 event, $5 batch
 * size, $6 time zone, $7/$8 the consent filter (CONSENT_FILTER).
 */
export const PARTICIPANT_BATCH_STATEMENT: PreparedStatement = {
  name: 'organizer_export_participants_v3',
  text: `
    select json_agg(json_build_array(
      ${exactInstant('t.issued_at')}, t.order_id, t.position,
      t.code, t.holder_name, t.holder_email, tt.name, o.number, t.status,
      case when t.status = 'used' then ${wallClock('t.used_at', '$6::text')} end,
      ${emailState('m')},
      ${PARTICIPANT_FORM_COLUMNS},
      h.holders, a.answers
    ) order by t.issued_at, t.order_id, t.position) as batch
    from (
      select * from tickets
      where event_id = $1::uuid
        and (issued_at, order_id, position) > ($2::timestamptz, $3::uuid, $4::int)
        and ${CONSENT_FILTER}
      order by issued_at, order_id, position
      limit $5::int
    ) t
    join orders o on o.id = t.order_id
    join ticket_types tt on tt.id = t.ticket_type_id
    left join lateral (${latestTicketEmail('t.id')}) m on true
    left join buyers b on b.order_id = t.order_id and b.position = t.position
    left join lateral (
      select ${previousHoldersJson('c', '$6::text')} as holders
      from ticket_holder_changes c where c.ticket_id = t.id
    ) h on true
    left join lateral (
      select json_object_agg(ra.question_id, ra.value) as answers
      from registration_answers ra where ra.buyer_id = b.id
    ) a on true`,
};

/**
 * Key (issued_at, order id, position), then code, name, e-mail, ticket type, order number,
 * status, check-in (São Paulo wall clock), the ticket e-mail's state, the participant's form
 * (CPF, business phone, mobile, company, job title, department, segment, company size,
 * responsibility, UF, city; null without a participant row), previous holders
 * ([name, e-mail, until][]) and answers ({question id: value}).
 */
export type ParticipantTuple = [
  string,
  string,
  number,
  string,
  string,
  string,
  string,
  number,
  'valid' | 'used' | 'canceled',
  string | null,
  string | null,
  ...ParticipantFormTuple,
  [string, string, string][] | null,
  Record<string, StoredAnswer> | null,
];

type Text = string | null;
/** The participant's form in PARTICIPANT_FORM_COLUMNS' order. */
export type ParticipantFormTuple = [
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
  Text,
];

/**
 * Every question the events ever asked (removed ones too), each with its current title: the
 * export's columns. $1 the events' ids.
 */
export const EXPORT_QUESTIONS_STATEMENT: PreparedStatement = {
  name: 'organizer_export_questions_v1',
  text: `
    select q.id, q.event_id, v.title, v.kind, q.removed_at is not null as removed
    from registration_questions q
    join registration_question_versions v on v.question_id = q.id and v.version = q.current_version
    where q.event_id = any($1::uuid[])
    order by q.removed_at is not null, q.position, q.created_at`,
};

export interface ExportQuestionRow extends Record<string, unknown> {
  id: string;
  event_id: string;
  title: string;
  kind: string;
  removed: boolean;
}

/**
 * The next batch of one event's paid orders in the order they were paid, after the key
 * ($2 paid_at, $3 order id), on orders_event_paid_idx, as one JSON array of rows (SalesTuple).
 * The buyer is who paid (the payment's payer), else the first participant. $1 event,
 * $4 batch size, $5 time zone.
 */
export const SALES_BATCH_STATEMENT: PreparedStatement = {
  name: 'organizer_export_sales_v2',
  text: `
    select json_agg(json_build_array(
      ${exactInstant('o.paid_at')}, o.id,
      o.number, ${wallClock('o.paid_at', '$5::text')},
      coalesce(pm.payer_name, b.first_name || ' ' || b.last_name, ''),
      coalesce(pm.payer_email, b.email, ''),
      coalesce((select sum(oi.quantity) from order_items oi where oi.order_id = o.id), 0),
      o.subtotal_cents, o.discount_cents, c.code, o.total_cents,
      coalesce(pm.interest_cents, 0), coalesce(pm.method::text, 'free'), o.affiliate_code
    ) order by o.paid_at, o.id) as batch
    from (
      select * from orders
      where event_id = $1::uuid and status = 'paid'
        and (paid_at, id) > ($2::timestamptz, $3::uuid)
      order by paid_at, id
      limit $4::int
    ) o
    left join payments pm on pm.id = o.paid_by_payment_id
    left join coupons c on c.id = o.coupon_id
    left join buyers b on b.order_id = o.id and b.position = 1`,
};

/**
 * Key (paid_at, order id), then order number, paid at (São Paulo wall clock), buyer, e-mail,
 * tickets, subtotal, discount, coupon, total, interest, payment method, affiliate code.
 */
export type SalesTuple = [
  string,
  string,
  number,
  string,
  string,
  string,
  number,
  number,
  number,
  string | null,
  number,
  number,
  string,
  string | null,
];

export interface BatchRow<Tuple> extends Record<string, unknown> {
  /** Null when the batch is empty. */
  batch: Tuple[] | null;
}

/** Before every key: the first batch starts here. */
export const FIRST_KEY = {
  instant: '-infinity',
  id: '00000000-0000-0000-0000-000000000000',
  position: -1,
} as const;
