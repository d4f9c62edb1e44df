import type { PendingPayout } from '@bilheteria/domain/affiliate-contract';
import { calendarDay } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import { AlertTriangle } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePendingPayouts } from '../api/get-pending-payouts';
import { formatDay, formatInstant, monthTitle } from '../lib/format';

const entriesCount = (count: number) => (count === 1 ? '1 lançamento' : `${count} lançamentos`);

function PendingItem({ pending }: { pending: PendingPayout }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 break-words font-semibold text-slate-900">
          {pending.nome} <span className="font-mono text-sm text-slate-600">{pending.codigo}</span>
        </p>
        <p className="font-semibold tabular-nums text-slate-900">
          {formatBRL(pending.valor_cents)}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {entriesCount(pending.lancamentos)} · liberado em {formatInstant(pending.liberada_em)}
      </p>
      <p className="text-sm text-slate-700">
        Repasse de {monthTitle(pending.mes)}: pode ser fechado a partir de{' '}
        {formatDay(calendarDay(new Date(pending.fechamento_em)))}
      </p>
      {!pending.dados_completos && (
        <p className="flex items-center gap-1.5 text-sm text-amber-900">
          <AlertTriangle aria-hidden className="size-4 shrink-0" />
          Sem CPF ou dados bancários: fica fora do fechamento até o afiliado informá-los.
        </p>
      )}
      {pending.valor_cents <= 0 && (
        <p className="text-sm text-slate-600">
          Estornos maiores que as comissões: o saldo espera novas comissões.
        </p>
      )}
    </li>
  );
}

/**
 * 'A fechar' (issue 33): what the coming closes will take, per affiliate — commissions less
 * reversals not yet in a payout, how many entries, when they become payable and the month that
 * pays them — so the operator sees what is coming, not only the closed months.
 */
export function PendingPayouts() {
  const pending = usePendingPayouts();
  return (
    <section aria-labelledby="a-fechar" className="flex min-w-0 flex-col gap-3">
      <h2 id="a-fechar" className="text-lg font-semibold text-slate-900">
        A fechar
      </h2>
      {pending.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Carregando as comissões a fechar...</span>
          <Skeleton aria-hidden className="h-20 w-full rounded-xl" />
        </div>
      ) : pending.isError ? (
        <LoadError
          message="Não foi possível carregar as comissões a fechar."
          onRetry={() => void pending.refetch()}
          retrying={pending.isFetching}
        />
      ) : pending.data.pendentes.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          Nenhuma comissão a fechar: as vendas pelos links dos afiliados aparecem aqui até o
          fechamento do mês.
        </p>
      ) : (
        <ul aria-labelledby="a-fechar" className="grid gap-2 md:grid-cols-2">
          {pending.data.pendentes.map((row) => (
            <PendingItem key={`${row.afiliado_id}:${row.mes}`} pending={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
