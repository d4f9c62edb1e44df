/** `/dashboard/eventos/:eventId/editar`: the wizard on an organizer's event. */
export { EditEventPage } from '@/features/event-admin';
