import { formatBRL } from '@bilheteria/domain/money';
import { REFUND_MESSAGES, type RefundToPay } from '@bilheteria/domain/refund-contract';
import { Banknote, Copy, HandCoins, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { ResponsiveList } from '@/components/responsive-list';
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
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { notify } from '@/lib/notify';
import { useRefundsToPay } from '../api/get-refunds-to-pay';
import { useMarkRefundPaid } from '../api/mark-refund-paid';

/** The table's name: how tests and screen readers find it. */
export const REFUNDS_TO_PAY_CAPTION = 'Reembolsos a pagar';

/** What the PIX key column says while the buyer has not given one. */
export const AWAITING_PIX_KEY = 'Aguardando chave PIX do comprador';

/** The buyer gave a key and the organizer may transfer now. */
const toPay = (refund: RefundToPay) => refund.situacao === 'a_pagar' && refund.chave_pix !== null;

async function copyPixKey(key: string) {
  if (await copyText(key)) void notify.success('Chave PIX copiada.', key);
  else void notify.error('Não foi possível copiar a chave PIX.', 'Selecione e copie o texto.');
}

/** The key, to type into the bank or copy; or that the buyer has not given it yet. */
function PixKey({ refund }: { refund: RefundToPay }) {
  if (refund.chave_pix === null || refund.situacao === 'aguardando_chave') {
    return <span className="text-slate-600 italic">{AWAITING_PIX_KEY}</span>;
  }
  const key = refund.chave_pix;
  return (
    <span className="flex items-center gap-1">
      <span className="min-w-0 font-mono text-xs break-all text-slate-900">{key}</span>
      <Button
        variant="ghost"
        size="sm"
        className="size-8 shrink-0 px-0"
        aria-label={`Copiar a chave PIX do pedido nº ${refund.pedido_numero}`}
        onClick={() => void copyPixKey(key)}
      >
        <Copy aria-hidden />
      </Button>
    </span>
  );
}

/**
 * 'Marcar como pago' and the dialog that asks first: only after the PIX transfer was made. The
 * server's refusal is said inside it. Once paid, the row leaves and the focus goes to `onGone`.
 */
function MarkPaidAction({
  refund,
  userId,
  describedBy,
  onGone,
  className,
}: {
  refund: RefundToPay;
  userId: string;
  describedBy: string;
  onGone: () => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const paid = useRef(false);
  const markPaid = useMarkRefundPaid(userId, {
    onPaid: () => {
      paid.current = true;
    },
  });
  const pending = markPaid.isPending;

  async function confirm() {
    setProblem(null);
    try {
      await markPaid.mutateAsync(refund.id);
      void notify.success(
        REFUND_MESSAGES.refundMarkedPaid,
        `Pedido nº ${refund.pedido_numero} · ${formatBRL(refund.valor_centavos)}`,
      );
      setOpen(false);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? error.message
          : 'Não foi possível marcar o reembolso como pago. Tente novamente.',
      );
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setProblem(null);
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button size="sm" aria-describedby={describedBy} className={className}>
          <Banknote aria-hidden />
          Marcar como pago
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // The row is gone: the focus goes to the panel.
          if (paid.current) {
            event.preventDefault();
            onGone();
          }
        }}
      >
        <AlertDialogTitle>
          Marcar o reembolso do pedido nº {refund.pedido_numero} como pago?
        </AlertDialogTitle>
        <AlertDialogDescription>
          Confirme só depois de transferir {formatBRL(refund.valor_centavos)} por PIX para a chave{' '}
          <span className="font-mono break-all">{refund.chave_pix}</span> ({refund.comprador_nome},{' '}
          {refund.evento_titulo}). Não é possível desfazer.
        </AlertDialogDescription>
        <FormAlert message={problem} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Voltar</AlertDialogCancel>
          <Button disabled={pending} aria-busy={pending} onClick={() => void confirm()}>
            {pending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Banknote aria-hidden />
            )}
            Marcar como pago
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

interface ListProps {
  refunds: readonly RefundToPay[];
  userId: string;
  onGone: () => void;
}

interface ItemProps {
  refund: RefundToPay;
  userId: string;
  onGone: () => void;
  /** The id of what names the refund's order: its action's description. */
  orderId: string;
}

/** Wide screens: a row per refund. */
const HEADER = (
  <>
    <th scope="col" className="px-3 py-2 font-medium">
      Evento
    </th>
    <th scope="col" className="px-3 py-2 font-medium">
      Pedido
    </th>
    <th scope="col" className="px-3 py-2 font-medium">
      Comprador
    </th>
    <th scope="col" className="px-3 py-2 text-right font-medium">
      Valor
    </th>
    <th scope="col" className="px-3 py-2 font-medium">
      Chave PIX
    </th>
    <th scope="col" className="px-3 py-2 font-medium">
      <span className="sr-only">Ações</span>
    </th>
  </>
);

function RefundRow({ refund, userId, onGone, orderId }: ItemProps) {
  return (
    <>
      <th scope="row" className="max-w-56 px-3 py-2.5 font-medium break-words">
        {refund.evento_titulo}
      </th>
      <td id={orderId} className="px-3 py-2.5 whitespace-nowrap text-slate-800">
        Pedido nº {refund.pedido_numero}
      </td>
      <td className="max-w-56 px-3 py-2.5">
        <span className="block break-words text-slate-900">{refund.comprador_nome}</span>
        <span className="block text-xs break-all text-slate-600">{refund.comprador_email}</span>
      </td>
      <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {formatBRL(refund.valor_centavos)}
      </td>
      <td className="max-w-64 px-3 py-2.5">
        <PixKey refund={refund} />
      </td>
      <td className="px-3 py-2 text-right">
        {toPay(refund) && (
          <MarkPaidAction refund={refund} userId={userId} describedBy={orderId} onGone={onGone} />
        )}
      </td>
    </>
  );
}

/** Phones: a card per refund. */
function RefundCard({ refund, userId, onGone, orderId }: ItemProps) {
  return (
    <article
      aria-labelledby={orderId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={orderId} className="font-semibold text-slate-900">
            Pedido nº {refund.pedido_numero}
          </h3>
          <p className="break-words text-slate-600">{refund.evento_titulo}</p>
        </div>
        <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
          {formatBRL(refund.valor_centavos)}
        </span>
      </div>
      <p>
        <span className="block break-words text-slate-900">{refund.comprador_nome}</span>
        <span className="block text-xs break-all text-slate-600">{refund.comprador_email}</span>
      </p>
      <div>
        <p className="text-xs text-slate-600">Chave PIX</p>
        <PixKey refund={refund} />
      </div>
      {toPay(refund) && (
        <MarkPaidAction
          refund={refund}
          userId={userId}
          describedBy={orderId}
          onGone={onGone}
          className="w-full"
        />
      )}
    </article>
  );
}

/** The refunds to pay: a table on wide screens, a card each on a phone. */
function RefundsList({ refunds, userId, onGone }: ListProps) {
  const id = useId();
  return (
    <ResponsiveList
      items={refunds}
      itemKey={(refund) => refund.id}
      caption={REFUNDS_TO_PAY_CAPTION}
      region="Lista de reembolsos a pagar"
      tableClassName="min-w-[48rem]"
      header={HEADER}
      row={(refund) => (
        <RefundRow
          refund={refund}
          userId={userId}
          onGone={onGone}
          orderId={`${id}-linha-${refund.id}`}
        />
      )}
      card={(refund) => (
        <RefundCard
          refund={refund}
          userId={userId}
          onGone={onGone}
          orderId={`${id}-cartao-${refund.id}`}
        />
      )}
    />
  );
}

function Heading({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  return (
    <h2
      id="reembolsos-a-pagar-titulo"
      ref={heading}
      tabIndex={-1}
      className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 outline-none"
    >
      <HandCoins aria-hidden className="size-5 text-brand-700" />
      Reembolsos a pagar
    </h2>
  );
}

/**
 * 'Reembolsos a pagar' (issue 18): refunds of boleto orders, which have no way back but a PIX
 * transfer the organizer makes — the event, the order, the buyer, how much and the buyer's PIX
 * key (or that it is awaited), and 'Marcar como pago' once transferred. Nothing at all while
 * there has never been one; 'Nenhum reembolso a pagar.' once the last was paid here.
 */
export function RefundsToPayPanel({ userId }: { userId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const refunds = useRefundsToPay(userId);
  const [hadSome, setHadSome] = useState(false);
  const rows = refunds.data?.reembolsos ?? [];
  // Once there were rows the panel stays, saying when they are all paid (React's "adjust state
  // while rendering").
  if (rows.length > 0 && !hadSome) setHadSome(true);

  if (refunds.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Carregando os reembolsos a pagar...</span>
        <Skeleton aria-hidden className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (refunds.isError && !refunds.data) {
    return (
      <section aria-labelledby="reembolsos-a-pagar-titulo" className="flex flex-col gap-4">
        <Heading heading={heading} />
        <LoadError
          message="Não foi possível carregar os reembolsos a pagar. Verifique sua conexão e tente novamente."
          onRetry={() => void refunds.refetch()}
          retrying={refunds.isFetching}
          className="py-6"
        />
      </section>
    );
  }
  if (rows.length === 0 && !hadSome) return null;

  const focusHeading = () => heading.current?.focus();
  return (
    <section aria-labelledby="reembolsos-a-pagar-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Heading heading={heading} />
        <p className="text-sm text-slate-600">
          Pedidos pagos com boleto voltam ao comprador por uma transferência PIX sua. Faça a
          transferência para a chave do comprador e marque como pago.
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          Nenhum reembolso a pagar.
        </p>
      ) : (
        <RefundsList refunds={rows} userId={userId} onGone={focusHeading} />
      )}
    </section>
  );
}
