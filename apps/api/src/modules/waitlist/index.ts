export { waitlistRoutes } from './routes';
export { createWaitlistService, type WaitlistService } from './service';
