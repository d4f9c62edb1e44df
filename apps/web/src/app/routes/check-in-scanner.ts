/** `/check-in/:token`: the door scanner, outside the site's layout. */
export { CheckInScannerPage } from '@/features/check-in';
