/** `/lista-de-espera/oferta`: an offer of seats from the waiting list. */
export { WaitlistOfferPage } from '@/features/waitlist';
