import type { EmailSentResponse } from '@bilheteria/domain/auth-contract';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@bilheteria/domain/auth-rules';
import { ArrowLeft, BadgeCheck, ShieldCheck, Ticket } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Redirect } from '@/components/redirect';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-provider';
import { pathAfterLogin } from '@/lib/auth/login-redirect';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDemoAccounts } from './api/get-demo-accounts';
import type { EmailLinkKind } from './api/request-email-link';
import { CheckEmailNote } from './components/check-email-note';
import { DemoAccounts } from './components/demo-accounts';
import { EmailLinkForm } from './components/email-link-form';
import { KeepLastWord } from './components/keep-last-word';
import { LoginForm, type LoginFocus, type LoginValues } from './components/login-form';
import { SignUpForm, type SignUpValues } from './components/signup-form';
import { SocialButtons } from './components/social-buttons';

type Tab = 'entrar' | 'cadastrar';
/** The 'Entrar' tab shows the login form, or one of the forms that ask for an e-mailed link. */
type EntrarView = 'login' | EmailLinkKind;

const EMPTY_SIGN_UP: SignUpValues = { name: '', email: '', password: '' };

const BENEFITS = [
  'Ingressos para conferências, fóruns e workshops em poucos cliques',
  'Seus pedidos e ingressos sempre à mão',
  'Crie eventos como organizador ou divulgue como afiliado',
];

/**
 * Spec §2 "Login and sign-up" (/login): tabs 'Entrar' and 'Cadastrar', Google and Microsoft
 * (not yet available), the demo box, and, once signed in, the page the user was sent from
 * (a route guard's `from`) or /dashboard. A signed-in visitor goes straight there.
 * Accounts by e-mail (issue 14): a sign-up ends back on 'Entrar' with "Verifique seu e-mail"
 * (the link in it confirms and signs in); 'Esqueceu a senha?' and 'Receber meus ingressos por
 * e-mail' take the 'Entrar' tab's place with a form asking for the e-mail.
 */
export function LoginPage() {
  useDocumentTitle('Entrar');
  const { status } = useAuth();
  const location = useLocation();
  const demoAccounts = useDemoAccounts();
  const [tab, setTab] = useState<Tab>('entrar');
  const [login, setLogin] = useState<LoginValues>({ email: '', password: '', remember: false });
  const [signUp, setSignUp] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [view, setView] = useState<EntrarView>('login');
  const [loginFocus, setLoginFocus] = useState<LoginFocus>(null);
  const [signedUp, setSignedUp] = useState<EmailSentResponse | null>(null);
  const signedUpNote = useRef<HTMLDivElement>(null);
  const ticketLinkButton = useRef<HTMLButtonElement>(null);
  /** Set on the way back from the tickets form, whose button then gets the focus back. */
  const refocusTicketLink = useRef(false);
  const onLoginFocused = useCallback(() => setLoginFocus(null), []);

  // After a sign-up the form that had the focus is gone: the note telling what to do next takes it.
  useEffect(() => {
    if (signedUp) signedUpNote.current?.focus();
  }, [signedUp]);

  useEffect(() => {
    if (view !== 'login' || !refocusTicketLink.current) return;
    refocusTicketLink.current = false;
    ticketLinkButton.current?.focus();
  }, [view]);

  if (status === 'signedIn') return <Redirect to={pathAfterLogin(location.state)} />;
  if (status === 'loading') {
    return (
      <p role="status" className="min-h-screen p-8 text-center text-slate-500">
        {AUTH_MESSAGES.loading}
      </p>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_28rem] lg:gap-x-12 lg:py-16">
      {/* Desktop only, as tall as the card beside it (a grid row stretches its cells). */}
      <aside className="hidden flex-col gap-8 rounded-2xl bg-linear-to-br from-brand-900 to-brand-700 p-10 text-white lg:flex">
        <p className="flex items-center gap-2 text-lg font-bold">
          <Ticket aria-hidden className="size-6" />
          Bilheteria
        </p>
        <div>
          <p className="text-3xl font-bold leading-tight tracking-tight">
            Os melhores eventos corporativos em um só lugar.
          </p>
          <p className="mt-3 text-brand-100">
            Entre para comprar ingressos, acompanhar seus pedidos e organizar seus eventos.
          </p>
        </div>
        <ul className="flex flex-col gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-brand-50">
              <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-100" />
              {benefit}
            </li>
          ))}
        </ul>
        <p className="mt-auto flex items-center gap-3 border-t border-white/20 pt-6 text-sm text-brand-100">
          <ShieldCheck aria-hidden className="size-5 shrink-0" />
          Pagamento com cartão de crédito, PIX ou boleto, com seus dados protegidos.
        </p>
      </aside>

      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Entrar</h1>
        <p className="mt-1 text-sm text-slate-600">
          Acesse sua conta ou cadastre-se em poucos segundos.
        </p>

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6 gap-6">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="entrar">Entrar</TabsTrigger>
            <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
          </TabsList>
          <TabsContent value="entrar" className="flex flex-col gap-4">
            {view === 'login' ? (
              <>
                {signedUp && (
                  <CheckEmailNote
                    ref={signedUpNote}
                    title={ACCOUNT_MESSAGES.checkEmail}
                    detail={signedUp.detail}
                  />
                )}
                <LoginForm
                  values={login}
                  onChange={setLogin}
                  onForgotPassword={() => setView('forgot-password')}
                  focus={loginFocus}
                  onFocused={onLoginFocused}
                />
                <p className="rounded-lg bg-slate-50 px-4 py-3 text-center text-sm text-slate-600">
                  Comprou ingressos sem conta?
                  <br />
                  <button
                    ref={ticketLinkButton}
                    type="button"
                    className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    onClick={() => setView('ticket-link')}
                  >
                    <KeepLastWord text={ACCOUNT_MESSAGES.ticketLinkAction} />
                  </button>
                </p>
              </>
            ) : (
              <EmailLinkForm
                key={view}
                kind={view}
                email={login.email}
                onEmailChange={(email) => setLogin({ ...login, email })}
                autoFocus
              >
                <Button
                  variant="ghost"
                  className="self-center"
                  onClick={() => {
                    if (view === 'forgot-password') setLoginFocus('forgotPassword');
                    else refocusTicketLink.current = true;
                    setView('login');
                  }}
                >
                  <ArrowLeft aria-hidden />
                  Voltar para o login
                </Button>
              </EmailLinkForm>
            )}
          </TabsContent>
          <TabsContent value="cadastrar">
            <SignUpForm
              values={signUp}
              onChange={setSignUp}
              onSignedUp={(answer) => {
                // The password is not kept: it is used once the e-mailed link confirms it.
                setLogin({ ...login, email: signUp.email.trim(), password: '' });
                setSignUp(EMPTY_SIGN_UP);
                setSignedUp(answer);
                setView('login');
                setTab('entrar');
              }}
            />
          </TabsContent>
        </Tabs>

        <div className="my-6 flex items-center gap-3 text-xs text-slate-600">
          <span className="h-px flex-1 bg-slate-200" />
          ou continue com
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <SocialButtons />
      </div>

      <div className="flex flex-col gap-6 lg:col-start-2">
        <DemoAccounts
          accounts={demoAccounts}
          onPick={(account) => {
            setTab('entrar');
            setView('login');
            setLogin({ email: account.email, password: account.password, remember: false });
            setLoginFocus('submit');
          }}
        />

        <nav aria-label="Outras páginas" className="text-center text-sm text-slate-600">
          <p>
            É organizador?{' '}
            <Link to={paths.createEvent()} className="font-medium text-brand-700 hover:underline">
              Criar Evento
            </Link>{' '}
            · É afiliado?{' '}
            <Link to={paths.affiliate()} className="font-medium text-brand-700 hover:underline">
              Portal de Afiliados
            </Link>
          </p>
          <p className="mt-2">
            <Link to={paths.home()} className="font-medium text-brand-700 hover:underline">
              Voltar à Página Inicial
            </Link>
          </p>
        </nav>
      </div>
    </div>
  );
}
