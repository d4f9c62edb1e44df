import { zodResolver } from '@hookform/resolvers/zod';
import type { PayoutDetail } from '@bilheteria/domain/affiliate-contract';
import { formatBRL } from '@bilheteria/domain/money';
import { payoutMonthLabel } from '@bilheteria/domain/payout-month';
import { Banknote, Loader2 } from 'lucide-react';
import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { useMarkPayoutPaid } from '../api/mark-payout-paid';
import { affiliatesCount, formatDay } from '../lib/format';
import { paidDateSchema, todayInSaoPaulo, type PaidDateValues } from '../lib/paid-date';

/**
 * 'Marcar como pago' for a batch still to be paid: the day the transfers were made (today in São
 * Paulo unless changed, never after it), then a dialog that asks before anything is recorded. Its
 * refusal (409: paid already on another day) is said inside it; the batch is then asked again.
 * Once paid the form is gone, so the focus goes to `afterPaid` (the batch's title).
 */
export function MarkPaid({
  payout,
  afterPaid,
}: {
  payout: PayoutDetail;
  afterPaid: RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const today = todayInSaoPaulo();
  const resolver = useMemo(() => zodResolver(paidDateSchema()), []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PaidDateValues>({ resolver, defaultValues: { pago_em: today } });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const markPaid = useMarkPayoutPaid(payout.id);
  const label = payoutMonthLabel(payout.mes);
  const dateError = errors.pago_em?.message;

  async function confirm(day: string) {
    setProblem(null);
    try {
      await markPaid.mutateAsync({ pago_em: day });
      setConfirming(null);
      void notify.success('Repasse marcado como pago.', `Pago em ${formatDay(day)}.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Erro ao marcar o repasse como pago.');
    }
  }

  return (
    <>
      {payout.pago_em === null && (
        <form
          noValidate
          aria-label="Marcar como pago"
          onSubmit={(event) =>
            void handleSubmit(({ pago_em }) => {
              setProblem(null);
              setConfirming(pago_em);
            })(event)
          }
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-data`}>Data do pagamento</Label>
            <Input
              id={`${id}-data`}
              type="date"
              max={today}
              className="sm:w-44"
              aria-invalid={dateError ? true : undefined}
              aria-describedby={`${id}-dica${dateError ? ` ${id}-erro` : ''}`}
              {...register('pago_em')}
            />
            <p id={`${id}-dica`} className="text-xs text-slate-600">
              O dia das transferências, no horário de Brasília.
            </p>
            {dateError && (
              <p id={`${id}-erro`} className="text-sm text-red-700">
                {dateError}
              </p>
            )}
          </div>
          <Button ref={submit} type="submit" className="w-full sm:mb-6 sm:w-auto">
            <Banknote aria-hidden />
            Marcar como pago
          </Button>
        </form>
      )}
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (markPaid.isPending || next) return;
          setConfirming(null);
          setProblem(null);
        }}
      >
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            // No trigger to go back to: the form's button, or the status once it is gone.
            event.preventDefault();
            (submit.current ?? afterPaid.current)?.focus();
          }}
        >
          <AlertDialogTitle>Marcar o repasse de {label} como pago?</AlertDialogTitle>
          <AlertDialogDescription>
            Confirme só depois de fazer as transferências: as comissões de{' '}
            {affiliatesCount(payout.afiliados)} ({formatBRL(payout.total_cents)}) passam a constar
            como “Pago” em {confirming ? formatDay(confirming) : ''} para cada afiliado. Não é
            possível desfazer.
          </AlertDialogDescription>
          <FormAlert message={problem} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={markPaid.isPending}>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              disabled={markPaid.isPending || payout.pago_em !== null}
              onClick={(event) => {
                event.preventDefault();
                if (confirming) void confirm(confirming);
              }}
            >
              {markPaid.isPending && <Loader2 aria-hidden className="animate-spin" />}
              Marcar como pago
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
