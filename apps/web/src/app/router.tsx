import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';

/** A route whose screen arrives with a later issue: it exists and says so. */
function pending(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { PendingFeaturePage } = await import('@/components/pending-feature-page');
      return { Component: () => <PendingFeaturePage title={title} /> };
    },
  };
}

/** Every route of the spec's route table (§2); each screen's code loads on first visit. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Shown while the first route's code loads.
    hydrateFallbackElement: (
      <p role="status" className="p-8 text-center text-slate-500">
        Carregando...
      </p>
    ),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/features/home/home-page')).HomePage }),
      },
      {
        path: 'events',
        lazy: async () => ({
          Component: (await import('@/features/events/events-page')).EventsPage,
        }),
      },
      // Both forms are in use (spec §2 route table): cards link to /event/{id}, search to /events/{id}.
      ...['events/:id', 'event/:id'].map((path): RouteObject => ({
        path,
        lazy: async () => ({
          Component: (await import('@/features/event-detail/event-detail-page')).EventDetailPage,
        }),
      })),
      pending('login', 'Entrar'),
      pending('checkout', 'Finalizar Compra'),
      pending('confirmacao', 'Confirmação'),
      pending('dashboard', 'Dashboard'),
      pending('create-event', 'Criar Evento'),
      pending('affiliate', 'Portal de Afiliados'),
      pending('become-affiliate', 'Seja um Afiliado'),
      {
        path: 'unauthorized',
        lazy: async () => ({
          Component: (await import('@/features/unauthorized/unauthorized-page')).UnauthorizedPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@/features/not-found/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
