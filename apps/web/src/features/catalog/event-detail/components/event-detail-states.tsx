import { AlertTriangle, ArrowLeft, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

/** The page's shape in grey while the event loads; readers hear 'Carregando evento...'. */
export function EventDetailSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Carregando evento...</span>
      <div aria-hidden className="bg-slate-200">
        <div className="mx-auto flex min-h-[22rem] max-w-6xl flex-col justify-end gap-4 px-4 pb-8 sm:min-h-[26rem] sm:pb-12">
          <Skeleton className="h-6 w-28 rounded-full bg-slate-300" />
          <Skeleton className="h-10 w-full max-w-xl bg-slate-300" />
          <Skeleton className="h-5 w-full max-w-md bg-slate-300" />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10 lg:py-12">
        <div className="flex flex-col gap-4">
          <Skeleton className="h-11 w-full max-w-md" />
          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-8">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </div>
    </div>
  );
}

function BackToEvents() {
  return (
    // cn: the size's text-base must replace the base text-sm, not race it in the CSS.
    <Link to={paths.events()} className={cn(buttonVariants({ size: 'lg' }))}>
      <ArrowLeft aria-hidden />
      Voltar para Eventos
    </Link>
  );
}

function MessagePage({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-8">
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children && <p className="text-slate-600">{children}</p>}
      <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

/** Spec §8: the event does not exist (or the address is not an event's). */
export function EventNotFound() {
  return (
    <MessagePage
      icon={<SearchX aria-hidden />}
      title="Evento não encontrado"
      actions={<BackToEvents />}
    >
      O evento que você está procurando não existe ou foi removido.
    </MessagePage>
  );
}

/** Spec §8: the event could not be loaded. */
export function EventLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <MessagePage
      icon={<AlertTriangle aria-hidden />}
      title="Erro ao carregar detalhes do evento"
      actions={
        <>
          <BackToEvents />
          <Button variant="outline" size="lg" onClick={onRetry}>
            <RotateCw aria-hidden />
            Tentar novamente
          </Button>
        </>
      }
    >
      Ocorreu um erro ao carregar os detalhes do evento. Por favor, tente novamente mais tarde.
    </MessagePage>
  );
}

/** Spec §8: the route carried no id. */
export function EventIdMissing() {
  useDocumentTitle('ID do evento não fornecido');
  return (
    <MessagePage
      icon={<SearchX aria-hidden />}
      title="ID do evento não fornecido"
      actions={<BackToEvents />}
    />
  );
}
