/**
 * Organizations (issue 28): signing one up, its team and invitations, its activity feed and
 * profile, and the switcher between the organizations a person belongs to.
 */
export { OrganizationSignUpPage } from './sign-up/organization-sign-up-page';
export { AcceptInvitationPage } from './invitation/accept-invitation-page';
export { TeamPage } from './team/team-page';
export { AuditLogPage } from './activity/audit-log-page';
export { OrganizationProfilePage } from './profile/organization-profile-page';
export { OrganizationSwitcher } from './components/organization-switcher';
export { OrganizationNav } from './components/organization-nav';
export { NoOrganization, OrganizationPageHeader } from './components/organization-page-header';
export { organizationNav, type OrganizationNavLink } from './lib/organization-nav';
export { organizationKeys } from './api/keys';
