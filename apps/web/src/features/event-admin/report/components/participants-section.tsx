import type { ParticipantRow } from '@bilheteria/domain/organizer-contract';
import { LoaderCircle, Send, SearchX, Users } from 'lucide-react';
import { useRef } from 'react';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { ScrollRegion } from '@/components/scroll-region';
import { SearchField } from '@/components/search-field';
import { PrintBadgeLink } from '@/components/print-badge-link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { ticketBadgeUrl } from '@/lib/badge-urls';
import { notify } from '@/lib/notify';
import { useSearchAndPage } from '@/lib/use-search-and-page';
import { useParticipants } from '../api/get-participants';
import { useResendTicket } from '../api/resend-ticket';
import { countOf } from '../lib/labels';
import { CheckInPill, EmailPill } from './participant-pills';
import { usePermissions } from '../../lib/use-permission';

function Rows({
  eventId,
  participants,
  resending,
  onResend,
}: {
  eventId: string;
  participants: readonly ParticipantRow[];
  resending: string | null;
  /** Null when the role may not re-send tickets (issue 28: the 'vendas' permission). */
  onResend: ((participant: ParticipantRow) => void) | null;
}) {
  return (
    <ScrollRegion
      label="Lista de participantes"
      boxClassName="rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[46rem] text-left text-sm">
        <caption className="sr-only">Participantes</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-3 py-2 font-medium">
              Participante
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Ingresso
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Check-in
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              E-mail do ingresso
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {participants.map((participant) => {
            const busy = resending === participant.ticketId;
            return (
              <tr key={participant.ticketId} className="align-middle">
                <th scope="row" className="max-w-64 px-3 py-2.5 font-normal">
                  <span className="block font-medium break-words text-slate-900">
                    {participant.name}
                  </span>
                  <span className="block text-xs break-all text-slate-600">
                    {participant.email}
                  </span>
                </th>
                <td className="px-3 py-2.5 text-slate-800">
                  <span className="block">{participant.ticketType}</span>
                  <span className="block text-xs text-slate-600">
                    Pedido nº {participant.orderNumber}
                  </span>
                </td>
                <td className="px-3 py-2.5">
                  <CheckInPill participant={participant} />
                </td>
                <td className="px-3 py-2.5">
                  <EmailPill emailStatus={participant.emailStatus} />
                </td>
                <td className="px-3 py-2 text-right">
                  <div className="flex flex-wrap justify-end gap-2">
                    {/* A cancelled (or refunded) ticket is not sent again: it lets no one in. */}
                    {onResend && participant.status !== 'canceled' && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={resending !== null}
                        aria-busy={busy}
                        aria-label={`Reenviar ingresso de ${participant.name}`}
                        onClick={() => onResend(participant)}
                      >
                        {busy ? (
                          <LoaderCircle aria-hidden className="animate-spin" />
                        ) : (
                          <Send aria-hidden />
                        )}
                        Reenviar ingresso
                      </Button>
                    )}
                    {/* Issue 31: a cancelled ticket has no badge either. */}
                    {participant.status !== 'canceled' && (
                      <PrintBadgeLink
                        href={ticketBadgeUrl(eventId, participant.ticketId)}
                        name={participant.name}
                      />
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function ParticipantsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">Carregando os participantes...</span>
      <Skeleton className="h-10 w-full rounded-lg" />
      <Skeleton className="h-14 w-full rounded-lg" />
      <Skeleton className="h-14 w-full rounded-lg" />
    </div>
  );
}

/**
 * The event's participants, one row per ticket (issue 17): who, the ticket type and order, the
 * check-in, the ticket e-mail's delivery and 'Reenviar ingresso'. Searched by name, e-mail or
 * code (typing pauses, then it asks), 50 a page.
 */
export function ParticipantsSection({ userId, eventId }: { userId: string; eventId: string }) {
  const title = useRef<HTMLHeadingElement>(null);
  const { search, page, setSearch, setPage } = useSearchAndPage(title);
  const participants = useParticipants(userId, eventId, { pagina: page, busca: search });
  const resend = useResendTicket(userId, eventId);
  const can = usePermissions();

  const onResend = (participant: ParticipantRow) =>
    resend.mutate(participant.ticketId, {
      onSuccess: ({ message }) => void notify.success(message, participant.email),
      onError: (error) =>
        void notify.error(
          error instanceof ApiError ? error.message : 'Não foi possível reenviar o ingresso.',
        ),
    });

  const data = participants.data;
  return (
    <section aria-labelledby="participantes-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2
          id="participantes-titulo"
          ref={title}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-slate-900 outline-none"
        >
          <Users aria-hidden className="size-5 text-brand-700" />
          Participantes
          {data && data.total > 0 && (
            <span className="text-sm font-normal text-slate-600 tabular-nums">
              ({countOf(data.total, 'ingresso', 'ingressos')})
            </span>
          )}
        </h2>
        <SearchField
          label="Buscar participantes"
          placeholder="Nome, e-mail ou código"
          value={search}
          onSearch={setSearch}
        />
      </div>
      {participants.isPending ? (
        <ParticipantsSkeleton />
      ) : participants.isError && !data ? (
        <LoadError
          message="Não foi possível carregar os participantes. Verifique sua conexão e tente novamente."
          onRetry={() => void participants.refetch()}
          retrying={participants.isFetching}
        />
      ) : data && data.participants.length === 0 ? (
        search ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <SearchX aria-hidden className="size-8 text-slate-500" />
            <p className="font-semibold text-slate-900">Nenhum participante encontrado</p>
            <p className="max-w-md text-sm break-words text-slate-600">
              Nenhum participante tem “{search}” no nome, no e-mail ou no código do ingresso.
            </p>
            <Button variant="outline" onClick={() => setSearch('')}>
              Mostrar todos os participantes
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <p className="font-semibold text-slate-900">Nenhum participante ainda</p>
            <p className="max-w-md text-sm text-slate-600">
              Cada ingresso de um pedido pago aparece aqui, com o check-in e a entrega do e-mail.
            </p>
          </div>
        )
      ) : (
        data && (
          <div
            aria-busy={participants.isPlaceholderData}
            className={participants.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            <Rows
              eventId={eventId}
              participants={data.participants}
              resending={resend.isPending ? resend.variables : null}
              onResend={can('vendas') ? onResend : null}
            />
          </div>
        )
      )}
      {data && (
        <Pager
          page={page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={setPage}
          label="Páginas dos participantes"
          busy={participants.isPlaceholderData}
        />
      )}
    </section>
  );
}
