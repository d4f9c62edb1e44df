import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { ROLE_LABELS } from '@bilheteria/domain/roles';
import {
  BarChart3,
  CalendarDays,
  CalendarPlus,
  Compass,
  History,
  Link2,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
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
  ROLE_TABS,
  TAB_PARAM,
  tabFor,
  type DashboardTab,
} from './dashboard-tabs';

/*
 * Each role's own parts load with it, never for another role: an organizer's events table, its
 * actions and the doors' check-in; the exports menu; an affiliate's sales.
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
      return <MyEventsPanel userId={user.id} platformOperator={user.platformOperator} />;
    case 'vendas':
      return <AffiliateSalesSection user={user} />;
    case 'ingressos':
      return <MyTicketsTab userId={user.id} />;
    case 'atividade':
      return <ActivityTab userId={user.id} />;
  }
}

/** Spec §6: an admin has Export and Create Event; an affiliate the portal's link. */
function RoleActions({ user }: { user: SessionUser }) {
  if (user.role === 'admin') {
    return (
      <div className="flex flex-wrap gap-2">
        <Suspense
          fallback={<Skeleton className="h-10 w-56 rounded-lg" aria-label="Carregando..." />}
        >
          <ExportMenu scopeLabel="todos os seus eventos" />
        </Suspense>
        <Link to={paths.createEvent()} className={buttonVariants()}>
          <CalendarPlus aria-hidden />
          Criar Evento
        </Link>
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

function Dashboard({ user }: { user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const tabs = ROLE_TABS[user.role];
  const tab = tabFor(user.role, params.get(TAB_PARAM));

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
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
            Olá, {user.name}
          </h1>
          <p className="mt-2 text-slate-700">
            Perfil: <span className="font-semibold">{ROLE_LABELS[user.role]}</span>
          </p>
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
            const Icon = TAB_ICONS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="h-auto min-h-9 px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-full sm:px-3 sm:whitespace-nowrap"
              >
                <Icon aria-hidden className="hidden sm:block" />
                {DASHBOARD_TAB_LABELS[value]}
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
 * the portal's link, and everyone's 'Meus Ingressos' and 'Atividade Recente'.
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  if (!user) return null; // The route guard lets only signed-in users through.
  return <Dashboard user={user} />;
}
