import { lazy } from 'react';
import { Redirect } from '@/components/redirect';
import { paths } from '@/lib/paths';
import { RequireRole } from './require-role';

const DashboardPage = lazy(async () => ({
  default: (await import('./routes/dashboard/dashboard-page')).DashboardPage,
}));
const CheckInLivePage = lazy(async () => ({
  default: (await import('./routes/check-in-live')).CheckInLivePage,
}));
const MyTicketsPage = lazy(async () => ({
  default: (await import('./routes/my-tickets')).MyTicketsPage,
}));
const MyOrdersPage = lazy(async () => ({
  default: (await import('./routes/my-orders')).MyOrdersPage,
}));
const AffiliatePortalPage = lazy(async () => ({
  default: (await import('./routes/affiliate-portal')).AffiliatePortalPage,
}));
const CreateEventPage = lazy(async () => ({
  default: (await import('./routes/create-event')).CreateEventPage,
}));
const EditEventPage = lazy(async () => ({
  default: (await import('./routes/edit-event')).EditEventPage,
}));
const EventReportPage = lazy(async () => ({
  default: (await import('./routes/event-report')).EventReportPage,
}));
const PayoutsPage = lazy(async () => ({
  default: (await import('./routes/payouts')).PayoutsPage,
}));
const TeamPage = lazy(async () => ({
  default: (await import('./routes/team')).TeamPage,
}));
const AuditLogPage = lazy(async () => ({
  default: (await import('./routes/audit-log')).AuditLogPage,
}));
const OrganizationProfilePage = lazy(async () => ({
  default: (await import('./routes/organization-profile')).OrganizationProfilePage,
}));
const OperatorOrganizationsPage = lazy(async () => ({
  default: (await import('./routes/operator-organizations')).OperatorOrganizationsPage,
}));
const StatementPage = lazy(async () => ({
  default: (await import('./routes/statement')).StatementPage,
}));
const OperatorPayoutsPage = lazy(async () => ({
  default: (await import('./routes/operator-payouts')).OperatorPayoutsPage,
}));
const PersonalDataPage = lazy(async () => ({
  default: (await import('./routes/personal-data')).PersonalDataPage,
}));
const ReconciliationPage = lazy(async () => ({
  default: (await import('./routes/reconciliation')).ReconciliationPage,
}));

/**
 * The guarded screens of the route table (spec §2, §6), each behind its RequireRole. One lazily
 * loaded module for all of them keeps the guards out of the public pages' code. An organizer's
 * screen names the permission it needs in the organization (issue 28): a member whose role
 * lacks it goes to /unauthorized, as the server would answer 403.
 */
const GUARDED = {
  dashboard: () => (
    <RequireRole>
      <DashboardPage />
    </RequireRole>
  ),
  'create-event': () => (
    <RequireRole allow={['admin']} permission="eventos:editar">
      <CreateEventPage />
    </RequireRole>
  ),
  affiliate: () => (
    <RequireRole allow={['affiliate']} needsAffiliateCode>
      <AffiliatePortalPage />
    </RequireRole>
  ),
  // Every signed-in role has tickets.
  'meus-ingressos': () => (
    <RequireRole>
      <MyTicketsPage />
    </RequireRole>
  ),
  // Every signed-in role may have bought something.
  'meus-pedidos': () => (
    <RequireRole>
      <MyOrdersPage />
    </RequireRole>
  ),
  // An event's live occupancy, for its organizer.
  'dashboard/check-in/:eventId': () => (
    <RequireRole allow={['admin']} permission="checkin">
      <CheckInLivePage />
    </RequireRole>
  ),
  // The monthly payout of affiliate commissions: the platform operator's (issue 28), at its
  // old address too.
  'operador/repasses-afiliados': () => (
    <RequireRole allow={['operador']}>
      <PayoutsPage />
    </RequireRole>
  ),
  'dashboard/repasses': () => <Redirect to={paths.payouts()} />,
  // The organizations the operator approves, refuses or enters as support (issue 28).
  'operador/organizacoes': () => (
    <RequireRole allow={['operador']}>
      <OperatorOrganizationsPage />
    </RequireRole>
  ),
  // Paying the organizations and reconciling the money of a month (issue 29).
  'operador/repasses': () => (
    <RequireRole allow={['operador']}>
      <OperatorPayoutsPage />
    </RequireRole>
  ),
  'operador/conciliacao': () => (
    <RequireRole allow={['operador']}>
      <ReconciliationPage />
    </RequireRole>
  ),
  // The wizard prefilled with an organizer's event, and the event's report.
  'dashboard/eventos/:eventId/editar': () => (
    <RequireRole allow={['admin']} permission="eventos:editar">
      <EditEventPage />
    </RequireRole>
  ),
  'dashboard/eventos/:eventId/relatorio': () => (
    <RequireRole allow={['admin']} permission="relatorios">
      <EventReportPage />
    </RequireRole>
  ),
  // The active organization's pages (issue 28); each says what the member's role reaches.
  'dashboard/equipe': () => (
    <RequireRole allow={['admin']}>
      <TeamPage />
    </RequireRole>
  ),
  'dashboard/atividade': () => (
    <RequireRole allow={['admin']} permission="atividade">
      <AuditLogPage />
    </RequireRole>
  ),
  'dashboard/organizacao': () => (
    <RequireRole allow={['admin']}>
      <OrganizationProfilePage />
    </RequireRole>
  ),
  // The statement: what the organization has to receive and was paid (issue 29).
  'dashboard/financeiro': () => (
    <RequireRole allow={['admin']} permission="financeiro">
      <StatementPage />
    </RequireRole>
  ),
  // Every signed-in person sees, downloads, fixes and may erase their data (issue 30).
  'minha-conta/dados': () => (
    <RequireRole>
      <PersonalDataPage />
    </RequireRole>
  ),
};

export type GuardedPath = keyof typeof GUARDED;

export function GuardedPage({ path }: { path: GuardedPath }) {
  const Screen = GUARDED[path];
  return <Screen />;
}
