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

interface SplitRow extends Record<string, unknown> {
  orders: number;
  received: number;
  refunds: number;
  platform: number;
  affiliates: number;
  organizers: number;
  interest: number;
  difference: number;
}

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
    const [total] = rowsOf<SplitRow>(
      await db.execute(sql`${perOrder} select ${sums} from balanced`),
    );
    const events = rowsOf<SplitRow & { event_id: string; title: string; organization: string }>(
      await db.execute(sql`${perOrder}
        select b.event_id, ev.title, org.public_name as organization, ${sums}
        from balanced b join events ev on ev.id = b.event_id
        join organizations org on org.id = ev.organization_id
        group by b.event_id, ev.title, org.public_name
        order by ev.title`),
    );
    const divergent = rowsOf<SplitRow & { id: string; number: number; title: string }>(
      await db.execute(sql`${perOrder}
        select b.id, b.number, ev.title, 1 as orders, b.received, b.refunds, b.platform,
          b.affiliates, b.organizers, b.interest, b.difference
        from balanced b join events ev on ev.id = b.event_id
        where b.difference <> 0
        order by b.number limit ${DIVERGENCES_SHOWN}`),
    );
    return {
      mes: month,
      pedidos: Number(total?.orders ?? 0),
      ...splitView(total),
      eventos: events.map((row) => ({
        evento_id: row.event_id,
        titulo: row.title,
        organizacao: row.organization,
        pedidos: Number(row.orders),
        ...splitView(row),
      })),
      divergencias: divergent.map((row) => ({
        pedido_id: row.id,
        pedido_numero: row.number,
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
