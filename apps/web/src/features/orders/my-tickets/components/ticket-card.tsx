import type { MyTicketsResponse } from '@bilheteria/domain/tickets-contract';
import { Award, CalendarPlus, FileDown } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { EmailAddress } from '@/components/email-address';
import { DeliveryBadge, TicketStatusBadge } from '@/components/ticket-badges';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { myCertificatePdfUrl } from '../api/get-my-certificates';
import { TicketQr } from './ticket-qr';

const SwapParticipantButton = lazy(async () => ({
  default: (await import('../../swap-participant/swap-participant-dialog')).SwapParticipantButton,
}));

export type MyTicket = MyTicketsResponse['eventos'][number]['ingressos'][number];

function Fact({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** A whole row on a phone (a status pill needs the room). */
  wide?: boolean;
}) {
  return (
    <div className={cn('flex flex-col gap-0.5', wide && 'col-span-2 sm:col-span-1')}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One ticket in Meus Ingressos: its QR (what the door scans; kept behind 'Mostrar QR code' once
 * the event is over, and not drawn for a canceled ticket), the code typed when a QR will not
 * scan, participant, type, order, status, the e-mail's delivery, the PDF and the calendar file,
 * and 'Trocar participante' while the organizer's deadline allows it.
 */
export function TicketCard({
  ticket,
  eventId,
  eventOver,
  eventHeadingId,
  certificateCode,
}: {
  ticket: MyTicket;
  /** The ticket's event (its questions for a new participant). */
  eventId: string;
  eventOver: boolean;
  /** The event's heading: with the code, what tells this ticket's links from the others'. */
  eventHeadingId: string;
  /** Its certificate of attendance's code, once issued (issue 31). */
  certificateCode?: string | undefined;
}) {
  const headingId = useId();
  const codeId = useId();
  const canceled = ticket.status === 'Cancelado';
  const qr = (
    <TicketQr payload={ticket.qr_payload} label={`QR code do ingresso ${ticket.codigo}`} />
  );
  const link = cn(buttonVariants({ variant: 'outline' }), 'w-full sm:w-auto');

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:grid-cols-[18rem_minmax(0,1fr)] md:gap-8"
    >
      <div className="flex flex-col items-center gap-3">
        {canceled ? (
          <p className="flex w-full max-w-72 items-center justify-center rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600">
            Este ingresso foi cancelado e não dá mais acesso ao evento.
          </p>
        ) : eventOver ? (
          <details className="w-full max-w-72 text-center">
            <summary className="cursor-pointer rounded-lg py-2 text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
              Mostrar QR code
            </summary>
            <div className="mt-2">{qr}</div>
          </details>
        ) : (
          qr
        )}
        <div className="text-center">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
            Código do ingresso
          </p>
          <p
            id={codeId}
            className="font-mono text-lg font-bold tracking-wider text-slate-900 sm:text-xl"
          >
            {ticket.codigo}
          </p>
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {ticket.participante.nome}
          </h3>
          <p className="text-sm text-slate-600">
            <EmailAddress email={ticket.participante.email} />
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Fact label="Tipo">{ticket.tipo}</Fact>
          <Fact label="Pedido">nº {ticket.pedido_numero}</Fact>
          <Fact label="Situação" wide>
            <TicketStatusBadge status={ticket.status} />
          </Fact>
          <Fact label="E-mail do ingresso" wide>
            <DeliveryBadge status={ticket.email.situacao} />
          </Fact>
        </dl>
        {ticket.email.situacao === 'Devolvido' && (
          <p className="text-sm text-red-800 wrap-anywhere">
            O e-mail com este ingresso não foi entregue
            {ticket.email.motivo ? ` (${ticket.email.motivo})` : ''}.
            {!canceled && ' O ingresso continua válido aqui.'}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {!canceled && (
            <a
              href={ticket.pdf_url}
              download
              aria-describedby={`${eventHeadingId} ${codeId}`}
              className={link}
            >
              <FileDown aria-hidden />
              Baixar PDF
            </a>
          )}
          {!canceled && (
            <a
              href={ticket.ics_url}
              download
              aria-describedby={`${eventHeadingId} ${codeId}`}
              className={link}
            >
              <CalendarPlus aria-hidden />
              Adicionar ao calendário
            </a>
          )}
          {certificateCode && (
            <a
              href={myCertificatePdfUrl(certificateCode)}
              download
              aria-describedby={`${eventHeadingId} ${codeId}`}
              className={link}
            >
              <Award aria-hidden />
              Baixar certificado
            </a>
          )}
          {ticket.troca.permitida && (
            <Suspense fallback={null}>
              <SwapParticipantButton
                orderId={ticket.pedido_id}
                position={ticket.posicao}
                holderName={ticket.participante.nome}
                swap={ticket.troca}
                eventId={eventId}
                ticketTypeId={ticket.tipo_id}
              />
            </Suspense>
          )}
        </div>
      </div>
    </article>
  );
}
