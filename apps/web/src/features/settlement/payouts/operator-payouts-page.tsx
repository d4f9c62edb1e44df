import { Download, Landmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BANK_FILE_URL, useOperatorPayouts } from '../api/get-operator-payouts';
import { money } from '../lib/format';
import { BalancesTable } from './balances-table';
import { ClosePayoutsDialog } from './close-payouts-dialog';
import { OperatorPayoutsList } from './operator-payouts-list';
import { PayoutDetail } from './payout-detail';

function PageSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando os repasses...</span>
      <Skeleton aria-hidden className="h-40 w-full rounded-xl" />
      <Skeleton aria-hidden className="h-40 w-full rounded-xl" />
    </div>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

function Overview() {
  const overview = useOperatorPayouts();
  const [params] = useSearchParams();
  const selected = params.get('repasse');
  if (overview.isPending) return <PageSkeleton />;
  if (overview.isError) {
    return (
      <LoadError
        message="Não foi possível carregar os repasses. Verifique sua conexão e tente novamente."
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  }
  const { saldos, repasses } = overview.data;
  const payable = saldos.reduce(
    (sum, balance) => sum + Math.max(0, balance.disponivel_centavos),
    0,
  );
  const unpaid = repasses.filter((payout) => payout.pago_em === null);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <section aria-labelledby="saldos" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="saldos" className="text-lg font-semibold text-slate-900">
              Saldos
            </h2>
            <p className="text-sm text-slate-600">
              Disponível para repasse agora:{' '}
              <strong className="tabular-nums">{money(payable)}</strong>
            </p>
          </div>
          <ClosePayoutsDialog organization={null} totalCents={payable} disabled={payable <= 0} />
        </div>
        {saldos.length === 0 ? (
          <Empty>Nenhuma organização tem saldo a receber.</Empty>
        ) : (
          <BalancesTable balances={saldos} />
        )}
      </section>
      <section aria-labelledby="repasses-fechados" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="repasses-fechados" className="text-lg font-semibold text-slate-900">
              Repasses
            </h2>
            <p className="text-sm text-slate-600">
              {unpaid.length === 0
                ? 'Nenhum repasse aguardando pagamento.'
                : `${unpaid.length} aguardando pagamento: o arquivo do banco reúne todos eles.`}
            </p>
          </div>
          {unpaid.length > 0 && (
            <a href={BANK_FILE_URL} download className={buttonVariants({ variant: 'outline' })}>
              <Download aria-hidden />
              Baixar arquivo do banco
            </a>
          )}
        </div>
        {repasses.length === 0 ? (
          <Empty>Nenhum repasse fechado ainda.</Empty>
        ) : (
          <OperatorPayoutsList payouts={repasses} />
        )}
      </section>
      {selected && <PayoutDetail key={selected} payoutId={selected} />}
    </div>
  );
}

/**
 * `/operador/repasses` (issue 29), the platform operator's: each organization's balance, closing
 * the payable ones into payouts (all, or one organization), the bank file of the payouts not yet
 * paid, 'Marcar como pago' with the day the bank paid, and a payout's lines.
 */
export function OperatorPayoutsPage() {
  useDocumentTitle('Repasses a organizadores');
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-medium text-brand-700">Operador da plataforma</p>
        <h1 className="mt-1 flex items-center gap-2 text-3xl font-bold tracking-tight text-slate-900">
          <Landmark aria-hidden className="size-7 shrink-0 text-brand-700" />
          Repasses a organizadores
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          O valor de um evento fica disponível alguns dias depois do fim dele. Feche os repasses,
          faça as transferências com o arquivo do banco e marque cada repasse como pago.
        </p>
      </header>
      <Overview />
    </section>
  );
}
