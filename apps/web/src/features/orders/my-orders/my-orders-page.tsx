import { LoadError } from '@/components/load-error';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyOrders } from './api/get-my-orders';
import { MyOrderCard } from './components/my-order-card';
import { MyOrdersEmpty, MyOrdersSkeleton } from './components/my-orders-states';

export function MyOrdersList({ user }: { user: { id: string; email: string } }) {
  const orders = useMyOrders(user.id);
  if (orders.isPending) return <MyOrdersSkeleton />;
  if (orders.isError) {
    return (
      <LoadError
        message="Não foi possível carregar seus pedidos. Verifique sua conexão e tente novamente."
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (orders.data.pedidos.length === 0) return <MyOrdersEmpty email={user.email} />;
  return (
    <ul aria-label="Pedidos" className="flex flex-col gap-4">
      {orders.data.pedidos.map((order) => (
        <MyOrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}

/**
 * /meus-pedidos, for any signed-in role: every order the person bought — for themselves or for
 * colleagues, signed in or as a guest with this account's e-mail — newest first. Meus Ingressos
 * keeps the tickets where the person is the participant.
 */
export function MyOrdersPage() {
  useDocumentTitle('Meus Pedidos');
  const { user } = useAuth();
  if (!user) return null; // The route guard lets only signed-in users through.
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Meus Pedidos</h1>
        <p className="mt-2 text-slate-600">
          As compras feitas com o seu e-mail, inclusive os ingressos comprados para outras pessoas.
        </p>
      </div>
      <MyOrdersList user={user} />
    </div>
  );
}
