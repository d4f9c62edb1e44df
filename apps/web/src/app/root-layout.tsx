import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { useToasterWanted } from '@/lib/notify';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { useNavigationScroll } from './navigation-scroll';
import { PageLoading } from './layout/page-loading';
import { RouteErrorBoundary } from './route-error-boundary';

const AppToaster = lazy(async () => ({ default: (await import('./layout/toaster')).AppToaster }));

export function RootLayout() {
  useNavigationScroll();
  const toasterWanted = useToasterWanted();
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <Header session={user} />
      <main id="conteudo" className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          {/* Shown while a screen's code loads on its first visit: the static shell's frame. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </div>
  );
}
