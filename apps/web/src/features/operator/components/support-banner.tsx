import { LifeBuoy, LoaderCircle, LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useLeaveSupport } from '../api/support-session';

/**
 * What the operator sees on an organization's screens while in 'Entrar como suporte': whose
 * panel this is, that it is all recorded, and 'Sair do suporte' back to the organizations.
 * Nothing for anyone else.
 */
export function SupportBanner() {
  const { user } = useAuth();
  const leave = useLeaveSupport();
  const navigate = useNavigate();
  const organization = user?.organizacao;
  if (!organization?.suporte) return null;
  return (
    <div
      role="region"
      aria-label="Modo suporte"
      className="flex flex-col gap-3 rounded-xl border border-violet-300 bg-violet-50 p-4 text-violet-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm">
        <LifeBuoy aria-hidden className="mt-0.5 size-4 shrink-0 text-violet-700" />
        <span>
          Você está no painel de <strong>{organization.nome_publico}</strong> como suporte. Tudo o
          que fizer fica registrado na atividade da organização.
        </span>
      </p>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={leave.isPending}
        aria-busy={leave.isPending}
        onClick={() =>
          leave.mutate(organization.id, {
            onSuccess: () => void navigate(paths.operatorOrganizations()),
            onError: (error) =>
              void notify.error(
                error instanceof ApiError ? error.message : 'Não foi possível sair do suporte.',
              ),
          })
        }
      >
        {leave.isPending ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <LogOut aria-hidden />
        )}
        Sair do suporte
      </Button>
    </div>
  );
}
