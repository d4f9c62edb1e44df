import { formatBRL } from '@bilheteria/domain/money';
import type { EventReport } from '@bilheteria/domain/organizer-contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { paymentMethodLabel } from '../lib/labels';
import { FiguresTable, NothingYet } from './figures-table';

function Part({
  title,
  empty,
  wide = false,
  children,
}: {
  title: string;
  /** Across both columns on a wide screen. */
  wide?: boolean;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', wide && 'lg:col-span-2')}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {empty ? <NothingYet>{empty}</NothingYet> : children}
    </div>
  );
}

/**
 * Where the money came from: coupons used (orders and discount), affiliates' sales (tickets,
 * revenue, commission) and payment methods (orders and revenue).
 */
export function BreakdownsSection({ report }: { report: EventReport }) {
  const { coupons, affiliates, paymentMethods } = report;
  return (
    <section aria-labelledby="origem-titulo" className="flex flex-col gap-3">
      <h2 id="origem-titulo" className="text-xl font-semibold text-slate-900">
        Cupons, afiliados e pagamentos
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <Part title="Uso de cupons" empty={coupons.length === 0 ? 'Nenhum cupom usado.' : null}>
          <FiguresTable
            caption="Uso de cupons"
            captionHidden
            columns={[
              { label: 'Cupom' },
              { label: 'Pedidos', numeric: true },
              { label: 'Desconto', numeric: true },
            ]}
            rows={coupons.map((coupon) => ({
              key: coupon.code,
              cells: [
                <span key="code" className="font-mono text-xs">
                  {coupon.code}
                </span>,
                coupon.orders,
                formatBRL(coupon.discountCents),
              ],
            }))}
          />
        </Part>
        <Part
          title="Formas de pagamento"
          empty={paymentMethods.length === 0 ? 'Nenhum pedido pago ainda.' : null}
        >
          <FiguresTable
            caption="Formas de pagamento"
            captionHidden
            columns={[
              { label: 'Forma' },
              { label: 'Pedidos', numeric: true },
              { label: 'Receita', numeric: true },
            ]}
            rows={paymentMethods.map((method) => ({
              key: method.method,
              cells: [
                paymentMethodLabel(method.method),
                method.orders,
                formatBRL(method.revenueCents),
              ],
            }))}
          />
        </Part>
        <Part
          wide
          title="Vendas de afiliados"
          empty={affiliates.length === 0 ? 'Nenhuma venda por afiliados.' : null}
        >
          <FiguresTable
            caption="Vendas de afiliados"
            captionHidden
            columns={[
              { label: 'Afiliado' },
              { label: 'Ingressos', numeric: true },
              { label: 'Receita', numeric: true },
              { label: 'Comissão', numeric: true },
            ]}
            rows={affiliates.map((affiliate) => ({
              key: affiliate.code,
              cells: [
                <span key="who">
                  {affiliate.name}
                  <span className="block font-mono text-xs font-normal text-slate-600">
                    {affiliate.code}
                  </span>
                </span>,
                affiliate.tickets,
                formatBRL(affiliate.revenueCents),
                formatBRL(affiliate.commissionCents),
              ],
            }))}
          />
        </Part>
      </div>
    </section>
  );
}
