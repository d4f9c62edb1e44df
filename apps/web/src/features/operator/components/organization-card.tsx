import { formatDocument } from '@bilheteria/domain/billing-contract';
import { formatDate } from '@bilheteria/domain/dates';
import { maskPhone } from '@bilheteria/domain/input-masks';
import type { OperatorOrganization } from '@bilheteria/domain/organization-contract';
import { CircleCheck, LifeBuoy, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useReviewOrganization } from '../api/review-organization';
import { useEnterSupport } from '../api/support-session';
import { OrganizationStatusBadge } from '@/components/organization-status-badge';
import { feeLabel } from '../lib/fee-terms';
import { FeeDialog } from './fee-dialog';
import { RefuseOrganizationDialog } from './refuse-organization-dialog';

const digitsOf = (value: string) => value.replace(/\D/g, '');

const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** 'Aprovar' and 'Recusar' (with its reason), for an organization waiting for approval. */
function ReviewActions({ organization }: { organization: OperatorOrganization }) {
  const review = useReviewOrganization(organization.id);
  const [refusing, setRefusing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const approving = review.isPending && review.variables?.aprovada === true;

  const approve = () =>
    review.mutate(
      { aprovada: true },
      {
        onSuccess: () => void notify.success(`${organization.nome_publico} foi aprovada.`),
        onError: (error) =>
          void notify.error(messageOf(error, 'Não foi possível aprovar a organização.')),
      },
    );

  const refuse = (motivo: string) => {
    setProblem(null);
    review.mutate(
      { aprovada: false, motivo },
      {
        onSuccess: () => {
          setRefusing(false);
          void notify.success(`${organization.nome_publico} foi recusada.`);
        },
        onError: (error) =>
          setProblem(messageOf(error, 'Não foi possível recusar a organização. Tente novamente.')),
      },
    );
  };

  return (
    <>
      <Button
        disabled={review.isPending}
        aria-busy={approving}
        aria-label={`Aprovar ${organization.nome_publico}`}
        onClick={approve}
      >
        {approving ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <CircleCheck aria-hidden />
        )}
        Aprovar
      </Button>
      <RefuseOrganizationDialog
        organizationName={organization.nome_publico}
        disabled={review.isPending}
        pending={review.isPending && review.variables?.aprovada === false}
        problem={problem}
        open={refusing}
        onOpenChange={(open) => {
          setRefusing(open);
          setProblem(null);
        }}
        onRefuse={refuse}
      />
    </>
  );
}

/** 'Entrar como suporte': the session acts in the organization, then its dashboard opens. */
function SupportAction({ organization }: { organization: OperatorOrganization }) {
  const enter = useEnterSupport();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      disabled={enter.isPending}
      aria-busy={enter.isPending}
      aria-label={`Entrar como suporte em ${organization.nome_publico}`}
      onClick={() =>
        enter.mutate(organization.id, {
          onSuccess: () => void navigate(paths.dashboard()),
          onError: (error) =>
            void notify.error(messageOf(error, 'Não foi possível entrar como suporte.')),
        })
      }
    >
      {enter.isPending ? (
        <LoaderCircle aria-hidden className="animate-spin" />
      ) : (
        <LifeBuoy aria-hidden />
      )}
      Entrar como suporte
    </Button>
  );
}

/**
 * One organization as the operator reviews it: who it is, who runs it, how big it is, and the
 * platform's fee on its sales with 'Editar taxa' (issue 29).
 */
export function OrganizationCard({ organization }: { organization: OperatorOrganization }) {
  const headingId = `organizacao-${organization.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {organization.nome_publico}
          </h2>
          <p className="text-sm break-words text-slate-600">{organization.nome}</p>
        </div>
        <div className="shrink-0">
          <OrganizationStatusBadge status={organization.status} />
        </div>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="CPF/CNPJ">
          <span className="tabular-nums">{formatDocument(digitsOf(organization.documento))}</span>
        </Fact>
        <Fact label="Contato">
          <span className="block">{organization.email_contato}</span>
          <span className="block tabular-nums">{maskPhone(organization.telefone)}</span>
        </Fact>
        <Fact label="Dono">
          {organization.dono ? (
            <>
              <span className="block">{organization.dono.nome}</span>
              <span className="block text-slate-600">{organization.dono.email}</span>
            </>
          ) : (
            'Sem dono'
          )}
        </Fact>
        <Fact label="Eventos">{countOf(organization.eventos, 'evento', 'eventos')}</Fact>
        <Fact label="Membros">{countOf(organization.membros, 'membro', 'membros')}</Fact>
        <Fact label="Criada em">{formatDate(new Date(organization.criada_em))}</Fact>
        {organization.status === 'recusada' && organization.motivo_recusa && (
          <div className="sm:col-span-2 lg:col-span-3">
            <Fact label="Motivo da recusa">{organization.motivo_recusa}</Fact>
          </div>
        )}
      </dl>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
        {feeLabel(organization)}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap [&>button]:w-full sm:[&>button]:w-auto">
        {organization.status === 'pendente' && <ReviewActions organization={organization} />}
        <SupportAction organization={organization} />
        <FeeDialog organization={organization} />
      </div>
    </article>
  );
}
