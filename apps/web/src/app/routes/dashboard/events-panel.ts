/** The organizer's tab, loaded with the first organizer to open the dashboard. */
export { MyEventsPanel } from '@/features/event-admin';
