import { useAuth } from '@/lib/auth/auth-provider';
import { MyOrdersList } from '../my-orders-page';

/** The dashboard's 'Meus Pedidos' tab: the same list as /meus-pedidos. */
export function MyOrdersTab({ userId }: { userId: string }) {
  const { user } = useAuth();
  if (!user || user.id !== userId) return null;
  return <MyOrdersList user={user} />;
}
