import { formatBRL } from '@bilheteria/domain/money';
import {
  CANCELED_LABEL,
  REFUND_MESSAGES,
  REFUND_STATE_LABELS,
  type OrderCancellation,
  type RefundState,
  type RefundView,
} from '@bilheteria/domain/refund-contract';
import { Ban, Banknote, CircleCheck, Clock, KeyRound, RotateCw, XCircle } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { StatusPill } from '@/components/status-pill';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useOrderCancellation } from './cancel-order-api';
import { CancelOrderDialog } from './cancel-order-dialog';
import { RefundPixKeyForm } from './refund-pix-key-form';
import { dateTimeText, REFUND_REASON_TEXTS, ticketsText } from './cancel-order-texts';

export interface CancelOrderPanelProps {
  orderId: string;
  headingLevel: 2 | 3;
  /** The section's title ('Pedido nº 1042' in Meus Ingressos). */
  title?: string;
  /**
   * Meus Ingressos: nothing at all for an order with nothing to do or show (not cancellable, no
   * refund), and no word while it loads.
   */
  compact?: boolean;
  /** The order changed (tickets cancelled, a key given): the page asks again what it shows. */
  onChanged?: () => void;
}

const REFUND_LOOK: Record<RefundState, { className: string; icon: ReactNode }> = {
  pendente: {
    className: 'bg-amber-100 text-amber-900',
    icon: <Clock aria-hidden className="size-3.5" />,
  },
  concluido: {
    className: 'bg-green-100 text-green-800',
    icon: <CircleCheck aria-hidden className="size-3.5" />,
  },
  aguardando_chave: {
    className: 'bg-red-100 text-red-800',
    icon: <KeyRound aria-hidden className="size-3.5" />,
  },
  a_pagar: {
    className: 'bg-slate-100 text-slate-700',
    icon: <Banknote aria-hidden className="size-3.5" />,
  },
};

function RefundItem({
  orderId,
  refund,
  onKeySent,
}: {
  orderId: string;
  refund: RefundView;
  onKeySent: (answer: OrderCancellation) => void;
}) {
  const look = REFUND_LOOK[refund.situacao];
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusPill className={look.className} icon={look.icon}>
          {REFUND_STATE_LABELS[refund.situacao]}
        </StatusPill>
        <span className="font-semibold tabular-nums text-slate-900">
          {formatBRL(refund.valor_centavos)}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {REFUND_REASON_TEXTS[refund.motivo]} · {ticketsText(refund.ingressos.length)} ·{' '}
        <time dateTime={refund.criado_em}>{dateTimeText(refund.criado_em)}</time>
      </p>
      {refund.situacao === 'aguardando_chave' && (
        <RefundPixKeyForm orderId={orderId} refund={refund} onSent={onKeySent} />
      )}
    </li>
  );
}

/** What the panel says after the buyer acted, by what the answer shows. */
function cancelledNotice(answer: OrderCancellation): string {
  if (answer.status !== 'refunded') return 'Ingressos cancelados. O reembolso está em andamento.';
  return answer.metodo === 'boleto'
    ? REFUND_MESSAGES.orderCanceledBoleto
    : REFUND_MESSAGES.orderCanceled;
}

const KEY_SENT_NOTICE = 'Chave PIX recebida. O organizador vai transferir o reembolso para ela.';

/**
 * An order's cancellation for its buyer (issue 18): 'Cancelado' once every ticket is, each
 * refund with its state and amount (and the PIX key form a boleto refund waits for), and
 * 'Cancelar pedido' while the rules allow it (until `prazo`), with its dialog. When they do not,
 * the button is not offered and the server's reason is said instead.
 */
export function CancelOrderPanel({
  orderId,
  headingLevel,
  title = 'Cancelamento e reembolso',
  compact = false,
  onChanged,
}: CancelOrderPanelProps) {
  const query = useOrderCancellation(orderId);
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (query.isPending) return null;
  if (query.isError) {
    // Not this browser's order, or not one that can be cancelled: nothing to offer.
    if (query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500) {
      return null;
    }
    return compact ? null : (
      <div className="flex flex-col items-start gap-2 text-sm text-slate-700 sm:flex-row sm:items-center">
        <p role="alert" className="flex items-center gap-2">
          <XCircle aria-hidden className="size-4 shrink-0 text-red-700" />
          Não foi possível carregar as opções de cancelamento deste pedido.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RotateCw aria-hidden className={cn(query.isFetching && 'animate-spin')} />
          Tentar novamente
        </Button>
      </div>
    );
  }

  const cancellation = query.data;
  const refunded = cancellation.status === 'refunded';
  const refunds = cancellation.reembolsos;
  if (compact && !cancellation.permitido && refunds.length === 0 && !refunded && !notice) {
    return null;
  }

  function acted(message: string) {
    setNotice(message);
    onChanged?.();
    // After the dialog gives the focus back (or with no dialog at all): to what happened.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </Heading>
        {refunded && (
          <StatusPill
            className="bg-red-100 text-red-800"
            icon={<Ban aria-hidden className="size-3.5" />}
          >
            {CANCELED_LABEL}
          </StatusPill>
        )}
      </div>

      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        // Empty, it stays in place for the next announcement without taking room (or a gap).
        className={cn(
          'rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-brand-700',
          notice
            ? 'border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900'
            : 'sr-only',
        )}
      >
        {notice}
      </p>

      {refunds.length > 0 && (
        <ul aria-label="Reembolsos" className="flex flex-col divide-y divide-slate-200">
          {refunds.map((refund) => (
            <RefundItem
              key={refund.id}
              orderId={orderId}
              refund={refund}
              onKeySent={() => acted(KEY_SENT_NOTICE)}
            />
          ))}
        </ul>
      )}

      {cancellation.permitido ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">
            {cancellation.prazo ? (
              <>
                Você pode cancelar até{' '}
                <time dateTime={cancellation.prazo} className="font-medium text-slate-900">
                  {dateTimeText(cancellation.prazo)}
                </time>{' '}
                (horário de Brasília).
              </>
            ) : (
              'Você pode cancelar este pedido.'
            )}
          </p>
          <Button
            ref={trigger}
            variant="outline"
            className="w-full shrink-0 sm:w-auto"
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            <Ban aria-hidden />
            Cancelar pedido
          </Button>
        </div>
      ) : (
        !refunded &&
        cancellation.mensagem && <p className="text-sm text-slate-600">{cancellation.mensagem}</p>
      )}

      <CancelOrderDialog
        cancellation={cancellation}
        open={open}
        onOpenChange={setOpen}
        onCancelled={(answer) => {
          setOpen(false);
          acted(cancelledNotice(answer));
        }}
        onCloseAutoFocus={(event) => {
          // Back to 'Cancelar pedido'; after a cancellation (or with the button gone), to what
          // happened.
          event.preventDefault();
          const button = trigger.current;
          if (notice === null && button?.isConnected) button.focus();
          else noticeRef.current?.focus();
        }}
      />
    </section>
  );
}
