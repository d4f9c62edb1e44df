import { formatBRL } from '@bilheteria/domain/money';
import {
  pixKeySchema,
  REFUND_MESSAGES,
  type CancelOrderRequest,
  type OrderCancellation,
} from '@bilheteria/domain/refund-contract';
import { Loader2, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { RefundTicketChooser, useTicketChoice } from '../components/refund-ticket-chooser';
import { refundOfChoiceCents } from '../lib/refund-choice';
import { useCancelOrder } from './cancel-order-api';
import { dateTimeText, problemOf, REFUND_METHOD_TEXTS } from './cancel-order-texts';

/** The tickets of the order that may still be cancelled: not cancelled, not used at the door. */
function ticketsLeft(cancellation: OrderCancellation) {
  return cancellation.ingressos.filter((ticket) => ticket.status === 'valid');
}

/** Tickets someone went in on: shown, but the buyer may not cancel them. */
function ticketsUsed(cancellation: OrderCancellation) {
  return cancellation.ingressos.filter((ticket) => ticket.status === 'used');
}

export const USED_TICKET_REASON = 'já utilizado na entrada, não pode ser cancelado';

/**
 * The dialog's form, mounted afresh at each opening: its Idempotency-Key is made here once, so a
 * retry after a failure (same opening) asks with the same key and the server refunds once.
 */
function CancelOrderForm({
  cancellation,
  onCancelled,
  onPendingChange,
}: {
  cancellation: OrderCancellation;
  onCancelled: (answer: OrderCancellation) => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const id = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const left = ticketsLeft(cancellation);
  const used = ticketsUsed(cancellation);
  const { chosen, toggle } = useTicketChoice(left.map((ticket) => ticket.posicao));
  const [pixKey, setPixKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const cancel = useCancelOrder(cancellation.pedido_id);
  const allChosen = left.every((ticket) => chosen.has(ticket.posicao));
  // Every ticket left: the server's own figure; some: the same rule, to the centavo.
  const amountCents = allChosen
    ? cancellation.valor_reembolso_centavos
    : refundOfChoiceCents(cancellation, chosen);
  const methodText = cancellation.metodo ? REFUND_METHOD_TEXTS[cancellation.metodo] : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cancel.isPending) return;
    const errors: Record<string, string> = {};
    if (chosen.size === 0) errors.ingressos = REFUND_MESSAGES.positionsInvalid;
    const request: CancelOrderRequest = {};
    // Every ticket left is the default: the server cancels them all without a list — but a used
    // one is among "all" there, so then the list is always sent.
    if (!allChosen || used.length > 0) request.ingressos = [...chosen].sort((a, b) => a - b);
    if (cancellation.precisa_chave_pix) {
      const parsed = pixKeySchema.safeParse(pixKey);
      if (parsed.success) request.chave_pix = parsed.data;
      else errors.chave_pix = parsed.error.issues[0]?.message ?? REFUND_MESSAGES.pixKeyInvalid;
    }
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setProblem(null);
      document.getElementById(errors.ingressos ? `${id}-ingressos` : `${id}-chave`)?.focus();
      return;
    }
    setProblem(null);
    onPendingChange(true);
    try {
      const answer = await cancel.mutateAsync({ idempotencyKey, request });
      onCancelled(answer);
    } catch (error) {
      const { message, fields } = problemOf(error);
      setProblem(message);
      setFieldErrors(fields);
    } finally {
      onPendingChange(false);
    }
  }

  const pixError = fieldErrors.chave_pix;
  const ticketsError = fieldErrors.ingressos;

  return (
    <form
      noValidate
      aria-label="Cancelar pedido"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <dl className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <div className="flex flex-wrap justify-between gap-x-3 gap-y-0.5">
          <dt className="text-slate-700">Valor a reembolsar</dt>
          <dd aria-live="polite" className="font-semibold tabular-nums text-slate-900">
            {formatBRL(amountCents)}
          </dd>
        </div>
        {cancellation.prazo && (
          <div className="flex flex-wrap justify-between gap-x-3 gap-y-0.5">
            <dt className="text-slate-700">Prazo para cancelar</dt>
            <dd className="text-slate-900">
              <time dateTime={cancellation.prazo}>{dateTimeText(cancellation.prazo)}</time>
            </dd>
          </div>
        )}
      </dl>
      {methodText && <p className="text-sm text-slate-700">{methodText}</p>}

      {(left.length > 1 || used.length > 0) && (
        <RefundTicketChooser
          id={id}
          tickets={left}
          chosen={chosen}
          onToggle={toggle}
          label={(ticket) => `${ticket.participante} · ${ticket.tipo}`}
          unavailable={used}
          unavailableReason={USED_TICKET_REASON}
          error={ticketsError}
        />
      )}

      {cancellation.precisa_chave_pix && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-chave`}>Chave PIX</Label>
          <Input
            id={`${id}-chave`}
            autoComplete="off"
            spellCheck={false}
            value={pixKey}
            onChange={(event) => setPixKey(event.target.value)}
            aria-invalid={pixError ? true : undefined}
            aria-describedby={`${id}-chave-dica${pixError ? ` ${id}-chave-erro` : ''}`}
          />
          <p id={`${id}-chave-dica`} className="text-xs text-slate-600">
            CPF, CNPJ, e-mail, celular (+55…) ou chave aleatória.
          </p>
          {pixError && (
            <p id={`${id}-chave-erro`} className="text-sm text-red-700">
              {pixError}
            </p>
          )}
        </div>
      )}

      <FormAlert message={problem} />

      <AlertDialogFooter>
        <AlertDialogCancel disabled={cancel.isPending}>Voltar</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Undo2 aria-hidden />
          )}
          {cancel.isPending ? 'Cancelando...' : 'Confirmar cancelamento'}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

/**
 * 'Cancelar pedido?' — what goes back and until when, which tickets (all by default), the PIX
 * key a boleto refund needs, then the cancellation. Modal (focus kept inside, Esc or 'Voltar'
 * closes it, but not while the request is under way); a refusal or a failure is said inside,
 * with everything typed kept.
 */
export function CancelOrderDialog({
  cancellation,
  open,
  onOpenChange,
  onCancelled,
  onCloseAutoFocus,
}: {
  cancellation: OrderCancellation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: (answer: OrderCancellation) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [pending, setPending] = useState(false);
  const count = ticketsLeft(cancellation).length;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <AlertDialogTitle>Cancelar o pedido nº {cancellation.numero}?</AlertDialogTitle>
        <AlertDialogDescription>
          {count === 1
            ? 'O ingresso cancelado deixa de valer para a entrada no evento.'
            : 'Os ingressos cancelados deixam de valer para a entrada no evento.'}
        </AlertDialogDescription>
        <CancelOrderForm
          cancellation={cancellation}
          onCancelled={onCancelled}
          onPendingChange={setPending}
        />
      </AlertDialogContent>
    </AlertDialog>
  );
}
