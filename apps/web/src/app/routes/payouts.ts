/** `/operador/repasses-afiliados`: the monthly payout of affiliate commissions (the operator's). */
export { PayoutsPage } from '@/features/affiliates';
