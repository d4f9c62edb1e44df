import {
  CHECK_IN_MESSAGES,
  CHECK_IN_TEXTS,
  type ScannerLink,
} from '@bilheteria/domain/check-in-contract';
import { Ban, Loader2 } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
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
import { notify } from '@/lib/notify';
import { useRevokeScannerLink } from '../api/revoke-scanner-link';
import { FormAlert } from '@/components/form-alert';

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
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const revoked = useRef(false);
  const revoke = useRevokeScannerLink(eventId, {
    onRevoked: () => {
      revoked.current = true;
      void notify.success(CHECK_IN_MESSAGES.linkRevoked);
    },
  });

  async function confirm() {
    setProblem(null);
    try {
      await revoke.mutateAsync(link.id);
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Erro ao revogar o link.');
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (revoke.isPending) return;
        setOpen(next);
        setProblem(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          className="self-start sm:self-auto"
        >
          <Ban aria-hidden />
          {CHECK_IN_TEXTS.revoke}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (revoked.current) {
            event.preventDefault();
            afterRevoke.current?.focus();
          }
        }}
      >
        <AlertDialogTitle>Revogar o link “{link.rotulo}”?</AlertDialogTitle>
        <AlertDialogDescription>
          Quem estiver com este link deixa de fazer check-in na hora, e as leituras feitas offline
          que ele ainda não enviou serão recusadas. Não é possível desfazer: para voltar a usar o
          portão, crie um link novo.
        </AlertDialogDescription>
        <FormAlert message={problem} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            disabled={revoke.isPending}
            className="bg-red-700 hover:bg-red-800"
            onClick={(event) => {
              // The dialog closes when the server has answered, not before.
              event.preventDefault();
              void confirm();
            }}
          >
            {revoke.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {CHECK_IN_TEXTS.revoke}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
