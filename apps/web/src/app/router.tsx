import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { lazyScreen, type Screen } from './lazy-screen';
import { RootLayout } from './root-layout';

/*
 * Declarative routes rather than the data router: it is 17 KB gzip lighter, and the home page
 * must stay inside its JS budget (docs/decisions/0007). Each screen's code loads on first visit.
 */
const HomePage = lazyScreen(
  () => import('./routes/home'),
  (module) => module.HomePage,
);
const EventsPage = lazyScreen(
  () => import('./routes/events'),
  (module) => module.EventsPage,
);
const EventDetailPage = lazyScreen(
  () => import('./routes/event-detail'),
  (module) => module.EventDetailPage,
);
const LoginPage = lazyScreen(
  () => import('./routes/login'),
  (module) => module.LoginPage,
);
const UnauthorizedPage = lazyScreen(
  () => import('./routes/unauthorized'),
  (module) => module.UnauthorizedPage,
);
const CheckoutPage = lazyScreen(
  () => import('./routes/checkout'),
  (module) => module.CheckoutPage,
);
const ConfirmationPage = lazyScreen(
  () => import('./routes/confirmation'),
  (module) => module.ConfirmationPage,
);
const SetPasswordPage = lazyScreen(
  () => import('./routes/set-password'),
  (module) => module.SetPasswordPage,
);
const LinkSignInPage = lazyScreen(
  () => import('./routes/link-sign-in'),
  (module) => module.LinkSignInPage,
);
const BecomeAffiliatePage = lazyScreen(
  () => import('./routes/become-affiliate'),
  (module) => module.BecomeAffiliatePage,
);
/* Organizations (issue 28): 'Quero vender ingressos' and the e-mailed team invitation. */
const OrganizationSignUpPage = lazyScreen(
  () => import('./routes/organization-sign-up'),
  (module) => module.OrganizationSignUpPage,
);
const AcceptInvitationPage = lazyScreen(
  () => import('./routes/accept-invitation'),
  (module) => module.AcceptInvitationPage,
);

/* The waiting list's e-mails link here, the token in the query string. */
const WaitlistOfferPage = lazyScreen(
  () => import('./routes/waitlist-offer'),
  (module) => module.WaitlistOfferPage,
);
const WaitlistLeavePage = lazyScreen(
  () => import('./routes/waitlist-leave'),
  (module) => module.WaitlistLeavePage,
);

/* A person's data (issue 30): the e-mailed link that confirms erasing, and the privacy policy. */
const ErasureConfirmPage = lazyScreen(
  () => import('./routes/erasure-confirm'),
  (module) => module.ErasureConfirmPage,
);
const PrivacyPage = lazyScreen(
  () => import('./routes/privacy'),
  (module) => module.PrivacyPage,
);

/* Certificates of attendance (issue 31): anyone verifies a code; the certificate's QR leads here. */
const CertificateVerificationPage = lazyScreen(
  () => import('./routes/certificate-verification'),
  (module) => module.CertificateVerificationPage,
);

/* The virtual queue (issue 32): the checkout's door while an event's sale is busy. */
const VirtualQueuePage = lazyScreen(
  () => import('./routes/virtual-queue'),
  (module) => module.VirtualQueuePage,
);

const NotFoundPage = lazyScreen(
  () => import('./routes/not-found'),
  (module) => module.NotFoundPage,
);

/** The door scanner: full screen on a phone, without the site's header and footer. */
const CheckInScannerPage = lazyScreen(
  () => import('./routes/check-in-scanner'),
  (module) => module.CheckInScannerPage,
);

/** Guarded screens and their guards (spec §2, §6) load with the first of them. */
const GuardedPage = lazyScreen(
  () => import('./guarded-page'),
  (module) => module.GuardedPage,
);

const GUARDED_PATHS = [
  'dashboard',
  'create-event',
  'affiliate',
  'meus-ingressos',
  'meus-pedidos',
  'dashboard/check-in/:eventId',
  // For the platform operator (issue 28): affiliate payouts (once at dashboard/repasses, which
  // now sends there) and the organizations.
  'dashboard/repasses',
  'operador/repasses-afiliados',
  'operador/organizacoes',
  // The operator pays the organizations and reconciles the money of a month (issue 29).
  'operador/repasses',
  'operador/conciliacao',
  // An organizer’s event, edited in the wizard, and its report.
  'dashboard/eventos/:eventId/editar',
  'dashboard/eventos/:eventId/relatorio',
  // The team, activity feed and profile of the active organization (issue 28).
  'dashboard/equipe',
  'dashboard/atividade',
  'dashboard/organizacao',
  // The statement of the active organization (issue 29).
  'dashboard/financeiro',
  // What we hold about the signed-in person: download, fix, erase (issue 30).
  'minha-conta/dados',
] as const;

/** Screens outside the site's layout: door staff open a scanner link. */
const DOOR_SCREENS: [path: string, screen: Screen<object>][] = [
  ['/check-in/:token', CheckInScannerPage],
];

/** The screens of the spec's route table (§2) that take no props, by path. */
const SCREENS: [path: string, screen: Screen<object>][] = [
  ['/', HomePage],
  ['/events', EventsPage],
  // Both forms are in use (spec §2): cards link to /event/{id}, search to /events/{id}.
  ['/events/:id', EventDetailPage],
  ['/event/:id', EventDetailPage],
  ['/event/:id/fila', VirtualQueuePage],
  ['/login', LoginPage],
  ['/checkout', CheckoutPage],
  ['/confirmacao', ConfirmationPage],
  ['/unauthorized', UnauthorizedPage],
  // Accounts by e-mail; the tickets they lead to, /meus-ingressos, are guarded.
  ['/definir-senha', SetPasswordPage],
  ['/entrar-por-link', LinkSignInPage],
  // Affiliate sign-up: public; a visitor signs in on the way.
  ['/become-affiliate', BecomeAffiliatePage],
  // The waiting list: an offer of seats, and leaving the line, from the e-mails.
  ['/lista-de-espera/oferta', WaitlistOfferPage],
  ['/lista-de-espera/sair', WaitlistLeavePage],
  // Organizations: the sign-up (a visitor signs in on the way) and the link of a team invitation.
  ['/organizadores/cadastro', OrganizationSignUpPage],
  ['/convites/aceitar', AcceptInvitationPage],
  // A person's data (issue 30): the erasure's e-mailed link (token in the query), the policy.
  ['/minha-conta/exclusao', ErasureConfirmPage],
  ['/privacidade', PrivacyPage],
  ['/certificados/:codigo', CertificateVerificationPage],
];

/** Every route of the spec's route table (§2). */
export function AppRoutes() {
  return (
    <Routes>
      {DOOR_SCREENS.map(([path, Screen]) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={null}>
              <Screen />
            </Suspense>
          }
        />
      ))}
      <Route element={<RootLayout />}>
        {SCREENS.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {GUARDED_PATHS.map((path) => (
          <Route key={path} path={path} element={<GuardedPage path={path} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Loads the code of the screen at `pathname` (main.tsx waits for it before the first render,
 * while the static shell is on screen; the server has hinted the public screens' chunks).
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const found = [...SCREENS, ...DOOR_SCREENS].find(([path]) => matchPath(path, pathname));
  return found ? found[1].preload() : Promise.resolve();
}

/** The app's screens; the BrowserRouter itself is in AppProvider, around the session. */
export function AppRouter() {
  return <AppRoutes />;
}
