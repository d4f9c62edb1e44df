import type { MoneySplit, ReconciliationResponse } from '@bilheteria/domain/settlement-contract';
import { CircleCheck, Scale, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { ResponsiveList } from '@/components/responsive-list';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReconciliation } from '../api/get-reconciliation';
import { money, monthTitle } from '../lib/format';
import { monthChoices, monthOf } from '../lib/month';

export const EVENTS_CAPTION = 'Conciliação por evento';
export const DIVERGENCES_CAPTION = 'Pedidos com diferença';

/** Where the money received went, in the order the equation adds it up. */
const SPLIT: [label: string, field: keyof MoneySplit][] = [
  ['Recebido', 'recebido_centavos'],
  ['Reembolsos', 'reembolsos_centavos'],
  ['Taxas da plataforma', 'taxas_plataforma_centavos'],
  ['Comissões de afiliados', 'comissoes_afiliados_centavos'],
  ['Créditos de organizadores', 'creditos_organizadores_centavos'],
  ['Juros', 'juros_centavos'],
];

const differenceClass = (cents: number) => (cents === 0 ? 'text-emerald-800' : 'text-red-700');

/** 'Diferença: R$ 0,00', green when the money balances, red otherwise. */
function Difference({ cents }: { cents: number }) {
  const balanced = cents === 0;
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-xl border px-4 py-3 text-lg font-semibold',
        balanced
          ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
          : 'border-red-200 bg-red-50 text-red-700',
      )}
    >
      {balanced ? (
        <CircleCheck aria-hidden className="size-5 shrink-0" />
      ) : (
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
      )}
      <span className="tabular-nums">Diferença: {money(cents)}</span>
    </p>
  );
}

function Split({ data }: { data: ReconciliationResponse }) {
  return (
    <dl aria-label="Para onde foi o dinheiro" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {SPLIT.map(([label, field]) => (
        <div
          key={field}
          className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4"
        >
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-xl font-bold tracking-tight text-slate-900 tabular-nums">
            {money(data[field])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type EventLine = ReconciliationResponse['eventos'][number];

function EventsTable({ events }: { events: readonly EventLine[] }) {
  return (
    <ResponsiveList
      items={events}
      itemKey={(event) => event.evento_id}
      caption={EVENTS_CAPTION}
      region={EVENTS_CAPTION}
      tableClassName="min-w-[60rem]"
      header={
        <>
          <th scope="col" className="px-3 py-2 font-medium">
            Evento
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Pedidos
          </th>
          {SPLIT.map(([label]) => (
            <th key={label} scope="col" className="px-3 py-2 text-right font-medium">
              {label}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Diferença
          </th>
        </>
      }
      row={(event) => (
        <>
          <th scope="row" className="max-w-56 px-3 py-2.5 text-left font-medium text-slate-900">
            <span className="block">{event.titulo}</span>
            <span className="block text-xs font-normal text-slate-600">{event.organizacao}</span>
          </th>
          <td className="px-3 py-2.5 text-right tabular-nums">{event.pedidos}</td>
          {SPLIT.map(([label, field]) => (
            <td key={label} className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
              {money(event[field])}
            </td>
          ))}
          <td
            className={cn(
              'px-3 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums',
              differenceClass(event.diferenca_centavos),
            )}
          >
            {money(event.diferenca_centavos)}
          </td>
        </>
      )}
      card={(event) => (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <div>
            <p className="font-semibold break-words text-slate-900">{event.titulo}</p>
            <p className="text-xs text-slate-600">
              {event.organizacao} · {event.pedidos} {event.pedidos === 1 ? 'pedido' : 'pedidos'}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            {SPLIT.map(([label, field]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-right tabular-nums">{money(event[field])}</dd>
              </div>
            ))}
            <dt className="font-medium text-slate-900">Diferença</dt>
            <dd
              className={cn(
                'text-right font-semibold tabular-nums',
                differenceClass(event.diferenca_centavos),
              )}
            >
              {money(event.diferenca_centavos)}
            </dd>
          </dl>
        </div>
      )}
    />
  );
}

type Divergence = ReconciliationResponse['divergencias'][number];

function DivergencesTable({ divergences }: { divergences: readonly Divergence[] }) {
  return (
    <ResponsiveList
      items={divergences}
      itemKey={(line) => line.pedido_id}
      caption={DIVERGENCES_CAPTION}
      breakpoint="sm"
      header={
        <>
          <th scope="col" className="px-3 py-2 font-medium">
            Pedido
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Evento
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Diferença
          </th>
        </>
      }
      row={(line) => (
        <>
          <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900">
            Pedido nº {line.pedido_numero}
          </th>
          <td className="px-3 py-2.5 text-slate-800">{line.evento_titulo}</td>
          <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-red-700 tabular-nums">
            {money(line.diferenca_centavos)}
          </td>
        </>
      )}
      card={(line) => (
        <div className="flex flex-col gap-1 rounded-xl border border-red-200 bg-white p-4 text-sm">
          <div className="flex justify-between gap-3">
            <span className="font-semibold text-slate-900">Pedido nº {line.pedido_numero}</span>
            <span className="font-semibold text-red-700 tabular-nums">
              {money(line.diferenca_centavos)}
            </span>
          </div>
          <p className="break-words text-slate-700">{line.evento_titulo}</p>
        </div>
      )}
    />
  );
}

function Report({ month }: { month: string }) {
  const report = useReconciliation(month);
  if (report.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">Carregando a conciliação...</span>
        <Skeleton aria-hidden className="h-32 w-full rounded-xl" />
        <Skeleton aria-hidden className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (report.isError) {
    return (
      <LoadError
        message="Não foi possível carregar a conciliação. Verifique sua conexão e tente novamente."
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  const data = report.data;
  return (
    <div className="flex min-w-0 flex-col gap-8" aria-busy={report.isPlaceholderData}>
      <section aria-labelledby="resumo-do-mes" className="flex flex-col gap-4">
        <h2 id="resumo-do-mes" className="text-lg font-semibold text-slate-900">
          {monthTitle(data.mes)} · {data.pedidos}{' '}
          {data.pedidos === 1 ? 'pedido pago' : 'pedidos pagos'}
        </h2>
        <Split data={data} />
        <Difference cents={data.diferenca_centavos} />
      </section>
      <section aria-labelledby="por-evento" className="flex min-w-0 flex-col gap-3">
        <h2 id="por-evento" className="text-lg font-semibold text-slate-900">
          Por evento
        </h2>
        {data.eventos.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
            Nenhum pedido pago neste mês.
          </p>
        ) : (
          <EventsTable events={data.eventos} />
        )}
      </section>
      {data.divergencias.length > 0 && (
        <section aria-labelledby="divergencias" className="flex min-w-0 flex-col gap-3">
          <h2 id="divergencias" className="text-lg font-semibold text-red-800">
            Divergências
          </h2>
          <DivergencesTable divergences={data.divergencias} />
        </section>
      )}
    </div>
  );
}

/**
 * `/operador/conciliacao` (issue 29), the platform operator's: in a month (the last one ended
 * unless chosen, `?mes=2026-03`), the money received split between refunds, the platform's fees,
 * the affiliates' commissions, the organizers' credits and the instalment interest; the
 * difference, green at R$ 0,00; the same per event, and every order that does not add up.
 */
export function ReconciliationPage() {
  useDocumentTitle('Conciliação');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const month = monthOf(params.get('mes'));
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">Operador da plataforma</p>
          <h1 className="mt-1 flex items-center gap-2 text-3xl font-bold tracking-tight text-slate-900">
            <Scale aria-hidden className="size-7 shrink-0 text-brand-700" />
            Conciliação
          </h1>
          <p className="mt-2 max-w-3xl text-slate-700">
            Todo centavo recebido do provedor de pagamento vai para um reembolso, a taxa da
            plataforma, um afiliado ou um organizador; os juros do parcelamento ficam à parte.
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-mes`}>Mês</Label>
          <select
            id={`${id}-mes`}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 sm:w-52 sm:text-sm"
            value={month}
            onChange={(event) => {
              const next = event.target.value;
              setParams(
                (current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('mes', next);
                  return updated;
                },
                { replace: true },
              );
            }}
          >
            {monthChoices(month).map((choice) => (
              <option key={choice} value={choice}>
                {monthTitle(choice)}
              </option>
            ))}
          </select>
        </div>
      </header>
      <Report month={month} />
    </section>
  );
}
