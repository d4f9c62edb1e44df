import { commissionPercentLabel } from '@bilheteria/domain/commission';
import { DEFAULT_PAYABLE_AFTER_DAYS } from '@bilheteria/domain/affiliate';
import type { AffiliatePortal } from '@bilheteria/domain/affiliate-contract';
import { AFFILIATE_COMMISSION_PERCENT } from '@bilheteria/domain/constants';
import { formatDate } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import { BadgeCheck, CalendarDays, Clock, Hash, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { affiliateCatalogLink } from '@/lib/affiliate-links';
import { paths } from '@/lib/paths';
import { CopyLinkButton } from '@/components/copy-link-button';
import { FindEventsLink } from './find-events-link';

function FigureCard({
  title,
  icon,
  value,
  detail,
}: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  detail: string;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon}
        {title}
      </h3>
      <p className="text-2xl font-bold tabular-nums tracking-tight text-slate-900">{value}</p>
      <p className="text-xs text-slate-600">{detail}</p>
    </div>
  );
}

const HOW_IT_WORKS = [
  `Afilie-se aos eventos na página de cada um e compartilhe o seu link. Cada ingresso comprado por ele rende ${AFFILIATE_COMMISSION_PERCENT}% do valor pago (ou a comissão do evento, quando for outra).`,
  `A comissão fica pendente até o evento acontecer e terminar o prazo de ${DEFAULT_PAYABLE_AFTER_DAYS} dias para arrependimento da compra.`,
  'Pagamos mensalmente, por PIX ou na conta bancária que você cadastrou.',
  'Se uma compra for cancelada ou reembolsada, a comissão dela é estornada.',
];

/**
 * Spec §2 portal 'Visão Geral': total earnings, pending earnings and the code; how it works; the
 * general link (/events?ref=CODE) with its copy button; the events the affiliate has joined.
 */
export function OverviewTab({ portal }: { portal: AffiliatePortal }) {
  const catalogLink = affiliateCatalogLink(portal.codigo);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <FigureCard
          title="Ganhos totais"
          icon={<Wallet aria-hidden className="size-4 text-brand-700" />}
          value={formatBRL(portal.total_cents)}
          detail={`Já recebido: ${formatBRL(portal.pago_cents)}`}
        />
        <FigureCard
          title="Ganhos pendentes"
          icon={<Clock aria-hidden className="size-4 text-amber-700" />}
          value={formatBRL(portal.pendente_cents)}
          detail="A receber nos próximos repasses."
        />
        <FigureCard
          title="Seu código"
          icon={<Hash aria-hidden className="size-4 text-brand-700" />}
          value={<span className="font-mono">{portal.codigo}</span>}
          detail="Vai em todos os seus links."
        />
      </div>

      <section
        aria-labelledby="link-geral-titulo"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h3 id="link-geral-titulo" className="font-semibold text-slate-900">
          Seu link de afiliado
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Leva ao catálogo de eventos; as compras feitas por ele contam para você.
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <p className="min-w-0 flex-1 truncate rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800">
            {catalogLink}
          </p>
          <CopyLinkButton
            url={catalogLink}
            label="Copiar"
            accessibleName="Copiar seu link de afiliado"
          />
        </div>
      </section>

      <section
        aria-labelledby="como-funciona-titulo"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h3 id="como-funciona-titulo" className="font-semibold text-slate-900">
          Como funciona
        </h3>
        <ul className="mt-3 flex flex-col gap-2.5">
          {HOW_IT_WORKS.map((line) => (
            <li key={line} className="flex items-start gap-2 text-sm text-slate-700">
              <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {line}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="eventos-afiliados-titulo">
        <h3 id="eventos-afiliados-titulo" className="font-semibold text-slate-900">
          Eventos afiliados
        </h3>
        {portal.eventos.length === 0 ? (
          <div className="mt-3 flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-5">
            <p className="text-sm text-slate-600">
              Você ainda não se afiliou a nenhum evento. Na página de um evento, use
              &lsquo;Afiliar-se ao Evento&rsquo;.
            </p>
            <FindEventsLink />
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
            {portal.eventos.map((event) => (
              <li
                key={event.id}
                className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.eventCard(event.id)}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {event.titulo}
                  </Link>
                  <p className="flex items-center gap-1.5 text-sm text-slate-600">
                    <CalendarDays aria-hidden className="size-3.5" />
                    {formatDate(new Date(event.inicio))} · {event.categoria}
                  </p>
                </div>
                <p className="shrink-0 text-sm text-slate-700">
                  Comissão{' '}
                  <span className="font-semibold">
                    {commissionPercentLabel(event.comissao_percentual)}
                  </span>{' '}
                  · até <span className="font-semibold">{formatBRL(event.ganho_maximo_cents)}</span>{' '}
                  por ingresso
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
