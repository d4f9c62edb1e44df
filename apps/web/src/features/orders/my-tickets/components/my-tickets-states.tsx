import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';

/** The page's shape in grey while the tickets load; readers hear 'Carregando seus ingressos...'. */
export function MyTicketsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando seus ingressos...</span>
      <div aria-hidden className="flex gap-4">
        <Skeleton className="hidden size-24 rounded-lg sm:block" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-7 w-full max-w-sm" />
          <Skeleton className="h-4 w-full max-w-xs" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
      </div>
      <div
        aria-hidden
        className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 md:grid-cols-[18rem_minmax(0,1fr)] md:gap-8"
      >
        <Skeleton className="mx-auto aspect-square w-full max-w-72" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-40" />
        </div>
      </div>
    </div>
  );
}

/** No ticket yet: what brings one here, and the way to the events. */
export function MyTicketsEmpty({ email }: { email: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
        <Ticket aria-hidden className="size-7 text-brand-700" />
      </span>
      <p className="text-lg font-semibold text-slate-900">Você ainda não tem ingressos</p>
      <p className="max-w-md text-sm text-slate-600">
        Aparecem aqui os ingressos cujo participante tem o e-mail desta conta (
        <EmailAddress email={email} />
        ), assim que o pagamento é confirmado.
      </p>
      <Link to={paths.events()} className={buttonVariants({ className: 'mt-2' })}>
        Explorar Eventos
      </Link>
    </div>
  );
}
