import type { AffiliateSale } from '@bilheteria/domain/affiliate-contract';
import { formatDate, formatTime } from '@bilheteria/domain/dates';
import { formatBRL } from '@bilheteria/domain/money';
import { ResponsiveList } from '@/components/responsive-list';
import { SaleStatusBadge } from '@/components/sale-status-badge';

const saleDate = (sale: AffiliateSale) => {
  const date = new Date(sale.data_venda);
  return `${formatDate(date)}, ${formatTime(date)}`;
};

/**
 * The commission, and on a refunded ticket what its reversal took back: the first struck
 * through, so the line still says what the sale had earned.
 */
function Commission({ sale }: { sale: AffiliateSale }) {
  if (sale.status !== 'estornado') return <>{formatBRL(sale.comissao_cents)}</>;
  return (
    <>
      <s className="text-slate-500">{formatBRL(sale.comissao_cents)}</s>
      <span className="block text-xs font-medium text-red-800">
        Estornada: {formatBRL(sale.comissao_estornada_cents)}
      </span>
    </>
  );
}

const orderLabel = (sale: AffiliateSale) => `Pedido nº ${sale.pedido_numero}`;

/** The table's caption: how tests and screen readers find it. */
export const SALES_TABLE_CAPTION = 'Vendas pelos seus links';

/**
 * An affiliate's sales, one row per ticket sold: event and order, date, commission and its state
 * ('Reembolsado' with what was reversed), and the sale amount `withAmount` (the portal's Vendas; the dashboard's Minhas Vendas leaves it out).
 */
export function AffiliateSalesList({
  sales,
  withAmount = false,
}: {
  sales: readonly AffiliateSale[];
  withAmount?: boolean;
}) {
  return (
    <ResponsiveList
      items={sales}
      itemKey={(sale) => sale.id}
      caption={SALES_TABLE_CAPTION}
      breakpoint="sm"
      cardClassName="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      header={
        <>
          <th scope="col" className="px-4 py-3 font-medium">
            Evento
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Data
          </th>
          {withAmount && (
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Valor da venda
            </th>
          )}
          <th scope="col" className="px-4 py-3 text-right font-medium">
            Comissão
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Status
          </th>
        </>
      }
      row={(sale) => (
        <>
          <td className="px-4 py-3">
            <span className="font-medium text-slate-900">{sale.evento_titulo}</span>
            <span className="block text-xs text-slate-600">{orderLabel(sale)}</span>
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-600">{saleDate(sale)}</td>
          {withAmount && (
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
              {formatBRL(sale.valor_cents)}
            </td>
          )}
          <td className="whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums">
            <Commission sale={sale} />
          </td>
          <td className="px-4 py-3">
            <SaleStatusBadge status={sale.status} />
          </td>
        </>
      )}
      card={(sale) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium text-slate-900">{sale.evento_titulo}</p>
            <SaleStatusBadge status={sale.status} />
          </div>
          <p className="mt-1 text-xs text-slate-600">
            {saleDate(sale)} · {orderLabel(sale)}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {withAmount && (
              <div>
                <dt className="text-slate-600">Valor da venda</dt>
                <dd className="font-medium tabular-nums text-slate-900">
                  {formatBRL(sale.valor_cents)}
                </dd>
              </div>
            )}
            <div>
              <dt className="text-slate-600">Comissão</dt>
              <dd className="font-semibold tabular-nums text-slate-900">
                <Commission sale={sale} />
              </dd>
            </div>
          </dl>
        </>
      )}
    />
  );
}
