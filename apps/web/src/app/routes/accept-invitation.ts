/** `/convites/aceitar?token=…`: the e-mailed invitation to an organization's team (issue 28). */
export { AcceptInvitationPage } from '@/features/organizations';
