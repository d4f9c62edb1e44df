export { AFFILIATE_COMMISSION_JOB, reverseCommissions } from './ledger';
export { createPayoutsService } from './payouts';
export { affiliateRoutes } from './routes';
export { createAffiliatesService } from './service';
