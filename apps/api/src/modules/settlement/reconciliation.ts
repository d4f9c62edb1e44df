import { payoutMonthEnd } from '@bilheteria/domain/payout-month';
import type { MoneySplit, ReconciliationResponse } from '@bilheteria/domain/settlement-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The first instant of `month` (São Paulo): the end of the month before it. */
function monthStart(month: string): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const previous =
    number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
  return payoutMonthEnd(previous);
}

const SPLIT_KEYS = [
  'orders',
  'received',
  'refunds',
  'platform',
  'affiliates',
  'organizers',
  'interest',
  'difference',
] as const;
/** Sums (bigint: strings from node-postgres, numbers once added up). */
type SplitRow = Record<(typeof SPLIT_KEYS)[number], number | string>;

/** An event's sums, or a divergent order's split (`row_kind`), in the order they are shown. */
type ReconciliationRow = SplitRow & {
  row_kind: 'event' | 'order';
  id: string;
  number: number | null;
  event_id: string;
  title: string;
  organization: string | null;
};

const DIVERGENCES_SHOWN = 500;

/**
 * Where the money of the orders paid in a month went (issue 29), from four independent records:
 * what the provider charged (the paying attempt), the refunds (with their fee and interest
 * parts), the affiliates' ledger and the organizers' ledger. The platform's share is the fee the
 * buyers paid less what went back, plus the fees organizers absorbed (net of reversals); the
 * interest is what the provider charged above the orders' totals, less what went back.
 * received = refunds + platform + affiliates + organizers + interest, to the centavo, per order;
 * any order where it does not is listed.
 */
export function monthlyReconciliation({ db }: { db: Db }) {
  return async function reconcile(month: string): Promise<ReconciliationResponse> {
    const from = monthStart(month);
    const to = payoutMonthEnd(month);
    const perOrder = sql`
      with paid as (
        select o.id, o.number, o.event_id, o.total_cents, o.service_fee_cents,
          p.amount_cents as received
        from orders o join payments p on p.id = o.paid_by_payment_id
        where o.paid_at >= ${from} and o.paid_at < ${to} and o.status in ('paid', 'refunded')
      ), refunded as (
        select r.order_id, sum(r.amount_cents)::int as amount, sum(r.fee_cents)::int as fee,
          sum(r.interest_cents)::int as interest
        from refunds r join paid on paid.id = r.order_id group by r.order_id
      ), affiliate as (
        select a.order_id, sum(a.amount_cents)::int as amount
        from affiliate_ledger_entries a join paid on paid.id = a.order_id group by a.order_id
      ), organizer as (
        select s.order_id, sum(s.amount_cents)::int as amount,
          (-coalesce(sum(s.amount_cents) filter (where s.kind = 'taxa' or s.reverses_kind = 'taxa'), 0))::int as absorbed_fee
        from settlement_entries s join paid on paid.id = s.order_id group by s.order_id
      ), split as (
        select paid.id, paid.number, paid.event_id, paid.received,
          coalesce(refunded.amount, 0) as refunds,
          paid.service_fee_cents - coalesce(refunded.fee, 0) + coalesce(organizer.absorbed_fee, 0) as platform,
          coalesce(affiliate.amount, 0) as affiliates,
          coalesce(organizer.amount, 0) as organizers,
          paid.received - paid.total_cents - coalesce(refunded.interest, 0) as interest
        from paid
        left join refunded on refunded.order_id = paid.id
        left join affiliate on affiliate.order_id = paid.id
        left join organizer on organizer.order_id = paid.id
      ), balanced as (
        select split.*,
          received - refunds - platform - affiliates - organizers - interest as difference
        from split
      )`;
    const sums = sql.raw(`count(*)::bigint as orders,
      coalesce(sum(received), 0)::bigint as received, coalesce(sum(refunds), 0)::bigint as refunds,
      coalesce(sum(platform), 0)::bigint as platform, coalesce(sum(affiliates), 0)::bigint as affiliates,
      coalesce(sum(organizers), 0)::bigint as organizers, coalesce(sum(interest), 0)::bigint as interest,
      coalesce(sum(difference), 0)::bigint as difference`);
    // One pass over the month's orders: the events' sums and the divergent orders come from the
    // same per-order split (each of the three asked apart read every ledger again), and the
    // total is the events' sum. JIT off: the planner cannot know the CTE's order ids are unique,
    // over-estimates the joins by orders of magnitude and then spends longer compiling the
    // statement than running it (1.4 s of 1.9 s at 28,000 orders). More memory for its hashes
    // and sorts: with the default 4 MB a month of 280,000 orders spilled 240 MB to disk.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local work_mem = '64MB'`);
      return rowsOf<ReconciliationRow>(
        await tx.execute(sql`${perOrder}, per_event as (
            select event_id, ${sums} from balanced group by event_id
          ), divergent as (
            select * from balanced where difference <> 0 order by number limit ${DIVERGENCES_SHOWN}
          )
          select 'event' as row_kind, row_number() over (order by ev.title, ev.id) as position,
            pe.event_id as id, null::int as number, pe.event_id, ev.title,
            org.public_name as organization, pe.orders, pe.received, pe.refunds, pe.platform,
            pe.affiliates, pe.organizers, pe.interest, pe.difference
          from per_event pe join events ev on ev.id = pe.event_id
          join organizations org on org.id = ev.organization_id
          union all
          select 'order', d.number, d.id, d.number, d.event_id, ev.title, null, 1, d.received,
            d.refunds, d.platform, d.affiliates, d.organizers, d.interest, d.difference
          from divergent d join events ev on ev.id = d.event_id
          order by row_kind, position`),
      );
    });
    const events = rows.filter((row) => row.row_kind === 'event');
    const divergent = rows.filter((row) => row.row_kind === 'order');
    const total = Object.fromEntries(
      SPLIT_KEYS.map((key) => [key, events.reduce((sum, row) => sum + Number(row[key]), 0)]),
    ) as Record<(typeof SPLIT_KEYS)[number], number>;
    return {
      mes: month,
      pedidos: total.orders,
      ...splitView(total),
      eventos: events.map((row) => ({
        evento_id: row.event_id,
        titulo: row.title,
        organizacao: row.organization ?? '',
        pedidos: Number(row.orders),
        ...splitView(row),
      })),
      divergencias: divergent.map((row) => ({
        pedido_id: row.id,
        pedido_numero: Number(row.number),
        evento_titulo: row.title,
        ...splitView(row),
      })),
    };
  };
}

function splitView(row: SplitRow | undefined): MoneySplit {
  return {
    recebido_centavos: Number(row?.received ?? 0),
    reembolsos_centavos: Number(row?.refunds ?? 0),
    taxas_plataforma_centavos: Number(row?.platform ?? 0),
    comissoes_afiliados_centavos: Number(row?.affiliates ?? 0),
    creditos_organizadores_centavos: Number(row?.organizers ?? 0),
    juros_centavos: Number(row?.interest ?? 0),
    diferenca_centavos: Number(row?.difference ?? 0),
  };
}
