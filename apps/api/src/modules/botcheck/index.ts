export { createPaymentTokens, type PaymentTokens } from './payment-tokens';
export { botcheckRoutes } from './routes';
export { createBotCheck } from './service';
export { createSpentTokens } from './spent-tokens';
