import { AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { BadgeCheck, CalendarPlus, QrCode, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-provider';
import type { LoginRedirectState } from '@/lib/auth/login-redirect';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrganizationSignUpForm } from './organization-sign-up-form';

const STEPS = [
  {
    Icon: CalendarPlus,
    title: 'Crie seus eventos',
    text: 'Ingressos por lote, cupons, parcelamento no cartão, PIX e boleto.',
  },
  {
    Icon: BadgeCheck,
    title: 'Aprovação rápida',
    text: 'Você já pode criar rascunhos; a publicação é liberada quando aprovarmos o cadastro.',
  },
  {
    Icon: Users,
    title: 'Sua equipe, cada um no seu papel',
    text: 'Convide gerentes, financeiro, portaria e quem só precisa acompanhar, sem dividir senhas.',
  },
  {
    Icon: QrCode,
    title: 'Check-in na portaria',
    text: 'Leitura de QR Code pelo celular e ocupação ao vivo.',
  },
];

/** Where 'Entrar' and 'Criar conta' come back to once signed in. */
const COME_BACK: LoginRedirectState = {
  from: { pathname: paths.organizationSignUp(), search: '', hash: '' },
};

function SignInFirst() {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">Entre para cadastrar sua organização</h2>
      <p className="text-sm text-slate-700">
        Quem cadastra a organização passa a ser o Dono dela. Use sua conta ou crie uma: você volta
        para esta página em seguida.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={paths.login()} state={COME_BACK} className={buttonVariants({ size: 'lg' })}>
          Entrar
        </Link>
        <Link
          to={paths.login()}
          state={COME_BACK}
          className={buttonVariants({ size: 'lg', variant: 'outline' })}
        >
          Criar conta
        </Link>
      </div>
    </div>
  );
}

/**
 * `/organizadores/cadastro` (issue 28, public): what selling on Bilheteria is, and the form that
 * makes the signed-in person the Dono of a new organization. A visitor signs in first and comes
 * back here. Someone already in an organization may still create another.
 */
export function OrganizationSignUpPage() {
  useDocumentTitle('Quero vender ingressos');
  const { status, user } = useAuth();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_40rem] lg:gap-12">
        <section aria-labelledby="organizadores-titulo">
          <p className="text-sm font-medium text-brand-700">Para organizadores</p>
          <h1
            id="organizadores-titulo"
            className="mt-1 text-3xl font-bold tracking-tight text-slate-900"
          >
            Venda ingressos na Bilheteria
          </h1>
          <p className="mt-3 text-slate-700">
            Empresas e pessoas que organizam eventos corporativos cadastram sua organização, montam
            a equipe e vendem com pagamento seguro.
          </p>
          <ul className="mt-6 flex flex-col gap-4">
            {STEPS.map(({ Icon, title, text }) => (
              <li key={title} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
                  <Icon aria-hidden className="size-5 text-brand-700" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <div className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {status === 'loading' ? (
            <p role="status" className="p-4 text-center text-slate-500">
              {AUTH_MESSAGES.loading}
            </p>
          ) : user ? (
            <OrganizationSignUpForm user={user} />
          ) : (
            <SignInFirst />
          )}
        </div>
      </div>
    </div>
  );
}
