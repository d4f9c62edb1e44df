import type { PendingPayout, PendingPayouts } from '@bilheteria/domain/affiliate-contract';
import { DISPLAY_TIME_ZONE } from '@bilheteria/domain/dates';
import { payoutMonthEnd, payoutMonthFor } from '@bilheteria/domain/payout-month';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './payable-totals';

interface PendingRow {
  affiliate_id: string;
  code: string;
  full_name: string | null;
  month: string;
  total: number;
  entries: number;
  payable_at: string;
  complete: boolean;
  last_closed: string | null;
}

/**
 * 'A fechar' (issue 33): every ledger entry in no payout yet — commissions and their reversals,
 * netted — per affiliate and per the payout month whose close will take it: the month it becomes
 * payable in, or the one after the last closed month for an entry a close already left out. A
 * month's close takes its rows, so they leave this list.
 */
export function pendingPayouts(db: Db): () => Promise<PendingPayouts> {
  return async () => {
    const result = await db.execute(sql`
      select a.id as affiliate_id, a.code, a.full_name,
        to_char(e.payable_at at time zone ${DISPLAY_TIME_ZONE}::text, 'YYYY-MM') as month,
        sum(e.amount_cents)::int as total, count(*)::int as entries,
        to_char(max(e.payable_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          as payable_at,
        (a.cpf is not null and a.bank_details is not null and a.full_name is not null)
          as complete,
        (select max(month) from affiliate_payouts) as last_closed
      from affiliate_ledger_entries e
      join affiliates a on a.id = e.affiliate_id
      where not exists (select 1 from affiliate_payout_entries pe where pe.entry_id = e.id)
      group by a.id, 4`);
    // Entries a close left out join the next month's: merged here, where the month is known.
    const merged = new Map<string, PendingPayout>();
    for (const row of rowsOf<PendingRow>(result)) {
      const month = payoutMonthFor(new Date(row.payable_at), row.last_closed);
      const key = `${row.affiliate_id}:${month}`;
      const seen = merged.get(key);
      if (seen) {
        seen.valor_cents += row.total;
        seen.lancamentos += row.entries;
        if (row.payable_at > seen.liberada_em) seen.liberada_em = row.payable_at;
        continue;
      }
      merged.set(key, {
        afiliado_id: row.affiliate_id,
        codigo: row.code,
        nome: row.full_name ?? row.code,
        valor_cents: row.total,
        lancamentos: row.entries,
        liberada_em: row.payable_at,
        mes: month,
        fechamento_em: payoutMonthEnd(month).toISOString(),
        dados_completos: row.complete,
      });
    }
    const pendentes = [...merged.values()].sort(
      (a, b) => a.mes.localeCompare(b.mes) || a.nome.localeCompare(b.nome, 'pt-BR'),
    );
    return { pendentes };
  };
}
