import type { PreparedStatement } from '../../db/prepared';

/**
 * The affiliate portal's two answers, one statement each (issue 16): every page an affiliate
 * opens reads them, so each is one round trip, prepared once per connection (db/prepared.ts),
 * and the rows come out as the contract's JSON — keys in the contract's order, instants already
 * ISO 8601 — so the server only passes them on. bench:ledger sends these same statements.
 *
 * Both find the affiliate by the session's user id ($1); no affiliate → a row with nulls.
 */

/** An instant as the contract writes it ('2026-11-26T12:00:00.000Z'). */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Visão Geral: the code, the sums of every entry and of those in paid payouts, and the events
 * joined (published ones), each with its commission (basis points as a percent, 12.5) and the
 * most a ticket earns (that rate of its highest price, rounded as `commissionCents` rounds). $1 the user id.
 */
export const PORTAL_STATEMENT: PreparedStatement = {
  name: 'affiliate_portal_v2',
  text: `
    with affiliate as (
      select id, code, full_name from affiliates where user_id = $1::uuid
    ), sums as (
      select coalesce(sum(e.amount_cents), 0)::int as total_cents,
        coalesce(sum(e.amount_cents) filter (where p.paid_on is not null), 0)::int as paid_cents
      from affiliate_ledger_entries e
      left join affiliate_payout_entries pe on pe.entry_id = e.id
      left join affiliate_payouts p on p.id = pe.payout_id
      where e.affiliate_id = (select id from affiliate)
    ), joined as (
      select json_agg(json_build_object(
          'id', ev.id,
          'titulo', ev.title,
          'inicio', ${iso('ev.starts_at')},
          'categoria', c.name,
          'imagem', ev.image_url,
          'comissao_percentual', ev.commission_bp / 100.0,
          'ganho_maximo_cents', round(coalesce((select max(tt.price_cents) from ticket_types tt
            where tt.event_id = ev.id), 0) * ev.commission_bp / 10000.0)::int,
          'afiliado_em', ${iso('ae.created_at')}
        ) order by ev.starts_at, ev.id) as events
      from affiliate_events ae
      join events ev on ev.id = ae.event_id and ev.status = 'published'
      join categories c on c.id = ev.category_id
      where ae.affiliate_id = (select id from affiliate)
    )
    select a.code, a.full_name, s.total_cents, s.paid_cents,
      coalesce(j.events, '[]'::json) as events
    from sums s cross join joined j left join affiliate a on true`,
};

export interface PortalRow extends Record<string, unknown> {
  /** Null when the user has no affiliate record. */
  code: string | null;
  full_name: string | null;
  total_cents: number;
  paid_cents: number;
  events: unknown[];
}

/**
 * Vendas: one row per ticket sold (commission entries, newest first, at most $2) with its status,
 * its order's number and what its reversal took back; how many rows there are in all; the
 * tickets sold net of refunds and the ledger's net sum; and the last $4 São Paulo days from $3
 * ('YYYY-MM-DD'), zeros included, net of refunds (a reversal carries its sale's instant, so it
 * nets the day of the sale). $1 the user id, $5 the time zone.
 */
export const SALES_STATEMENT: PreparedStatement = {
  name: 'affiliate_sales_v2',
  text: `
    with affiliate as (
      select id from affiliates where user_id = $1::uuid
    ), listed as (
      select e.id, e.event_id, ev.title, ev.starts_at, e.sold_at, e.sale_cents, e.amount_cents,
        e.payable_at, e.order_id, e.ticket_position, o.number as order_number,
        coalesce(-r.amount_cents, 0) as reversed_cents,
        case
          when r.id is not null then 'estornado'
          when exists (select 1 from affiliate_payout_entries pe
              join affiliate_payouts p on p.id = pe.payout_id
              where pe.entry_id = e.id and p.paid_on is not null)
            then 'pago'
          else 'pendente'
        end as status,
        count(*) over ()::int as total
      from affiliate_ledger_entries e
      join events ev on ev.id = e.event_id
      join orders o on o.id = e.order_id
      left join affiliate_ledger_entries r on r.reverses_entry_id = e.id
      where e.affiliate_id = (select id from affiliate) and e.kind = 'commission'
      order by e.sold_at desc, e.order_id, e.ticket_position
      limit $2::int
    ), net as (
      select count(*) filter (where e.kind = 'commission' and not exists (
          select 1 from affiliate_ledger_entries r where r.reverses_entry_id = e.id))::int
          as tickets,
        coalesce(sum(e.amount_cents), 0)::int as cents
      from affiliate_ledger_entries e
      where e.affiliate_id = (select id from affiliate)
    ), daily as (
      select to_char(e.sold_at at time zone $5::text, 'YYYY-MM-DD') as day,
        count(*) filter (where e.kind = 'commission' and not exists (
          select 1 from affiliate_ledger_entries r where r.reverses_entry_id = e.id))::int
          as sales,
        sum(e.amount_cents)::int as commission
      from affiliate_ledger_entries e
      where e.affiliate_id = (select id from affiliate)
        and e.sold_at >= ($3::date)::timestamp at time zone $5::text
      group by 1
    ), days as (
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series($3::date, $3::date + ($4::int - 1), interval '1 day') as d
    )
    select (select id from affiliate) as affiliate_id,
      coalesce((select max(total) from listed), 0)::int as total,
      (select tickets from net) as tickets_sold,
      (select cents from net) as net_cents,
      coalesce((select json_agg(json_build_object(
          'id', l.id,
          'evento_id', l.event_id,
          'evento_titulo', l.title,
          'evento_inicio', ${iso('l.starts_at')},
          'data_venda', ${iso('l.sold_at')},
          'valor_cents', l.sale_cents,
          'comissao_cents', l.amount_cents,
          'status', l.status,
          'liberada_em', ${iso('l.payable_at')},
          'pedido_numero', l.order_number,
          'comissao_estornada_cents', l.reversed_cents
        ) order by l.sold_at desc, l.order_id, l.ticket_position) from listed l), '[]'::json)
        as sales,
      (select json_agg(json_build_object(
          'dia', d.day,
          'vendas', coalesce(y.sales, 0),
          'comissao_cents', coalesce(y.commission, 0)
        ) order by d.day) from days d left join daily y on y.day = d.day) as per_day`,
};

export interface SalesRow extends Record<string, unknown> {
  affiliate_id: string | null;
  total: number;
  tickets_sold: number;
  net_cents: number;
  sales: unknown[];
  per_day: unknown[];
}
