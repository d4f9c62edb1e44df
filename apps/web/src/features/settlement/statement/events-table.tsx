import type { StatementEvent } from '@bilheteria/domain/settlement-contract';
import { ResponsiveList } from '@/components/responsive-list';
import { cn } from '@/lib/utils';
import { debitClass, formatInstantDay, money } from '../lib/format';

export const EVENTS_CAPTION = 'Valores por evento';

const COLUMNS = [
  ['Vendas', 'vendas_centavos'],
  ['Taxas', 'taxas_centavos'],
  ['Comissões', 'comissoes_centavos'],
  ['Estornos', 'estornos_centavos'],
  ['Líquido', 'liquido_centavos'],
] as const;

const Cents = ({ cents, strong = false }: { cents: number; strong?: boolean }) => (
  <span
    className={cn('whitespace-nowrap tabular-nums', strong && 'font-semibold', debitClass(cents))}
  >
    {money(cents)}
  </span>
);

/** Each event's sales, fees, commissions, reversals, net, and the day its money is released. */
export function EventsTable({ events }: { events: readonly StatementEvent[] }) {
  return (
    <ResponsiveList
      items={events}
      itemKey={(event) => event.evento_id}
      caption={EVENTS_CAPTION}
      region={EVENTS_CAPTION}
      tableClassName="min-w-[48rem]"
      header={
        <>
          <th scope="col" className="px-3 py-2 font-medium">
            Evento
          </th>
          {COLUMNS.map(([label]) => (
            <th key={label} scope="col" className="px-3 py-2 text-right font-medium">
              {label}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 font-medium">
            Disponível em
          </th>
        </>
      }
      row={(event) => (
        <>
          <th scope="row" className="max-w-64 px-3 py-2.5 font-medium text-slate-900">
            {event.titulo}
          </th>
          {COLUMNS.map(([label, field]) => (
            <td key={label} className="px-3 py-2.5 text-right">
              <Cents cents={event[field]} strong={field === 'liquido_centavos'} />
            </td>
          ))}
          <td className="px-3 py-2.5 whitespace-nowrap text-slate-700 tabular-nums">
            {formatInstantDay(event.disponivel_em)}
          </td>
        </>
      )}
      card={(event) => (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <p className="font-semibold break-words text-slate-900">{event.titulo}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            {COLUMNS.map(([label, field]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-right">
                  <Cents cents={event[field]} strong={field === 'liquido_centavos'} />
                </dd>
              </div>
            ))}
            <dt className="text-slate-600">Disponível em</dt>
            <dd className="text-right tabular-nums text-slate-800">
              {formatInstantDay(event.disponivel_em)}
            </dd>
          </dl>
        </div>
      )}
    />
  );
}
