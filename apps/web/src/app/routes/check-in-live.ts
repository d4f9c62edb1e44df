/** `/dashboard/check-in/:eventId`: an event's live occupancy. */
export { CheckInLivePage } from '@/features/check-in';
