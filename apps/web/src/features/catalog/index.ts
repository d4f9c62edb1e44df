/** The public catalog: the home page, the list of events and an event's page. */
export { HomePage } from './home/home-page';
export { EventsPage } from './events/events-page';
export { EventDetailPage } from './event-detail/event-detail-page';
