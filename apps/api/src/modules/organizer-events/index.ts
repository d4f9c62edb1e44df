export { createEventImages } from './images';
export { eventImageRoutes, organizerEventRoutes } from './routes';
export { createOrganizerEventsService } from './service';
