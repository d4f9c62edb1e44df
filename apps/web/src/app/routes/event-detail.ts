/** `/events/:id` and `/event/:id`: an event and its tickets. */
export { EventDetailPage } from '@/features/catalog';
