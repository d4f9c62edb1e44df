import { ORGANIZATION_ROLE_LABELS } from '@bilheteria/domain/organization-roles';
import { Building2 } from 'lucide-react';
import { useId } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useAuth } from '@/lib/auth/auth-provider';
import { notify } from '@/lib/notify';
import { useMyOrganizations } from '../api/get-my-organizations';
import { useSwitchOrganization } from '../api/switch-organization';

export const SWITCH_FAILED_MESSAGE = 'Não foi possível trocar de organização. Tente novamente.';

/**
 * The organization the session works in, with the person's role there; someone in more than one
 * picks another here (PUT /api/organizacoes/ativa: the session and every page follow it).
 */
export function OrganizationSwitcher({ className }: { className?: string }) {
  const { user } = useAuth();
  const active = user?.organizacao ?? null;
  const mine = useMyOrganizations();
  const switching = useSwitchOrganization();
  const labelId = useId();
  if (!active) return null;

  const organizations = mine.data?.organizacoes ?? [];
  const choose = (id: string) => {
    if (id === active.id) return;
    switching.mutate(id, {
      onError: (error) => void notify.error(error.message || SWITCH_FAILED_MESSAGE),
    });
  };

  return (
    <div className={className}>
      <p id={labelId} className="text-xs font-medium text-slate-600">
        Organização
      </p>
      {organizations.length > 1 ? (
        <Select value={active.id} onValueChange={choose} disabled={switching.isPending}>
          <SelectTrigger aria-labelledby={labelId} className="mt-1 min-w-56 sm:w-auto">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {organizations.map((organization) => (
              <SelectItem key={organization.id} value={organization.id}>
                {organization.nome_publico} · {ORGANIZATION_ROLE_LABELS[organization.papel]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-900">
          <Building2 aria-hidden className="size-4 text-brand-700" />
          <span className="font-semibold">{active.nome_publico}</span>
          <span className="text-slate-600">· {ORGANIZATION_ROLE_LABELS[active.papel]}</span>
        </p>
      )}
      {active.suporte && (
        <p className="mt-1 text-xs font-medium text-amber-800">Acesso de suporte da plataforma</p>
      )}
    </div>
  );
}
