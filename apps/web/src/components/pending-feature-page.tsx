import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The screen of a route whose feature has not been built yet: the route exists (spec §2 route
 * table) and says so honestly, with the spec's placeholder text.
 */
export function PendingFeaturePage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Construction aria-hidden className="size-12 text-amber-500" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-600">Funcionalidade em desenvolvimento</p>
      <Link to={paths.home()} className={buttonVariants({ variant: 'outline' })}>
        Voltar à Página Inicial
      </Link>
    </section>
  );
}
