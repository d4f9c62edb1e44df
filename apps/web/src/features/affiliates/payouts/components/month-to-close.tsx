import type { PayoutDetail, PayoutOverview } from '@bilheteria/domain/affiliate-contract';
import { formatBRL } from '@bilheteria/domain/money';
import {
  lastEndedPayoutMonth,
  payoutMonthLabel,
  payoutMonthOf,
} from '@bilheteria/domain/payout-month';
import { CalendarCheck } from 'lucide-react';
import { ConfirmAfterServerDialog } from '@/components/confirm-after-server-dialog';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useClosePayoutMonth } from '../api/close-payout-month';
import { affiliatesCount, monthTitle } from '../lib/format';

type MonthToCloseFigures = NonNullable<PayoutOverview['a_fechar']>;

/**
 * 'Fechar mês', asked first in a dialog (Esc or 'Cancelar' closes nothing). The dialog stays
 * until the server has answered: its refusal (409: the month has not ended, a later one is
 * closed) is said inside it; the closed batch goes to `onClosed`, which shows it.
 */
function CloseMonthButton({
  toClose,
  describedBy,
  onClosed,
}: {
  toClose: MonthToCloseFigures;
  describedBy: string;
  onClosed: (payout: PayoutDetail) => void;
}) {
  const close = useClosePayoutMonth();
  const label = payoutMonthLabel(toClose.mes);

  return (
    <ConfirmAfterServerDialog
      trigger={
        <Button aria-describedby={describedBy} className="w-full sm:w-auto">
          <CalendarCheck aria-hidden />
          Fechar mês
        </Button>
      }
      title={`Fechar o mês de ${label}?`}
      description={`Isto fecha o mês de ${label} e lista as comissões a pagar: ${formatBRL(toClose.total_cents)} para ${affiliatesCount(toClose.afiliados)}, com os dados bancários de cada um. Cada comissão entra em um só repasse: fechar o mês de novo não paga nada duas vezes.`}
      actionLabel="Fechar mês"
      onConfirm={async () => {
        const payout = await close.mutateAsync({ mes: toClose.mes });
        void notify.success(
          `Mês de ${label} fechado.`,
          `${formatBRL(payout.total_cents)} a pagar para ${affiliatesCount(payout.afiliados)}.`,
        );
        onClosed(payout);
      }}
      failureMessage="Erro ao fechar o mês."
      // Closed: the batch's detail takes the focus (the page moves it there).
      focusAfterConfirm={() => undefined}
    />
  );
}

/**
 * The month an admin can close now (the last one that has ended, São Paulo time), with what
 * closing it would pay; or why there is nothing to close.
 */
export function MonthToClose({
  overview,
  onClosed,
}: {
  overview: PayoutOverview;
  onClosed: (payout: PayoutDetail) => void;
}) {
  const toClose = overview.a_fechar;
  return (
    <section
      aria-labelledby="mes-a-fechar"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="mes-a-fechar" className="text-lg font-semibold text-slate-900">
        Mês a fechar
      </h2>
      {toClose ? (
        <ToClose toClose={toClose} onClosed={onClosed} />
      ) : (
        <NothingToClose overview={overview} />
      )}
    </section>
  );
}

function ToClose({
  toClose,
  onClosed,
}: {
  toClose: MonthToCloseFigures;
  onClosed: (payout: PayoutDetail) => void;
}) {
  const title = monthTitle(toClose.mes);
  if (toClose.afiliados === 0) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-bold tracking-tight text-slate-900">{title}</p>
        <p className="font-semibold text-slate-900">Nenhuma comissão a pagar neste mês</p>
        <p className="text-sm text-slate-600">
          Nenhuma comissão foi liberada até o fim do mês. As pendentes entram no repasse do mês em
          que forem liberadas, depois do evento e do prazo de reembolso.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-3">
        <p id="mes-a-fechar-nome" className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </p>
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-slate-600">A pagar</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {formatBRL(toClose.total_cents)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Afiliados</dt>
            <dd className="text-xl font-semibold text-slate-900 tabular-nums">
              {toClose.afiliados}
            </dd>
          </div>
        </dl>
        <p className="max-w-xl text-sm text-slate-600">
          Comissões liberadas até o fim do mês (o evento já aconteceu e o prazo de reembolso
          passou), menos estornos.
        </p>
      </div>
      <CloseMonthButton toClose={toClose} describedBy="mes-a-fechar-nome" onClosed={onClosed} />
    </div>
  );
}

function NothingToClose({ overview }: { overview: PayoutOverview }) {
  const now = new Date();
  const lastEnded = lastEndedPayoutMonth(now);
  const closed = overview.repasses.some((payout) => payout.mes === lastEnded);
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-slate-900">
        {closed
          ? `O mês de ${payoutMonthLabel(lastEnded)} já foi fechado.`
          : 'Nenhum mês a fechar agora.'}
      </p>
      <p className="text-sm text-slate-600">
        O mês de {payoutMonthLabel(payoutMonthOf(now))} poderá ser fechado quando terminar.
      </p>
    </div>
  );
}
