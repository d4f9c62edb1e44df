/** `/affiliate`: the affiliate portal. */
export { AffiliatePortalPage } from '@/features/affiliates';
