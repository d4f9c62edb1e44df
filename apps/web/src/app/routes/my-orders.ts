/** `/meus-pedidos`: the orders the signed-in person bought. */
export { MyOrdersPage } from '@/features/orders';
