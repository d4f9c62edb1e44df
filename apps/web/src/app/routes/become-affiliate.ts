/** `/become-affiliate`: the affiliate sign-up. */
export { BecomeAffiliatePage } from '@/features/account';
