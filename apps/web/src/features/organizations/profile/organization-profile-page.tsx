import { maskPhone } from '@bilheteria/domain/input-masks';
import { ORGANIZATION_MESSAGES, type Organization } from '@bilheteria/domain/organization-contract';
import { roleCan } from '@bilheteria/domain/organization-roles';
import { Clock, CircleX } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrganization } from '../api/get-organization';
import { NoOrganization, OrganizationPageHeader } from '../components/organization-page-header';
import { OrganizationStatusBadge } from '@/components/organization-status-badge';
import { formatInstant } from '../lib/format-instant';
import { PayoutForm } from './payout-form';
import { describePayout } from './payout-values';
import { ProfileForm } from './profile-form';

export const PROFILE_LOAD_FAILED = 'Não foi possível carregar a organização. Tente novamente.';
export const READ_ONLY_NOTE = 'Somente o Dono altera o perfil e os dados de repasse.';

function ReviewNotice({ organization }: { organization: Organization }) {
  if (organization.status === 'pendente') {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>Aguardando aprovação:</strong> você pode criar rascunhos de eventos; a publicação
          fica liberada quando a equipe da Bilheteria aprovar o cadastro.
        </p>
      </div>
    );
  }
  if (organization.status === 'recusada') {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <CircleX aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p>{ORGANIZATION_MESSAGES.refused}</p>
          {organization.motivo_recusa && (
            <p className="mt-1">
              <strong>Motivo:</strong> {organization.motivo_recusa}
            </p>
          )}
        </div>
      </div>
    );
  }
  return null;
}

function Details({ organization }: { organization: Organization }) {
  const rows: [string, string][] = [
    ['Nome', organization.nome],
    ['CPF ou CNPJ', organization.documento],
    ['Nome público', organization.nome_publico],
    ['E-mail de contato', organization.email_contato],
    ['Telefone', maskPhone(organization.telefone)],
    ['Cadastrada em', formatInstant(organization.criada_em)],
  ];
  return (
    <section
      aria-labelledby="organizacao-dados"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <div className="flex items-center gap-4">
        {organization.logo_url && (
          <img
            src={organization.logo_url}
            alt={`Logo de ${organization.nome_publico}`}
            className="size-14 rounded-lg border border-slate-200 object-contain"
          />
        )}
        <h2 id="organizacao-dados" className="text-lg font-semibold text-slate-900">
          {organization.nome_publico}
        </h2>
        <OrganizationStatusBadge status={organization.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
        {organization.dados_bancarios && (
          <div className="contents">
            <dt className="font-medium text-slate-600">Repasse</dt>
            <dd className="break-words text-slate-900">
              {describePayout(organization.dados_bancarios)}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Profile({ organizationId, isOwner }: { organizationId: string; isOwner: boolean }) {
  const query = useOrganization(organizationId);
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Carregando...</span>
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={PROFILE_LOAD_FAILED}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const organization = query.data;
  return (
    <div className="flex flex-col gap-6">
      <ReviewNotice organization={organization} />
      <Details organization={organization} />
      {isOwner ? (
        <>
          <ProfileForm key={`perfil-${organization.id}`} organization={organization} />
          <PayoutForm key={`repasse-${organization.id}`} organization={organization} />
        </>
      ) : (
        <p className="text-sm text-slate-600">{READ_ONLY_NOTE}</p>
      )}
    </div>
  );
}

/**
 * `/dashboard/organizacao` (issue 28): the active organization's profile and review state; the
 * Dono edits the profile (logo included) and the payout details, every other role reads them.
 */
export function OrganizationProfilePage() {
  useDocumentTitle('Organização');
  const { user } = useAuth();
  const organization = user?.organizacao ?? null;
  if (!organization) return <NoOrganization message={ORGANIZATION_MESSAGES.noOrganization} />;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <OrganizationPageHeader
        title="Organização"
        description="O perfil que aparece nos seus eventos e os dados de repasse."
        organization={organization}
      />
      <Profile
        organizationId={organization.id}
        isOwner={roleCan(organization.papel, 'dados-de-repasse')}
      />
    </section>
  );
}
