/** Paying for a selection of tickets: the seat hold, the participants, the payment. */
export { CheckoutPage } from './checkout-page';
export { handOffToCheckout } from './lib/hand-off';
export { readStoredHold, selectionSignature } from './lib/hold';
