import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2 "Not-found page" (its texts are in English in the spec, kept as written). */
export function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle('Página não encontrada');
  useEffect(() => {
    console.warn('404: rota inexistente', location.pathname);
  }, [location.pathname]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-bold text-slate-900">404</h1>
      <p className="text-xl text-slate-600">Oops! Page not found</p>
      <Link to={paths.home()} className="text-brand-700 underline hover:text-brand-900">
        Return to Home
      </Link>
    </section>
  );
}
