/** `/dashboard/organizacao`: the active organization's profile and payout details (issue 28). */
export { OrganizationProfilePage } from '@/features/organizations';
