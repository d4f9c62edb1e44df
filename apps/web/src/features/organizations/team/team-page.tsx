import { ORGANIZATION_MESSAGES } from '@bilheteria/domain/organization-contract';
import { roleCan } from '@bilheteria/domain/organization-roles';
import { ShieldAlert } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeam } from '../api/team';
import { NoOrganization, OrganizationPageHeader } from '../components/organization-page-header';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersList } from './members-list';

export const OWNER_ONLY_MESSAGE =
  'Somente o Dono da organização gerencia a equipe: convites, papéis e remoções. Fale com o Dono se precisar de uma mudança.';
export const TEAM_LOAD_FAILED = 'Não foi possível carregar a equipe. Tente novamente.';

function OwnerOnly() {
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-6 text-slate-700"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {OWNER_ONLY_MESSAGE}
    </p>
  );
}

function Team({ organizationId }: { organizationId: string }) {
  const team = useTeam(organizationId);
  if (team.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (team.isError) {
    // The role changed since the session was read: the server has the last word.
    if (team.error instanceof ApiError && team.error.status === 403) return <OwnerOnly />;
    return (
      <LoadError
        message={TEAM_LOAD_FAILED}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }
  const { membros, convites } = team.data;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="equipe-membros" className="flex flex-col gap-4">
        <h2 id="equipe-membros" className="text-lg font-semibold text-slate-900">
          Membros ({membros.length})
        </h2>
        <MembersList organizationId={organizationId} members={membros} />
      </section>
      <section aria-labelledby="equipe-convites" className="flex flex-col gap-4">
        <h2 id="equipe-convites" className="text-lg font-semibold text-slate-900">
          Convites pendentes
        </h2>
        <InvitationsList organizationId={organizationId} invitations={convites} />
      </section>
      <InviteForm organizationId={organizationId} />
    </div>
  );
}

/**
 * `/dashboard/equipe` (issue 28): the active organization's members, invitations and 'Convidar
 * pessoa', for its Dono. Any other role is told who manages the team, and gets no team data.
 */
export function TeamPage() {
  useDocumentTitle('Equipe');
  const { user } = useAuth();
  const organization = user?.organizacao ?? null;
  if (!organization) return <NoOrganization message={ORGANIZATION_MESSAGES.noOrganization} />;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <OrganizationPageHeader
        title="Equipe"
        description="Quem trabalha na organização e o que cada pessoa pode fazer."
        organization={organization}
      />
      {roleCan(organization.papel, 'equipe') ? (
        <Team organizationId={organization.id} />
      ) : (
        <OwnerOnly />
      )}
    </section>
  );
}
