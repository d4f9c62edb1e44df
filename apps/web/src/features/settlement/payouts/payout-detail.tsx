import { SETTLEMENT_MESSAGES } from '@bilheteria/domain/settlement-contract';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useOperatorPayout } from '../api/get-operator-payouts';
import { EntriesTable } from '../components/entries-table';
import { PayoutStatus } from '../components/payout-status';
import { bankDetailsLine, formatInstantDay, money } from '../lib/format';

/**
 * A payout's lines (`?repasse=<id>`): whose, where the money goes, and every entry it pays, each
 * with its order and ticket. Its title takes the focus when it shows.
 */
export function PayoutDetail({ payoutId }: { payoutId: string }) {
  const detail = useOperatorPayout(payoutId);
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (loaded) title.current?.focus();
  }, [loaded]);

  if (detail.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Carregando o repasse...</span>
        <Skeleton aria-hidden className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return notFound ? (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        {SETTLEMENT_MESSAGES.payoutNotFound}
      </p>
    ) : (
      <LoadError
        message="Não foi possível carregar o repasse. Verifique sua conexão e tente novamente."
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  const { repasse, lancamentos } = detail.data;
  const heading = `Repasse de ${repasse.organizacao}`;
  return (
    <section
      aria-labelledby="repasse-titulo"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2
            id="repasse-titulo"
            ref={title}
            tabIndex={-1}
            className="text-lg font-semibold break-words text-slate-900 outline-none"
          >
            {heading}
          </h2>
          <p className="text-sm text-slate-700">
            {money(repasse.total_centavos)} · fechado em {formatInstantDay(repasse.fechado_em)}
          </p>
          <p className="text-sm break-words text-slate-600">
            {bankDetailsLine(repasse.dados_bancarios)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <PayoutStatus payout={repasse} />
          <Link
            to={{ search: '' }}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            aria-label="Fechar os lançamentos do repasse"
          >
            <X aria-hidden />
          </Link>
        </div>
      </div>
      <EntriesTable
        entries={lancamentos}
        caption={`Lançamentos do ${heading.toLocaleLowerCase('pt-BR')}`}
        linkOrders={false}
      />
    </section>
  );
}
