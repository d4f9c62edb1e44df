import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { EmailAddress } from '@/components/email-address';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';

export function MyOrdersSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Carregando seus pedidos...</span>
      {[0, 1].map((key) => (
        <div
          key={key}
          aria-hidden
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <Skeleton className="h-6 w-64 max-w-full" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

/** No order yet: what brings one here, and the way to the events. */
export function MyOrdersEmpty({ email }: { email: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
        <Receipt aria-hidden className="size-7 text-brand-700" />
      </span>
      <p className="text-lg font-semibold text-slate-900">Você ainda não tem pedidos</p>
      <p className="max-w-md text-sm text-slate-600">
        Aparecem aqui as compras pagas com o e-mail desta conta (
        <EmailAddress email={email} />
        ), inclusive as feitas sem entrar e os ingressos comprados para outras pessoas.
      </p>
      <Link to={paths.events()} className={buttonVariants({ className: 'mt-2' })}>
        Explorar Eventos
      </Link>
    </div>
  );
}
