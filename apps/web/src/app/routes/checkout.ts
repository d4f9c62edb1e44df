/** `/checkout`: the seat hold, the participants, the payment. */
export { CheckoutPage } from '@/features/checkout';
