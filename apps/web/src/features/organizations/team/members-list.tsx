import { ORGANIZATION_MESSAGES, type TeamResponse } from '@bilheteria/domain/organization-contract';
import type { OrganizationRole } from '@bilheteria/domain/organization-roles';
import { UserMinus } from 'lucide-react';
import { ResponsiveList } from '@/components/responsive-list';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useChangeMemberRole, useRemoveMember } from '../api/team';
import { RoleSelect } from './role-select';

type Member = TeamResponse['membros'][number];

export const MEMBERS_CAPTION = 'Membros da equipe';
const FAILED = 'Não foi possível salvar a alteração. Tente novamente.';

const failureMessage = (error: Error) => error.message || FAILED;

function MemberRole({ organizationId, member }: { organizationId: string; member: Member }) {
  const change = useChangeMemberRole(organizationId);
  const choose = (papel: OrganizationRole) => {
    if (papel === member.papel) return;
    change.mutate(
      { userId: member.usuario_id, papel },
      {
        onSuccess: ({ message }) => void notify.success(message),
        onError: (error) => void notify.error(failureMessage(error)),
      },
    );
  };
  return (
    <RoleSelect
      value={member.papel}
      onChange={choose}
      disabled={change.isPending}
      trigger={{ 'aria-label': `Papel de ${member.nome}`, className: 'w-full sm:w-44' }}
    />
  );
}

/** 'Remover', asked once more: the person loses access to the organization at once. */
function RemoveMember({ organizationId, member }: { organizationId: string; member: Member }) {
  const remove = useRemoveMember(organizationId);
  const confirm = () =>
    remove.mutate(member.usuario_id, {
      onSuccess: () => void notify.success(ORGANIZATION_MESSAGES.memberRemoved, member.nome),
      onError: (error) => void notify.error(failureMessage(error)),
    });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          aria-label={`Remover ${member.nome}`}
        >
          <UserMinus aria-hidden />
          Remover
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Remover {member.nome} da equipe?</AlertDialogTitle>
        <AlertDialogDescription>
          {member.email} perde o acesso à organização na hora, em todos os aparelhos. Para voltar,
          precisará de um novo convite.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          {/* The dialog closes as the request goes; the toast says how it went. */}
          <AlertDialogAction
            onClick={confirm}
            className={buttonVariants({ variant: 'destructive' })}
          >
            Remover
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The members: name, e-mail, role (changed in place) and 'Remover'. */
export function MembersList({
  organizationId,
  members,
}: {
  organizationId: string;
  members: readonly Member[];
}) {
  return (
    <ResponsiveList
      items={members}
      itemKey={(member) => member.usuario_id}
      caption={MEMBERS_CAPTION}
      header={
        <>
          <th scope="col" className="px-4 py-3 font-medium">
            Nome
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            E-mail
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Papel
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            <span className="sr-only">Ações</span>
          </th>
        </>
      }
      row={(member) => (
        <>
          <td className="px-4 py-3 font-medium text-slate-900">{member.nome}</td>
          <td className="px-4 py-3 break-all text-slate-700">{member.email}</td>
          <td className="px-4 py-3">
            <MemberRole organizationId={organizationId} member={member} />
          </td>
          <td className="px-4 py-3 text-right">
            <RemoveMember organizationId={organizationId} member={member} />
          </td>
        </>
      )}
      card={(member) => (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <div>
            <p className="font-medium text-slate-900">{member.nome}</p>
            <p className="text-sm break-all text-slate-600">{member.email}</p>
          </div>
          <MemberRole organizationId={organizationId} member={member} />
          <div className="flex justify-end">
            <RemoveMember organizationId={organizationId} member={member} />
          </div>
        </div>
      )}
    />
  );
}
