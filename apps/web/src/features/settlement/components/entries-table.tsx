import {
  ENTRY_KIND_LABELS,
  ENTRY_SITUATION_LABELS,
  type StatementEntry,
} from '@bilheteria/domain/settlement-contract';
import { Link } from 'react-router';
import { ResponsiveList } from '@/components/responsive-list';
import { cn } from '@/lib/utils';
import { debitClass, formatInstantDay, money, organizerOrderHref } from '../lib/format';

/** 'Venda', 'Taxa da plataforma', …; a reversal names what it reverses ('Estorno de venda'). */
export function entryKindLabel(entry: Pick<StatementEntry, 'tipo' | 'estorna'>): string {
  if (entry.tipo === 'estorno' && entry.estorna) {
    return `Estorno de ${ENTRY_KIND_LABELS[entry.estorna].toLocaleLowerCase('pt-BR')}`;
  }
  return ENTRY_KIND_LABELS[entry.tipo];
}

function OrderNumber({ entry, linked }: { entry: StatementEntry; linked: boolean }) {
  const text = `Pedido nº ${entry.pedido_numero}`;
  if (!linked) return <span>{text}</span>;
  return (
    <Link
      to={organizerOrderHref(entry.evento_id, entry.pedido_numero)}
      className="font-medium text-brand-700 hover:underline"
    >
      {text}
    </Link>
  );
}

const Amount = ({ cents }: { cents: number }) => (
  <span
    className={cn(
      'font-semibold whitespace-nowrap tabular-nums',
      debitClass(cents) ?? 'text-slate-900',
    )}
  >
    {money(cents)}
  </span>
);

/**
 * Ledger entries (issue 29), each traceable to its order and ticket: a table on wide screens,
 * a card each on a phone (the page never scrolls sideways). `linkOrders`: the order's number
 * leads to the organizer's orders of the event.
 */
export function EntriesTable({
  entries,
  caption,
  linkOrders,
}: {
  entries: readonly StatementEntry[];
  caption: string;
  linkOrders: boolean;
}) {
  return (
    <ResponsiveList
      items={entries}
      itemKey={(entry) => entry.id}
      caption={caption}
      region={caption}
      breakpoint="md"
      tableClassName="min-w-[44rem]"
      header={
        <>
          <th scope="col" className="px-3 py-2 font-medium">
            Data
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Evento
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Pedido
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Ingresso
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Tipo
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Valor
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Situação
          </th>
        </>
      }
      row={(entry) => (
        <>
          <td className="px-3 py-2.5 whitespace-nowrap text-slate-700 tabular-nums">
            {formatInstantDay(entry.criado_em)}
          </td>
          <td className="max-w-56 px-3 py-2.5 text-slate-900">{entry.evento_titulo}</td>
          <td className="px-3 py-2.5 whitespace-nowrap">
            <OrderNumber entry={entry} linked={linkOrders} />
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap text-slate-700 tabular-nums">
            nº {entry.ingresso_posicao}
          </td>
          <td className="px-3 py-2.5 text-slate-800">{entryKindLabel(entry)}</td>
          <td className="px-3 py-2.5 text-right">
            <Amount cents={entry.valor_centavos} />
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
            {ENTRY_SITUATION_LABELS[entry.situacao]}
          </td>
        </>
      )}
      card={(entry) => (
        <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-900">{entryKindLabel(entry)}</span>
            <Amount cents={entry.valor_centavos} />
          </div>
          <p className="break-words text-slate-800">{entry.evento_titulo}</p>
          <p className="flex flex-wrap gap-x-2 text-slate-700">
            <OrderNumber entry={entry} linked={linkOrders} />
            <span aria-hidden>·</span>
            <span>Ingresso nº {entry.ingresso_posicao}</span>
          </p>
          <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
            <span className="tabular-nums">{formatInstantDay(entry.criado_em)}</span>
            <span aria-hidden>·</span>
            <span>{ENTRY_SITUATION_LABELS[entry.situacao]}</span>
          </p>
        </div>
      )}
    />
  );
}
