/** An affiliate's tab, loaded with the first affiliate to open the dashboard. */
export { AffiliateSalesSection } from '@/features/affiliates';
