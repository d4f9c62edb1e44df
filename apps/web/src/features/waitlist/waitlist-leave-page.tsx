import { WAITLIST_MESSAGES } from '@bilheteria/domain/waitlist-contract';
import { CircleCheck, CircleX, Link2Off, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLeaveWaitlist } from './api/leave-waitlist';
import { WaitlistLoading, WaitlistOutcome } from './components/waitlist-frame';
import { tokenFrom } from './lib/token';

const RETRY_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/**
 * /lista-de-espera/sair?token=… (issue 18): one click from the e-mail takes the place out of the
 * line. The page posts the token once on arrival (a ref keeps StrictMode's second run of the
 * effect from posting again) and says what the server answered ('Você saiu da lista de
 * espera.') or why not; a failed connection may be tried again by hand.
 */
export function WaitlistLeavePage() {
  useDocumentTitle('Lista de espera');
  const [params] = useSearchParams();
  const token = tokenFrom(params);
  const leave = useLeaveWaitlist();
  const { mutate } = leave;
  const sent = useRef(false);

  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const { error } = leave;
  const refusal =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
  if (token === null || refusal !== null) {
    return (
      <WaitlistOutcome icon={<Link2Off aria-hidden />} title="Link inválido" tone="warning">
        {refusal ?? WAITLIST_MESSAGES.linkInvalid}
      </WaitlistOutcome>
    );
  }
  if (leave.isError) {
    return (
      <WaitlistOutcome
        icon={<CircleX aria-hidden />}
        title="Não foi possível sair da lista"
        tone="warning"
        action={
          <Button size="lg" variant="outline" onClick={() => mutate(token)}>
            <RotateCw aria-hidden />
            Tentar novamente
          </Button>
        }
      >
        {RETRY_MESSAGE}
      </WaitlistOutcome>
    );
  }
  if (leave.isSuccess) {
    return (
      <WaitlistOutcome icon={<CircleCheck aria-hidden />} title="Lista de espera" tone="success">
        {leave.data.mensagem}
      </WaitlistOutcome>
    );
  }
  return <WaitlistLoading>Tirando você da lista de espera...</WaitlistLoading>;
}
