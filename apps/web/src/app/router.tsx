import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PendingFeaturePage } from '@/components/pending-feature-page';
import { RootLayout } from './root-layout';

/**
 * Declarative routes rather than the data router: it is 17 KB gzip lighter, and the home page
 * must stay inside its JS budget (docs/decisions/0007). Each screen's code loads on first visit.
 */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const HomePage = page(
  () => import('@/features/home/home-page'),
  (module) => module.HomePage,
);
const EventsPage = page(
  () => import('@/features/events/events-page'),
  (module) => module.EventsPage,
);
const EventDetailPage = page(
  () => import('@/features/event-detail/event-detail-page'),
  (module) => module.EventDetailPage,
);
const UnauthorizedPage = page(
  () => import('@/features/unauthorized/unauthorized-page'),
  (module) => module.UnauthorizedPage,
);
const NotFoundPage = page(
  () => import('@/features/not-found/not-found-page'),
  (module) => module.NotFoundPage,
);

/** Screens that arrive with later issues: the route exists and says so. */
const PENDING_ROUTES = [
  ['login', 'Entrar'],
  ['checkout', 'Finalizar Compra'],
  ['confirmacao', 'Confirmação'],
  ['dashboard', 'Dashboard'],
  ['create-event', 'Criar Evento'],
  ['affiliate', 'Portal de Afiliados'],
  ['become-affiliate', 'Seja um Afiliado'],
] as const;

/** Every route of the spec's route table (§2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="events" element={<EventsPage />} />
        {/* Both forms are in use (spec §2): cards link to /event/{id}, search to /events/{id}. */}
        <Route path="events/:id" element={<EventDetailPage />} />
        <Route path="event/:id" element={<EventDetailPage />} />
        {PENDING_ROUTES.map(([path, title]) => (
          <Route key={path} path={path} element={<PendingFeaturePage title={title} />} />
        ))}
        <Route path="unauthorized" element={<UnauthorizedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
