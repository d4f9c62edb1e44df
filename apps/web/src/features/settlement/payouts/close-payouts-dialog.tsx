import { Lock } from 'lucide-react';
import { ConfirmAfterServerDialog } from '@/components/confirm-after-server-dialog';
import { Button } from '@/components/ui/button';
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
  const close = useClosePayouts();
  const label = organization ? 'Fechar repasse' : 'Fechar repasses';

  return (
    <ConfirmAfterServerDialog
      trigger={
        <Button
          variant={organization ? 'outline' : 'default'}
          size={organization ? 'sm' : 'default'}
          disabled={disabled}
          aria-label={organization ? `Fechar repasse de ${organization.name}` : undefined}
        >
          <Lock aria-hidden />
          {label}
        </Button>
      }
      title={organization ? `Fechar o repasse de ${organization.name}?` : 'Fechar os repasses?'}
      description={`${
        organization
          ? `Os lançamentos disponíveis de ${organization.name} (${money(totalCents)}) entram em um repasse, a pagar pelo arquivo do banco.`
          : `Cada organização com saldo disponível ganha um repasse com os seus lançamentos (${money(totalCents)} no total), a pagar pelo arquivo do banco.`
      } Cada lançamento entra em um só repasse.`}
      actionLabel={label}
      onConfirm={async () => {
        const answer = await close.mutateAsync(organization?.id ?? null);
        void notify.success(answer.message);
      }}
      failureMessage="Não foi possível fechar os repasses."
    />
  );
}
