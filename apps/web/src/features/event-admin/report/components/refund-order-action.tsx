import { formatBRL } from '@bilheteria/domain/money';
import { REFUND_MESSAGES, type OrganizerOrder } from '@bilheteria/domain/refund-contract';
import { LoaderCircle, Undo2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
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
import { notify } from '@/lib/notify';
import { RefundTicketChooser, refundOfChoiceCents, useTicketChoice } from '@/features/orders';
import { cn } from '@/lib/utils';
import { useRefundOrder } from '../api/refund-order';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { paymentMethodLabel } from '../lib/labels';
import { organizerMayRefund, refundOutcome, ticketsLeft } from '../lib/orders';
import { problemOf } from '../lib/problem';
import { usePermissions } from '../../lib/use-permission';

export interface RefundTarget {
  userId: string;
  eventId: string;
  /** The event's start: the refund rule's input (the organizer may refund at any time). */
  eventStartsAt: string;
}

/** 'Ingresso 2 · VIP · Ana Souza'. */
function ticketLabel(ticket: OrganizerOrder['ingressos'][number]): string {
  return [`Ingresso ${ticket.posicao}`, ticket.tipo, ticket.participante.trim()]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The dialog's body, mounted afresh at each opening: the tickets left, all ticked; its own
 * Idempotency-Key, made once here and sent again when the organizer confirms again after a
 * failure, so a retried request refunds once.
 */
function RefundOrderDialog({
  order,
  target,
  onRefunded,
  onCloseAutoFocus,
}: {
  order: OrganizerOrder;
  target: RefundTarget;
  /** The order as the server answered it, refunded. */
  onRefunded: (updated: OrganizerOrder) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const id = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const tickets = ticketsLeft(order);
  const { chosen, toggle } = useTicketChoice(tickets.map((ticket) => ticket.posicao));
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useRefundOrder(target.userId, target.eventId);
  const pending = refund.isPending;

  const whole = chosen.size === tickets.length;
  // Someone went in on these: the dialog says so, and confirming it is what the server asks.
  const usedChosen = tickets.filter(
    (ticket) => ticket.status === 'used' && chosen.has(ticket.posicao),
  );
  const rest = order.total_pago_centavos - order.reembolsado_centavos;
  const boleto = order.metodo === 'boleto';

  async function confirm() {
    setProblem(null);
    try {
      const ingressos = whole
        ? undefined
        : tickets.map((ticket) => ticket.posicao).filter((position) => chosen.has(position));
      const updated = await refund.mutateAsync({
        orderId: order.id,
        idempotencyKey,
        ...(ingressos ? { ingressos } : {}),
        ...(usedChosen.length > 0 ? { confirmarUtilizados: true } : {}),
      });
      void notify.success(
        refundOutcome(order, updated),
        `Pedido nº ${updated.numero} · ${updated.comprador_nome}`,
      );
      onRefunded(updated);
    } catch (error) {
      setProblem(problemOf(error, 'Não foi possível reembolsar o pedido. Tente novamente.'));
    }
  }

  return (
    <AlertDialogContent
      onEscapeKeyDown={(event) => {
        if (pending) event.preventDefault();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <AlertDialogTitle>Reembolsar o pedido nº {order.numero}?</AlertDialogTitle>
      <AlertDialogDescription>
        {order.comprador_nome} pagou {formatBRL(order.total_pago_centavos)}
        {order.metodo ? ` com ${paymentMethodLabel(order.metodo)}` : ''}
        {order.reembolsado_centavos > 0
          ? `; ${formatBRL(order.reembolsado_centavos)} já foram reembolsados`
          : ''}
        . Os ingressos escolhidos são cancelados e o valor volta para o comprador.
      </AlertDialogDescription>

      {tickets.length > 0 ? (
        <RefundTicketChooser
          id={id}
          tickets={tickets}
          chosen={chosen}
          onToggle={toggle}
          disabled={pending}
          label={(ticket) => (
            <>
              {ticketLabel(ticket)}
              {ticket.status === 'used' && (
                <span className="text-slate-600"> (check-in feito)</span>
              )}
            </>
          )}
        />
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
          Os ingressos deste pedido ainda estão sendo emitidos: o reembolso será do pedido inteiro.
        </p>
      )}

      <p
        aria-live="polite"
        className={cn('text-sm', chosen.size === 0 ? 'text-red-700' : 'text-slate-700')}
      >
        {chosen.size === 0 && tickets.length > 0
          ? REFUND_MESSAGES.positionsInvalid
          : whole
            ? // After a partial refund, what is left is not the order's total: say so.
              order.reembolsado_centavos > 0
              ? `Reembolsar o restante: ${formatBRL(rest)} (${formatBRL(order.reembolsado_centavos)} já reembolsados).`
              : `Reembolso total: ${formatBRL(rest)}.`
            : `Reembolso parcial: ${chosen.size} de ${tickets.length} ingressos, ${formatBRL(refundOfChoiceCents(order, chosen))}.`}
      </p>
      {usedChosen.length > 0 && (
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
        >
          {usedChosen.length === 1
            ? `O ingresso de ${usedChosen[0]!.participante.trim() || `nº ${usedChosen[0]!.posicao}`} já foi utilizado na entrada do evento.`
            : `${usedChosen.length} ingressos escolhidos já foram utilizados na entrada do evento.`}{' '}
          Ao confirmar, você reembolsa mesmo assim; quem entrou continua contado na ocupação.
        </p>
      )}
      {boleto && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
          Pago com boleto: o comprador informa uma chave PIX e você transfere o valor (em
          “Reembolsos a pagar”, no Dashboard).
        </p>
      )}
      <FormAlert message={problem} />
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>Voltar</AlertDialogCancel>
        <Button
          variant="destructive"
          disabled={pending || (tickets.length > 0 && chosen.size === 0)}
          aria-busy={pending}
          onClick={() => void confirm()}
        >
          {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Undo2 aria-hidden />}
          {pending ? 'Reembolsando...' : 'Confirmar reembolso'}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}

/**
 * 'Reembolsar' for an order the organizer may still refund (issue 18), and its dialog: which
 * tickets (all by default; some for a partial refund), then the server's answer — a toast when
 * done, its message inside the dialog when refused. When nothing is left to refund, the button
 * goes and the focus goes to `onGone`.
 */
export function RefundOrderAction({
  order,
  target,
  onGone,
  describedBy,
  className,
}: {
  order: OrganizerOrder;
  target: RefundTarget;
  onGone: () => void;
  /** The id of what names the order on screen (its number): the button's description. */
  describedBy: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const gone = useRef(false);
  // Refunds are the 'vendas' permission's (issue 28): Check-in and Visualização see no button.
  const can = usePermissions();
  const allowed = can('vendas') && organizerMayRefund(order, target.eventStartsAt);
  if (!allowed && !open) return null;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next) gone.current = false;
        setOpen(next);
      }}
    >
      {allowed && (
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" aria-describedby={describedBy} className={className}>
            <Undo2 aria-hidden />
            Reembolsar
          </Button>
        </AlertDialogTrigger>
      )}
      {open && (
        <RefundOrderDialog
          order={order}
          target={target}
          onRefunded={(updated) => {
            gone.current = !organizerMayRefund(updated, target.eventStartsAt);
            setOpen(false);
          }}
          onCloseAutoFocus={(event) => {
            // Its button is gone with what was left of the order: the focus goes to the list.
            if (gone.current) {
              event.preventDefault();
              onGone();
            }
          }}
        />
      )}
    </AlertDialog>
  );
}
