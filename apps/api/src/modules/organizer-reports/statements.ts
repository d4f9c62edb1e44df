import { FOLD_FROM, FOLD_TO } from '@bilheteria/domain/folded-text';
import type { PreparedStatement } from '../../db/prepared';

/*
 * The organizer's figures (issue 17), one statement per answer, each prepared once per
 * connection (db/prepared.ts) and answering the contract's JSON — keys in the contract's order,
 * instants already ISO 8601 — so the service only passes it on. Every statement takes the
 * signed-in admin's id and reads only their events (events.organizer_id): another admin's event
 * is simply not found. Sums are bigint in SQL (a year of sales passes 2^31 cents) and arrive as
 * JSON numbers.
 */

/** An instant as the contract writes it ('2026-11-26T12:00:00.000Z'). */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A column folded for search (domain/folded-text.ts folds the query the same way). */
export const folded = (column: string) =>
  `lower(translate(${column}, '${FOLD_FROM}', '${FOLD_TO}'))`;

/**
 * Refunded cents of the paid orders `o` (grouped): none until refunds exist — issue 18 adds them
 * here, and Receita, the report's net and every export follow.
 */
const refundedCents = (_orders: string) => `0::bigint`;

/**
 * Receita, the one place it is computed: what the buyers of the paid orders `o` (grouped) paid,
 * net of coupons (total = subtotal − discount) and of refunds; card instalment interest is
 * apart (it is the payment's, not the order's).
 */
export const receita = (orders: string) =>
  `(coalesce(sum(${orders}.total_cents), 0)::bigint - ${refundedCents(orders)})`;

/* ---------------------------------------------------------------- Meus Eventos */

/**
 * One page of the admin's events, newest start first, each with its seats (ticket types' sold
 * and quantity) and its paid orders' Receita; `total` counts the events the search finds, and the
 * summary covers all of the admin's events. $1 admin, $2 folded LIKE pattern ('' = all),
 * $3 page size, $4 offset.
 */
export const EVENTS_STATEMENT: PreparedStatement = {
  name: 'organizer_events_v1',
  text: `
    with mine as (
      select e.id, e.slug, e.title, e.starts_at, e.venue, e.city, e.status
      from events e
      where e.organizer_id = $1::uuid
        and ($2::text = '' or ${folded('e.title')} like $2::text)
    ), page as (
      select * from mine order by starts_at desc, id desc limit $3::int offset $4::int
    ), rows as (
      select p.*, seats.sold, seats.quantity, paid.orders, paid.revenue
      from page p
      cross join lateral (
        select coalesce(sum(tt.sold), 0)::bigint as sold,
          coalesce(sum(tt.quantity), 0)::bigint as quantity
        from ticket_types tt where tt.event_id = p.id
      ) seats
      cross join lateral (
        select count(*)::int as orders, ${receita('o')} as revenue
        from orders o where o.event_id = p.id and o.status = 'paid'
      ) paid
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
          'ticketsSold', r.sold,
          'totalTickets', r.quantity,
          'revenueCents', r.revenue,
          'paidOrders', r.orders
        ) order by r.starts_at desc, r.id desc) from rows r), '[]'::json) as events,
      (select count(*)::int from mine) as total,
      json_build_object(
        'events', (select count(*) from events e where e.organizer_id = $1::uuid),
        'publishedEvents', (select count(*) from events e
          where e.organizer_id = $1::uuid and e.status = 'published'),
        'ticketsSold', (select coalesce(sum(tt.sold), 0) from ticket_types tt
          join events e on e.id = tt.event_id where e.organizer_id = $1::uuid),
        'revenueCents', (select ${receita('o')} from orders o
          join events e on e.id = o.event_id
          where e.organizer_id = $1::uuid and o.status = 'paid')
      ) as summary`,
};

export interface EventsRow extends Record<string, unknown> {
  events: unknown[];
  total: number;
  summary: unknown;
}

/* ---------------------------------------------------------------- the event report */

/**
 * One event's report, from its paid orders: revenue (gross, coupons, refunds, net = Receita,
 * instalment interest from the payment that paid each order), by ticket type (each order's
 * Receita shared among its items in proportion to their prices, largest remainder first, so the
 * types add up to the net exactly), by São Paulo day of payment, coupons, affiliates (commission:
 * the event's ledger entries, commissions minus reversals), payment methods, and live occupancy
 * (tickets used against tickets not cancelled, as check-in counts them). $1 event, $2 admin,
 * $3 time zone. No row when the event is not the admin's.
 */
export const REPORT_STATEMENT: PreparedStatement = {
  name: 'organizer_event_report_v1',
  text: `
    with ev as (
      select id, slug, title, starts_at, ends_at, status
      from events where id = $1::uuid and organizer_id = $2::uuid
    ), paid as (
      select o.id, o.subtotal_cents, o.discount_cents, o.total_cents, o.coupon_id,
        o.affiliate_code, o.paid_at, o.paid_by_payment_id,
        coalesce((select sum(oi.quantity) from order_items oi where oi.order_id = o.id), 0)::int
          as tickets
      from orders o
      where o.event_id = (select id from ev) and o.status = 'paid'
    ), split as (
      select oi.order_id, oi.ticket_type_id, oi.quantity, p.total_cents::bigint as total,
        case when p.subtotal_cents = 0 then oi.unit_price_cents::bigint * oi.quantity
          else (oi.unit_price_cents::bigint * oi.quantity * p.total_cents) / p.subtotal_cents
        end as base,
        case when p.subtotal_cents = 0 then 0
          else (oi.unit_price_cents::bigint * oi.quantity * p.total_cents) % p.subtotal_cents
        end as remainder
      from paid p join order_items oi on oi.order_id = p.id
    ), shares as (
      select ticket_type_id, quantity,
        base + case when row_number() over (partition by order_id
            order by remainder desc, ticket_type_id)
          <= total - sum(base) over (partition by order_id) then 1 else 0 end as share
      from split
    ), by_type as (
      select ticket_type_id, sum(quantity)::bigint as sold, sum(share)::bigint as revenue
      from shares group by ticket_type_id
    ), by_day as (
      select to_char(p.paid_at at time zone $3::text, 'YYYY-MM-DD') as day,
        sum(p.tickets)::bigint as tickets, ${receita('p')} as revenue
      from paid p group by 1
    ), coupon_use as (
      select c.code, count(*)::int as orders, sum(p.discount_cents)::bigint as discount
      from paid p join coupons c on c.id = p.coupon_id group by c.code
    ), affiliate_sales as (
      select p.affiliate_code as code, sum(p.tickets)::bigint as tickets,
        ${receita('p')} as revenue
      from paid p where p.affiliate_code is not null group by p.affiliate_code
    ), commissions as (
      select l.affiliate_id, sum(l.amount_cents)::bigint as amount
      from affiliate_ledger_entries l
      where l.event_id = (select id from ev) group by l.affiliate_id
    ), methods as (
      select coalesce(pm.method::text, 'free') as method, count(*)::int as orders,
        ${receita('p')} as revenue
      from paid p left join payments pm on pm.id = p.paid_by_payment_id group by 1
    ), occupancy as (
      select count(*) filter (where t.status = 'used')::int as checked_in,
        count(*) filter (where t.status <> 'canceled')::int as valid
      from tickets t where t.event_id = (select id from ev)
    )
    select json_build_object(
      'event', json_build_object(
        'id', ev.id,
        'slug', ev.slug,
        'title', ev.title,
        'startsAt', ${iso('ev.starts_at')},
        'endsAt', ${iso('ev.ends_at')},
        'status', ev.status
      ),
      'revenue', (select json_build_object(
        'grossCents', coalesce(sum(p.subtotal_cents), 0)::bigint,
        'couponDiscountCents', coalesce(sum(p.discount_cents), 0)::bigint,
        'refundedCents', ${refundedCents('p')},
        'netCents', ${receita('p')},
        'instalmentInterestCents', coalesce(sum(pm.interest_cents), 0)::bigint,
        'paidOrders', count(p.id),
        'ticketsSold', coalesce(sum(p.tickets), 0)::bigint
      ) from paid p left join payments pm on pm.id = p.paid_by_payment_id),
      'byTicketType', coalesce((select json_agg(json_build_object(
          'ticketTypeId', tt.id,
          'name', tt.name,
          'priceCents', tt.price_cents,
          'sold', coalesce(bt.sold, 0),
          'quantity', tt.quantity,
          'revenueCents', coalesce(bt.revenue, 0)
        ) order by tt.position, tt.name, tt.id)
        from ticket_types tt left join by_type bt on bt.ticket_type_id = tt.id
        where tt.event_id = ev.id), '[]'::json),
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
        ) order by m.revenue desc, m.method) from methods m), '[]'::json),
      'occupancy', (select json_build_object('checkedIn', o.checked_in, 'valid', o.valid)
        from occupancy o)
    ) as report
    from ev`,
};

export interface ReportRow extends Record<string, unknown> {
  report: Record<string, unknown>;
}

/* ---------------------------------------------------------------- participants */

/**
 * A page of one event's participants (tickets), newest first (the order tickets were issued,
 * a unique key an index holds), searched by name, e-mail or code without case or accents; each
 * with its check-in and its ticket e-mail's latest delivery. $1 event, $2 admin, $3 folded LIKE
 * pattern ('' = all), $4 page size, $5 offset. event_id is null when the event is not the
 * admin's.
 */
export const PARTICIPANTS_STATEMENT: PreparedStatement = {
  name: 'organizer_participants_v1',
  text: `
    with ev as (
      select id from events where id = $1::uuid and organizer_id = $2::uuid
    ), matching as (
      select t.id, t.issued_at, t.order_id, t.position
      from tickets t
      where t.event_id = (select id from ev)
        and ($3::text = '' or
          ${folded(`t.holder_name || ' ' || t.holder_email || ' ' || t.code`)} like $3::text)
    ), page as (
      select * from matching
      order by issued_at desc, order_id desc, position desc
      limit $4::int offset $5::int
    )
    select (select id from ev) as event_id,
      (select count(*)::int from matching) as total,
      coalesce((select json_agg(json_build_object(
          'ticketId', t.id,
          'name', t.holder_name,
          'email', t.holder_email,
          'ticketType', coalesce(oi.name, tt.name),
          'orderNumber', o.number,
          'status', t.status,
          'checkedInAt', case when t.status = 'used' then ${iso('t.used_at')} end,
          'emailStatus', ${emailState('m')}
        ) order by p.issued_at desc, p.order_id desc, p.position desc)
        from page p
        join tickets t on t.id = p.id
        join orders o on o.id = t.order_id
        join ticket_types tt on tt.id = t.ticket_type_id
        left join order_items oi on oi.order_id = t.order_id
          and oi.ticket_type_id = t.ticket_type_id
        left join lateral (${latestTicketEmail('t.id')}) m on true
      ), '[]'::json) as participants`,
};

/** The newest e-mail about a ticket (its first e-mail, or the latest re-send). */
function latestTicketEmail(ticketId: string): string {
  return `select e.status, e.attempts from emails e where e.ticket_id = ${ticketId}
    order by e.created_at desc, e.id desc limit 1`;
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
  total: number;
  participants: unknown[];
}

/**
 * The admin's event and, if it is one of the event's, the ticket to re-send: no row when the
 * event is not the admin's, a null ticket when the ticket is not the event's. $1 ticket,
 * $2 event, $3 admin.
 */
export const RESEND_TARGET_STATEMENT: PreparedStatement = {
  name: 'organizer_resend_target_v1',
  text: `
    select e.id as event_id, t.id as ticket_id, t.status
    from events e
    left join tickets t on t.id = $1::uuid and t.event_id = e.id
    where e.id = $2::uuid and e.organizer_id = $3::uuid`,
};

/* ---------------------------------------------------------------- Atividade Recente */

/*
 * Each feed is a UNION of sources, each already its newest $n (an index read backwards), then
 * the newest $n of them all. For an admin the per-event sources are read event by event
 * (a LATERAL per event on an (event, time) index), so the cost follows the admin's number of
 * events, never the size of the tables. Columns: type, source id, instant, event id, who, facts
 * (JSON the domain's `activityDetails` turns into words).
 */
const FEED_SELECT = `
    select f.type, f.source_id, ${iso('f.at')} as at, f.event_id, ev.title as event_title,
      f.who, f.facts
    from feed f join events ev on ev.id = f.event_id
    order by f.at desc, f.type, f.source_id`;

/** $1 admin, $2 how many. */
export const ADMIN_ACTIVITY_STATEMENT: PreparedStatement = {
  name: 'organizer_activity_admin_v1',
  text: `
    with mine as (
      select id from events where organizer_id = $1::uuid
    ), paid as (
      select x.* from mine e cross join lateral (
        select o.id, o.number, o.total_cents, o.paid_at, o.event_id, o.paid_by_payment_id
        from orders o where o.event_id = e.id and o.status = 'paid'
        order by o.paid_at desc limit $2::int
      ) x order by x.paid_at desc limit $2::int
    ), checked_in as (
      select x.* from mine e cross join lateral (
        select t.id, t.holder_name, t.used_at, t.event_id, t.ticket_type_id
        from tickets t where t.event_id = e.id and t.used_at is not null
        order by t.used_at desc limit $2::int
      ) x order by x.used_at desc limit $2::int
    ), sold as (
      select x.* from mine e cross join lateral (
        select l.id, l.affiliate_id, l.sale_cents, l.amount_cents, l.sold_at, l.event_id
        from affiliate_ledger_entries l where l.event_id = e.id and l.kind = 'commission'
        order by l.sold_at desc limit $2::int
      ) x order by x.sold_at desc limit $2::int
    ), created as (
      select e.id, e.created_at, e.status from events e where e.organizer_id = $1::uuid
      order by e.created_at desc limit $2::int
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
      union all
      select 'affiliate_sale', s.id::text, s.sold_at, s.event_id,
        coalesce(a.full_name, a.code),
        json_build_object('code', a.code, 'saleCents', s.sale_cents,
          'commissionCents', s.amount_cents)
      from sold s join affiliates a on a.id = s.affiliate_id
      union all
      select 'event_created', c.id::text, c.created_at, c.id,
        (select u.name from users u where u.id = $1::uuid),
        json_build_object('status', c.status)
      from created c
    )
    ${FEED_SELECT} limit $2::int`,
};

/** $1 the affiliate's user id, $2 their e-mail (lower-case), $3 how many. */
export const AFFILIATE_ACTIVITY_STATEMENT: PreparedStatement = {
  name: 'organizer_activity_affiliate_v1',
  text: `
    with affiliate as (
      select id, code, full_name from affiliates where user_id = $1::uuid
    ), sold as (
      select l.id, l.sale_cents, l.amount_cents, l.sold_at, l.event_id
      from affiliate_ledger_entries l
      where l.affiliate_id = (select id from affiliate) and l.kind = 'commission'
      order by l.sold_at desc limit $3::int
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

/** The events an export covers, newest start first. $1 admin, $2 one event or null (all). */
export const EXPORT_EVENTS_STATEMENT: PreparedStatement = {
  name: 'organizer_export_events_v1',
  text: `
    select id, slug, title from events
    where organizer_id = $1::uuid and ($2::uuid is null or id = $2::uuid)
    order by starts_at desc, id desc`,
};

export interface ExportEventRow extends Record<string, unknown> {
  id: string;
  slug: string;
  title: string;
}

/** A keyset position, exact to the microsecond (a Date would round it to the millisecond). */
const exactInstant = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const wallClock = (column: string, zone: string) =>
  `to_char(${column} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/**
 * The next batch of one event's participants in the order they were issued, after the key
 * ($2 issued_at, $3 order id, $4 position): an index range read (tickets_event_issued_idx),
 * however far into the event. $1 event, $5 batch size, $6 time zone.
 */
export const PARTICIPANT_BATCH_STATEMENT: PreparedStatement = {
  name: 'organizer_export_participants_v1',
  text: `
    select ${exactInstant('t.issued_at')} as key_issued, t.order_id as key_order,
      t.position as key_position,
      t.code, t.holder_name, t.holder_email, coalesce(oi.name, tt.name) as ticket_type,
      o.number as order_number, t.status,
      case when t.status = 'used' then ${wallClock('t.used_at', '$6::text')} end
        as checked_in_at,
      ${emailState('m')} as email_status
    from (
      select * from tickets
      where event_id = $1::uuid
        and (issued_at, order_id, position) > ($2::timestamptz, $3::uuid, $4::int)
      order by issued_at, order_id, position
      limit $5::int
    ) t
    join orders o on o.id = t.order_id
    join ticket_types tt on tt.id = t.ticket_type_id
    left join order_items oi on oi.order_id = t.order_id and oi.ticket_type_id = t.ticket_type_id
    left join lateral (${latestTicketEmail('t.id')}) m on true
    order by t.issued_at, t.order_id, t.position`,
};

export interface ParticipantBatchRow extends Record<string, unknown> {
  key_issued: string;
  key_order: string;
  key_position: number;
  code: string;
  holder_name: string;
  holder_email: string;
  ticket_type: string;
  order_number: number;
  status: 'valid' | 'used' | 'canceled';
  checked_in_at: string | null;
  email_status: string | null;
}

/**
 * The next batch of one event's paid orders in the order they were paid, after the key
 * ($2 paid_at, $3 order id), on orders_event_paid_idx. The buyer is who paid (the payment's
 * payer), else the first participant. $1 event, $4 batch size, $5 time zone.
 */
export const SALES_BATCH_STATEMENT: PreparedStatement = {
  name: 'organizer_export_sales_v1',
  text: `
    select ${exactInstant('o.paid_at')} as key_paid, o.id as key_order,
      o.number as order_number, ${wallClock('o.paid_at', '$5::text')} as paid_at,
      coalesce(pm.payer_name, b.first_name || ' ' || b.last_name, '') as buyer,
      coalesce(pm.payer_email, b.email, '') as email,
      coalesce((select sum(oi.quantity) from order_items oi where oi.order_id = o.id), 0)::int
        as tickets,
      o.subtotal_cents, o.discount_cents, c.code as coupon, o.total_cents,
      coalesce(pm.interest_cents, 0) as interest_cents,
      coalesce(pm.method::text, 'free') as method, o.affiliate_code
    from (
      select * from orders
      where event_id = $1::uuid and status = 'paid'
        and (paid_at, id) > ($2::timestamptz, $3::uuid)
      order by paid_at, id
      limit $4::int
    ) o
    left join payments pm on pm.id = o.paid_by_payment_id
    left join coupons c on c.id = o.coupon_id
    left join buyers b on b.order_id = o.id and b.position = 1
    order by o.paid_at, o.id`,
};

export interface SalesBatchRow extends Record<string, unknown> {
  key_paid: string;
  key_order: string;
  order_number: number;
  paid_at: string;
  buyer: string;
  email: string;
  tickets: number;
  subtotal_cents: number;
  discount_cents: number;
  coupon: string | null;
  total_cents: number;
  interest_cents: number;
  method: string;
  affiliate_code: string | null;
}

/** Before every key: the first batch starts here. */
export const FIRST_KEY = {
  instant: '-infinity',
  id: '00000000-0000-0000-0000-000000000000',
  position: -1,
} as const;
