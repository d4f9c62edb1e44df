/** `/dashboard/repasses`: the monthly payout of affiliate commissions. */
export { PayoutsPage } from '@/features/affiliates';
