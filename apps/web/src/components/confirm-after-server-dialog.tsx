import { Loader2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
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
import { cn } from '@/lib/utils';

/**
 * An action asked first in a dialog that stays open until the server has answered: a refusal is
 * said inside it and the dialog stays, a success closes it. Esc and 'Cancelar' do nothing while
 * the request is on its way, so nobody leaves thinking it did not happen.
 */
export function ConfirmAfterServerDialog({
  trigger,
  title,
  description,
  actionLabel,
  destructive = false,
  onConfirm,
  failureMessage,
  focusAfterConfirm,
}: {
  /** The button that opens the dialog (rendered as the trigger). */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  actionLabel: ReactNode;
  destructive?: boolean;
  /** Resolves once the server accepted; a rejection's message is shown in the dialog. */
  onConfirm: () => Promise<unknown>;
  /** Said when the failure has no message of its own. */
  failureMessage: string;
  /**
   * Where the focus goes when the dialog closes after a success (the trigger may be gone with
   * what it acted on); without it, back to the trigger.
   */
  focusAfterConfirm?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = useRef(false);

  async function confirm() {
    setProblem(null);
    setPending(true);
    try {
      await onConfirm();
      confirmed.current = true;
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : failureMessage);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        // Each opening starts afresh: a cancel after an earlier success returns the focus.
        if (next) confirmed.current = false;
        setOpen(next);
        setProblem(null);
      }}
    >
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!confirmed.current || !focusAfterConfirm) return;
          event.preventDefault();
          focusAfterConfirm();
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <FormAlert message={problem} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            className={cn(destructive && 'bg-red-700 hover:bg-red-800')}
            onClick={(event) => {
              // The dialog closes when the server has answered, not before.
              event.preventDefault();
              void confirm();
            }}
          >
            {pending && <Loader2 aria-hidden className="animate-spin" />}
            {actionLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
