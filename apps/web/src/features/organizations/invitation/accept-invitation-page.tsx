import {
  invitationTokenSchema,
  ORGANIZATION_MESSAGES,
  type InvitationView,
} from '@bilheteria/domain/organization-contract';
import {
  ORGANIZATION_ROLE_DESCRIPTIONS,
  ORGANIZATION_ROLE_LABELS,
} from '@bilheteria/domain/organization-roles';
import { Building2, CircleX, Loader2, MailCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/login-redirect';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptInvitation, useInvitation } from '../api/invitations';
import { landingFor } from '../lib/organization-nav';

export const INVITATION_CHECK_FAILED =
  'Não foi possível verificar o convite agora. Verifique sua internet e tente novamente.';
export const ACCEPT_FAILED = 'Não foi possível aceitar o convite agora. Tente novamente.';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Convite para a equipe</h1>
      {children}
    </section>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50 p-6">
      <p role="alert" className="flex items-start gap-2 text-red-800">
        <CircleX aria-hidden className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      <Link to={paths.home()} className={buttonVariants({ variant: 'outline' })}>
        Ir para a página inicial
      </Link>
    </div>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<string | null>(null);
  const otherAccount = user && user.email.toLowerCase() !== invitation.email.toLowerCase();

  async function onAccept() {
    setProblem(null);
    try {
      const { message, organizacao } = await accept.mutateAsync(token);
      void notify.success(message);
      // Joined (and, signed out, signed in): the header and the dashboard follow the session.
      await refresh().catch(() => undefined);
      void navigate(landingFor(organizacao.papel), { replace: true });
    } catch (error) {
      const fromServer = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setProblem(fromServer ? error.message : ACCEPT_FAILED);
    }
  }

  return (
    <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex items-start gap-3 text-slate-700">
        <Building2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          Você foi convidado para a equipe de{' '}
          <strong className="text-slate-900">{invitation.organizacao}</strong>.
        </span>
      </p>
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-600">Papel</dt>
        <dd>
          <span className="font-semibold text-slate-900">
            {ORGANIZATION_ROLE_LABELS[invitation.papel]}
          </span>
          <span className="block text-slate-600">
            {ORGANIZATION_ROLE_DESCRIPTIONS[invitation.papel]}
          </span>
        </dd>
        <dt className="font-medium text-slate-600">E-mail convidado</dt>
        <dd className="break-all text-slate-900">{invitation.email}</dd>
      </dl>
      {otherAccount && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          Você está conectado como <strong className="break-all">{user.email}</strong>: o convite
          será aceito com esta conta.
        </p>
      )}
      {!user && !invitation.conta_existe && (
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          Ao aceitar, criamos sua conta com este e-mail e você entra nela.
        </p>
      )}
      <FormAlert message={problem} />
      {!user && invitation.conta_existe ? (
        <SignInToAccept />
      ) : (
        <Button size="lg" onClick={() => void onAccept()} disabled={accept.isPending}>
          {accept.isPending ? (
            <>
              <Loader2 aria-hidden className="animate-spin" />
              Aceitando...
            </>
          ) : (
            'Aceitar convite'
          )}
        </Button>
      )}
    </div>
  );
}

/**
 * An address whose account signs in with a password is not opened by the e-mailed link: its
 * owner signs in, and comes back here to accept.
 */
function SignInToAccept() {
  const { pathname, search, hash } = useLocation();
  const comeBack: LoginRedirectState = { from: { pathname, search, hash } };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{ORGANIZATION_MESSAGES.signInToAccept}</p>
      <Link to={paths.login()} state={comeBack} className={buttonVariants({ size: 'lg' })}>
        Entrar para aceitar
      </Link>
    </div>
  );
}

function VerifiedInvitation({ token }: { token: string }) {
  const query = useInvitation(token);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        Verificando convite...
      </p>
    );
  }
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return <Invalid message={error.message || ORGANIZATION_MESSAGES.inviteInvalid} />;
    }
    return (
      <LoadError
        message={INVITATION_CHECK_FAILED}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <Invitation token={token} invitation={query.data} />;
}

/**
 * `/convites/aceitar?token=…` (issue 28): the e-mailed invitation to an organization's team —
 * which organization, which role, which address — and 'Aceitar convite', signed in (the current
 * account joins) or not (the server signs the invited address in, creating its account).
 */
export function AcceptInvitationPage() {
  useDocumentTitle('Convite para a equipe');
  const [params] = useSearchParams();
  const parsed = invitationTokenSchema.safeParse({ token: params.get('token') ?? '' });
  return (
    <Frame>
      {parsed.success ? (
        <VerifiedInvitation token={parsed.data.token} />
      ) : (
        <Invalid message={ORGANIZATION_MESSAGES.inviteInvalid} />
      )}
    </Frame>
  );
}
