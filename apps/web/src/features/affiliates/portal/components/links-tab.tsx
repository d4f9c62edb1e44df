import { commissionPercentLabel } from '@bilheteria/domain/commission';
import type { AffiliatedEvent } from '@bilheteria/domain/affiliate-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { ExternalLink, Link2 } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { affiliateEventLink } from '@/lib/affiliate-links';
import { CopyLinkButton } from '@/components/copy-link-button';
import { FindEventsLink } from './find-events-link';

/**
 * Spec §2 portal 'Meus Links': per event joined, its link (/event/{id}?ref=CODE) to copy or
 * preview in a new tab; without any, the way to the events.
 */
export function LinksTab({ code, events }: { code: string; events: AffiliatedEvent[] }) {
  if (events.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
          <Link2 aria-hidden className="size-7 text-brand-700" />
        </span>
        <p className="text-lg font-semibold text-slate-900">Nenhum link ainda</p>
        <p className="max-w-md text-sm text-slate-600">
          Afilie-se a um evento na página dele e o seu link aparece aqui, pronto para copiar.
        </p>
        <FindEventsLink />
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {events.map((event) => {
        const link = affiliateEventLink(event.id, code);
        const titleId = `link-${event.id}`;
        return (
          <li
            key={event.id}
            aria-labelledby={titleId}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4"
          >
            <img
              src={event.imagem}
              alt=""
              loading="lazy"
              className="hidden size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:block"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 id={titleId} className="font-semibold text-slate-900">
                {event.titulo}
              </h3>
              <p className="text-sm text-slate-600">
                {formatDate(new Date(event.inicio))} · Comissão{' '}
                {commissionPercentLabel(event.comissao_percentual)}
              </p>
              <p className="truncate font-mono text-xs text-slate-600">{link}</p>
            </div>
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
              <CopyLinkButton url={link} accessibleName={`Copiar link de ${event.titulo}`} />
              <a
                href={link}
                target="_blank"
                rel="noopener"
                aria-label={`Visualizar ${event.titulo} (abre em nova aba)`}
                className={buttonVariants({ variant: 'outline' })}
              >
                <ExternalLink aria-hidden />
                Visualizar
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
