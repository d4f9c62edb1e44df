/** `/dashboard/eventos/:eventId/relatorio`: an event's report. */
export { EventReportPage } from '@/features/event-admin';
