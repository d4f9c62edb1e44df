import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { BarChart3, LayoutDashboard, Link2 } from 'lucide-react';
import { useEffect } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { writeAffiliatedEvents } from '@/lib/affiliated-events';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAffiliatePortal } from './api/get-affiliate-portal';
import { LinksTab } from './components/links-tab';
import { OverviewTab } from './components/overview-tab';
import { PortalError, PortalSkeleton } from './components/portal-states';
import { SalesTab } from './components/sales-tab';

function Portal({ user }: { user: SessionUser }) {
  const portal = useAffiliatePortal(user.id);
  const events = portal.data?.eventos;

  // Spec §3 'affiliatedEvents': the local list follows the server's.
  useEffect(() => {
    if (events) writeAffiliatedEvents(events.map((event) => event.id));
  }, [events]);

  if (portal.isPending) return <PortalSkeleton />;
  if (portal.isError) {
    return (
      <PortalError
        message="Não foi possível carregar o portal. Verifique sua conexão e tente novamente."
        onRetry={() => void portal.refetch()}
        retrying={portal.isFetching}
      />
    );
  }
  return (
    <Tabs defaultValue="visao-geral" className="gap-6">
      <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-fit">
        <TabsTrigger value="visao-geral">
          <LayoutDashboard aria-hidden className="hidden sm:block" />
          Visão Geral
        </TabsTrigger>
        <TabsTrigger value="links">
          <Link2 aria-hidden className="hidden sm:block" />
          Meus Links
        </TabsTrigger>
        <TabsTrigger value="vendas">
          <BarChart3 aria-hidden className="hidden sm:block" />
          Vendas
        </TabsTrigger>
      </TabsList>
      <TabsContent value="visao-geral">
        <OverviewTab portal={portal.data} />
      </TabsContent>
      <TabsContent value="links">
        <LinksTab code={portal.data.codigo} events={portal.data.eventos} />
      </TabsContent>
      <TabsContent value="vendas">
        <SalesTab userId={user.id} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * Spec §2 "Affiliate portal" (/affiliate, affiliates with a code: the route guard sees to it).
 * Every figure is the server's: sums of the affiliate's ledger entries (issue 16).
 */
export function AffiliatePortalPage() {
  useDocumentTitle('Portal de Afiliados');
  const { user } = useAuth();
  if (!user) return null; // The route guard lets only affiliates through.
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <div>
        <p className="text-sm font-medium text-brand-700">Afiliado</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
          Portal de Afiliados
        </h1>
        <p className="mt-2 text-slate-600">
          Olá, {user.name}. Acompanhe seus ganhos, seus links e suas vendas.
        </p>
      </div>
      <Portal user={user} />
    </div>
  );
}
