import { ROLE_LABELS } from '@bilheteria/domain/roles';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Admins only (issue 15): its forms and dialog load with it, never for other roles. */
const CheckInSection = lazy(async () => ({
  default: (await import('./check-in/components/check-in-section')).CheckInSection,
}));

/** Affiliates only (issue 16): 'Minhas Vendas'. */
const AffiliateSalesSection = lazy(async () => ({
  default: (await import('./components/affiliate-sales-section')).AffiliateSalesSection,
}));

/**
 * Spec §2 "Dashboard", first step: greets the signed-in user by name and role (the route guard
 * lets every role in). The role's tabs and figures arrive with the organizer issue; until then an
 * admin finds the doors' 'Check-in' here (issue 15) and the affiliates' payouts, and an affiliate
 * their 'Minhas Vendas' (issue 16).
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  if (!user) return null; // The route guard lets only signed-in users through.
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <p className="text-sm font-medium text-brand-700">Dashboard</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Olá, {user.name}</h1>
      <p className="mt-2 text-slate-700">
        Perfil: <span className="font-semibold">{ROLE_LABELS[user.role]}</span>
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <p className="text-slate-600">
          O painel completo, com ingressos, atividades e vendas, chega em breve.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {user.role === 'admin' && (
            <>
              <Link to={paths.createEvent()} className={buttonVariants()}>
                Criar Evento
              </Link>
              <Link to={paths.payouts()} className={buttonVariants({ variant: 'outline' })}>
                Repasses de afiliados
              </Link>
            </>
          )}
          {user.role === 'affiliate' && (
            <Link to={paths.affiliate()} className={buttonVariants()}>
              Portal de Afiliados
            </Link>
          )}
          {/* Spec §2 Dashboard: every role's tabs include Meus Ingressos. */}
          <Link to={paths.myTickets()} className={buttonVariants({ variant: 'outline' })}>
            Meus Ingressos
          </Link>
          <Link to={paths.events()} className={buttonVariants({ variant: 'outline' })}>
            Explorar Eventos
          </Link>
        </div>
      </div>
      {user.role === 'affiliate' && (
        <Suspense
          fallback={
            <p role="status" className="mt-10 text-slate-600">
              Carregando suas vendas...
            </p>
          }
        >
          <AffiliateSalesSection user={user} />
        </Suspense>
      )}
      {user.role === 'admin' && (
        <Suspense
          fallback={
            <p role="status" className="mt-10 text-slate-600">
              Carregando o check-in...
            </p>
          }
        >
          <CheckInSection />
        </Suspense>
      )}
    </section>
  );
}
