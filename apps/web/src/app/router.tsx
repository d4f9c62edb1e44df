import { createBrowserRouter, RouterProvider } from 'react-router';
import { RootLayout } from './root-layout';

const router = createBrowserRouter([
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
        path: '*',
        lazy: async () => ({
          Component: (await import('@/features/not-found/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
