import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2 "Unauthorized page": the user lacks permission for the page they asked for. */
export function UnauthorizedPage() {
  useDocumentTitle('Acesso não autorizado');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="size-12 text-red-500" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Acesso não autorizado</h1>
      <p className="text-slate-600">
        Você não tem permissão para acessar esta página. Se acredita que isso é um engano, entre com
        outra conta ou fale com o organizador.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.events()} className={buttonVariants()}>
          Explorar Eventos
        </Link>
        <Link to={paths.home()} className={buttonVariants({ variant: 'outline' })}>
          Voltar à Página Inicial
        </Link>
      </div>
    </section>
  );
}
