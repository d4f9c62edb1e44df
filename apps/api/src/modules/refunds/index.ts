export { refundRoutes } from './routes';
export { createRefundsService } from './service';
