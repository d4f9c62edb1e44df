import type { OrderTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { AlertTriangle, FileDown, Loader2, Mail, RotateCw } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { useOrderTickets } from '@/features/orders/api/get-order-tickets';
import { useResendTickets } from '@/features/orders/api/resend-tickets';
import { EmailAddress } from '@/components/email-address';
import { DeliveryBadge, TicketStatusBadge } from '@/components/ticket-badges';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';

// Only a bounced e-mail needs it (with zod, for the address): loaded when one shows up.
const SwapParticipantButton = lazy(async () => ({
  default: (await import('../swap-participant/swap-participant-dialog')).SwapParticipantButton,
}));
const CorrectEmailForm = lazy(async () => ({
  default: (await import('./correct-email-form')).CorrectEmailForm,
}));

export type OrderTicketsState = ReturnType<typeof useOrderTickets>;
type Ticket = OrderTicketsResponse['ingressos'][number];

function LoadingTickets() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando ingressos...</span>
      <Skeleton className="h-20 w-full rounded-lg" />
      <Skeleton className="h-20 w-full rounded-lg" />
    </div>
  );
}

function TicketRow({
  orderId,
  eventId,
  ticket,
  onCorrected,
}: {
  orderId: string;
  eventId: string;
  ticket: Ticket;
  onCorrected: () => void;
}) {
  const bounced = ticket.email.situacao === 'Devolvido' && ticket.status === 'Confirmado';
  return (
    <li className="flex flex-col gap-3 px-4 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{ticket.participante.nome}</p>
          <p className="text-sm text-slate-600">
            <EmailAddress email={ticket.participante.email} />
          </p>
          <p className="mt-0.5 text-sm text-slate-600">{ticket.tipo}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {ticket.status !== 'Confirmado' && <TicketStatusBadge status={ticket.status} />}
          <DeliveryBadge status={ticket.email.situacao} />
        </div>
      </div>
      {ticket.email.situacao === 'Devolvido' && (
        <p className="flex gap-2 text-sm text-red-800">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="wrap-anywhere">
            O e-mail não foi entregue neste endereço
            {ticket.email.motivo ? `: ${ticket.email.motivo}` : '.'}
          </span>
        </p>
      )}
      {bounced && (
        <Suspense fallback={<Skeleton className="h-10 w-full" />}>
          <CorrectEmailForm orderId={orderId} ticket={ticket} onCorrected={onCorrected} />
        </Suspense>
      )}
      {/* A cancelled (or refunded) ticket lets no one in: there is nothing to print. */}
      {ticket.status !== 'Cancelado' && (
        <a
          href={ticket.pdf_url}
          download
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <FileDown aria-hidden className="size-4" />
          Baixar PDF<span className="sr-only"> do ingresso de {ticket.participante.nome}</span>
        </a>
      )}
      {ticket.troca.permitida && (
        <Suspense fallback={null}>
          <div className="self-start">
            <SwapParticipantButton
              orderId={orderId}
              position={ticket.posicao}
              holderName={ticket.participante.nome}
              swap={ticket.troca}
              eventId={eventId}
              ticketTypeId={ticket.tipo_id}
            />
          </div>
        </Suspense>
      )}
    </li>
  );
}

/**
 * Every ticket still valid in one PDF, a page each, for printing the whole order at once. Only
 * worth offering for two or more: one ticket already has its own 'Baixar PDF'.
 */
function DownloadAllLink({ orderId, answer }: { orderId: string; answer: OrderTicketsResponse }) {
  const valid = answer.ingressos.filter((ticket) => ticket.status !== 'Cancelado');
  if (answer.pedido.status !== 'paid' || valid.length < 2) return null;
  return (
    <a
      href={`/api/pedidos/${encodeURIComponent(orderId)}/ingressos.pdf`}
      download
      className="inline-flex min-h-10 items-center gap-2 self-start rounded-md text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <FileDown aria-hidden className="size-4 shrink-0" />
      <span>
        Baixar todos os ingressos (PDF)
        <span className="sr-only"> do pedido nº {answer.pedido.numero}</span>
      </span>
    </a>
  );
}

function ResendButton({ orderId, onResent }: { orderId: string; onResent: () => void }) {
  const resend = useResendTickets(orderId);
  const errorId = useId();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="outline"
        className="h-auto min-h-10 w-full whitespace-normal sm:w-auto"
        disabled={resend.isPending}
        aria-describedby={resend.isError ? errorId : undefined}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: ({ message }) => {
              void notify.success(message);
              onResent();
            },
          })
        }
      >
        {resend.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Mail aria-hidden />}
        {resend.isPending ? 'Reenviando...' : 'Reenviar ingressos por e-mail'}
      </Button>
      {resend.isError && (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {resend.error.message}
        </p>
      )}
    </div>
  );
}

function Progress({ answer }: { answer: OrderTicketsResponse }) {
  const total = answer.ingressos.length;
  const sent = answer.ingressos.filter((ticket) => ticket.email.situacao === 'Enviado').length;
  return (
    <p role="status" className="flex items-center gap-2 px-4 pt-3 text-sm text-slate-700">
      {answer.emitidos ? (
        `${sent} de ${total} ${total === 1 ? 'ingresso enviado' : 'ingressos enviados'}`
      ) : (
        <>
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Emitindo os ingressos...
        </>
      )}
    </p>
  );
}

function RetryButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <RotateCw aria-hidden />
      {children}
    </Button>
  );
}

/**
 * The order's tickets after payment (issue 14), telling the truth about the e-mails: each
 * participant, their address and their e-mail's delivery ('Na fila', 'Tentando novamente',
 * 'Enviado', 'Devolvido' — with a form to correct a bounced address), the summary sent to the
 * buyer, each ticket's PDF (and all of them in one), and 'Reenviar ingressos por e-mail'. The page asks again every 2 s
 * while anything is on its way (useOrderTickets).
 */
export function OrderTickets({
  orderId,
  state,
  headingLevel,
}: {
  orderId: string;
  state: OrderTicketsState;
  headingLevel: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { query, gaveUp, watch } = state;
  const askAgain = () => {
    watch();
    void query.refetch();
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="p-4">
        <LoadingTickets />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="flex flex-col items-start gap-3 p-4">
        <p role="alert" className="text-sm text-red-800">
          Não foi possível consultar os ingressos agora.
        </p>
        <RetryButton onClick={askAgain}>Tentar novamente</RetryButton>
      </div>
    );
  } else {
    const answer = query.data;
    body = (
      <>
        <Progress answer={answer} />
        {answer.ingressos.length > 0 && (
          <ul aria-label="Ingressos do pedido" className="divide-y divide-slate-200">
            {answer.ingressos.map((ticket) => (
              <TicketRow
                key={ticket.id}
                orderId={orderId}
                eventId={answer.pedido.evento_id}
                ticket={ticket}
                onCorrected={watch}
              />
            ))}
          </ul>
        )}
        {answer.resumo && (
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t border-slate-200 bg-slate-50 px-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">Resumo do pedido</p>
              <p className="text-sm text-slate-600">
                <EmailAddress email={answer.resumo.email} />
              </p>
            </div>
            <DeliveryBadge status={answer.resumo.entrega.situacao} />
          </div>
        )}
        <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4">
          {gaveUp && (
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <p>Alguns e-mails ainda estão a caminho.</p>
              <RetryButton onClick={askAgain}>Atualizar</RetryButton>
            </div>
          )}
          <DownloadAllLink orderId={orderId} answer={answer} />
          {answer.emitidos && answer.ingressos.some((ticket) => ticket.status !== 'Cancelado') && (
            <ResendButton orderId={orderId} onResent={watch} />
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200">
      <div className="border-b border-slate-200 px-4 py-3">
        <Heading id={headingId} className="text-sm font-semibold text-slate-900">
          Ingressos por e-mail
        </Heading>
        <p className="mt-0.5 text-sm text-slate-600">
          Cada participante recebe o próprio ingresso, com o QR code da entrada.
        </p>
      </div>
      {body}
    </section>
  );
}

/**
 * The line under 'Compra Concluída com Sucesso!' (spec §2): 'Enviamos a confirmação para o seu
 * email' once the summary e-mail was sent, and what is true before that (on its way, retried,
 * refused by the buyer's server).
 */
export function OrderEmailNotice({ state }: { state: OrderTicketsState }) {
  const { query } = state;
  if (query.isPending) {
    return <p className="text-slate-600">Enviando a confirmação para o seu email...</p>;
  }
  const summary = query.data?.resumo;
  if (!summary) return null;
  switch (summary.entrega.situacao) {
    case 'Na fila':
      return (
        <p className="text-slate-600 wrap-anywhere">
          Enviando a confirmação para {summary.email}...
        </p>
      );
    case 'Enviado':
      return (
        <>
          <p className="text-slate-600">Enviamos a confirmação para o seu email</p>
          <p className="text-sm text-slate-500">
            <EmailAddress email={summary.email} />
          </p>
        </>
      );
    case 'Tentando novamente':
      return (
        <p className="text-slate-600 wrap-anywhere">
          Ainda não conseguimos enviar a confirmação para {summary.email}; estamos tentando
          novamente.
        </p>
      );
    case 'Devolvido':
      return (
        <p className="text-red-800 wrap-anywhere">
          A confirmação não foi entregue em {summary.email}: o endereço recusou a mensagem.
        </p>
      );
  }
}
