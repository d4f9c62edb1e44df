import { formatBRL } from '@bilheteria/domain/money';
import type { OrganizerOrder } from '@bilheteria/domain/refund-contract';
import { Receipt, SearchX } from 'lucide-react';
import { useCallback, useId, useRef } from 'react';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { ResponsiveList } from '@/components/responsive-list';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSearchAndPage } from '@/lib/use-search-and-page';
import { useOrders } from '../api/get-orders';
import { countOf, dateTimeLabel, paymentMethodLabel } from '../lib/labels';
import { OrderStatusPill, RefundList } from './order-pills';
import { RefundOrderAction, type RefundTarget } from './refund-order-action';

/** The table's name: how tests and screen readers find it. */
export const ORDERS_TABLE_CAPTION = 'Pedidos do evento';

const methodOf = (order: OrganizerOrder) => (order.metodo ? paymentMethodLabel(order.metodo) : '—');

interface ListProps {
  orders: readonly OrganizerOrder[];
  target: RefundTarget;
  onGone: () => void;
}

interface ItemProps {
  order: OrganizerOrder;
  target: RefundTarget;
  onGone: () => void;
  /** The id of what names the order (its number): its refund button's description. */
  numberId: string;
}

/** Wide screens: a row per order. */
const HEADER = (
  <>
    <th scope="col" className="px-3 py-2 font-medium">
      Pedido
    </th>
    <th scope="col" className="px-3 py-2 font-medium">
      Comprador
    </th>
    <th scope="col" className="px-3 py-2 font-medium">
      Pagamento
    </th>
    <th scope="col" className="px-3 py-2 text-right font-medium">
      Total pago
    </th>
    <th scope="col" className="px-3 py-2 text-right font-medium">
      Reembolsado
    </th>
    <th scope="col" className="px-3 py-2 font-medium">
      Status
    </th>
    <th scope="col" className="px-3 py-2 font-medium">
      <span className="sr-only">Ações</span>
    </th>
  </>
);

function OrderRow({ order, target, onGone, numberId }: ItemProps) {
  return (
    <>
      <th scope="row" className="px-3 py-2.5 font-normal whitespace-nowrap">
        <span id={numberId} className="block font-medium text-slate-900">
          Pedido nº {order.numero}
        </span>
        {order.pago_em && (
          <span className="block text-xs text-slate-600">{dateTimeLabel(order.pago_em)}</span>
        )}
      </th>
      <td className="max-w-56 px-3 py-2.5">
        <span className="block break-words text-slate-900">{order.comprador_nome}</span>
        <span className="block text-xs break-all text-slate-600">{order.comprador_email}</span>
      </td>
      <td className="px-3 py-2.5 text-slate-800">{methodOf(order)}</td>
      <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
        {formatBRL(order.total_pago_centavos)}
      </td>
      <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
        {formatBRL(order.reembolsado_centavos)}
      </td>
      <td className="px-3 py-2.5">
        <div className="flex flex-col items-start gap-2">
          <OrderStatusPill status={order.status} />
          <RefundList order={order} />
        </div>
      </td>
      <td className="px-3 py-2 text-right">
        <RefundOrderAction order={order} target={target} onGone={onGone} describedBy={numberId} />
      </td>
    </>
  );
}

/** Phones: a card per order, the same figures and 'Reembolsar' across the card. */
function OrderCard({ order, target, onGone, numberId }: ItemProps) {
  return (
    <article
      aria-labelledby={numberId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={numberId} className="font-semibold text-slate-900">
            Pedido nº {order.numero}
          </h3>
          {order.pago_em && (
            <p className="text-xs text-slate-600">{dateTimeLabel(order.pago_em)}</p>
          )}
        </div>
        <OrderStatusPill status={order.status} />
      </div>
      <p className="text-sm">
        <span className="block break-words text-slate-900">{order.comprador_nome}</span>
        <span className="block text-xs break-all text-slate-600">{order.comprador_email}</span>
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">Pagamento</dt>
          <dd className="break-words text-slate-900">{methodOf(order)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Total pago</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatBRL(order.total_pago_centavos)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Reembolsado</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatBRL(order.reembolsado_centavos)}
          </dd>
        </div>
      </dl>
      <RefundList order={order} />
      <RefundOrderAction
        order={order}
        target={target}
        onGone={onGone}
        describedBy={numberId}
        className="w-full"
      />
    </article>
  );
}

/** The orders: a table on wide screens, a card each on a phone. */
function OrdersList({ orders, target, onGone }: ListProps) {
  const id = useId();
  return (
    <ResponsiveList
      items={orders}
      itemKey={(order) => order.id}
      caption={ORDERS_TABLE_CAPTION}
      region="Lista de pedidos"
      tableClassName="min-w-[52rem]"
      rowClassName="align-top"
      header={HEADER}
      row={(order) => (
        <OrderRow
          order={order}
          target={target}
          onGone={onGone}
          numberId={`${id}-linha-${order.id}`}
        />
      )}
      card={(order) => (
        <OrderCard
          order={order}
          target={target}
          onGone={onGone}
          numberId={`${id}-cartao-${order.id}`}
        />
      )}
    />
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">Carregando os pedidos...</span>
      <Skeleton className="h-10 w-full rounded-lg" />
      <Skeleton className="h-16 w-full rounded-lg" />
      <Skeleton className="h-16 w-full rounded-lg" />
    </div>
  );
}

/**
 * The event's orders (issue 18): number, buyer, payment method, what was paid and refunded, the
 * status ('Cancelado' once all was refunded) with each refund, and 'Reembolsar' while something
 * is left. Searched and paged like the participants, the address keeping both.
 */
export function OrdersSection({
  userId,
  eventId,
  eventStartsAt,
}: {
  userId: string;
  eventId: string;
  eventStartsAt: string;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const { search, page, setSearch, setPage } = useSearchAndPage(title);
  const orders = useOrders(userId, eventId, { pagina: page, busca: search });
  const focusTitle = useCallback(() => title.current?.focus(), []);
  const target: RefundTarget = { userId, eventId, eventStartsAt };

  const data = orders.data;
  return (
    <section aria-labelledby="pedidos-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2
          id="pedidos-titulo"
          ref={title}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-slate-900 outline-none"
        >
          <Receipt aria-hidden className="size-5 text-brand-700" />
          Pedidos
          {data && data.total > 0 && (
            <span className="text-sm font-normal text-slate-600 tabular-nums">
              ({countOf(data.total, 'pedido', 'pedidos')})
            </span>
          )}
        </h2>
        <SearchField
          label="Buscar pedidos"
          placeholder="Número, nome ou e-mail"
          value={search}
          onSearch={setSearch}
        />
      </div>
      {orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError && !data ? (
        <LoadError
          message="Não foi possível carregar os pedidos. Verifique sua conexão e tente novamente."
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : data && data.pedidos.length === 0 ? (
        search ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <SearchX aria-hidden className="size-8 text-slate-500" />
            <p className="font-semibold text-slate-900">Nenhum pedido encontrado</p>
            <p className="max-w-md text-sm break-words text-slate-600">
              Nenhum pedido tem “{search}” no número, no nome ou no e-mail do comprador.
            </p>
            <Button variant="outline" onClick={() => setSearch('')}>
              Mostrar todos os pedidos
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <p className="font-semibold text-slate-900">Nenhum pedido ainda</p>
            <p className="max-w-md text-sm text-slate-600">
              Cada pedido pago aparece aqui, com o que foi pago e reembolsado.
            </p>
          </div>
        )
      ) : (
        data && (
          <div
            aria-busy={orders.isPlaceholderData}
            className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            <OrdersList orders={data.pedidos} target={target} onGone={focusTitle} />
          </div>
        )
      )}
      {orders.isError && data && (
        <LoadError
          message="Não foi possível atualizar os pedidos."
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
          className="py-6"
        />
      )}
      {data && (
        <Pager
          page={page}
          pageSize={data.por_pagina}
          total={data.total}
          onPage={setPage}
          label="Páginas dos pedidos"
          busy={orders.isPlaceholderData}
        />
      )}
    </section>
  );
}
