import { CHECKOUT_MESSAGES } from '@bilheteria/domain/checkout-contract';
import { AlertTriangle, ArrowLeft, Clock, RotateCw, TicketX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** The form's shape in grey while the seats are being held; readers hear what is happening. */
export function CheckoutSkeleton({ label = 'Reservando seus ingressos...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-11 w-full rounded-lg" />
      <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <Skeleton className="h-6 w-3/4 max-w-md" />
        <Skeleton className="h-10 w-full max-w-sm" />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function HoldMessage({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 [&_svg]:size-7">
        {icon}
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="max-w-md text-slate-600">{children}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

/** Network error or server failure: retried with the same key (no second hold). */
export function HoldFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <HoldMessage
      icon={<AlertTriangle aria-hidden />}
      title="Reserva não concluída"
      actions={
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      }
    >
      {message}
    </HoldMessage>
  );
}

/** The server refused the selection (409 no seats, sales closed; 400 limits). */
export function HoldRefused({ message, eventPath }: { message: string; eventPath: string }) {
  return (
    <HoldMessage
      icon={<TicketX aria-hidden />}
      title="Não foi possível reservar"
      actions={
        <Link to={eventPath} className={buttonVariants({ size: 'lg' })}>
          <ArrowLeft aria-hidden />
          Escolher outros ingressos
        </Link>
      }
    >
      {message}
    </HoldMessage>
  );
}

/** The hold ended: the seats went back; the participants typed are still here. */
export function HoldExpired({ onReserveAgain }: { onReserveAgain: () => void }) {
  return (
    <HoldMessage
      icon={<Clock aria-hidden />}
      title="Reserva expirada"
      actions={
        <Button size="lg" onClick={onReserveAgain}>
          <RotateCw aria-hidden />
          Reservar novamente
        </Button>
      }
    >
      {CHECKOUT_MESSAGES.holdExpired}
    </HoldMessage>
  );
}
