import {
  AFFILIATE_MESSAGES,
  type PayoutDetail as Payout,
} from '@bilheteria/domain/affiliate-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { payoutMonthLabel } from '@bilheteria/domain/payout-month';
import { AlertTriangle, Download, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { payoutFileHref, usePayout } from '../api/get-payout';
import { formatDay, formatInstant } from '../lib/format';
import { MarkPaid } from './mark-paid';
import { PayoutLines } from './payout-lines';
import { PayoutStatus } from './payout-status';

const BOX = 'flex min-w-0 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

function DetailSkeleton() {
  return (
    <div role="status" className={BOX}>
      <span className="sr-only">Carregando o repasse...</span>
      <div aria-hidden className="flex flex-col gap-2">
        <Skeleton className="h-7 w-64 max-w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      <Skeleton aria-hidden className="h-10 w-full max-w-sm" />
      <Skeleton aria-hidden className="h-40 w-full" />
    </div>
  );
}

function Loaded({ payout, focusOnShow }: { payout: Payout; focusOnShow: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = `repasse-${payout.id}`;

  // Opened from the list or just closed: the reader and the keyboard go to it.
  useEffect(() => {
    if (focusOnShow) title.current?.focus();
  }, [focusOnShow, payout.id]);

  return (
    <section aria-labelledby={titleId} className={BOX}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2
            id={titleId}
            ref={title}
            tabIndex={-1}
            className="scroll-mt-4 text-xl font-bold tracking-tight text-slate-900 outline-none sm:text-2xl"
          >
            Repasse de {payoutMonthLabel(payout.mes)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Fechado em {formatInstant(payout.fechado_em)}
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-2">
          <PayoutStatus pagoEm={payout.pago_em} short />
          {payout.pago_em !== null && (
            <span className="text-sm text-slate-700">em {formatDay(payout.pago_em)}</span>
          )}
        </p>
      </header>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-slate-600">Total</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {formatBRL(payout.total_cents)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Afiliados</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {payout.afiliados}
            </dd>
          </div>
        </dl>
        <a
          href={payoutFileHref(payout.id)}
          download
          aria-describedby={titleId}
          className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
        >
          <Download aria-hidden />
          Exportar CSV
        </a>
      </div>
      <MarkPaid key={payout.id} payout={payout} afterPaid={title} />
      <PayoutLines
        lines={payout.linhas}
        totalCents={payout.total_cents}
        labelledBy={titleId}
        scrollLabel={`Afiliados do repasse de ${payoutMonthLabel(payout.mes)}`}
      />
    </section>
  );
}

/**
 * A batch: its status, the file for the bank, 'Marcar como pago' while it is to be paid, and one
 * line per affiliate with their bank details.
 */
export function PayoutDetail({
  payoutId,
  focusOnShow,
}: {
  payoutId: string;
  /** Move the focus to the batch's title once it is on screen. */
  focusOnShow: boolean;
}) {
  const payout = usePayout(payoutId);

  if (payout.isPending) return <DetailSkeleton />;
  if (payout.isError) {
    const { error } = payout;
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <AlertTriangle aria-hidden className="size-8 text-red-700" />
        <p role="alert" className="max-w-md text-red-800">
          {notFound
            ? `${AFFILIATE_MESSAGES.payoutNotFound} Escolha um repasse da lista.`
            : 'Não foi possível carregar o repasse. Verifique sua conexão e tente novamente.'}
        </p>
        {!notFound && (
          <Button
            variant="outline"
            onClick={() => void payout.refetch()}
            disabled={payout.isFetching}
          >
            <RotateCw aria-hidden className={payout.isFetching ? 'animate-spin' : undefined} />
            Tentar novamente
          </Button>
        )}
      </div>
    );
  }
  return <Loaded payout={payout.data} focusOnShow={focusOnShow} />;
}
