import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The card of the pages an e-mailed link opens (/definir-senha, /entrar-por-link). */
export function LinkPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-16">
      <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to={paths.login()} className="font-medium text-brand-700 hover:underline">
          Ir para o login
        </Link>
        {' · '}
        <Link to={paths.home()} className="font-medium text-brand-700 hover:underline">
          Voltar à Página Inicial
        </Link>
      </p>
    </div>
  );
}

/** While the link is being checked. */
export function CheckingLink() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
      Verificando o link...
    </p>
  );
}
