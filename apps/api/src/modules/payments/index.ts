export { createPagBankProvider } from './pagbank/pagbank-provider';
export { PaymentProviderError, type PaymentProvider } from './provider';
export { paymentRoutes } from './routes';
export { pixQrPng, pixTxidFor } from './sandbox/pix';
export { selectPaymentProvider } from './select-provider';
export { createPaymentsService } from './service';
