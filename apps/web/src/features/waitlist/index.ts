/** The waiting list's e-mailed links: an offer of seats, and leaving the line. */
export { WaitlistOfferPage } from './waitlist-offer-page';
export { WaitlistLeavePage } from './waitlist-leave-page';
