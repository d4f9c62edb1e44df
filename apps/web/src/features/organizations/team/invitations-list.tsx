import type { TeamResponse } from '@bilheteria/domain/organization-contract';
import { ORGANIZATION_ROLE_LABELS } from '@bilheteria/domain/organization-roles';
import { MailX } from 'lucide-react';
import { ResponsiveList } from '@/components/responsive-list';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useCancelInvitation } from '../api/team';
import { formatInstant } from '../lib/format-instant';

type Invitation = TeamResponse['convites'][number];

export const INVITATIONS_CAPTION = 'Convites pendentes';
export const INVITATION_CANCELLED = 'Convite cancelado.';
const CANCEL_FAILED = 'Não foi possível cancelar o convite. Tente novamente.';

function CancelInvitation({
  organizationId,
  invitation,
}: {
  organizationId: string;
  invitation: Invitation;
}) {
  const cancel = useCancelInvitation(organizationId);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={cancel.isPending}
      aria-label={`Cancelar convite de ${invitation.email}`}
      onClick={() =>
        cancel.mutate(invitation.id, {
          onSuccess: () => void notify.success(INVITATION_CANCELLED, invitation.email),
          onError: (error) => void notify.error(error.message || CANCEL_FAILED),
        })
      }
    >
      <MailX aria-hidden />
      Cancelar convite
    </Button>
  );
}

/** Invitations sent and not yet accepted: e-mail, role, when sent, 'Cancelar convite'. */
export function InvitationsList({
  organizationId,
  invitations,
}: {
  organizationId: string;
  invitations: readonly Invitation[];
}) {
  if (invitations.length === 0) {
    return <p className="text-sm text-slate-600">Nenhum convite pendente.</p>;
  }
  return (
    <ResponsiveList
      items={invitations}
      itemKey={(invitation) => invitation.id}
      caption={INVITATIONS_CAPTION}
      header={
        <>
          <th scope="col" className="px-4 py-3 font-medium">
            E-mail
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Papel
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Enviado em
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            <span className="sr-only">Ações</span>
          </th>
        </>
      }
      row={(invitation) => (
        <>
          <td className="px-4 py-3 break-all text-slate-900">{invitation.email}</td>
          <td className="px-4 py-3 text-slate-700">{ORGANIZATION_ROLE_LABELS[invitation.papel]}</td>
          <td className="px-4 py-3 text-slate-700">{formatInstant(invitation.enviado_em)}</td>
          <td className="px-4 py-3 text-right">
            <CancelInvitation organizationId={organizationId} invitation={invitation} />
          </td>
        </>
      )}
      card={(invitation) => (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-medium break-all text-slate-900">{invitation.email}</p>
          <p className="text-sm text-slate-600">
            {ORGANIZATION_ROLE_LABELS[invitation.papel]} · enviado em{' '}
            {formatInstant(invitation.enviado_em)}
          </p>
          <div className="flex justify-end">
            <CancelInvitation organizationId={organizationId} invitation={invitation} />
          </div>
        </div>
      )}
    />
  );
}
