import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/auth-provider';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isLinkFailure, useLinkCheck } from './api/check-link';
import { messageOf } from './components/field-errors';
import { AccountEmail } from './components/account-email';
import { FormAlert } from '@/components/form-alert';
import { LinkCheckFailed, LinkFailure } from './components/link-failure';
import { CheckingLink, LinkPageLayout } from './components/link-page-layout';
import { useLinkToken } from './lib/use-link-token';

const SIGN_IN_LINKS = ['confirm-signup', 'ticket-link'] as const;

/**
 * /entrar-por-link?token=… (issue 14, docs/decisions/0016): a sign-up's confirmation link or a
 * buyer's "send me my tickets" link. The page drops the token from the address and checks the
 * link; the link is used only when the visitor presses 'Entrar' — mail scanners that open links
 * would otherwise burn it. Signed in, it goes where the server says (/dashboard after a sign-up,
 * Meus Ingressos for tickets). A link that cannot be used says why and offers a new one.
 */
export function LinkSignInPage() {
  useDocumentTitle('Entrar por link');
  const id = useId();
  const token = useLinkToken();
  const [check, retry] = useLinkCheck(token, SIGN_IN_LINKS);
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { user, signInWithLink } = useAuth();
  const navigate = useNavigate();

  async function signIn() {
    setProblem(null);
    setSubmitting(true);
    try {
      const answer = await signInWithLink({ token: token!, remember });
      void notify.success(ACCOUNT_MESSAGES.signedIn);
      void navigate(answer.redirectTo, { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isLinkFailure(error)) setFailure(error.message);
      else setProblem(messageOf(error));
    }
  }

  const valid = check.state === 'valid' && !failure;
  const title = !valid
    ? 'Entrar por link'
    : check.purpose === 'confirm-signup'
      ? 'Confirmar cadastro'
      : 'Acessar meus ingressos';

  return (
    <LinkPageLayout title={title}>
      {failure ? (
        <LinkFailure message={failure} kind="ticket-link" />
      ) : check.state === 'checking' ? (
        <CheckingLink />
      ) : check.state === 'dead' ? (
        <LinkFailure message={check.message} kind="ticket-link" />
      ) : check.state === 'unknown' ? (
        <LinkCheckFailed message={check.message} onRetry={retry} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <p className="text-sm text-slate-600">
              {check.purpose === 'confirm-signup'
                ? 'Confirme seu cadastro para entrar na conta:'
                : 'Entre para ver os ingressos deste e-mail:'}
            </p>
            <AccountEmail email={check.email} />
          </div>
          {user && user.email !== check.email && (
            <p className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
              Você está conectado como <span className="wrap-anywhere">{user.email}</span>. Ao
              entrar, passará a usar a conta <span className="wrap-anywhere">{check.email}</span>.
            </p>
          )}
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-remember`}
              checked={remember}
              onCheckedChange={(checked) => setRemember(checked === true)}
            />
            <Label htmlFor={`${id}-remember`} className="font-normal">
              Lembrar de mim
            </Label>
          </div>
          <FormAlert message={problem} />
          <Button size="lg" disabled={submitting} onClick={() => void signIn()}>
            {submitting ? AUTH_MESSAGES.loggingIn : 'Entrar'}
          </Button>
        </div>
      )}
    </LinkPageLayout>
  );
}
