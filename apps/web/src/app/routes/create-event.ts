/** `/create-event`: the event wizard. */
export { CreateEventPage } from '@/features/event-admin';
