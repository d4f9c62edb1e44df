import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth/auth-provider';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isLinkFailure, useLinkCheck } from './api/check-link';
import { messageOf } from './components/field-errors';
import { AccountEmail } from './components/account-email';
import { FormAlert } from '@/components/form-alert';
import { LinkCheckFailed, LinkFailure } from './components/link-failure';
import { CheckingLink, LinkPageLayout } from './components/link-page-layout';
import { useLinkToken } from './lib/use-link-token';

const SIGN_IN_LINKS = ['confirm-signup', 'ticket-link', 'order-link'] as const;

const TITLES = {
  'confirm-signup': 'Confirmar cadastro',
  'ticket-link': 'Acessar meus ingressos',
  'order-link': 'Acessar meu pedido',
} as const;

const INVITATIONS = {
  'confirm-signup': 'Confirme seu cadastro para entrar na conta:',
  'ticket-link': 'Entre para ver os ingressos deste e-mail:',
  'order-link': 'Entre para ver o pedido feito com este e-mail:',
} as const;

type SignInLink = (typeof SIGN_IN_LINKS)[number];
const isSignInLink = (purpose: string): purpose is SignInLink =>
  (SIGN_IN_LINKS as readonly string[]).includes(purpose);

/**
 * A link already used (a forwarded e-mail opened twice), expired or unknown: a new link by
 * e-mail, or the password for those who have one.
 */
function DeadLink({ message }: { message: string }) {
  return (
    <>
      <LinkFailure message={message} kind="ticket-link" />
      <p className="text-center text-sm text-slate-600">
        Tem senha?{' '}
        <Link
          to={paths.login()}
          className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Entrar com e-mail e senha
        </Link>
      </p>
    </>
  );
}

/**
 * /entrar-por-link?token=… (issue 14, docs/decisions/0016): a sign-up's confirmation link or a
 * buyer's "send me my tickets" link, or a link in an e-mail about an order. The page drops the token from the address and checks the
 * link; the link is used only when the visitor presses 'Entrar' — mail scanners that open links
 * would otherwise burn it. Signed in, it goes where the server says (/dashboard after a sign-up,
 * Meus Ingressos for tickets, the order's page for an order). A link that cannot be used says why and offers a new one.
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
  const purpose = valid && isSignInLink(check.purpose) ? check.purpose : null;
  const title = purpose ? TITLES[purpose] : 'Entrar por link';

  return (
    <LinkPageLayout title={title}>
      {failure ? (
        <DeadLink message={failure} />
      ) : check.state === 'checking' ? (
        <CheckingLink />
      ) : check.state === 'dead' ? (
        <DeadLink message={check.message} />
      ) : check.state === 'unknown' ? (
        <LinkCheckFailed message={check.message} onRetry={retry} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <p className="text-sm text-slate-600">{INVITATIONS[purpose ?? 'ticket-link']}</p>
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
