import { REFUND_MESSAGES } from '@bilheteria/domain/refund-contract';
import { CalendarX2, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { FormAlert } from '@/components/form-alert';
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
import { Checkbox } from '@/components/ui/checkbox';
import { notify } from '@/lib/notify';
import { useCancelEvent } from '../api/cancel-event';
import { countOf } from '../lib/labels';
import { problemOf } from '../lib/problem';

/** What the organizer ticks to say they know what cancelling does. */
export const CANCEL_EVENT_ACKNOWLEDGEMENT = 'Entendo que todos os pedidos pagos serão reembolsados';

/** The dialog's body, mounted afresh at each opening (the box starts unticked). */
function CancelEventDialog({
  userId,
  eventId,
  title,
  paidOrders,
  onCancelled,
  onCloseAutoFocus,
}: {
  userId: string;
  eventId: string;
  title: string;
  paidOrders: number;
  onCancelled: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const id = useId();
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelEvent(userId, eventId);
  const pending = cancel.isPending;

  async function confirm() {
    setProblem(null);
    try {
      await cancel.mutateAsync();
      void notify.success(REFUND_MESSAGES.eventCanceled);
      onCancelled();
    } catch (error) {
      setProblem(problemOf(error, 'Não foi possível cancelar o evento. Tente novamente.'));
    }
  }

  return (
    <AlertDialogContent
      onEscapeKeyDown={(event) => {
        if (pending) event.preventDefault();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <AlertDialogTitle>Cancelar o evento?</AlertDialogTitle>
      <AlertDialogDescription>
        “{title}” sai de venda para sempre e{' '}
        {paidOrders > 0
          ? `${countOf(paidOrders, 'pedido pago será reembolsado', 'pedidos pagos serão reembolsados')}`
          : 'os pedidos pagos serão reembolsados'}
        : cartão e PIX automaticamente; boleto por uma transferência PIX sua, em “Reembolsos a
        pagar”. Não é possível desfazer.
      </AlertDialogDescription>
      <div className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-3">
        <Checkbox
          id={`${id}-entendo`}
          className="mt-0.5"
          checked={understood}
          disabled={pending}
          onCheckedChange={(checked) => setUnderstood(checked === true)}
        />
        <label htmlFor={`${id}-entendo`} className="text-sm font-medium text-red-900">
          {CANCEL_EVENT_ACKNOWLEDGEMENT}
        </label>
      </div>
      <FormAlert message={problem} />
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>Voltar</AlertDialogCancel>
        <Button
          variant="destructive"
          disabled={!understood || pending}
          aria-busy={pending}
          onClick={() => void confirm()}
        >
          {pending ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <CalendarX2 aria-hidden />
          )}
          {pending ? 'Cancelando...' : 'Cancelar e reembolsar'}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}

/**
 * 'Cancelar evento' (issue 18): a dialog that names the event and the paid orders to refund,
 * whose confirmation waits for 'Entendo que todos os pedidos pagos serão reembolsados' to be
 * ticked. The server's refusal is said inside it; once cancelled, the focus goes to
 * `afterCancelled` (the refunds' progress).
 */
export function CancelEventAction({
  userId,
  eventId,
  title,
  paidOrders,
  canceled,
  afterCancelled,
}: {
  userId: string;
  eventId: string;
  title: string;
  /** The paid orders the cancellation will refund, as the report counts them. */
  paidOrders: number;
  /** Cancelled already: no button (its dialog stays until it closes). */
  canceled: boolean;
  afterCancelled: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const cancelled = useRef(false);
  if (canceled && !open) return null;
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      {!canceled && (
        <AlertDialogTrigger asChild>
          <Button variant="outline" className="text-red-700 hover:bg-red-50 hover:text-red-800">
            <CalendarX2 aria-hidden />
            Cancelar evento
          </Button>
        </AlertDialogTrigger>
      )}
      {open && (
        <CancelEventDialog
          userId={userId}
          eventId={eventId}
          title={title}
          paidOrders={paidOrders}
          onCancelled={() => {
            cancelled.current = true;
            setOpen(false);
          }}
          onCloseAutoFocus={(event) => {
            // The button is gone with the event's sales: the focus goes to the refunds' progress.
            if (cancelled.current) {
              event.preventDefault();
              afterCancelled.current?.focus();
            }
          }}
        />
      )}
    </AlertDialog>
  );
}
