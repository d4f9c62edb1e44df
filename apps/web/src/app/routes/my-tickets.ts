/** `/meus-ingressos`: the signed-in user's tickets. */
export { MyTicketsPage } from '@/features/orders';
