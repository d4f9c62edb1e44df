import { commissionPercentLabel } from '@bilheteria/domain/commission';
import { AFFILIATE_MESSAGES } from '@bilheteria/domain/affiliate-texts';
import { formatBRL } from '@bilheteria/domain/money';
import { CircleCheck, Handshake, Loader2, RotateCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyLinkButton } from '@/components/copy-link-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { affiliateEventLink } from '@/lib/affiliate-links';
import { addAffiliatedEvent } from '@/lib/affiliated-events';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useAffiliateToEvent } from '../api/affiliate-to-event';
import { useAffiliateOffer } from '../api/get-affiliate-offer';

const TITLE_ID = 'afiliado-titulo';
const JOIN_FAILED = 'Não foi possível afiliar você a este evento. Tente novamente.';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-5"
    >
      <h2 id={TITLE_ID} className="flex items-center gap-2 font-semibold text-slate-900">
        <Handshake aria-hidden className="size-5 text-brand-700" />
        Programa de afiliados
      </h2>
      {children}
    </section>
  );
}

/**
 * Spec §2 "Event detail page", the affiliate info box (signed-in affiliates only; the page
 * loads this code for them alone): the event's commission and the most one ticket earns, and
 * 'Afiliar-se ao Evento'; once joined, 'Você já está afiliado a este evento' and the event's
 * link with the affiliate's code, to copy.
 */
export function AffiliateBox({
  userId,
  code,
  eventId,
}: {
  userId: string;
  code: string;
  eventId: string;
}) {
  const offer = useAffiliateOffer(userId, eventId);
  const join = useAffiliateToEvent(userId, eventId);
  const joined = offer.data?.afiliado === true;

  // Spec §3 'affiliatedEvents': an event the server says was joined is in the local list too.
  useEffect(() => {
    if (joined) addAffiliatedEvent(eventId);
  }, [joined, eventId]);

  // The server no longer sees an affiliate (403) or the event (404): nothing to offer here.
  if (offer.isError && offer.error instanceof ApiError && [403, 404].includes(offer.error.status)) {
    return null;
  }
  if (offer.isPending) {
    return (
      <Frame>
        <div role="status">
          <span className="sr-only">Carregando sua comissão neste evento...</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-4 h-10 w-full" />
        </div>
      </Frame>
    );
  }
  if (offer.isError) {
    return (
      <Frame>
        <p role="alert" className="text-sm text-red-800">
          Não foi possível carregar sua comissão neste evento.
        </p>
        <Button variant="outline" onClick={() => void offer.refetch()} disabled={offer.isFetching}>
          <RotateCw aria-hidden className={offer.isFetching ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      </Frame>
    );
  }

  const { comissao_percentual, ganho_maximo_cents } = offer.data;
  const terms = (
    <p className="text-sm text-slate-700">
      Comissão de{' '}
      <span className="font-semibold">{commissionPercentLabel(comissao_percentual)}</span> por
      ingresso vendido pelo seu link. Ganho máximo por ingresso:{' '}
      <span className="font-semibold tabular-nums">{formatBRL(ganho_maximo_cents)}</span>.
    </p>
  );

  if (joined) {
    const link = affiliateEventLink(eventId, code);
    return (
      <Frame>
        <p className="flex items-center gap-2 text-sm font-medium text-green-800">
          <CircleCheck aria-hidden className="size-4 shrink-0" />
          Você já está afiliado a este evento
        </p>
        {terms}
        <p className="rounded-lg border border-slate-200 bg-white px-3 py-2 font-mono text-xs break-all text-slate-800">
          {link}
        </p>
        <CopyLinkButton url={link} accessibleName="Copiar link de afiliado deste evento" />
        <Link to={paths.affiliate()} className="text-sm font-medium text-brand-700 hover:underline">
          Ver no Portal de Afiliados
        </Link>
      </Frame>
    );
  }

  async function affiliate() {
    try {
      await join.mutateAsync();
      void notify.success(AFFILIATE_MESSAGES.affiliated);
    } catch (error) {
      const reason =
        error instanceof ApiRequestError && error.fromServer && error.status < 500
          ? error.message
          : JOIN_FAILED;
      void notify.error(reason);
    }
  }

  return (
    <Frame>
      {terms}
      <Button onClick={() => void affiliate()} disabled={join.isPending} className="w-full">
        {join.isPending ? (
          <>
            <Loader2 aria-hidden className="animate-spin" />
            Afiliando...
          </>
        ) : (
          <>
            <Handshake aria-hidden />
            Afiliar-se ao Evento
          </>
        )}
      </Button>
    </Frame>
  );
}
