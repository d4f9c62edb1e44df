import { DEFAULT_PAYABLE_AFTER_DAYS } from '@bilheteria/domain/affiliate';
import { AFFILIATE_MESSAGES } from '@bilheteria/domain/affiliate-contract';
import { AFFILIATE_COMMISSION_PERCENT } from '@bilheteria/domain/constants';
import { AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { ArrowLeft, CalendarCheck, Link2, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Redirect } from '@/components/redirect';
import { buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AffiliateSignUpForm } from './components/affiliate-sign-up-form';

const STEPS = [
  {
    Icon: Link2,
    title: 'Divulgue seus links',
    text: 'Afilie-se aos eventos que quiser e compartilhe o link com o seu código.',
  },
  {
    Icon: Wallet,
    title: `Ganhe ${AFFILIATE_COMMISSION_PERCENT}% por ingresso`,
    text: 'Ou a comissão do evento, sobre o valor pago em cada ingresso vendido pelo seu link.',
  },
  {
    Icon: CalendarCheck,
    title: 'Receba todo mês',
    text: `Depois do evento e do prazo de ${DEFAULT_PAYABLE_AFTER_DAYS} dias para arrependimento, por PIX ou na sua conta.`,
  },
];

function BackHome() {
  return (
    <Link
      to={paths.home()}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Voltar para a página inicial
    </Link>
  );
}

/**
 * Spec §2 "Become affiliate" (/become-affiliate, public): the sign-up form with a back link to
 * the home page. An affiliate goes to the portal; an organizer's account cannot join.
 */
export function BecomeAffiliatePage() {
  useDocumentTitle('Seja um Afiliado');
  const { status, user } = useAuth();

  if (status === 'loading') {
    return (
      <p role="status" className="min-h-screen p-8 text-center text-slate-500">
        {AUTH_MESSAGES.loading}
      </p>
    );
  }
  if (user?.role === 'affiliate' && user.affiliateCode) {
    return <Redirect to={paths.affiliate()} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <BackHome />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_40rem] lg:gap-12">
        <section aria-labelledby="afiliado-titulo">
          <p className="text-sm font-medium text-brand-700">Programa de afiliados</p>
          <h1
            id="afiliado-titulo"
            className="mt-1 text-3xl font-bold tracking-tight text-slate-900"
          >
            Seja um Afiliado
          </h1>
          <p className="mt-3 text-slate-700">
            Indique eventos corporativos e ganhe comissão por cada ingresso vendido pelo seu link.
          </p>
          <ol className="mt-6 flex flex-col gap-4">
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
          </ol>
        </section>

        <div className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {user?.role === 'admin' ? (
            <div className="flex flex-col gap-4">
              <FormAlert message={AFFILIATE_MESSAGES.adminCannotJoin} />
              <Link to={paths.dashboard()} className={buttonVariants({ variant: 'outline' })}>
                Ir para o Dashboard
              </Link>
            </div>
          ) : (
            <AffiliateSignUpForm user={user} />
          )}
        </div>
      </div>
    </div>
  );
}
