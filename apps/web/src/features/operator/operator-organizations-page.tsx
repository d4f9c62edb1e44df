import {
  ORGANIZATION_STATUS_LABELS,
  type OrganizationStatus,
} from '@bilheteria/domain/organization-roles';
import { Building2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOperatorOrganizations } from './api/get-operator-organizations';
import { OrganizationCard } from './components/organization-card';

/** Those waiting for the operator first: that list is the work to do. */
const STATUS_TABS = ['pendente', 'aprovada', 'recusada'] as const satisfies OrganizationStatus[];
const STATUS_PARAM = 'status';

const EMPTY: Record<OrganizationStatus, string> = {
  pendente: 'Nenhuma organização aguardando aprovação.',
  aprovada: 'Nenhuma organização aprovada ainda.',
  recusada: 'Nenhuma organização recusada.',
};

const statusOf = (asked: string | null): OrganizationStatus =>
  STATUS_TABS.find((status) => status === asked) ?? STATUS_TABS[0];

function ListSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando organizações...</span>
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

function OrganizationList({ status }: { status: OrganizationStatus }) {
  const list = useOperatorOrganizations(status);
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    return (
      <LoadError
        message="Não foi possível carregar as organizações. Verifique sua conexão e tente novamente."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const { organizacoes } = list.data;
  if (organizacoes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Building2 aria-hidden className="size-8 text-slate-500" />
        <p className="text-slate-700">{EMPTY[status]}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={ORGANIZATION_STATUS_LABELS[status]}>
      {organizacoes.map((organization) => (
        <li key={organization.id}>
          <OrganizationCard organization={organization} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/operador/organizacoes` (issue 28), the platform operator's: the organizations by status, the
 * ones waiting for approval first, each approved or refused (with a reason) here, and any of
 * them entered as support. The status on screen is in the address (`?status=aprovada`).
 */
export function OperatorOrganizationsPage() {
  useDocumentTitle('Organizações');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get(STATUS_PARAM));
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === STATUS_TABS[0]) updated.delete(STATUS_PARAM);
        else updated.set(STATUS_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-medium text-brand-700">Operador da plataforma</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Organizações</h1>
        <p className="mt-2 text-slate-700">
          Aprove as organizações antes do primeiro evento publicado, ou entre como suporte para
          ajudar uma delas.
        </p>
      </header>
      <Tabs value={status} onValueChange={choose} className="gap-6">
        <TabsList
          aria-label="Situação das organizações"
          className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-fit"
        >
          {STATUS_TABS.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              className="h-auto min-h-9 px-2 py-1.5 text-center leading-tight whitespace-normal sm:h-full sm:px-3 sm:whitespace-nowrap"
            >
              {ORGANIZATION_STATUS_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {STATUS_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === status && <OrganizationList status={value} />}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
