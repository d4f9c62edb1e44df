/** `/events`: the list of events, searched and filtered. */
export { EventsPage } from '@/features/catalog';
