import { formatTime } from '@bilheteria/domain/dates';
import type { VirtualQueueTicketStatus } from '@bilheteria/domain/virtual-queue-contract';
import { ArrowRight, Bell, BellRing, CircleCheck, Clock, Loader2, Users } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useEvent } from '@/api/get-event';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { readSelectedTickets } from '@/lib/checkout-storage';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQueuePlace } from './api/queue-place';
import {
  askNotificationPermission,
  notificationPermission,
  notifyAdmission,
} from './lib/admission-alert';
import { positionText, progressPercent, waitText } from './lib/queue-texts';
import { usePageVisible } from './lib/use-page-visible';

const KEEP_OPEN_NOTE =
  'Mantenha esta página aberta: se você sair por mais de 2 minutos, perde o lugar.';

/**
 * Where the buyer goes once let in: the checkout with the selection (kept in local storage,
 * and in the navigation state when the event page or the checkout sent it), or the event page
 * to choose tickets when there is no selection for this event.
 */
function useGoOn(eventId: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const state: unknown = location.state;
    const selected = readSelectedTickets().some((ticket) => ticket.eventId === eventId);
    const hasState = Boolean((state as { selectedTickets?: unknown } | null)?.selectedTickets);
    if (selected || hasState) {
      void navigate(paths.checkout(), { replace: true, state });
    } else {
      void navigate(paths.eventCard(eventId), { replace: true });
    }
  };
}

function Frame({ eventTitle, children }: { eventTitle: string | undefined; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-14">
      <section
        aria-labelledby="fila-titulo"
        className="flex flex-col items-center gap-5 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-7">
          <Users aria-hidden />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="fila-titulo" className="text-2xl font-bold text-slate-900">
            Fila virtual
          </h1>
          {eventTitle && <p className="break-words text-slate-700">{eventTitle}</p>}
        </div>
        {children}
      </section>
    </div>
  );
}

/**
 * 'Avisar quando chegar a minha vez': the browser's notification, asked for by a click (browsers
 * ignore a request no click made). Nothing where the browser has no notifications.
 */
function NotifyMe() {
  const [answer, setAnswer] = useState(notificationPermission);
  if (answer === null) return null;
  if (answer === 'granted') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <BellRing aria-hidden className="size-4 shrink-0 text-brand-700" />
        Vamos avisar você por uma notificação quando chegar a sua vez.
      </p>
    );
  }
  if (answer === 'denied') {
    return (
      <p role="status" className="text-sm text-slate-700">
        As notificações estão bloqueadas neste navegador: deixe esta aba à vista para não perder a
        sua vez.
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      // Wraps rather than leaving the card on a narrow phone.
      className="h-auto min-h-9 max-w-full whitespace-normal py-2"
      onClick={() => void askNotificationPermission().then(setAnswer)}
    >
      <Bell aria-hidden />
      Avisar quando chegar a minha vez
    </Button>
  );
}

function Waiting({ status }: { status: VirtualQueueTicketStatus }) {
  const position = status.posicao ?? 1;
  // The furthest place seen here: the bar fills as the buyer moves up from it.
  const [furthest, setFurthest] = useState(position);
  if (position > furthest) setFurthest(position);
  const percent = progressPercent(position, Math.max(furthest, position));
  return (
    <>
      <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-1">
        <p className="text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
          {positionText(position)}
        </p>
        <p className="text-slate-700">
          <Clock aria-hidden className="mr-1.5 inline size-4 align-[-0.125em]" />
          {waitText(status.espera_estimada_segundos)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Seu avanço na fila"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full animate-pulse rounded-full bg-brand-700 transition-[width] duration-700"
          style={{ width: `${Math.max(percent, 5)}%` }}
        />
      </div>
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{KEEP_OPEN_NOTE}</p>
      <NotifyMe />
      <p className="text-xs text-slate-600">
        Esta página se atualiza sozinha. Quando chegar a sua vez, você vai direto para o checkout.
      </p>
    </>
  );
}

function Admitted({ status, onGo }: { status: VirtualQueueTicketStatus; onGo: () => void }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const until = admittedUntil(status);
  return (
    <div role="status" className="flex flex-col items-center gap-3">
      <p
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-green-800 outline-none"
      >
        <CircleCheck aria-hidden className="size-6" />
        Chegou a sua vez!
      </p>
      {until && (
        <p className="text-slate-700">
          Reserve seus ingressos até <strong className="tabular-nums">{until}</strong>.
        </p>
      )}
      <Button size="lg" onClick={onGo}>
        Ir para o checkout
        <ArrowRight aria-hidden />
      </Button>
    </div>
  );
}

const admittedUntil = (status: VirtualQueueTicketStatus | undefined) =>
  status?.admitido_ate ? formatTime(new Date(status.admitido_ate)) : null;

/**
 * The buyer's virtual queue at /event/:id/fila (issue 32): the place in line, kept across
 * reloads and tabs by the stored ticket, asked again as often as the server says (which keeps
 * it); once admitted, on to the checkout.
 */
export function VirtualQueuePage() {
  const { id = '' } = useParams<{ id: string }>();
  const event = useEvent(id);
  const place = useQueuePlace(id);
  const goOn = useGoOn(id);
  const status = place.data;
  const situation = status?.situacao;
  const title = event.data?.title;
  const visible = usePageVisible();
  useDocumentTitle(
    situation === 'admitido'
      ? 'Chegou a sua vez!'
      : situation === 'aguardando' && status?.posicao
        ? `Fila virtual: nº ${status.posicao.toLocaleString('pt-BR')}`
        : 'Fila virtual',
  );

  // Admitted, or the queue was turned off: the checkout, once (the button does it too). A buyer
  // admitted while looking at another tab finds 'Chegou a sua vez!' in this tab's title (and the
  // notification they asked for) and is taken on when they come back to it.
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    if (situation !== 'encerrada' && !(situation === 'admitido' && visible)) return;
    left.current = true;
    goOn();
  }, [situation, visible, goOn]);

  const told = useRef(false);
  const until = admittedUntil(status);
  useEffect(() => {
    if (told.current || situation !== 'admitido' || visible) return;
    told.current = true;
    notifyAdmission({ eventTitle: title, until });
  }, [situation, visible, title, until]);

  if (place.isPending) {
    return (
      <Frame eventTitle={title}>
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
          <Loader2 aria-hidden className="size-5 animate-spin" />
          Entrando na fila...
        </p>
      </Frame>
    );
  }
  if (!status) {
    return (
      <Frame eventTitle={title}>
        <LoadError
          className="w-full"
          message="Não foi possível entrar na fila. Verifique sua conexão e tente novamente."
          onRetry={() => void place.refetch()}
          retrying={place.isFetching}
        />
      </Frame>
    );
  }
  return (
    <Frame eventTitle={title}>
      {status.situacao === 'admitido' ? (
        <Admitted status={status} onGo={goOn} />
      ) : status.situacao === 'encerrada' ? (
        <p role="status" className="text-slate-700">
          A fila terminou: levando você para o checkout...
        </p>
      ) : (
        <Waiting status={status} />
      )}
      {place.isError && (
        <p role="alert" className="text-sm text-red-800">
          Sem conexão no momento: tentando de novo.
        </p>
      )}
    </Frame>
  );
}
