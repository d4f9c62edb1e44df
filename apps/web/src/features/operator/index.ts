/** The platform operator's screens (issue 28): organizations to approve, and support mode. */
export { OperatorOrganizationsPage } from './operator-organizations-page';
export { SupportBanner } from './components/support-banner';
