export { checkInRoutes } from './routes';
export { createCheckInService } from './service';
