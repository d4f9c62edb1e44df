/** Affiliates' sales and commissions: the portal, the dashboard's sales, the monthly payouts. */
export { AffiliatePortalPage } from './portal/affiliate-portal-page';
export { PayoutsPage } from './payouts/payouts-page';
export { AffiliateSalesSection } from './components/affiliate-sales-section';
export { SALES_TABLE_CAPTION } from './components/affiliate-sales-list';
