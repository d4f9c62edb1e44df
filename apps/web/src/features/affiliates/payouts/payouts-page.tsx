import type { PayoutDetail as Payout } from '@bilheteria/domain/affiliate-contract';
import { AlertTriangle, ArrowLeft, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePayouts } from './api/get-payouts';
import { MonthToClose } from './components/month-to-close';
import { PayoutDetail } from './components/payout-detail';
import { PayoutList } from './components/payout-list';
import { PendingPayouts } from './components/pending-payouts';

/** The batch on screen: `/dashboard/repasses?repasse=<id>`. */
const SELECTED = 'repasse';

function BackToDashboard() {
  return (
    <Link
      to={paths.dashboard()}
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Voltar ao Dashboard
    </Link>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">Carregando os repasses...</span>
      <Skeleton aria-hidden className="h-40 w-full rounded-xl" />
      <div aria-hidden className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
        <Skeleton className="hidden h-64 w-full rounded-xl lg:block" />
      </div>
    </div>
  );
}

/**
 * The admins' monthly affiliate payout at /dashboard/repasses (issue 16): close the last ended
 * month (its payable commissions become one batch per month, never paid twice), then per batch
 * the lines per affiliate with their bank details, the CSV for the bank's PIX batch upload and
 * 'Marcar como pago' with the day of the transfers. The route lets admins only in.
 */
export function PayoutsPage() {
  useDocumentTitle('Repasses de afiliados');
  const overview = usePayouts();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(SELECTED);
  // The detail takes the focus when the admin opened it here, not when the page loads with it.
  const [focusDetail, setFocusDetail] = useState(false);

  function showClosed(payout: Payout) {
    setFocusDetail(true);
    setSearchParams({ [SELECTED]: payout.id });
  }

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <BackToDashboard />
      <header>
        <p className="text-sm font-medium text-brand-700">Afiliados</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Repasses de afiliados
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Feche o mês para reunir as comissões liberadas de cada afiliado, faça as transferências
          com o arquivo CSV e marque o repasse como pago: as comissões passam a constar como “Pago”
          para os afiliados.
        </p>
      </header>
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
          <AlertTriangle aria-hidden className="size-8 text-red-700" />
          <p role="alert" className="max-w-md text-red-800">
            Não foi possível carregar os repasses. Verifique sua conexão e tente novamente.
          </p>
          <Button
            variant="outline"
            onClick={() => void overview.refetch()}
            disabled={overview.isFetching}
          >
            <RotateCw aria-hidden className={overview.isFetching ? 'animate-spin' : undefined} />
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <MonthToClose overview={overview.data} onClosed={showClosed} />
          <PendingPayouts />
          <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <PayoutList
              payouts={overview.data.repasses}
              selectedId={selectedId}
              onOpen={() => setFocusDetail(true)}
            />
            {selectedId ? (
              <PayoutDetail key={selectedId} payoutId={selectedId} focusOnShow={focusDetail} />
            ) : (
              overview.data.repasses.length > 0 && (
                <p className="hidden rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 lg:block">
                  Escolha um repasse para ver os afiliados, exportar o CSV e marcar como pago.
                </p>
              )
            )}
          </div>
        </>
      )}
    </section>
  );
}
