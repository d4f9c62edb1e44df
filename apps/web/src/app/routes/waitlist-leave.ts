/** `/lista-de-espera/sair`: leaving the waiting list. */
export { WaitlistLeavePage } from '@/features/waitlist';
