import { ORGANIZATION_MESSAGES, type AuditEntry } from '@bilheteria/domain/organization-contract';
import { roleCan, type OrganizationRole } from '@bilheteria/domain/organization-roles';
import { Download, History, Loader2, ShieldAlert } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { ResponsiveList } from '@/components/responsive-list';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { auditLogCsvUrl, useAuditLog } from '../api/get-audit-log';
import { NoOrganization, OrganizationPageHeader } from '../components/organization-page-header';
import { formatInstant } from '../lib/format-instant';

export const AUDIT_LOG_CAPTION = 'Atividade da organização';
export const AUDIT_LOG_EMPTY = 'Nenhuma atividade registrada ainda.';
export const AUDIT_LOG_FAILED = 'Não foi possível carregar a atividade. Tente novamente.';
export const AUDIT_LOG_FORBIDDEN = 'Seu papel na organização não dá acesso à atividade.';

function Who({ entry }: { entry: AuditEntry }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium text-slate-900">{entry.quem}</span>
      {entry.suporte && <Badge variant="featured">(suporte)</Badge>}
      {entry.email && (
        <span className="block w-full text-xs break-all text-slate-500">{entry.email}</span>
      )}
    </span>
  );
}

function Entries({ organizationId }: { organizationId: string }) {
  const log = useAuditLog(organizationId);
  if (log.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (log.isError) {
    if (log.error instanceof ApiError && log.error.status === 403) {
      return <Forbidden />;
    }
    return (
      <LoadError
        message={AUDIT_LOG_FAILED}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  }
  const entries = log.data.pages.flatMap((page) => page.atividades);
  if (entries.length === 0) {
    return (
      <p className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
        <History aria-hidden className="size-8 text-slate-400" />
        {AUDIT_LOG_EMPTY}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ResponsiveList
        items={entries}
        itemKey={(entry) => entry.id}
        caption={AUDIT_LOG_CAPTION}
        header={
          <>
            <th scope="col" className="px-4 py-3 font-medium">
              Quando
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Quem
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              O que
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Alvo
            </th>
          </>
        }
        rowClassName="align-top"
        row={(entry) => (
          <>
            <td className="px-4 py-3 whitespace-nowrap text-slate-700">
              <time dateTime={entry.quando}>{formatInstant(entry.quando)}</time>
            </td>
            <td className="px-4 py-3">
              <Who entry={entry} />
            </td>
            <td className="px-4 py-3 text-slate-900">{entry.descricao}</td>
            <td className="px-4 py-3 text-slate-700">{entry.alvo ?? '—'}</td>
          </>
        )}
        card={(entry) => (
          <div className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <time dateTime={entry.quando} className="text-xs text-slate-500">
              {formatInstant(entry.quando)}
            </time>
            <p className="text-slate-900">{entry.descricao}</p>
            {entry.alvo && <p className="text-slate-700">{entry.alvo}</p>}
            <Who entry={entry} />
          </div>
        )}
      />
      {log.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
          Carregar mais
        </Button>
      )}
    </div>
  );
}

function Forbidden() {
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-6 text-slate-700"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {AUDIT_LOG_FORBIDDEN}
    </p>
  );
}

const canRead = (role: OrganizationRole) => roleCan(role, 'atividade');

/**
 * `/dashboard/atividade` (issue 28): who did what in the organization and when, newest first,
 * São Paulo time; 'Carregar mais' asks for older lines, 'Exportar CSV' downloads all of them.
 * What the operator did through 'Entrar como suporte' is marked '(suporte)'.
 */
export function AuditLogPage() {
  useDocumentTitle('Atividade');
  const { user } = useAuth();
  const organization = user?.organizacao ?? null;
  if (!organization) return <NoOrganization message={ORGANIZATION_MESSAGES.noOrganization} />;
  const allowed = canRead(organization.papel);
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <OrganizationPageHeader
        title="Atividade"
        description="Quem fez o quê na organização, e quando."
        organization={organization}
        actions={
          allowed && (
            <a
              href={auditLogCsvUrl(organization.id)}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden />
              Exportar CSV
            </a>
          )
        }
      />
      {allowed ? <Entries organizationId={organization.id} /> : <Forbidden />}
    </section>
  );
}
