import {
  CHECK_IN_MESSAGES,
  CHECK_IN_TEXTS,
  type ScannerLink,
} from '@bilheteria/domain/check-in-contract';
import { Ban } from 'lucide-react';
import type { RefObject } from 'react';
import { ConfirmAfterServerDialog } from '@/components/confirm-after-server-dialog';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useRevokeScannerLink } from '../api/revoke-scanner-link';

/**
 * 'Revogar', asked first in a dialog (Esc or 'Cancelar' leaves the link as it is). Once revoked,
 * the button is gone with the link's 'Ativo', so the focus goes to `afterRevoke` (the link's
 * name) instead of nowhere.
 */
export function RevokeLinkButton({
  eventId,
  link,
  describedBy,
  afterRevoke,
}: {
  eventId: string;
  link: ScannerLink;
  /** The id of the link's name, so 'Revogar' is read with it. */
  describedBy: string;
  afterRevoke: RefObject<HTMLElement | null>;
}) {
  const revoke = useRevokeScannerLink(eventId, {
    onRevoked: () => void notify.success(CHECK_IN_MESSAGES.linkRevoked),
  });

  return (
    <ConfirmAfterServerDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          className="self-start sm:self-auto"
        >
          <Ban aria-hidden />
          {CHECK_IN_TEXTS.revoke}
        </Button>
      }
      title={`Revogar o link “${link.rotulo}”?`}
      description="Quem estiver com este link deixa de fazer check-in na hora, e as leituras feitas offline que ele ainda não enviou serão recusadas. Não é possível desfazer: para voltar a usar o portão, crie um link novo."
      actionLabel={CHECK_IN_TEXTS.revoke}
      destructive
      onConfirm={() => revoke.mutateAsync(link.id)}
      failureMessage="Erro ao revogar o link."
      focusAfterConfirm={() => afterRevoke.current?.focus()}
    />
  );
}
