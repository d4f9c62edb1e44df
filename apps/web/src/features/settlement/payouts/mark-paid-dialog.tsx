import type { Payout } from '@bilheteria/domain/settlement-contract';
import { Banknote, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { controlA11y, Field } from '@/components/forms/field';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useMarkPayoutPaid } from '../api/mark-payout-paid';
import { formatInstantDay, money } from '../lib/format';
import { paidDateProblem, todayInSaoPaulo } from '../lib/paid-date';

/** The dialog's form, mounted afresh at each opening: today in São Paulo unless changed. */
function MarkPaidForm({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const id = useId();
  const today = todayInSaoPaulo();
  const [day, setDay] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const markPaid = useMarkPayoutPaid();

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = paidDateProblem(day);
    setError(wrong);
    if (wrong) return;
    setProblem(null);
    markPaid.mutate(
      { payoutId: payout.id, paidOn: day },
      {
        onSuccess: (answer) => {
          void notify.success(answer.message);
          onDone();
        },
        onError: (failure) =>
          setProblem(
            failure instanceof ApiError
              ? failure.message
              : 'Não foi possível marcar o repasse como pago.',
          ),
      },
    );
  }

  const dateId = `${id}-data`;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <AlertDialogTitle>Marcar o repasse de {payout.organizacao} como pago?</AlertDialogTitle>
      <AlertDialogDescription>
        Confirme depois da transferência de {money(payout.total_centavos)} (fechado em{' '}
        {formatInstantDay(payout.fechado_em)}): os lançamentos passam a constar como “Pago” para a
        organização. Não é possível desfazer.
      </AlertDialogDescription>
      <Field
        id={dateId}
        label="Data do pagamento"
        hint="O dia da transferência, no horário de Brasília."
        error={error ?? undefined}
      >
        <Input
          id={dateId}
          type="date"
          max={today}
          value={day}
          disabled={markPaid.isPending}
          className="sm:w-44"
          onChange={(event) => {
            setDay(event.target.value);
            if (error) setError(paidDateProblem(event.target.value));
          }}
          {...controlA11y(dateId, error ?? undefined, { hint: true })}
        />
      </Field>
      <FormAlert message={problem} />
      <AlertDialogFooter>
        <AlertDialogCancel type="button" disabled={markPaid.isPending}>
          Cancelar
        </AlertDialogCancel>
        <Button type="submit" disabled={markPaid.isPending} aria-busy={markPaid.isPending}>
          {markPaid.isPending && <Loader2 aria-hidden className="animate-spin" />}
          Marcar como pago
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

/** 'Marcar como pago' for a payout awaiting payment, with the day the bank paid it. */
export function MarkPaidDialog({ payout }: { payout: Payout }) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" aria-label={`Marcar como pago o repasse de ${payout.organizacao}`}>
          <Banknote aria-hidden />
          Marcar como pago
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        {open && <MarkPaidForm payout={payout} onDone={() => setOpen(false)} />}
      </AlertDialogContent>
    </AlertDialog>
  );
}
