import {
  REFUND_MESSAGES,
  refundProgressText,
  type EventCancellationProgress,
} from '@bilheteria/domain/refund-contract';
import { AlertTriangle, CalendarX2, LoaderCircle, RotateCw } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { refundsPending } from '../api/get-cancellation';
import { useRetryCancellationRefunds } from '../api/retry-cancellation-refunds';
import { dateTimeLabel, percentOf } from '../lib/labels';
import { problemOf } from '../lib/problem';
import { usePermissions } from '../../lib/use-permission';

const attempts = (count: number) => (count === 1 ? '1 tentativa' : `${count} tentativas`);

/** The refunds that failed, with the provider's reason, and 'Tentar novamente' for them all. */
function Failures({ progress, userId }: { progress: EventCancellationProgress; userId: string }) {
  const retry = useRetryCancellationRefunds(userId, progress.evento_id);
  // Retrying refunds is the 'vendas' permission's (issue 28).
  const can = usePermissions();
  const onRetry = () =>
    retry.mutate(undefined, {
      onSuccess: () => void notify.success(REFUND_MESSAGES.retryQueued),
      onError: (error) =>
        void notify.error(problemOf(error, 'Não foi possível tentar os reembolsos novamente.')),
    });
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-red-900">
          <AlertTriangle aria-hidden className="size-4" />
          {progress.falhas.length === 1
            ? '1 reembolso falhou'
            : `${progress.falhas.length} reembolsos falharam`}
        </h3>
        {can('vendas') && (
          <Button
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            aria-busy={retry.isPending}
            onClick={onRetry}
          >
            {retry.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <RotateCw aria-hidden />
            )}
            Tentar novamente
          </Button>
        )}
      </div>
      <ul aria-label="Reembolsos com falha" className="flex flex-col gap-2 text-sm">
        {progress.falhas.map((failure) => (
          <li
            key={failure.pedido_id}
            className="flex flex-col gap-0.5 rounded-md bg-white px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3"
          >
            <span className="font-medium whitespace-nowrap text-slate-900">
              Pedido nº {failure.numero}
            </span>
            <span className="min-w-0 flex-1 break-words text-red-800">{failure.erro}</span>
            <span className="text-xs whitespace-nowrap text-slate-600">
              {attempts(failure.tentativas)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A cancelled event's refunds (issue 18): 'N de M reembolsados' with a bar, how many are on
 * their way or waiting for a PIX transfer (boleto), and the failures with 'Tentar novamente'.
 * Asked again every 2 s until every paid order got its money back.
 */
export function CancellationPanel({
  progress,
  userId,
  heading,
}: {
  progress: EventCancellationProgress;
  userId: string;
  /** Where the focus goes once the event was cancelled from this page. */
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { reembolsados, total } = progress;
  const text = refundProgressText(reembolsados, total);
  const percent = total > 0 ? percentOf(reembolsados, total) : 100;
  const pending = refundsPending(progress);
  return (
    <section
      aria-labelledby="cancelamento-titulo"
      className="flex flex-col gap-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="cancelamento-titulo"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-slate-900 outline-none"
        >
          <CalendarX2 aria-hidden className="size-5 text-red-700" />
          Cancelamento do evento
        </h2>
        {progress.cancelado_em && (
          <p className="text-sm text-slate-600">
            Cancelado em {dateTimeLabel(progress.cancelado_em)}.
          </p>
        )}
      </div>
      <p aria-live="polite" className="text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label="Reembolsos do cancelamento"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={reembolsados}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:max-w-md">
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">Em andamento</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {progress.em_andamento}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">Aguardando PIX</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {progress.aguardando_pix}
          </dd>
        </div>
      </dl>
      {progress.aguardando_pix > 0 && (
        <p className="text-sm text-slate-700">
          Pedidos pagos com boleto: o comprador informa uma chave PIX e você transfere o valor. Veja
          em{' '}
          <Link to={paths.dashboard()} className="font-medium text-brand-700 hover:underline">
            Reembolsos a pagar, no Dashboard
          </Link>
          .
        </p>
      )}
      {progress.falhas.length > 0 && <Failures progress={progress} userId={userId} />}
      <p className="text-xs text-slate-600">
        {total === 0
          ? 'Não havia pedidos pagos a reembolsar.'
          : pending
            ? 'Atualiza sozinho a cada 2 segundos até todos os pedidos serem reembolsados.'
            : 'Todos os pedidos pagos foram reembolsados.'}
      </p>
    </section>
  );
}
