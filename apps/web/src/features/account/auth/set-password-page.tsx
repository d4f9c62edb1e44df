import { ACCOUNT_MESSAGES } from '@bilheteria/domain/auth-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isLinkFailure, useLinkCheck } from './api/check-link';
import { AccountEmail } from './components/account-email';
import { LinkCheckFailed, LinkFailure } from './components/link-failure';
import { CheckingLink, LinkPageLayout } from './components/link-page-layout';
import { NewPasswordForm } from './components/new-password-form';
import { useLinkToken } from './lib/use-link-token';

const PASSWORD_LINKS = ['set-password', 'reset-password'] as const;

/**
 * /definir-senha?token=… (issue 14, docs/decisions/0016): the link e-mailed to an account made
 * for someone else (a ticket's participant) or by 'Esqueceu a senha?'. The page drops the token
 * from the address, checks the link, and asks for the new password; saving it uses the link,
 * signs in and goes where the server says (Meus Ingressos, or /dashboard after a reset). A link
 * that cannot be used says why and offers a new one.
 */
export function SetPasswordPage() {
  useDocumentTitle('Definir senha');
  const token = useLinkToken();
  const [check, retry] = useLinkCheck(token, PASSWORD_LINKS);
  const [failure, setFailure] = useState<string | null>(null);
  const { signInWithLink } = useAuth();
  const navigate = useNavigate();

  const title =
    check.state === 'valid' && !failure
      ? check.purpose === 'reset-password'
        ? 'Crie uma nova senha'
        : 'Defina sua senha'
      : 'Definir senha';

  return (
    <LinkPageLayout title={title}>
      {failure ? (
        <LinkFailure message={failure} kind="forgot-password" />
      ) : check.state === 'checking' ? (
        <CheckingLink />
      ) : check.state === 'dead' ? (
        <LinkFailure message={check.message} kind="forgot-password" />
      ) : check.state === 'unknown' ? (
        <LinkCheckFailed message={check.message} onRetry={retry} />
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <p className="text-sm text-slate-600">
              {check.purpose === 'reset-password'
                ? 'Escolha a nova senha da conta:'
                : 'Sua conta na Bilheteria está pronta. Escolha uma senha para entrar quando quiser:'}
            </p>
            <AccountEmail email={check.email} />
          </div>
          <NewPasswordForm
            email={check.email}
            submit={async (password, remember) => {
              const answer = await signInWithLink({ token: token!, password, remember });
              void notify.success(ACCOUNT_MESSAGES.passwordSet);
              void navigate(answer.redirectTo, { replace: true });
              return answer;
            }}
            isLinkFailure={isLinkFailure}
            onLinkFailure={(error) => setFailure(error.message)}
          />
        </>
      )}
    </LinkPageLayout>
  );
}
