import { Loader2, Lock } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useClosePayouts } from '../api/close-payouts';
import { money } from '../lib/format';

/**
 * 'Fechar repasses' (every organization) or 'Fechar repasse' (one), asked first in a dialog that
 * stays until the server has answered: its refusal (409: nothing to pay) is said inside it, its
 * success in a toast with the server's message.
 */
export function ClosePayoutsDialog({
  organization,
  totalCents,
  disabled,
}: {
  /** The one organization to pay; null: all of them. */
  organization: { id: string; name: string } | null;
  /** What closing would pay now. */
  totalCents: number;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = useClosePayouts();
  const label = organization ? 'Fechar repasse' : 'Fechar repasses';

  async function confirm() {
    setProblem(null);
    try {
      const answer = await close.mutateAsync(organization?.id ?? null);
      setOpen(false);
      void notify.success(answer.message);
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : 'Não foi possível fechar os repasses.',
      );
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (close.isPending) return;
        setOpen(next);
        setProblem(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button
          variant={organization ? 'outline' : 'default'}
          size={organization ? 'sm' : 'default'}
          disabled={disabled}
          aria-label={organization ? `Fechar repasse de ${organization.name}` : undefined}
        >
          <Lock aria-hidden />
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          {organization ? `Fechar o repasse de ${organization.name}?` : 'Fechar os repasses?'}
        </AlertDialogTitle>
        <AlertDialogDescription>
          {organization
            ? `Os lançamentos disponíveis de ${organization.name} (${money(totalCents)}) entram em um repasse, a pagar pelo arquivo do banco.`
            : `Cada organização com saldo disponível ganha um repasse com os seus lançamentos (${money(totalCents)} no total), a pagar pelo arquivo do banco.`}{' '}
          Cada lançamento entra em um só repasse.
        </AlertDialogDescription>
        <FormAlert message={problem} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={close.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            disabled={close.isPending}
            onClick={(event) => {
              // The dialog closes when the server has answered, not before.
              event.preventDefault();
              void confirm();
            }}
          >
            {close.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {label}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
