import type { SessionUser } from '@bilheteria/domain/auth-contract';
import {
  ORGANIZATION_MESSAGES,
  type SessionOrganization,
} from '@bilheteria/domain/organization-contract';
import { ORGANIZATION_ROLE_LABELS, roleCan } from '@bilheteria/domain/organization-roles';
import { ROLE_LABELS } from '@bilheteria/domain/roles';
import {
  BarChart3,
  Building2,
  CalendarDays,
  CalendarPlus,
  CircleAlert,
  Compass,
  DoorOpen,
  History,
  Link2,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Redirect } from '@/components/redirect';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActivityTab } from '@/features/account';
import { MyTicketsTab } from '@/features/orders';
import {
  DASHBOARD_TAB_LABELS,
  dashboardRoleOf,
  ROLE_TABS,
  TAB_PARAM,
  tabFor,
  type DashboardTab,
} from './dashboard-tabs';
import { OrganizationNav, OrganizationSwitcher } from '@/features/organizations';

/** What a pending organization may and may not do yet (issue 28). */
const PENDING_ORGANIZATION_NOTICE =
  'Sua organização aguarda aprovação da Bilheteria: você pode criar rascunhos; a publicação fica liberada após a aprovação.';

/*
 * Each role's own parts load with it, never for another role: an organizer's events table, its
 * actions and the doors' check-in; the exports menu; an affiliate's sales; the operator's
 * support banner.
 */
const MyEventsPanel = lazy(async () => ({
  default: (await import('./events-panel')).MyEventsPanel,
}));
const ExportMenu = lazy(async () => ({
  default: (await import('./export-menu')).ExportMenu,
}));
const AffiliateSalesSection = lazy(async () => ({
  default: (await import('./affiliate-sales')).AffiliateSalesSection,
}));
const SupportBanner = lazy(async () => ({
  default: (await import('./support-banner')).SupportBanner,
}));

const TAB_ICONS: Record<DashboardTab, LucideIcon> = {
  eventos: CalendarDays,
  vendas: BarChart3,
  ingressos: Ticket,
  atividade: History,
};

function PanelLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando...</span>
      <Skeleton className="h-28 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

function Panel({ tab, user }: { tab: DashboardTab; user: SessionUser }) {
  switch (tab) {
    case 'eventos':
      return <MyEventsPanel userId={user.id} />;
    case 'vendas':
      return <AffiliateSalesSection user={user} />;
    case 'ingressos':
      return <MyTicketsTab userId={user.id} />;
    case 'atividade':
      return <ActivityTab userId={user.id} />;
  }
}

/**
 * Spec §6: an organizer has Export and Create Event, as far as their role in the organization
 * allows (issue 28: 'exportacoes', 'eventos:editar'); an affiliate the portal's link.
 */
function RoleActions({ user }: { user: SessionUser }) {
  const organization = user.organizacao;
  if (organization) {
    const canExport = roleCan(organization.papel, 'exportacoes');
    const canCreate = roleCan(organization.papel, 'eventos:editar');
    if (!canExport && !canCreate) return null;
    return (
      <div className="flex flex-wrap gap-2">
        {canExport && (
          <Suspense
            fallback={<Skeleton className="h-10 w-56 rounded-lg" aria-label="Carregando..." />}
          >
            <ExportMenu scopeLabel="todos os seus eventos" />
          </Suspense>
        )}
        {canCreate && (
          <Link to={paths.createEvent()} className={buttonVariants()}>
            <CalendarPlus aria-hidden />
            Criar Evento
          </Link>
        )}
      </div>
    );
  }
  if (user.role === 'affiliate') {
    return (
      <Link to={paths.affiliate()} className={buttonVariants()}>
        <Link2 aria-hidden />
        Portal de Afiliados
      </Link>
    );
  }
  return (
    <Link to={paths.events()} className={buttonVariants({ variant: 'outline' })}>
      <Compass aria-hidden />
      Explorar Eventos
    </Link>
  );
}

/** The organization the dashboard is about, and the person's role there. */
function OrganizationLine({ organization }: { organization: SessionOrganization }) {
  return (
    <p className="mt-1 flex items-start gap-2 text-slate-700">
      <Building2 aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
      <span>
        Organização: <span className="font-semibold">{organization.nome_publico}</span>
        {' · '}
        {ORGANIZATION_ROLE_LABELS[organization.papel]}
        {organization.suporte && ' (suporte)'}
      </span>
    </p>
  );
}

/** A pending organization drafts but does not publish; a refused one, neither (issue 28). */
function OrganizationStatusNotice({ organization }: { organization: SessionOrganization }) {
  if (organization.status === 'aprovada') return null;
  const text =
    organization.status === 'pendente'
      ? PENDING_ORGANIZATION_NOTICE
      : ORGANIZATION_MESSAGES.refused;
  return (
    <p
      role="note"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      {text}
    </p>
  );
}

function Dashboard({ user }: { user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const role = dashboardRoleOf(user);
  const tabs = ROLE_TABS[role];
  const tab = tabFor(role, params.get(TAB_PARAM));
  const organization = user.organizacao;
  // A Check-in member's organizer tab is the doors alone (issue 28).
  const doorOnly = organization !== null && !roleCan(organization.papel, 'eventos:ver');
  const tabLabel = (value: DashboardTab) =>
    value === 'eventos' && doorOnly ? 'Check-in' : DASHBOARD_TAB_LABELS[value];
  const tabIcon = (value: DashboardTab) =>
    value === 'eventos' && doorOnly ? DoorOpen : TAB_ICONS[value];

  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]) updated.delete(TAB_PARAM);
        else updated.set(TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      {organization && (
        <div className="flex flex-col gap-4 empty:hidden">
          {organization.suporte && (
            <Suspense fallback={null}>
              <SupportBanner />
            </Suspense>
          )}
          <div
            data-slot="organization-nav"
            className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <OrganizationSwitcher />
            <OrganizationNav role={organization.papel} />
          </div>
          <OrganizationStatusNotice organization={organization} />
        </div>
      )}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900">
            Olá, {user.name}
          </h1>
          <p className="mt-2 text-slate-700">
            Perfil: <span className="font-semibold">{ROLE_LABELS[user.role]}</span>
          </p>
          {organization && <OrganizationLine organization={organization} />}
        </div>
        <RoleActions user={user} />
      </header>
      <Tabs value={tab} onValueChange={choose} className="gap-6">
        <TabsList
          aria-label="Seções do dashboard"
          className={
            tabs.length === 3
              ? 'grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-fit'
              : 'grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit'
          }
        >
          {tabs.map((value) => {
            const Icon = tabIcon(value);
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="h-auto min-h-9 px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-full sm:px-3 sm:whitespace-nowrap"
              >
                <Icon aria-hidden className="hidden sm:block" />
                {tabLabel(value)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {tabs.map((value) => (
          <TabsContent key={value} value={value}>
            <Suspense fallback={<PanelLoading />}>
              <Panel tab={value} user={user} />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

/**
 * Spec §2 "Dashboard" (/dashboard, every signed-in role): the role's tabs, all from the server —
 * an organizer's 'Meus Eventos' with Export and Create Event, an affiliate's 'Minhas Vendas' with
 * the portal's link, and everyone's 'Meus Ingressos' and 'Atividade Recente'. An organizer's is
 * their organization's, as their role there allows (issue 28); the platform's operator has one
 * only while in 'Entrar como suporte', and is sent to their organizations otherwise.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  if (!user) return null; // The route guard lets only signed-in users through.
  if (user.role === 'operador' && !user.organizacao?.suporte) {
    return <Redirect to={paths.operatorOrganizations()} />;
  }
  return <Dashboard user={user} />;
}
