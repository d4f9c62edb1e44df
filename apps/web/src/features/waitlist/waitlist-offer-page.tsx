import { formatPrice } from '@bilheteria/domain/money';
import {
  WAITLIST_MESSAGES,
  type WaitlistOffer,
  type WaitlistStatus,
} from '@bilheteria/domain/waitlist-contract';
import {
  CalendarDays,
  CircleCheck,
  CircleX,
  Clock,
  Hourglass,
  Link2Off,
  Loader2,
  RotateCw,
  ShoppingCart,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useEvent } from '@/api/get-event';
import { handOffToCheckout } from '@/features/checkout';
import { FormAlert } from '@/components/form-alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptWaitlistOffer, useDeclineWaitlistOffer } from './api/answer-waitlist-offer';
import { useWaitlistOffer } from './api/get-waitlist-offer';
import { WaitlistFrame, WaitlistLoading, WaitlistOutcome } from './components/waitlist-frame';
import { offerSelection } from './lib/offer-selection';
import { dateTimeText, eventDateText } from './lib/offer-texts';
import { tokenFrom } from './lib/token';

/** Said when the server could not be reached (or failed): the visitor may try again. */
const RETRY_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

function requestProblem(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return RETRY_MESSAGE;
}

function LinkInvalid({ message = WAITLIST_MESSAGES.linkInvalid }: { message?: string }) {
  return (
    <WaitlistOutcome icon={<Link2Off aria-hidden />} title="Link inválido" tone="warning">
      {message}
    </WaitlistOutcome>
  );
}

/** An offer that is no longer open, in the contract's words. */
function OfferClosed({ offer }: { offer: WaitlistOffer }) {
  const closed: Partial<Record<WaitlistStatus, { title: string; icon: ReactNode; text: string }>> =
    {
      expired: {
        title: 'Oferta expirada',
        icon: <Hourglass aria-hidden />,
        text: WAITLIST_MESSAGES.offerExpired,
      },
      purchased: {
        title: 'Oferta paga',
        icon: <CircleCheck aria-hidden />,
        text: WAITLIST_MESSAGES.offerPaid,
      },
      declined: {
        title: 'Oferta recusada',
        icon: <CircleX aria-hidden />,
        text: WAITLIST_MESSAGES.offerDeclined,
      },
      left: {
        title: 'Você saiu da lista',
        icon: <CircleX aria-hidden />,
        text: WAITLIST_MESSAGES.left,
      },
    };
  const state = closed[offer.status];
  if (!state) return <LinkInvalid />;
  return (
    <WaitlistOutcome
      icon={state.icon}
      title={state.title}
      tone={offer.status === 'purchased' ? 'success' : 'info'}
      action={
        offer.status === 'purchased' && offer.pedido_id ? (
          <Link
            to={paths.orderConfirmation(offer.pedido_id)}
            className={buttonVariants({ size: 'lg' })}
          >
            Ver pedido
          </Link>
        ) : (
          <Link to={paths.event(offer.evento.id)} className={buttonVariants({ size: 'lg' })}>
            Ver evento
          </Link>
        )
      }
    >
      {state.text}
    </WaitlistOutcome>
  );
}

/** The offer still open: what is held, until when, 'Comprar agora' and 'Não quero mais'. */
function OpenOffer({
  token,
  offer,
  onDeclined,
}: {
  token: string;
  offer: WaitlistOffer;
  onDeclined: (message: string) => void;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  // The catalog's event: its cover here, and the same title, date and cover the event page
  // would have handed the checkout.
  const event = useEvent(offer.evento.id);
  const accept = useAcceptWaitlistOffer(token);
  const decline = useDeclineWaitlistOffer(token);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = accept.isPending || decline.isPending;
  const totalCents = offer.tipo.preco_centavos * offer.quantidade;

  async function buy() {
    if (busy) return;
    setProblem(null);
    try {
      const accepted = await accept.mutateAsync();
      const selectedTickets = offerSelection(accepted, offer, event.data);
      handOffToCheckout(selectedTickets, accepted.pedido_id);
      void navigate(paths.checkout(), { state: { selectedTickets } });
    } catch (error) {
      setProblem(requestProblem(error));
    }
  }

  async function refuse() {
    if (busy) return;
    setProblem(null);
    try {
      onDeclined((await decline.mutateAsync()).mensagem);
    } catch (error) {
      setProblem(requestProblem(error));
    }
  }

  return (
    <WaitlistFrame>
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-brand-700">Lista de espera</p>
          <h1 id={headingId} className="text-2xl font-bold text-slate-900">
            Sua vez chegou: há vagas para você
          </h1>
        </div>

        <div className="flex gap-4">
          {event.data && (
            <img
              src={event.data.image}
              alt=""
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
          )}
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-lg font-semibold text-slate-900 wrap-anywhere">
              <Link
                to={paths.event(offer.evento.id)}
                className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {event.data?.title ?? offer.evento.titulo}
              </Link>
            </h2>
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {event.data?.date ?? eventDateText(offer.evento.data)}
            </p>
          </div>
        </div>

        <dl className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-700">Ingresso</dt>
            <dd className="font-medium text-slate-900 wrap-anywhere">{offer.tipo.nome}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-700">Quantidade</dt>
            <dd className="tabular-nums text-slate-900">{offer.quantidade}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-700">Preço unitário</dt>
            <dd className="tabular-nums text-slate-900">
              {formatPrice(offer.tipo.preco_centavos)}
            </dd>
          </div>
          <div className="mt-1 flex flex-wrap justify-between gap-x-3 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatPrice(totalCents)}</dd>
          </div>
        </dl>

        {offer.expira_em && (
          <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Reservamos estes ingressos para você até{' '}
              <time dateTime={offer.expira_em} className="font-semibold">
                {dateTimeText(offer.expira_em)}
              </time>{' '}
              (horário de Brasília). Depois disso, eles passam para a próxima pessoa da fila.
            </span>
          </p>
        )}

        <FormAlert message={problem} />

        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button size="lg" className="w-full sm:w-auto" disabled={busy} onClick={() => void buy()}>
            {accept.isPending ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <ShoppingCart aria-hidden />
            )}
            Comprar agora
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="w-full sm:w-auto"
            disabled={busy}
            onClick={() => void refuse()}
          >
            {decline.isPending && <Loader2 aria-hidden className="animate-spin" />}
            Não quero mais
          </Button>
        </div>
      </section>
    </WaitlistFrame>
  );
}

function OfferScreen({ token }: { token: string }) {
  const offer = useWaitlistOffer(token);
  const [declined, setDeclined] = useState<string | null>(null);

  if (declined !== null) {
    return (
      <WaitlistOutcome icon={<CircleX aria-hidden />} title="Oferta recusada" tone="info" focus>
        {declined}
      </WaitlistOutcome>
    );
  }
  if (offer.isPending) return <WaitlistLoading>Carregando a oferta...</WaitlistLoading>;
  if (offer.isError) {
    const error = offer.error;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return <LinkInvalid message={error.message} />;
    }
    return (
      <WaitlistOutcome
        icon={<CircleX aria-hidden />}
        title="Oferta indisponível no momento"
        tone="warning"
        action={
          <Button
            size="lg"
            variant="outline"
            disabled={offer.isFetching}
            onClick={() => void offer.refetch()}
          >
            <RotateCw aria-hidden className={offer.isFetching ? 'animate-spin' : undefined} />
            Tentar novamente
          </Button>
        }
      >
        {RETRY_MESSAGE}
      </WaitlistOutcome>
    );
  }
  if (offer.data.status !== 'offered') return <OfferClosed offer={offer.data} />;
  return <OpenOffer token={token} offer={offer.data} onDeclined={setDeclined} />;
}

/**
 * /lista-de-espera/oferta?token=… (issue 18, the offer e-mail's link): the seats held for this
 * place in the line — event, type, quantity, price, until when — with 'Comprar agora' (the
 * order becomes this browser's and the checkout opens on it) and 'Não quero mais'. An offer
 * already answered, expired or paid says so; the token is read from the query string only.
 */
export function WaitlistOfferPage() {
  useDocumentTitle('Oferta da lista de espera');
  const [params] = useSearchParams();
  const token = tokenFrom(params);
  if (token === null) return <LinkInvalid />;
  return <OfferScreen key={token} token={token} />;
}
