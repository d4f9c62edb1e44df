/** `/confirmacao`: the order, its tickets, cancelling. */
export { ConfirmationPage } from '@/features/orders';
