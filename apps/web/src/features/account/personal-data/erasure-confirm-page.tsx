import { PERSONAL_DATA_MESSAGES } from '@bilheteria/domain/personal-data-contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-send';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LinkPageLayout } from '../auth/components/link-page-layout';
import { useLinkToken } from '../auth/lib/use-link-token';
import { useConfirmErasure } from './api/confirm-erasure';

export const ERASURE_CONFIRM_FAILED = 'Não foi possível excluir a conta agora. Tente novamente.';
export const SIGNED_OUT_NOTE = 'Você saiu da conta neste e em todos os outros aparelhos.';

/** The link cannot erase anything (unknown, used, expired): the way to ask for a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <FormAlert message={message} />
      <Link to={paths.personalData()} className={buttonVariants({ variant: 'outline' })}>
        Ir para Meus dados
      </Link>
    </>
  );
}

function Erased({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="flex items-start gap-2 text-slate-900">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        {message}
      </p>
      <p className="text-sm text-slate-600">{SIGNED_OUT_NOTE}</p>
      <Link to={paths.home()} className={buttonVariants({ className: 'mt-2' })}>
        Voltar à Página Inicial
      </Link>
    </div>
  );
}

/**
 * `/minha-conta/exclusao?token=…` (issue 30): the e-mailed link that confirms erasing the
 * account. Opening it erases nothing — mail scanners open links — the person presses
 * 'Confirmar exclusão'. The server then erases and ends the sessions; the app asks again who
 * is signed in (nobody) and forgets the data it had loaded.
 */
export function ErasureConfirmPage() {
  useDocumentTitle('Excluir conta');
  const token = useLinkToken();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const confirm = useConfirmErasure();
  const [invalid, setInvalid] = useState<string | null>(
    token ? null : PERSONAL_DATA_MESSAGES.erasureLinkInvalid,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [erased, setErased] = useState<string | null>(null);

  async function onConfirm() {
    if (!token) return;
    setProblem(null);
    try {
      const { message } = await confirm.mutateAsync(token);
      queryClient.removeQueries({ queryKey: ['personal-data'] });
      await refresh().catch(() => undefined);
      setErased(message || PERSONAL_DATA_MESSAGES.erased);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        setInvalid(error.fromServer ? error.message : PERSONAL_DATA_MESSAGES.erasureLinkInvalid);
        return;
      }
      setProblem(ERASURE_CONFIRM_FAILED);
    }
  }

  const pending = confirm.isPending;
  return (
    <LinkPageLayout title={erased ? 'Conta excluída' : 'Excluir conta'}>
      {erased ? (
        <Erased message={erased} />
      ) : invalid ? (
        <InvalidLink message={invalid} />
      ) : (
        <>
          <div className="flex flex-col gap-3 text-sm text-slate-700">
            <p>
              Ao confirmar, seu nome, e-mail, telefone, CPF e os dados dos participantes dos seus
              ingressos são anonimizados, e você sai da conta.
            </p>
            <p>
              Pedidos, valores e registros fiscais ficam guardados sob um pseudônimo, como a lei
              exige. Não é possível desfazer.
            </p>
          </div>
          <FormAlert message={problem} />
          <Button
            variant="destructive"
            size="lg"
            disabled={pending}
            aria-busy={pending}
            onClick={() => void onConfirm()}
          >
            {pending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Trash2 aria-hidden />
            )}
            {pending ? 'Excluindo...' : 'Confirmar exclusão'}
          </Button>
        </>
      )}
    </LinkPageLayout>
  );
}
