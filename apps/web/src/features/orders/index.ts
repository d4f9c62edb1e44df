/** A buyer's orders: the confirmation, the tickets of an order, cancelling, my tickets. */
export { ConfirmationPage } from './confirmation/confirmation-page';
export { MyTicketsPage } from './my-tickets/my-tickets-page';
export { MyOrdersPage } from './my-orders/my-orders-page';
export { MyTicketsTab } from './my-tickets/components/my-tickets-tab';
export { OrderConfirmation } from './components/order-confirmation';
export { refundOfChoiceCents } from './lib/refund-choice';
export { RefundTicketChooser, useTicketChoice } from './components/refund-ticket-chooser';
export { BillingSummary, receiptUrl } from './components/billing-summary';
