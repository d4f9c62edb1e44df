import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from './layout/footer';
import { Header } from './layout/header';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      {/* Sessions arrive with the accounts issue; until then everyone is a visitor. */}
      <Header session={null} />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster position="top-right" closeButton richColors />
    </div>
  );
}
