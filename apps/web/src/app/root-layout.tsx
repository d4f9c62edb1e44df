import { Link, Outlet } from 'react-router';
import { paths } from '@/lib/paths';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Link to={paths.home()} className="text-xl font-bold text-brand-900">
            Bilheteria
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-500">
        © {new Date().getFullYear()} Bilheteria. Todos os direitos reservados.
      </footer>
    </div>
  );
}
