/** The organizer's exports menu, loaded on its own: it is on the dashboard's header. */
export { ExportMenu } from '@/features/event-admin';
