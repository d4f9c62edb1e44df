/** Checking participants in: the door scanner, and the organizer's links and live occupancy. */
export { CheckInScannerPage } from './check-in-scanner-page';
export { CheckInLivePage } from './organizer/check-in-live-page';
export { CheckInSection } from './organizer/components/check-in-section';
export { CHECK_IN_KEY } from './organizer/api/get-check-in-events';
