/** Who the visitor is: signing in and up, links by e-mail, becoming an affiliate, activity. */
export { LoginPage } from './auth/login-page';
export { SetPasswordPage } from './auth/set-password-page';
export { LinkSignInPage } from './auth/link-sign-in-page';
export { BecomeAffiliatePage } from './become-affiliate/become-affiliate-page';
export { ActivityTab } from './activity/components/activity-tab';
export { activityQueryKey } from './activity/api/get-activity';
export { PersonalDataPage } from './personal-data/personal-data-page';
export { ErasureConfirmPage } from './personal-data/erasure-confirm-page';
export { PrivacyPolicy } from './privacy/privacy-policy';
