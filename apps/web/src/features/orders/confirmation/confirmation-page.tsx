import { useQueryClient } from '@tanstack/react-query';
import { Clock, Loader2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/login-redirect';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { confirmedOrderQueryKey, useConfirmedOrder } from './api/get-order';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { OrderRefunds } from '@/features/orders/components/order-refunds';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-14">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** Not found, not paid yet, or a failure: what it is, and the way on. */
function State({
  icon,
  title,
  children,
  extra,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Shown under the message (a refund of a payment that came too late). */
  extra?: ReactNode;
}) {
  return (
    <Frame>
      <section className="flex flex-col items-center gap-4 py-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 [&_svg]:size-7">
          {icon}
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="max-w-md text-slate-600">{children}</p>
        {extra && <div className="w-full max-w-md">{extra}</div>}
        <Link to={paths.events()} className={buttonVariants({ size: 'lg' })}>
          Ver eventos
        </Link>
      </section>
    </Frame>
  );
}

/**
 * An order is shown to the browser that bought it or to its buyer's account: on another device,
 * a visitor who is not signed in is offered the way in (and back to this order).
 */
function SignInForOrder() {
  const { user, status } = useAuth();
  const location = useLocation();
  if (status === 'loading' || user) return null;
  const state: LoginRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <p>Comprou com outro aparelho? Entre com o e-mail usado na compra para ver o pedido.</p>
      <Link to={paths.login()} state={state} className={buttonVariants({ variant: 'outline' })}>
        Entrar
      </Link>
    </div>
  );
}

/**
 * /confirmacao?pedido=<id> (spec §2: where a paid PIX lands; reachable again after a reload, and
 * from the buyer's summary e-mail): the receipt of the paid order, read from the server, with
 * each ticket's e-mail (issue 14) and any refund (issue 12). An unknown order, or one not paid
 * yet, says so and offers the way back to the events. Below a paid order's receipt, its buyer
 * may cancel it while the rules allow (issue 18); once every ticket is cancelled the page shows
 * the order as 'Cancelado' with its refunds.
 */
export function ConfirmationPage() {
  useDocumentTitle('Confirmação');
  const [params] = useSearchParams();
  const id = params.get('pedido')?.trim() || null;
  const order = useConfirmedOrder(id);
  const queryClient = useQueryClient();

  if (id === null || order.isError) {
    return (
      <State
        icon={<SearchX aria-hidden />}
        title="Pedido não encontrado"
        extra={id !== null && <SignInForOrder />}
      >
        Não encontramos este pedido. Confira o link recebido ou escolha seus ingressos novamente.
      </State>
    );
  }
  if (order.isPending) {
    return (
      <Frame>
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600">
          <Loader2 aria-hidden className="size-5 animate-spin" />
          Carregando seu pedido...
        </p>
      </Frame>
    );
  }
  const refunded = order.data.status === 'refunded';
  if (order.data.status !== 'paid' && !refunded) {
    return (
      <State
        icon={<Clock aria-hidden />}
        title="Pagamento não confirmado"
        extra={<OrderRefunds order={order.data} headingLevel={2} />}
      >
        {order.data.pagamento && order.data.status === 'reserved'
          ? `O pagamento do pedido nº ${order.data.numero} ainda não foi confirmado. Esta página é atualizada sozinha assim que ele chegar.`
          : `O pedido nº ${order.data.numero} não foi pago.`}
      </State>
    );
  }
  const orderId = order.data.id;
  return (
    <Frame>
      <OrderConfirmation
        order={order.data}
        headingLevel={1}
        onChanged={() =>
          void queryClient.invalidateQueries({ queryKey: confirmedOrderQueryKey(orderId) })
        }
      />
    </Frame>
  );
}
